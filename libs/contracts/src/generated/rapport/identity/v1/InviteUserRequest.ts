// Original file: rapport/identity/v1/identity.proto

import type { Role as _rapport_identity_v1_Role, Role__Output as _rapport_identity_v1_Role__Output } from '../../../rapport/identity/v1/Role';

export interface InviteUserRequest {
  'actorUserId'?: (string);
  'email'?: (string);
  'name'?: (string);
  'role'?: (_rapport_identity_v1_Role);
}

export interface InviteUserRequest__Output {
  'actorUserId': (string);
  'email': (string);
  'name': (string);
  'role': (_rapport_identity_v1_Role__Output);
}
