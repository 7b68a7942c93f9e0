// Original file: rapport/email/v1/email.proto

import type { Template as _rapport_email_v1_Template, Template__Output as _rapport_email_v1_Template__Output } from '../../../rapport/email/v1/Template';

export interface ListTemplatesResponse {
  'data'?: (_rapport_email_v1_Template)[];
  'nextCursor'?: (string);
}

export interface ListTemplatesResponse__Output {
  'data': (_rapport_email_v1_Template__Output)[];
  'nextCursor': (string);
}
