import type { Input } from '@rapport/contracts';
import type { EmailSend, SendStatus, Template } from '../domain/email.types';

type EmailSendMessage = Input<'email', 'EmailSend'>;
type TemplateMessage = Input<'email', 'Template'>;

const STATUS_TO_PROTO = {
  queued: 'EMAIL_SEND_STATUS_QUEUED',
  sent: 'EMAIL_SEND_STATUS_SENT',
  failed: 'EMAIL_SEND_STATUS_FAILED',
  unknown: 'EMAIL_SEND_STATUS_UNKNOWN',
} as const satisfies Record<SendStatus, string>;

export function toTemplateMessage(template: Template): TemplateMessage {
  return {
    id: template.id,
    organizationId: template.organizationId,
    name: template.name,
    subject: template.subject,
    html: template.html,
    text: template.text ?? undefined,
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
  };
}

/** The rendered html and text stay in the store (audits, retries); the record does not carry them. */
export function toSendMessage(send: EmailSend): EmailSendMessage {
  return {
    id: send.id,
    organizationId: send.organizationId,
    status: STATUS_TO_PROTO[send.status],
    providerMessageId: send.providerMessageId ?? undefined,
    to: send.to,
    templateId: send.templateId,
    contactId: send.contactId ?? undefined,
    campaignId: send.campaignId ?? undefined,
    subject: send.subject,
    error: send.error ?? undefined,
    createdAt: send.createdAt.toISOString(),
    updatedAt: send.updatedAt.toISOString(),
  };
}
