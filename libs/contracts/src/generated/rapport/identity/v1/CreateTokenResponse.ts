// Original file: rapport/identity/v1/identity.proto

import type { Token as _rapport_identity_v1_Token, Token__Output as _rapport_identity_v1_Token__Output } from '../../../rapport/identity/v1/Token';

export interface CreateTokenResponse {
  'token'?: (_rapport_identity_v1_Token | null);
  'value'?: (string);
}

export interface CreateTokenResponse__Output {
  'token': (_rapport_identity_v1_Token__Output | null);
  'value': (string);
}
