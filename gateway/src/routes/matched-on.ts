import { assertUnreachable } from '@rapport/platform';

/** The upsert key that matched, as the API names it (api-decisions "Second round"). */
export type MatchedOn = 'phone' | 'email' | 'externalId' | 'domain';

export const MATCHED_ON_HEADER = 'Rapport-Matched-On';

type ServiceMatchedOn =
  | 'MATCHED_ON_UNSPECIFIED'
  | 'MATCHED_ON_PHONE'
  | 'MATCHED_ON_EMAIL'
  | 'MATCHED_ON_EXTERNAL_ID'
  | 'MATCHED_ON_DOMAIN';

/** contacts' and companies' MatchedOn → the REST name; null when the upsert created. */
export function matchedOnOf(value: ServiceMatchedOn): MatchedOn | null {
  switch (value) {
    case 'MATCHED_ON_UNSPECIFIED':
      return null;
    case 'MATCHED_ON_PHONE':
      return 'phone';
    case 'MATCHED_ON_EMAIL':
      return 'email';
    case 'MATCHED_ON_EXTERNAL_ID':
      return 'externalId';
    case 'MATCHED_ON_DOMAIN':
      return 'domain';
    default:
      return assertUnreachable(value);
  }
}

/** `Rapport-Matched-On` of a single upsert's answer; no header when it created. */
export function matchedOnHeader(value: ServiceMatchedOn): Record<string, string> {
  const matched = matchedOnOf(value);
  return matched ? { [MATCHED_ON_HEADER]: matched } : {};
}
