import { compileError, renderTemplate } from './template-engine';

describe('template engine', () => {
  it('when a part compiles, then there is no error; when not, the message names the part and the engine reason', () => {
    expect(compileError('html', '<p>{{#if ok}}{{name}}{{else}}-{{/if}}</p>')).toBeNull();
    expect(compileError('subject', '{{name')).toMatch(
      /^subject is not a valid template: Parse error on line 1:/,
    );
    expect(compileError('html', '{{upper name}}')).toMatch(/unknown helper upper/);
    expect(compileError('text', '{{log name}}')).toMatch(/unknown helper log/);
    expect(compileError('html', '{{#> layout}}x{{/layout}}')).toBe(
      'html is not a valid template: partials are not supported - 1:0',
    );
    expect(compileError('html', '{{#*inline "x"}}y{{/inline}}')).toMatch(/decorators are not supported/);
  });

  it('when a part calls a missing-helper hook (helperMissing, blockHelperMissing), then it is refused as an unknown helper', () => {
    for (const source of [
      '{{helperMissing}}',
      '{{helperMissing name}}',
      '{{[helperMissing]}}',
      '{{#blockHelperMissing}}x{{/blockHelperMissing}}',
      '{{^blockHelperMissing}}x{{/blockHelperMissing}}',
      '{{#if (helperMissing)}}y{{/if}}',
      '<p>{{#each items}}{{blockHelperMissing this}}{{/each}}</p>',
    ]) {
      expect([source, compileError('html', source)]).toEqual([
        source,
        expect.stringMatching(
          /^html is not a valid template: .*unknown helper (helperMissing|blockHelperMissing)/,
        ),
      ]);
    }
  });

  it('when a variable or a path of the context is named like a hook, then it renders as a variable', () => {
    const template = {
      subject: '{{this.helperMissing}}',
      html: '{{#with helperMissing}}{{name}}{{/with}}',
      text: null,
    };
    expect(compileError('subject', template.subject)).toBeNull();
    expect(compileError('html', template.html)).toBeNull();
    expect(renderTemplate(template, { helperMissing: { name: 'n' } })).toEqual({
      subject: '[object Object]',
      html: 'n',
      text: null,
    });
  });

  it('when rendering, then only the html part escapes, and the subject is one line', () => {
    const sut = renderTemplate(
      { subject: 'Hi {{name}}\n{{name}}', html: '<p>{{name}} {{{name}}}</p>', text: '{{name}} & co' },
      { name: '<i>A&B</i>' },
    );
    expect(sut).toEqual({
      subject: 'Hi <i>A&B</i> <i>A&B</i>',
      html: '<p>&lt;i&gt;A&amp;B&lt;/i&gt; <i>A&B</i></p>',
      text: '<i>A&B</i> & co',
    });
  });

  it('when the template has no text part, then none is rendered', () => {
    expect(renderTemplate({ subject: 's', html: 'h', text: null }, {}).text).toBeNull();
  });

  it('when a variable reaches into the prototype, then it renders empty', () => {
    expect(
      renderTemplate({ subject: '{{constructor.name}}', html: '{{__proto__}}', text: null }, {}),
    ).toEqual({
      subject: '',
      html: '',
      text: null,
    });
  });

  it('when a variable of the subject is a long run of spaces (vars hold up to 64 KiB), then it renders within 10 ms and keeps its one line (issue 48)', () => {
    const spaces = ' '.repeat(64 * 1024);
    renderTemplate({ subject: 'warm {{v}}', html: 'h', text: null }, { v: 'up' });
    const start = performance.now();
    const sut = renderTemplate({ subject: 'Hi {{v}}x\n \r\n y{{v}}', html: 'h', text: null }, { v: spaces });
    expect(performance.now() - start).toBeLessThan(10);
    expect(sut.subject).toBe(`Hi ${spaces}x y${spaces}`.trim());
  });
});
