// Original file: rapport/identity/v1/identity.proto

import type { IdempotencyOutcome as _rapport_identity_v1_IdempotencyOutcome, IdempotencyOutcome__Output as _rapport_identity_v1_IdempotencyOutcome__Output } from '../../../rapport/identity/v1/IdempotencyOutcome';
import type { StoredAnswer as _rapport_identity_v1_StoredAnswer, StoredAnswer__Output as _rapport_identity_v1_StoredAnswer__Output } from '../../../rapport/identity/v1/StoredAnswer';

export interface ClaimIdempotencyKeyResponse {
  'outcome'?: (_rapport_identity_v1_IdempotencyOutcome);
  'claimId'?: (string);
  'answer'?: (_rapport_identity_v1_StoredAnswer | null);
}

export interface ClaimIdempotencyKeyResponse__Output {
  'outcome': (_rapport_identity_v1_IdempotencyOutcome__Output);
  'claimId': (string);
  'answer': (_rapport_identity_v1_StoredAnswer__Output | null);
}
