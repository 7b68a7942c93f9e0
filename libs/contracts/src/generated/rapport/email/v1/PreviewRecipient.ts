// Original file: rapport/email/v1/email.proto


export interface PreviewRecipient {
  'contactId'?: (string);
  'to'?: (string);
  'subject'?: (string);
  'html'?: (string);
  'text'?: (string);
  'error'?: (string);
  '_text'?: "text";
  '_error'?: "error";
}

export interface PreviewRecipient__Output {
  'contactId': (string);
  'to': (string);
  'subject': (string);
  'html': (string);
  'text'?: (string);
  'error'?: (string);
  '_text'?: "text";
  '_error'?: "error";
}
