// Original file: rapport/identity/v1/identity.proto

import type { Plan as _rapport_identity_v1_Plan, Plan__Output as _rapport_identity_v1_Plan__Output } from '../../../rapport/identity/v1/Plan';

export interface CreateOrganizationRequest {
  'name'?: (string);
  'slug'?: (string);
  'plan'?: (_rapport_identity_v1_Plan);
  'rateLimitPerMinute'?: (number);
  '_rateLimitPerMinute'?: "rateLimitPerMinute";
}

export interface CreateOrganizationRequest__Output {
  'name': (string);
  'slug': (string);
  'plan': (_rapport_identity_v1_Plan__Output);
  'rateLimitPerMinute'?: (number);
  '_rateLimitPerMinute'?: "rateLimitPerMinute";
}
