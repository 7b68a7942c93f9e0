// Original file: rapport/identity/v1/identity.proto

export const Plan = {
  PLAN_UNSPECIFIED: 'PLAN_UNSPECIFIED',
  PLAN_FREE: 'PLAN_FREE',
  PLAN_PRO: 'PLAN_PRO',
} as const;

export type Plan =
  | 'PLAN_UNSPECIFIED'
  | 0
  | 'PLAN_FREE'
  | 1
  | 'PLAN_PRO'
  | 2

export type Plan__Output = typeof Plan[keyof typeof Plan]
