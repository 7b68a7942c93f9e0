// Original file: rapport/identity/v1/identity.proto

import type { Organization as _rapport_identity_v1_Organization, Organization__Output as _rapport_identity_v1_Organization__Output } from '../../../rapport/identity/v1/Organization';

export interface CreateOrganizationResponse {
  'organization'?: (_rapport_identity_v1_Organization | null);
}

export interface CreateOrganizationResponse__Output {
  'organization': (_rapport_identity_v1_Organization__Output | null);
}
