// Original file: rapport/identity/v1/identity.proto

import type { Organization as _rapport_identity_v1_Organization, Organization__Output as _rapport_identity_v1_Organization__Output } from '../../../rapport/identity/v1/Organization';

export interface GetOrganizationResponse {
  'organization'?: (_rapport_identity_v1_Organization | null);
}

export interface GetOrganizationResponse__Output {
  'organization': (_rapport_identity_v1_Organization__Output | null);
}
