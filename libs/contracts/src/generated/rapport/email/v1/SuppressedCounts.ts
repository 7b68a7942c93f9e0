// Original file: rapport/email/v1/email.proto


export interface SuppressedCounts {
  'total'?: (number);
  'unsubscribed'?: (number);
  'hardBounce'?: (number);
  'complaint'?: (number);
  'manual'?: (number);
}

export interface SuppressedCounts__Output {
  'total': (number);
  'unsubscribed': (number);
  'hardBounce': (number);
  'complaint': (number);
  'manual': (number);
}
