import { RenderBudgetError, RenderError } from '../domain/email.ports';
import { TemplateRenderPool } from './template-renderer';

// Renders of one template asked for together go to the render thread together; each keeps its own
// budget and its own outcome.
describe('TemplateRenderPool', () => {
  let pool: TemplateRenderPool;
  afterEach(() => pool?.close());

  const template = { subject: 'Hi {{name}}', html: '<p>{{name}}</p>', text: null };

  it('when many renders of one template are asked for at once, then each gets its own result, in order', async () => {
    pool = new TemplateRenderPool({ size: 1 });
    const names = Array.from({ length: 150 }, (_, i) => `Reader <${i}>`);
    const rendered = await Promise.all(names.map((name) => pool.render(template, { name })));
    expect(rendered.map((r) => r.subject)).toEqual(names.map((name) => `Hi ${name}`));
    expect(rendered[7]!.html).toBe('<p>Reader &lt;7&gt;</p>');
  });

  it('when one render of a batch never ends, then only that one fails on its budget and the others render', async () => {
    pool = new TemplateRenderPool({ size: 1, timeMs: 100 });
    // Quadratic in `items`, and nothing written: with 100,000 items it runs for hours, in no memory.
    const loop = {
      subject: 'S {{name}}',
      html: '{{#each items}}{{#each ../items}}{{/each}}{{/each}}<p>{{name}}</p>',
      text: null,
    };
    const endless = Array.from({ length: 100_000 }, (_, i) => i);
    const outcomes = await Promise.allSettled(
      ['a', 'b', 'c', 'd'].map((name) => pool.render(loop, { name, items: name === 'c' ? endless : [] })),
    );
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const failed = outcomes[2] as PromiseRejectedResult;
    expect(failed.reason).toBeInstanceOf(RenderBudgetError);
    expect(failed.reason.message).toBe('rendering the template takes more than 100 ms');
    expect((outcomes[3] as PromiseFulfilledResult<{ html: string }>).value.html).toBe('<p>d</p>');
  });

  it('when a render between others throws, then it alone fails with the template error', async () => {
    pool = new TemplateRenderPool({ size: 1 });
    const strict = { subject: 'S', html: '{{#with person}}{{name}}{{/with}}', text: null };
    const outcomes = await Promise.allSettled([
      pool.render(strict, { person: { name: 'Ada' } }),
      pool.render({ subject: 'S', html: '{{#each}}{{/each}}', text: null }, {}),
      pool.render(strict, { person: { name: 'Grace' } }),
    ]);
    expect(outcomes[0]).toMatchObject({ status: 'fulfilled', value: { html: 'Ada' } });
    expect(outcomes[1]).toMatchObject({ status: 'rejected', reason: expect.any(RenderError) });
    expect(outcomes[2]).toMatchObject({ status: 'fulfilled', value: { html: 'Grace' } });
  });
});
