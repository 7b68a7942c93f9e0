// Original file: rapport/email/v1/email.proto

export const AudienceType = {
  AUDIENCE_TYPE_UNSPECIFIED: 'AUDIENCE_TYPE_UNSPECIFIED',
  AUDIENCE_TYPE_ALL: 'AUDIENCE_TYPE_ALL',
  AUDIENCE_TYPE_TAGS: 'AUDIENCE_TYPE_TAGS',
  AUDIENCE_TYPE_PEOPLE: 'AUDIENCE_TYPE_PEOPLE',
  AUDIENCE_TYPE_SEGMENT: 'AUDIENCE_TYPE_SEGMENT',
} as const;

export type AudienceType =
  | 'AUDIENCE_TYPE_UNSPECIFIED'
  | 0
  | 'AUDIENCE_TYPE_ALL'
  | 1
  | 'AUDIENCE_TYPE_TAGS'
  | 2
  | 'AUDIENCE_TYPE_PEOPLE'
  | 3
  | 'AUDIENCE_TYPE_SEGMENT'
  | 4

export type AudienceType__Output = typeof AudienceType[keyof typeof AudienceType]
