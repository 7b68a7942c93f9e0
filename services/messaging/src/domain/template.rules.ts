import type {
  TemplateComponent,
  TemplateParameters,
  TemplateSend,
  WhatsAppTemplate,
} from './messaging.types';

/** Meta's limits on a text parameter: a header's is short, a body's is at most 1024 characters. */
export const MAX_HEADER_PARAMETER = 60;
export const MAX_BODY_PARAMETER = 1024;
export const MAX_TEMPLATE_PARAMETERS = 100;
export const TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
export const TEMPLATE_LANGUAGE = /^[a-z]{2,3}(_[A-Za-z]{2,4})?$/;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The distinct placeholders of a text, in order of first appearance. */
export function placeholdersOf(text: string | null | undefined): string[] {
  const names: string[] = [];
  for (const match of (text ?? '').matchAll(PLACEHOLDER))
    if (!names.includes(match[1]!)) names.push(match[1]!);
  return names;
}

/** The rules of a template send that need no template: its name, language and values. */
export function checkTemplateInput(template: TemplateSend): string[] {
  const errors: string[] = [];
  if (!TEMPLATE_NAME.test(template.name ?? ''))
    errors.push('template.name must be 1 to 512 lower-case letters, digits or underscores');
  if (!TEMPLATE_LANGUAGE.test(template.language ?? ''))
    errors.push('template.language must be a language code such as en or en_US');
  for (const part of ['header', 'body'] as const) {
    const values = template.parameters?.[part] ?? [];
    if (values.length > MAX_TEMPLATE_PARAMETERS)
      errors.push(`template.parameters.${part} must have at most ${MAX_TEMPLATE_PARAMETERS} values`);
  }
  return errors;
}

const HEADER = (t: WhatsAppTemplate) => t.components.find((c) => c.type === 'HEADER');
const BODY = (t: WhatsAppTemplate) => t.components.find((c) => c.type === 'BODY');

/**
 * The send's parameters against the template as Meta has it: status, what Rapport can fill (text
 * placeholders in the header and body), then per parameter its count, type and length. One message
 * per failing rule, naming the parameter; the send reaches Meta only when there is none.
 */
export function checkTemplateParameters(template: WhatsAppTemplate, given: TemplateParameters): string[] {
  const label = `template ${template.name} (${template.language})`;
  if (template.status !== 'APPROVED')
    return [`${label} is ${template.status}, not APPROVED: WhatsApp sends only approved templates`];
  const header = HEADER(template);
  if (header?.format && header.format !== 'TEXT')
    return [
      `${label} has a ${header.format} header, which Rapport does not send: use a template with a text header`,
    ];
  const unsupported = template.components.find(
    (c) => !['HEADER', 'BODY', 'FOOTER'].includes(c.type) && c.parameters.length,
  );
  if (unsupported)
    return [`${label} has ${unsupported.type} with parameters, which Rapport does not fill: use one without`];
  const errors: string[] = [];
  for (const [part, component, max] of [
    ['header', header, MAX_HEADER_PARAMETER],
    ['body', BODY(template), MAX_BODY_PARAMETER],
  ] as const) {
    const wanted = component?.parameters.length ?? 0;
    const values = given[part];
    if (values.length !== wanted) {
      errors.push(
        `template.parameters.${part} must have ${wanted} value${wanted === 1 ? '' : 's'} for ${label}${wanted ? ` (${component!.parameters.map((p) => `{{${p}}}`).join(', ')})` : ''}, not ${values.length}`,
      );
      continue;
    }
    values.forEach((value, i) => {
      const name = `template.parameters.${part}[${i}] ({{${component!.parameters[i]}}})`;
      if (typeof value !== 'string') errors.push(`${name} must be text`);
      else if (!value.trim()) errors.push(`${name} should not be empty`);
      else if ([...value].length > max) errors.push(`${name} must be at most ${max} characters`);
      else if (/[\n\t]/.test(value)) errors.push(`${name} must not contain new lines or tabs`);
      else if (/ {5,}/.test(value)) errors.push(`${name} must not contain more than 4 spaces in a row`);
      else if (value.includes('\u0000')) errors.push(`${name} must not contain the NUL character`);
    });
  }
  return errors;
}

/** The template's text with the parameters in: what the contact reads, kept as the message's body. */
export function renderTemplate(template: WhatsAppTemplate, given: TemplateParameters): string {
  const fill = (component: TemplateComponent | undefined, values: string[]) =>
    (component?.text ?? '').replace(PLACEHOLDER, (_all, name: string) => {
      const i = component!.parameters.indexOf(name);
      return i >= 0 && values[i] !== undefined ? values[i]! : `{{${name}}}`;
    });
  const footer = template.components.find((c) => c.type === 'FOOTER')?.text ?? '';
  const text = [fill(HEADER(template), given.header), fill(BODY(template), given.body), footer]
    .filter(Boolean)
    .join('\n\n');
  return text || `[template ${template.name}]`;
}
