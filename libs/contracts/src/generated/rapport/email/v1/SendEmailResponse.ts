// Original file: rapport/email/v1/email.proto

import type { EmailSend as _rapport_email_v1_EmailSend, EmailSend__Output as _rapport_email_v1_EmailSend__Output } from '../../../rapport/email/v1/EmailSend';

export interface SendEmailResponse {
  'send'?: (_rapport_email_v1_EmailSend | null);
}

export interface SendEmailResponse__Output {
  'send': (_rapport_email_v1_EmailSend__Output | null);
}
