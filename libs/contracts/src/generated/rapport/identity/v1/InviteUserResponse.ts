// Original file: rapport/identity/v1/identity.proto

import type { User as _rapport_identity_v1_User, User__Output as _rapport_identity_v1_User__Output } from '../../../rapport/identity/v1/User';

export interface InviteUserResponse {
  'user'?: (_rapport_identity_v1_User | null);
  'setupToken'?: (string);
  'setupExpiresAt'?: (string);
}

export interface InviteUserResponse__Output {
  'user': (_rapport_identity_v1_User__Output | null);
  'setupToken': (string);
  'setupExpiresAt': (string);
}
