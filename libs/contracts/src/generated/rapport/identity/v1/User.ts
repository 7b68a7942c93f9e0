// Original file: rapport/identity/v1/identity.proto

import type { Role as _rapport_identity_v1_Role, Role__Output as _rapport_identity_v1_Role__Output } from '../../../rapport/identity/v1/Role';

export interface User {
  'id'?: (string);
  'organizationId'?: (string);
  'email'?: (string);
  'name'?: (string);
  'role'?: (_rapport_identity_v1_Role);
  'active'?: (boolean);
  'createdAt'?: (string);
  'credentialVersion'?: (string);
}

export interface User__Output {
  'id': (string);
  'organizationId': (string);
  'email': (string);
  'name': (string);
  'role': (_rapport_identity_v1_Role__Output);
  'active': (boolean);
  'createdAt': (string);
  'credentialVersion': (string);
}
