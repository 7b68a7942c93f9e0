// Original file: rapport/identity/v1/identity.proto

import type { StoredAnswer as _rapport_identity_v1_StoredAnswer, StoredAnswer__Output as _rapport_identity_v1_StoredAnswer__Output } from '../../../rapport/identity/v1/StoredAnswer';

export interface CompleteIdempotencyKeyRequest {
  'organizationId'?: (string);
  'key'?: (string);
  'claimId'?: (string);
  'answer'?: (_rapport_identity_v1_StoredAnswer | null);
}

export interface CompleteIdempotencyKeyRequest__Output {
  'organizationId': (string);
  'key': (string);
  'claimId': (string);
  'answer': (_rapport_identity_v1_StoredAnswer__Output | null);
}
