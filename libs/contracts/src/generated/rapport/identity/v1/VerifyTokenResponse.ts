// Original file: rapport/identity/v1/identity.proto

import type { Token as _rapport_identity_v1_Token, Token__Output as _rapport_identity_v1_Token__Output } from '../../../rapport/identity/v1/Token';
import type { Organization as _rapport_identity_v1_Organization, Organization__Output as _rapport_identity_v1_Organization__Output } from '../../../rapport/identity/v1/Organization';

export interface VerifyTokenResponse {
  'token'?: (_rapport_identity_v1_Token | null);
  'organization'?: (_rapport_identity_v1_Organization | null);
  'granted'?: (boolean);
}

export interface VerifyTokenResponse__Output {
  'token': (_rapport_identity_v1_Token__Output | null);
  'organization': (_rapport_identity_v1_Organization__Output | null);
  'granted': (boolean);
}
