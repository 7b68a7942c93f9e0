// Original file: rapport/email/v1/email.proto

import type { EmailSend as _rapport_email_v1_EmailSend, EmailSend__Output as _rapport_email_v1_EmailSend__Output } from '../../../rapport/email/v1/EmailSend';

export interface ListEmailSendsResponse {
  'data'?: (_rapport_email_v1_EmailSend)[];
  'nextCursor'?: (string);
}

export interface ListEmailSendsResponse__Output {
  'data': (_rapport_email_v1_EmailSend__Output)[];
  'nextCursor': (string);
}
