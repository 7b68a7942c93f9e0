import { varsBytesProblems } from '@rapport/contracts';
import {
  type AttemptStore,
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
  ContactDirectory,
  SendJobScheduler,
  SendRepository,
  TemplateRenderer,
  TemplateRepository,
} from './email.ports';
import type { ContactFields, EmailSend, Page, SendAttemptOutcome, Template } from './email.types';
import { renderEmail, sendVariables } from './render-email';
import { SEND_CATEGORIES, type SendCategory } from './suppression.types';
import type { SuppressionsService } from './suppressions.service';

type Vars = Record<string, unknown>;

const isEmail = (value: string) => z.email().safeParse(value).success;
const TEMPLATE_ID_RULE = 'templateId must name a template of the organization';
const CONTACT_ID_RULE = 'contactId must name a person of the organization';

const CATEGORY_RULE = `category must be one of ${SEND_CATEGORIES.join(', ')}`;
const categoryProblems = (category: string | undefined) =>
  !category || (SEND_CATEGORIES as readonly string[]).includes(category) ? [] : [CATEGORY_RULE];
const categoryOf = (category: string | undefined): SendCategory =>
  category === 'transactional' ? 'transactional' : 'marketing';

export class SendsService {
  constructor(
    private readonly deps: {
      templates: TemplateRepository;
      sends: SendRepository;
      attempts: AttemptStore<SendAttemptOutcome>;
      contacts: ContactDirectory;
      delivery: DeliveryService;
      scheduler: SendJobScheduler;
      inlineTimeoutMs: number;
      logger: Logger;
      /** Where templates are rendered (the process's bounded render pool). */
      renderer: TemplateRenderer;
      /** Asked before every send: a suppressed address gets a `suppressed` record and no email. */
      suppressions: SuppressionsService;
    },
  ) {}

  async sendToContact(
    organizationId: string,
    input: { templateId: string; contactId: string; vars: Vars; category?: string },
  ) {
    const [template, contact] = await Promise.all([
      this.template(organizationId, input.templateId),
      isUuid(input.contactId) ? this.deps.contacts.findPerson(organizationId, input.contactId) : null,
    ]);
    const problems = [...varsBytesProblems(input.vars), ...categoryProblems(input.category)];
    if (!template) problems.push(TEMPLATE_ID_RULE);
    if (!contact) problems.push(CONTACT_ID_RULE);
    else if (!contact.email) problems.push('contactId names a person without an email address');
    if (problems.length || !template || !contact?.email) throw invalid(problems);
    return this.send(template, contact.email, contact, input.vars, categoryOf(input.category));
  }

  async sendToAddress(
    organizationId: string,
    input: { templateId: string; to: string; vars: Vars; category?: string },
  ) {
    const template = await this.template(organizationId, input.templateId);
    const problems = [...varsBytesProblems(input.vars), ...categoryProblems(input.category)];
    if (!template) problems.push(TEMPLATE_ID_RULE);
    if (!isEmail(input.to)) problems.push('to must be an email');
    if (problems.length || !template) throw invalid(problems);
    return this.send(template, input.to, null, input.vars, categoryOf(input.category));
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
    await this.deps.attempts.deleteSubjects(ids);
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
  private async send(
    template: Template,
    to: string,
    contact: ContactFields | null,
    vars: Vars,
    category: SendCategory,
  ) {
    const rendered = await renderEmail(template, sendVariables(contact, vars), this.deps.renderer);
    const suppressed = await this.deps.suppressions.blocking(template.organizationId, to, category);
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
      category,
      createdAt: now,
      updatedAt: now,
    };
    if (suppressed) {
      // Recorded, never handed to the provider: no job, no attempt.
      const record: EmailSend = {
        ...send,
        status: 'suppressed',
        suppressionReason: suppressed.reason,
        error: `not sent: the address is on the suppression list (${suppressed.reason})`,
      };
      await this.deps.sends.insert(record);
      return record;
    }
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
