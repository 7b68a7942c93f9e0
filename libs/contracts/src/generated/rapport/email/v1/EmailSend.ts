// Original file: rapport/email/v1/email.proto

import type { EmailSendStatus as _rapport_email_v1_EmailSendStatus, EmailSendStatus__Output as _rapport_email_v1_EmailSendStatus__Output } from '../../../rapport/email/v1/EmailSendStatus';

export interface EmailSend {
  'id'?: (string);
  'organizationId'?: (string);
  'status'?: (_rapport_email_v1_EmailSendStatus);
  'providerMessageId'?: (string);
  'to'?: (string);
  'templateId'?: (string);
  'contactId'?: (string);
  'subject'?: (string);
  'error'?: (string);
  'createdAt'?: (string);
  'updatedAt'?: (string);
  'campaignId'?: (string);
  'suppressionReason'?: (string);
  '_providerMessageId'?: "providerMessageId";
  '_contactId'?: "contactId";
  '_error'?: "error";
  '_campaignId'?: "campaignId";
  '_suppressionReason'?: "suppressionReason";
}

export interface EmailSend__Output {
  'id': (string);
  'organizationId': (string);
  'status': (_rapport_email_v1_EmailSendStatus__Output);
  'providerMessageId'?: (string);
  'to': (string);
  'templateId': (string);
  'contactId'?: (string);
  'subject': (string);
  'error'?: (string);
  'createdAt': (string);
  'updatedAt': (string);
  'campaignId'?: (string);
  'suppressionReason'?: (string);
  '_providerMessageId'?: "providerMessageId";
  '_contactId'?: "contactId";
  '_error'?: "error";
  '_campaignId'?: "campaignId";
  '_suppressionReason'?: "suppressionReason";
}
