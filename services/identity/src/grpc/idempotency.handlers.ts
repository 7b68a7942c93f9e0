import type { Enum, Output, ServiceHandlers } from '@rapport/contracts';
import { assertUnreachable, type Logger, scopedHandler } from '@rapport/platform';
import type { ClaimResult, IdempotencyService } from '../domain/idempotency.service';
import type { StoredAnswer } from '../domain/identity.types';

type IdempotencyOutcome = Enum<'identity', 'IdempotencyOutcome'>;

export type IdempotencyHandlers = Pick<
  ServiceHandlers<'identity'>,
  'ClaimIdempotencyKey' | 'CompleteIdempotencyKey' | 'ReleaseIdempotencyKey'
>;

function outcomeOf(result: ClaimResult): IdempotencyOutcome {
  switch (result.outcome) {
    case 'claimed':
      return 'IDEMPOTENCY_OUTCOME_CLAIMED';
    case 'replay':
      return 'IDEMPOTENCY_OUTCOME_REPLAY';
    case 'in_progress':
      return 'IDEMPOTENCY_OUTCOME_IN_PROGRESS';
    case 'unknown':
      return 'IDEMPOTENCY_OUTCOME_UNKNOWN';
    case 'mismatch':
      return 'IDEMPOTENCY_OUTCOME_MISMATCH';
    default:
      return assertUnreachable(result);
  }
}

const answerOf = (answer: Output<'identity', 'StoredAnswer'> | null): StoredAnswer => ({
  status: answer?.status ?? 0,
  headers: { ...answer?.headers },
  body: answer?.body ?? '',
});

/** The idempotency-key RPCs of identity (decision 0016). */
export function idempotencyHandlers(service: IdempotencyService, logger: Logger): IdempotencyHandlers {
  return {
    ClaimIdempotencyKey: scopedHandler(logger, async (organizationId, req) => {
      const result = await service.claim({
        organizationId,
        key: req.key,
        fingerprint: req.fingerprint,
        leaseMs: req.leaseMs,
      });
      return {
        outcome: outcomeOf(result),
        claimId: result.outcome === 'claimed' ? result.claimId : '',
        answer: result.outcome === 'replay' ? result.answer : null,
      };
    }),
    CompleteIdempotencyKey: scopedHandler(logger, async (organizationId, req) => {
      await service.complete(organizationId, req.key, req.claimId, answerOf(req.answer));
      return {};
    }),
    ReleaseIdempotencyKey: scopedHandler(logger, async (organizationId, req) => {
      await service.release(organizationId, req.key, req.claimId);
      return {};
    }),
  };
}
