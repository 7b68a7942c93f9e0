import type { WhatsAppTemplate } from './messaging.types';
import {
  checkTemplateInput,
  checkTemplateParameters,
  placeholdersOf,
  renderTemplate,
} from './template.rules';

const template = (fields: Partial<WhatsAppTemplate> = {}): WhatsAppTemplate => ({
  organizationId: 'o',
  accountId: 'a',
  name: 'order_shipped',
  language: 'en_US',
  category: 'UTILITY',
  status: 'APPROVED',
  components: [
    { type: 'HEADER', format: 'TEXT', text: 'Order {{1}}', parameters: ['1'] },
    { type: 'BODY', format: null, text: 'Hi {{1}}, order {{2}} ships {{1}}.', parameters: ['1', '2'] },
    { type: 'FOOTER', format: null, text: 'Acme', parameters: [] },
  ],
  syncedAt: new Date(),
  ...fields,
});

describe('template rules', () => {
  it('when a text has placeholders, then each counts once, in order', () => {
    expect(placeholdersOf('Hi {{1}}, {{ 2 }} and {{1}}')).toEqual(['1', '2']);
    expect(placeholdersOf(null)).toEqual([]);
  });

  it('when the parameters fit, then nothing is said and the body renders them', () => {
    const given = { header: ['#7'], body: ['Ada', '#7'] };
    expect(checkTemplateParameters(template(), given)).toEqual([]);
    expect(renderTemplate(template(), given)).toBe('Order #7\n\nHi Ada, order #7 ships Ada.\n\nAcme');
  });

  it('when a part has the wrong count, then the message names the part, what it needs and what it got', () => {
    expect(checkTemplateParameters(template(), { header: ['#7'], body: ['Ada'] })).toEqual([
      'template.parameters.body must have 2 values for template order_shipped (en_US) ({{1}}, {{2}}), not 1',
    ]);
  });

  it('when a value is empty, too long or has new lines, then the message names that parameter', () => {
    const errors = checkTemplateParameters(template(), { header: ['x'.repeat(61)], body: ['a\nb', ' '] });
    expect(errors).toEqual([
      'template.parameters.header[0] ({{1}}) must be at most 60 characters',
      'template.parameters.body[0] ({{1}}) must not contain new lines or tabs',
      'template.parameters.body[1] ({{2}}) should not be empty',
    ]);
  });

  it('when the template is not approved or has a media header or button parameters, then it is refused whole', () => {
    const given = { header: [], body: [] };
    expect(checkTemplateParameters(template({ status: 'PENDING' }), given)[0]).toMatch(
      /PENDING, not APPROVED/,
    );
    const media = template({ components: [{ type: 'HEADER', format: 'IMAGE', text: null, parameters: [] }] });
    expect(checkTemplateParameters(media, given)[0]).toMatch(/IMAGE header/);
    const button = template({
      components: [{ type: 'BUTTONS', format: null, text: null, parameters: ['1'] }],
    });
    expect(checkTemplateParameters(button, given)[0]).toMatch(/BUTTONS with parameters/);
  });

  it('when the name or language is malformed, then both are named', () => {
    expect(
      checkTemplateInput({
        name: 'Order Shipped',
        language: 'english',
        parameters: { header: [], body: [] },
      }),
    ).toHaveLength(2);
  });
});
