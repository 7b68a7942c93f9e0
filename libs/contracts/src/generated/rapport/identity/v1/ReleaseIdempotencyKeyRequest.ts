// Original file: rapport/identity/v1/identity.proto


export interface ReleaseIdempotencyKeyRequest {
  'organizationId'?: (string);
  'key'?: (string);
  'claimId'?: (string);
}

export interface ReleaseIdempotencyKeyRequest__Output {
  'organizationId': (string);
  'key': (string);
  'claimId': (string);
}
