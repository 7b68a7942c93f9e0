// Original file: rapport/email/v1/email.proto

import type { Template as _rapport_email_v1_Template, Template__Output as _rapport_email_v1_Template__Output } from '../../../rapport/email/v1/Template';

export interface CreateTemplateResponse {
  'template'?: (_rapport_email_v1_Template | null);
}

export interface CreateTemplateResponse__Output {
  'template': (_rapport_email_v1_Template__Output | null);
}
