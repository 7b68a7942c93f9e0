import type { Input } from '@rapport/contracts';
import type { EmailSend, SendStatus, Template } from '../domain/email.types';
import type { Suppression } from '../domain/suppression.types';

type EmailSendMessage = Input<'email', 'EmailSend'>;
type TemplateMessage = Input<'email', 'Template'>;

const STATUS_TO_PROTO = {
  queued: 'EMAIL_SEND_STATUS_QUEUED',
  sent: 'EMAIL_SEND_STATUS_SENT',
  failed: 'EMAIL_SEND_STATUS_FAILED',
  unknown: 'EMAIL_SEND_STATUS_UNKNOWN',
  suppressed: 'EMAIL_SEND_STATUS_SUPPRESSED',
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
    suppressionReason: send.suppressionReason ?? undefined,
    createdAt: send.createdAt.toISOString(),
    updatedAt: send.updatedAt.toISOString(),
  };
}

export function toSuppressionMessage(suppression: Suppression): Input<'email', 'Suppression'> {
  return {
    id: suppression.id,
    organizationId: suppression.organizationId,
    address: suppression.address,
    reason: suppression.reason,
    source: suppression.source,
    createdAt: suppression.createdAt.toISOString(),
    updatedAt: suppression.updatedAt.toISOString(),
  };
}
