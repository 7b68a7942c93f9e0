// Original file: rapport/email/v1/email.proto

export const EmailSendStatus = {
  EMAIL_SEND_STATUS_UNSPECIFIED: 'EMAIL_SEND_STATUS_UNSPECIFIED',
  EMAIL_SEND_STATUS_QUEUED: 'EMAIL_SEND_STATUS_QUEUED',
  EMAIL_SEND_STATUS_SENT: 'EMAIL_SEND_STATUS_SENT',
  EMAIL_SEND_STATUS_FAILED: 'EMAIL_SEND_STATUS_FAILED',
} as const;

export type EmailSendStatus =
  | 'EMAIL_SEND_STATUS_UNSPECIFIED'
  | 0
  | 'EMAIL_SEND_STATUS_QUEUED'
  | 1
  | 'EMAIL_SEND_STATUS_SENT'
  | 2
  | 'EMAIL_SEND_STATUS_FAILED'
  | 3

export type EmailSendStatus__Output = typeof EmailSendStatus[keyof typeof EmailSendStatus]
