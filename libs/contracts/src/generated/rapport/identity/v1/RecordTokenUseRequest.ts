// Original file: rapport/identity/v1/identity.proto

import type { TokenUse as _rapport_identity_v1_TokenUse, TokenUse__Output as _rapport_identity_v1_TokenUse__Output } from '../../../rapport/identity/v1/TokenUse';

export interface RecordTokenUseRequest {
  'uses'?: (_rapport_identity_v1_TokenUse)[];
}

export interface RecordTokenUseRequest__Output {
  'uses': (_rapport_identity_v1_TokenUse__Output)[];
}
