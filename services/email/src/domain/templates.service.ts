import { TEMPLATE_LIMITS } from '@rapport/contracts';
import { decodeCursor, invalid, isUuid, newId, notFound, pageLimit, toPage } from '@rapport/platform';
import type { TemplateChanges, TemplateCompiler, TemplateRepository } from './email.ports';
import type { Page, Template, TemplatePart } from './email.types';

/** Bounds of a template (from @rapport/contracts: the gateway's schemas use the same ones). */
export { TEMPLATE_LIMITS } from '@rapport/contracts';

export interface TemplateInput {
  name?: string;
  subject?: string;
  html?: string;
  /** null removes the text part. */
  text?: string | null;
}

/** One message per broken rule, then one per part that does not compile. */
export function templateProblems(
  input: TemplateInput,
  creating: boolean,
  compiler: TemplateCompiler,
): string[] {
  const problems: string[] = [];
  for (const field of ['name', 'subject', 'html'] as const) {
    const value = input[field];
    if (value === undefined) {
      if (creating) problems.push(`${field} should not be empty`);
    } else if (!value.trim()) problems.push(`${field} should not be empty`);
    else if (value.length > TEMPLATE_LIMITS[field])
      problems.push(`${field} must be at most ${TEMPLATE_LIMITS[field]} characters`);
  }
  if (input.text === '') problems.push('text should not be empty');
  else if (input.text && input.text.length > TEMPLATE_LIMITS.text)
    problems.push(`text must be at most ${TEMPLATE_LIMITS.text} characters`);
  // The store (FerretDB on PostgreSQL) cannot hold NUL; it is no character a template needs.
  for (const field of ['name', 'subject', 'html', 'text'] as const) {
    if (input[field]?.includes('\u0000'))
      problems.push(`${field} must not contain the NUL character (\\u0000)`);
  }
  if (problems.length) return problems;
  for (const part of ['subject', 'html', 'text'] as const satisfies TemplatePart[]) {
    const source = input[part];
    const error = typeof source === 'string' ? compiler.compileError(part, source) : null;
    if (error) problems.push(error);
  }
  return problems;
}

export class TemplatesService {
  constructor(
    private readonly templates: TemplateRepository,
    private readonly compiler: TemplateCompiler,
  ) {}

  async list(organizationId: string, cursor: string, limit: number): Promise<Page<Template>> {
    const size = pageLimit(limit);
    const rows = await this.templates.list(organizationId, decodeCursor(cursor), size + 1);
    return toPage(rows, size);
  }

  /** NOT_FOUND for an id of another organization or a malformed one, as for a missing one. */
  async get(organizationId: string, id: string): Promise<Template> {
    const template = isUuid(id) ? await this.templates.findById(organizationId, id) : null;
    if (!template) throw notFound('template not found');
    return template;
  }

  async create(
    organizationId: string,
    input: Required<Omit<TemplateInput, 'text'>> & { text: string | null },
  ): Promise<Template> {
    const problems = templateProblems(input, true, this.compiler);
    if (problems.length) throw invalid(problems);
    const now = new Date();
    const template: Template = {
      id: newId(),
      organizationId,
      name: input.name.trim(),
      subject: input.subject,
      html: input.html,
      text: input.text,
      createdAt: now,
      updatedAt: now,
    };
    await this.templates.insert(template);
    return template;
  }

  async update(organizationId: string, id: string, input: TemplateInput): Promise<Template> {
    await this.get(organizationId, id);
    const problems = templateProblems(input, false, this.compiler);
    if (problems.length) throw invalid(problems);
    // Only the fields given: a concurrent PATCH of other fields keeps its own (issue 42).
    const changes: TemplateChanges = { updatedAt: new Date() };
    if (input.name !== undefined) changes.name = input.name.trim();
    if (input.subject !== undefined) changes.subject = input.subject;
    if (input.html !== undefined) changes.html = input.html;
    if (input.text !== undefined) changes.text = input.text;
    const saved = await this.templates.update(organizationId, id, changes);
    if (!saved) throw notFound('template not found');
    return saved;
  }

  async delete(organizationId: string, id: string): Promise<void> {
    const deleted = isUuid(id) && (await this.templates.delete(organizationId, id));
    if (!deleted) throw notFound('template not found');
  }
}
