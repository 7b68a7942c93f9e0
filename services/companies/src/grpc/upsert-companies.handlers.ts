import type { Input, ServiceHandlers } from '@rapport/contracts';
import { type InputError, inputErrorOf, invalid, type Logger, scopedHandler } from '@rapport/platform';
import type { CompaniesService, Upserted } from '../domain/companies.service';
import type { CompanyPatch } from '../domain/company.types';
import { toCompanyMessage, toPatch } from './companies.mapper';

type UpsertCompaniesResult = Input<'companies', 'UpsertCompaniesResult'>;

export const MAX_BATCH_INPUTS = 100;

export const toUpsertCompanyResponse = (result: Upserted) => ({
  company: toCompanyMessage(result.company),
  created: result.created,
  matchedOn:
    result.matchedOn === 'domain' ? ('MATCHED_ON_DOMAIN' as const) : ('MATCHED_ON_UNSPECIFIED' as const),
});

/** UpsertCompanies: each input as UpsertCompany, its failure in its own result. */
export function upsertCompaniesHandler(
  service: CompaniesService,
  logger: Logger,
): ServiceHandlers<'companies'>['UpsertCompanies'] {
  return scopedHandler(logger, async (organizationId, req, _call, signal) => {
    if (req.inputs.length < 1 || req.inputs.length > MAX_BATCH_INPUTS)
      throw invalid([`inputs must contain 1 to ${MAX_BATCH_INPUTS} items`]);
    const errors = new Map<number, InputError>();
    const valid: { index: number; patch: CompanyPatch }[] = [];
    req.inputs.forEach((fields, index) => {
      try {
        valid.push({ index, patch: toPatch(fields) });
      } catch (err) {
        errors.set(index, inputErrorOf(err, logger));
      }
    });
    const outcomes = await service.upsertMany(
      organizationId,
      valid.map((input) => input.patch),
      signal,
    );
    const results: UpsertCompaniesResult[] = req.inputs.map((_input, index) => ({
      error: errors.get(index),
    }));
    valid.forEach(({ index }, at) => {
      const outcome = outcomes[at]!;
      results[index] =
        outcome.status === 'fulfilled'
          ? { upserted: toUpsertCompanyResponse(outcome.value) }
          : { error: inputErrorOf(outcome.reason, logger, { input: index }) };
    });
    return { results };
  });
}
