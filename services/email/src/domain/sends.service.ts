import { varsBytesProblems } from '@rapport/contracts';
import {
  decodeCursor,
  invalid,
  isUuid,
  type Logger,
  newId,
  notFound,
  pageLimit,
  toPage,
} from '@rapport/platform';
import { z } from 'zod';
import type { DeliveryService } from './delivery.service';
import type {
  AttemptRepository,
  ContactDirectory,
  SendJobScheduler,
  SendRepository,
  TemplateRepository,
} from './email.ports';
import type { ContactFields, EmailSend, Page, Template } from './email.types';
import { type RenderedEmail, sendVariables } from './template-engine';
import {
  type RenderableTemplate,
  RenderBudgetError,
  RenderError,
  sharedRenderer,
  type TemplateRenderer,
} from './template-renderer';

/** Bounds of what a send may carry and produce (rendering can multiply the size of the input). */
export const SEND_LIMITS = { subject: 998, renderedChars: 1024 * 1024 } as const;

type Vars = Record<string, unknown>;

const isEmail = (value: string) => z.email().safeParse(value).success;
const TEMPLATE_ID_RULE = 'templateId must name a template of the organization';
const CONTACT_ID_RULE = 'contactId must name a person of the organization';

export class SendsService {
  constructor(
    private readonly deps: {
      templates: TemplateRepository;
      sends: SendRepository;
      attempts: AttemptRepository;
      contacts: ContactDirectory;
      delivery: DeliveryService;
      scheduler: SendJobScheduler;
      inlineTimeoutMs: number;
      logger: Logger;
      /** Where templates are rendered (default: the process's bounded render pool). */
      renderer?: TemplateRenderer;
    },
  ) {}

  async sendToContact(organizationId: string, input: { templateId: string; contactId: string; vars: Vars }) {
    const [template, contact] = await Promise.all([
      this.template(organizationId, input.templateId),
      isUuid(input.contactId) ? this.deps.contacts.findPerson(organizationId, input.contactId) : null,
    ]);
    const problems = varsBytesProblems(input.vars);
    if (!template) problems.push(TEMPLATE_ID_RULE);
    if (!contact) problems.push(CONTACT_ID_RULE);
    else if (!contact.email) problems.push('contactId names a person without an email address');
    if (problems.length || !template || !contact?.email) throw invalid(problems);
    return this.send(template, contact.email, contact, input.vars);
  }

  async sendToAddress(organizationId: string, input: { templateId: string; to: string; vars: Vars }) {
    const template = await this.template(organizationId, input.templateId);
    const problems = varsBytesProblems(input.vars);
    if (!template) problems.push(TEMPLATE_ID_RULE);
    if (!isEmail(input.to)) problems.push('to must be an email');
    if (problems.length || !template) throw invalid(problems);
    return this.send(template, input.to, null, input.vars);
  }

  async get(organizationId: string, id: string): Promise<EmailSend> {
    const send = isUuid(id) ? await this.deps.sends.findById(organizationId, id) : null;
    if (!send) throw notFound('email send not found');
    return send;
  }

  async list(
    organizationId: string,
    filter: { contactId?: string },
    cursor: string,
    limit: number,
  ): Promise<Page<EmailSend>> {
    const size = pageLimit(limit);
    const rows = await this.deps.sends.list(organizationId, filter, decodeCursor(cursor), size + 1);
    return toPage(rows, size);
  }

  /** contact.deleted: the person's records go (idempotent: a second delivery finds none). */
  async forgetContact(organizationId: string, contactId: string): Promise<number> {
    const ids = await this.deps.sends.deleteByContact(organizationId, contactId);
    await this.deps.attempts.deleteForSends(ids);
    return ids.length;
  }

  private template(organizationId: string, id: string): Promise<Template | null> {
    return isUuid(id) ? this.deps.templates.findById(organizationId, id) : Promise.resolve(null);
  }

  /**
   * Persists the send, then tries the provider once within the caller's deadline. The job that
   * retries it is scheduled before the record exists (a delayed safety net): whatever process dies
   * at whatever point, a queued record always has a job that will finish it.
   */
  private async send(template: Template, to: string, contact: ContactFields | null, vars: Vars) {
    const rendered = await renderEmail(template, sendVariables(contact, vars), this.deps.renderer);
    const now = new Date();
    const send: EmailSend = {
      id: newId(),
      organizationId: template.organizationId,
      status: 'queued',
      providerMessageId: null,
      to,
      templateId: template.id,
      contactId: contact?.id ?? null,
      campaignId: null,
      ...rendered,
      error: null,
      createdAt: now,
      updatedAt: now,
    };
    const job = { organizationId: send.organizationId, sendId: send.id, scheduledAt: now.toISOString() };
    const scheduled = await this.deps.scheduler.schedule(job).then(
      () => true,
      (err: unknown) => {
        this.deps.logger.error({ err, sendId: send.id }, 'could not schedule the retry job of a send');
        return false;
      },
    );
    await this.deps.sends.insert(send);
    const options = { timeoutMs: this.deps.inlineTimeoutMs, lastChance: !scheduled };
    return (await this.deps.delivery.attempt(send, options)).send;
  }
}

/**
 * Renders an email within the render budget (off the event loop; see template-renderer.ts) and
 * applies SEND_LIMITS. INVALID_ARGUMENT names the rule the output breaks, or the budget the render
 * went past. This is the entry for every render of a send, transactional or campaign:
 * `await renderEmail(content, sendVariables(contact, vars))`.
 */
export async function renderEmail(
  template: RenderableTemplate,
  variables: Vars,
  renderer: TemplateRenderer = sharedRenderer(),
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
