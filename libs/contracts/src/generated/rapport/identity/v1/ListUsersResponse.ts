// Original file: rapport/identity/v1/identity.proto

import type { User as _rapport_identity_v1_User, User__Output as _rapport_identity_v1_User__Output } from '../../../rapport/identity/v1/User';

export interface ListUsersResponse {
  'users'?: (_rapport_identity_v1_User)[];
}

export interface ListUsersResponse__Output {
  'users': (_rapport_identity_v1_User__Output)[];
}
