import {
  type Input,
  type Output,
  TEMPLATE_LIMITS,
  VARS_DEPTH_MESSAGE,
  VARS_LIMITS,
  varsBytesProblems,
} from '@rapport/contracts';
import { toStruct } from '@rapport/platform';
import { z } from 'zod';

/** Why an address is on an organization's suppression list. */
export const SUPPRESSION_REASONS = ['unsubscribed', 'hard_bounce', 'complaint', 'manual'] as const;
type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

/** The Email template record of api-decisions; a template without a text part has `text: null`. */
export const TemplateRecord = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string().meta({ description: 'Handlebars source; rendered without HTML escaping' }),
  html: z.string().meta({ description: 'Handlebars source; {{var}} is HTML-escaped' }),
  text: z.string().nullable().meta({ description: 'Handlebars source of the plain-text part, or null' }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TemplateRecord = z.infer<typeof TemplateRecord>;

/** The Email send record of api-decisions. */
export const EmailSendRecord = z.object({
  id: z.string(),
  status: z.enum(['sent', 'queued', 'failed', 'unknown', 'suppressed']).meta({
    description:
      "sent: the provider took the message; queued: a transient provider failure, retried with backoff; failed: a permanent failure (see error); unknown: the provider may have taken it before its answer was recorded (never re-sent automatically); suppressed: not sent, the address is on the organization's suppression list (see suppressionReason)",
  }),
  providerMessageId: z.string().nullable(),
  to: z.string(),
  templateId: z.string(),
  contactId: z.string().nullable(),
  subject: z.string().meta({ description: 'The rendered subject' }),
  error: z.string().nullable().meta({ description: "The provider's reason of the (last) failure" }),
  suppressionReason: z
    .enum(SUPPRESSION_REASONS)
    .nullable()
    .meta({ description: 'Status suppressed: why the address is on the suppression list; else null' }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EmailSendRecord = z.infer<typeof EmailSendRecord>;

// Request bodies, with the bounds of @rapport/contracts email.rules (the email service checks them too).
const source = (max: number, description: string) => z.string().max(max).meta({ description });
const name = z.string().trim().min(1).max(TEMPLATE_LIMITS.name);
const subject = source(TEMPLATE_LIMITS.subject, 'Handlebars source; {{var}} is not escaped').min(1);
const html = source(TEMPLATE_LIMITS.html, 'Handlebars source; {{var}} is HTML-escaped, {{{var}}} is not').min(
  1,
);
const text = source(TEMPLATE_LIMITS.text, 'Handlebars source of the plain-text part; null removes it')
  .min(1)
  .nullable()
  .optional();

export const CreateTemplateBody = z.object({ name, subject, html, text }).strict();
export const UpdateTemplateBody = z
  .object({ name: name.optional(), subject: subject.optional(), html: html.optional(), text })
  .strict()
  .meta({ description: 'Any of the fields' });

/**
 * Whether a JSON value nests deeper than `limit`, found without recursion: the value comes from a
 * client, and a 1 MiB body can nest deep enough to overflow the stack of JSON.stringify.
 */
function nestsDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    if (depth > limit) return true;
    if (node && typeof node === 'object')
      for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return false;
}

const vars = z
  .record(z.string(), z.unknown(), { error: 'vars must be an object' })
  .superRefine((value, ctx) => {
    // Depth first: a value nested too deep for protobuf cannot travel, nor be serialized safely.
    const problems = nestsDeeperThan(value, VARS_LIMITS.depth)
      ? [VARS_DEPTH_MESSAGE]
      : varsBytesProblems(value);
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
  })
  .optional()
  .meta({
    description:
      "Template variables. For /v1/email/send they are merged over the person: the person's fields are {{contact.*}} and top-level {{*}}; each key of vars replaces the top-level key, and a vars.contact object replaces contact fields one by one.",
  });
const templateId = z.string().min(1).meta({ description: 'A template of the organization' });
const category = z
  .enum(['transactional', 'marketing'], { error: 'category must be one of transactional, marketing' })
  .optional()
  .meta({
    description:
      'transactional (a receipt, a password reset): also sent to an address suppressed as unsubscribed, never to one that bounced, complained or was suppressed by hand; marketing (the default): to no suppressed address',
  });

export const SendBody = z
  .object({
    templateId,
    contactId: z.string().min(1).meta({ description: 'A person of the organization' }),
    vars,
    category,
  })
  .strict();
/**
 * An email address: the length first, and an over-long value stops there (zod's email pattern takes
 * 70 ms on 1 MiB of "a.", issue 48).
 */
const emailAddress = (error?: string) =>
  z
    .string()
    .max(320, { abort: true })
    .email(error ? { error } : undefined);
export const SendExternalBody = z.object({ templateId, to: emailAddress(), vars, category }).strict();

const STATUS = {
  EMAIL_SEND_STATUS_QUEUED: 'queued',
  EMAIL_SEND_STATUS_SENT: 'sent',
  EMAIL_SEND_STATUS_FAILED: 'failed',
  EMAIL_SEND_STATUS_UNKNOWN: 'unknown',
  EMAIL_SEND_STATUS_SUPPRESSED: 'suppressed',
} as const;

export function toTemplateRecord(template: Output<'email', 'Template'>): TemplateRecord {
  return {
    id: template.id,
    name: template.name,
    subject: template.subject,
    html: template.html,
    text: template.text ?? null,
    createdAt: template.createdAt,
    updatedAt: template.updatedAt,
  };
}

export function toEmailSendRecord(send: Output<'email', 'EmailSend'>): EmailSendRecord {
  const status = STATUS[send.status as keyof typeof STATUS];
  if (!status) throw new Error(`unknown email send status ${send.status}`);
  return {
    id: send.id,
    status,
    providerMessageId: send.providerMessageId ?? null,
    to: send.to,
    templateId: send.templateId,
    contactId: send.contactId ?? null,
    subject: send.subject,
    error: send.error ?? null,
    suppressionReason: (send.suppressionReason as SuppressionReason | undefined) ?? null,
    createdAt: send.createdAt,
    updatedAt: send.updatedAt,
  };
}

/** The vars of a send, as the google.protobuf.Struct of the request (an absent one is empty). */
export function toVarsStruct(
  vars: Record<string, unknown> | undefined,
): Input<'email', 'SendEmailRequest'>['vars'] {
  return toStruct(vars ?? {}) as Input<'email', 'SendEmailRequest'>['vars'];
}

type TemplateBody = { name?: string; subject?: string; html?: string; text?: string | null };

/** A new template as the service takes it (no text part unless `text` is given). */
export const toNewTemplate = <B extends TemplateBody>(body: B) => ({ ...body, text: body.text ?? undefined });

/** A template change as the service takes it: `text: null` removes the text part. */
export const toTemplateChange = (body: TemplateBody) => ({
  ...toNewTemplate(body),
  clear: body.text === null ? ['text'] : [],
});

/** An entry of the organization's suppression list. */
export const SuppressionRecord = z.object({
  id: z.string(),
  address: z.string().meta({ description: 'Normalized: trimmed and lower-cased' }),
  reason: z.enum(SUPPRESSION_REASONS),
  source: z.string().meta({
    description:
      'Where it came from: api (or what the POST named), campaign:<id>, send:<id>, provider:<name>',
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SuppressionRecord = z.infer<typeof SuppressionRecord>;

export const CreateSuppressionBody = z
  .object({
    address: emailAddress('address must be an email'),
    reason: z
      .enum(SUPPRESSION_REASONS, { error: `reason must be one of ${SUPPRESSION_REASONS.join(', ')}` })
      .optional()
      .meta({ description: 'Default manual' }),
    source: z.string().min(1).max(200).optional().meta({ description: 'Default api' }),
  })
  .strict();

export const SuppressionQuery = z.object({
  address: z
    .string()
    .max(320)
    .optional()
    .meta({ description: 'Only this address (compared case-insensitively)' }),
});

export const AddressParams = z.object({ address: z.string().min(1).max(320) });

export function toSuppressionRecord(suppression: Output<'email', 'Suppression'>): SuppressionRecord {
  return {
    id: suppression.id,
    address: suppression.address,
    reason: suppression.reason as SuppressionReason,
    source: suppression.source,
    createdAt: suppression.createdAt,
    updatedAt: suppression.updatedAt,
  };
}

export const EventSecretRecord = z.object({
  secret: z.string().meta({
    description:
      'Signs POST /v1/email/events/{provider}: Rapport-Signature t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">',
  }),
  createdAt: z.string(),
});
