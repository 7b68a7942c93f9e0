// Original file: rapport/companies/v1/companies.proto

export const MatchedOn = {
  MATCHED_ON_UNSPECIFIED: 'MATCHED_ON_UNSPECIFIED',
  MATCHED_ON_DOMAIN: 'MATCHED_ON_DOMAIN',
} as const;

export type MatchedOn =
  | 'MATCHED_ON_UNSPECIFIED'
  | 0
  | 'MATCHED_ON_DOMAIN'
  | 1

export type MatchedOn__Output = typeof MatchedOn[keyof typeof MatchedOn]
