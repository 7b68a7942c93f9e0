// Original file: rapport/messaging/v1/messaging.proto


export interface Window {
  'state'?: (string);
  'lastInboundAt'?: (string);
  'openUntil'?: (string);
  'closedSince'?: (string);
  '_lastInboundAt'?: "lastInboundAt";
  '_openUntil'?: "openUntil";
  '_closedSince'?: "closedSince";
}

export interface Window__Output {
  'state': (string);
  'lastInboundAt'?: (string);
  'openUntil'?: (string);
  'closedSince'?: (string);
  '_lastInboundAt'?: "lastInboundAt";
  '_openUntil'?: "openUntil";
  '_closedSince'?: "closedSince";
}
