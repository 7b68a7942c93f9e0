// Original file: rapport/identity/v1/identity.proto

import type { Token as _rapport_identity_v1_Token, Token__Output as _rapport_identity_v1_Token__Output } from '../../../rapport/identity/v1/Token';

export interface ListTokensResponse {
  'tokens'?: (_rapport_identity_v1_Token)[];
}

export interface ListTokensResponse__Output {
  'tokens': (_rapport_identity_v1_Token__Output)[];
}
