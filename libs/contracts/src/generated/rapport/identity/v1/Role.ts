// Original file: rapport/identity/v1/identity.proto

export const Role = {
  ROLE_UNSPECIFIED: 'ROLE_UNSPECIFIED',
  ROLE_OWNER: 'ROLE_OWNER',
  ROLE_ADMIN: 'ROLE_ADMIN',
  ROLE_MEMBER: 'ROLE_MEMBER',
} as const;

export type Role =
  | 'ROLE_UNSPECIFIED'
  | 0
  | 'ROLE_OWNER'
  | 1
  | 'ROLE_ADMIN'
  | 2
  | 'ROLE_MEMBER'
  | 3

export type Role__Output = typeof Role[keyof typeof Role]
