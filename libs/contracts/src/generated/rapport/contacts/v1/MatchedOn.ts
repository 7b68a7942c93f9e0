// Original file: rapport/contacts/v1/contacts.proto

export const MatchedOn = {
  MATCHED_ON_UNSPECIFIED: 'MATCHED_ON_UNSPECIFIED',
  MATCHED_ON_PHONE: 'MATCHED_ON_PHONE',
  MATCHED_ON_EMAIL: 'MATCHED_ON_EMAIL',
  MATCHED_ON_EXTERNAL_ID: 'MATCHED_ON_EXTERNAL_ID',
} as const;

export type MatchedOn =
  | 'MATCHED_ON_UNSPECIFIED'
  | 0
  | 'MATCHED_ON_PHONE'
  | 1
  | 'MATCHED_ON_EMAIL'
  | 2
  | 'MATCHED_ON_EXTERNAL_ID'
  | 3

export type MatchedOn__Output = typeof MatchedOn[keyof typeof MatchedOn]
