// Original file: rapport/identity/v1/identity.proto

import type { User as _rapport_identity_v1_User, User__Output as _rapport_identity_v1_User__Output } from '../../../rapport/identity/v1/User';
import type { Organization as _rapport_identity_v1_Organization, Organization__Output as _rapport_identity_v1_Organization__Output } from '../../../rapport/identity/v1/Organization';

export interface SetPasswordResponse {
  'user'?: (_rapport_identity_v1_User | null);
  'organization'?: (_rapport_identity_v1_Organization | null);
}

export interface SetPasswordResponse__Output {
  'user': (_rapport_identity_v1_User__Output | null);
  'organization': (_rapport_identity_v1_Organization__Output | null);
}
