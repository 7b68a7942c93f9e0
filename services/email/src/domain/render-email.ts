import { invalid } from '@rapport/platform';
import {
  type RenderableTemplate,
  RenderBudgetError,
  RenderError,
  type TemplateRenderer,
} from './email.ports';
import type { RenderedEmail } from './email.types';

/** Bounds of what a send may carry and produce (rendering can multiply the size of the input). */
export const SEND_LIMITS = { subject: 998, renderedChars: 1024 * 1024 } as const;

type Vars = Record<string, unknown>;

/**
 * The variables of a send (api-decisions: "contact merged with vars; vars wins"), precisely:
 * the person's REST fields are available both under `contact` and at the top level
 * (`{{contact.name}}` and `{{name}}`); then every key of `vars` replaces the key of the same name at
 * the top level, except `contact`, which, when `vars.contact` is an object, is merged field by field
 * (`vars.contact.name` replaces only `contact.name`). A send without a person gets `vars` as given.
 */
export function sendVariables(
  contact: Record<string, unknown> | null,
  vars: Record<string, unknown>,
): Record<string, unknown> {
  if (!contact) return { ...vars };
  const override = vars.contact;
  const isObject = typeof override === 'object' && override !== null && !Array.isArray(override);
  const mergedContact = isObject
    ? { ...contact, ...(override as Record<string, unknown>) }
    : 'contact' in vars
      ? override
      : contact;
  return { ...contact, ...vars, contact: mergedContact };
}

/**
 * Renders an email within the render budget (the renderer: rendering/template-renderer.ts, off the
 * event loop) and applies SEND_LIMITS. INVALID_ARGUMENT names the rule the output breaks, or the
 * budget the render went past. This is the entry for every render of a send, transactional or
 * campaign: `await renderEmail(content, sendVariables(contact, vars), renderer)`.
 */
export async function renderEmail(
  template: RenderableTemplate,
  variables: Vars,
  renderer: TemplateRenderer,
): Promise<RenderedEmail> {
  let rendered: RenderedEmail;
  try {
    rendered = await renderer.render(template, variables);
  } catch (err) {
    if (err instanceof RenderBudgetError || err instanceof RenderError) {
      throw invalid([`the template could not be rendered: ${err.message}`]);
    }
    throw err;
  }
  const problems = renderedProblems(rendered);
  if (problems.length) throw invalid(problems);
  return rendered;
}

const NUL = '\u0000';

/** The rules of a rendered email: what a provider needs and what the store can hold (no NUL). */
export function renderedProblems(rendered: RenderedEmail): string[] {
  const size = rendered.subject.length + rendered.html.length + (rendered.text?.length ?? 0);
  const problems: string[] = [];
  if (!rendered.subject.trim()) problems.push('the rendered subject should not be empty');
  else if (rendered.subject.length > SEND_LIMITS.subject)
    problems.push(`the rendered subject must be at most ${SEND_LIMITS.subject} characters`);
  if (!rendered.html.trim()) problems.push('the rendered html should not be empty');
  if (size > SEND_LIMITS.renderedChars)
    problems.push(`the rendered email must be at most ${SEND_LIMITS.renderedChars} characters`);
  for (const part of ['subject', 'html', 'text'] as const) {
    if (rendered[part]?.includes(NUL)) {
      problems.push(`the rendered ${part} must not contain the NUL character (\\u0000)`);
    }
  }
  return problems;
}
