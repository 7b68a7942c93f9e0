import type { Enum, Input, ServiceHandlers } from '@rapport/contracts';
import {
  assertUnreachable,
  type InputError,
  inputErrorOf,
  invalid,
  type Logger,
  scopedHandler,
} from '@rapport/platform';
import type { MatchKey, PersonPatch } from '../domain/contacts.types';
import type { PeopleService } from '../domain/people.service';
import { toPersonMessage, toPersonPatch } from './contacts.mapper';

type MatchedOn = Enum<'contacts', 'MatchedOn'>;
type UpsertPeopleResult = Input<'contacts', 'UpsertPeopleResult'>;

export const MAX_BATCH_INPUTS = 100;

export function toMatchedOn(key: MatchKey | null): MatchedOn {
  switch (key) {
    case null:
      return 'MATCHED_ON_UNSPECIFIED';
    case 'phone':
      return 'MATCHED_ON_PHONE';
    case 'email':
      return 'MATCHED_ON_EMAIL';
    case 'externalId':
      return 'MATCHED_ON_EXTERNAL_ID';
    default:
      return assertUnreachable(key);
  }
}

type Upserted = Awaited<ReturnType<PeopleService['upsert']>>;

export const toUpsertPersonResponse = (result: Upserted) => ({
  person: toPersonMessage(result.person),
  created: result.created,
  matchedOn: toMatchedOn(result.matchedOn),
});

/** UpsertPeople: each input as UpsertPerson, its failure in its own result (decision 0016's batch). */
export function upsertPeopleHandler(
  people: PeopleService,
  logger: Logger,
): ServiceHandlers<'contacts'>['UpsertPeople'] {
  return scopedHandler(logger, async (organizationId, req, _call, signal) => {
    if (req.inputs.length < 1 || req.inputs.length > MAX_BATCH_INPUTS)
      throw invalid([`inputs must contain 1 to ${MAX_BATCH_INPUTS} items`]);
    const errors = new Map<number, InputError>();
    const valid: { index: number; patch: PersonPatch; tagIds: string[] }[] = [];
    req.inputs.forEach((input, index) => {
      try {
        valid.push({ index, patch: toPersonPatch(input.fields), tagIds: input.tagIds });
      } catch (err) {
        errors.set(index, inputErrorOf(err, logger));
      }
    });
    const outcomes = await people.upsertMany(organizationId, valid, signal);
    const results: UpsertPeopleResult[] = req.inputs.map((_input, index) => ({ error: errors.get(index) }));
    valid.forEach(({ index }, at) => {
      const outcome = outcomes[at]!;
      results[index] =
        outcome.status === 'fulfilled'
          ? { upserted: toUpsertPersonResponse(outcome.value) }
          : { error: inputErrorOf(outcome.reason, logger, { input: index }) };
    });
    return { results };
  });
}
