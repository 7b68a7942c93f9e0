// Original file: rapport/identity/v1/identity.proto


export interface ClaimIdempotencyKeyRequest {
  'organizationId'?: (string);
  'key'?: (string);
  'fingerprint'?: (string);
  'leaseMs'?: (number);
}

export interface ClaimIdempotencyKeyRequest__Output {
  'organizationId': (string);
  'key': (string);
  'fingerprint': (string);
  'leaseMs': (number);
}
