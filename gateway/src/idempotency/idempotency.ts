import type { Input, Output } from '@rapport/contracts';
import type { CallContext, Logger } from '@rapport/platform';
import type { IdentityClient } from '../clients/identity';
import { toHttpError } from '../errors/error.middleware';
import { envelope, HttpError } from '../errors/http-error';
import type { RouteResult } from '../routes/route';
import { fingerprintOf } from './fingerprint';
import {
  IN_PROGRESS_MESSAGE,
  keepsAnswer,
  MAX_KEPT_ANSWER_BYTES,
  MISMATCH_MESSAGE,
  OUTCOME_UNKNOWN_MESSAGE,
  REPLAYED_HEADER,
  tooLargeToKeepMessage,
} from './idempotency-key';

/**
 * How long a claimed request may run before a repeat learns that its outcome is unknown. Well above
 * the longest request (gRPC deadlines of 5 s, the server's 30 s request timeout).
 */
export const LEASE_MS = 60_000;

export interface KeyedRequest {
  organizationId: string;
  key: string;
  method: string;
  path: string;
  /** The parsed JSON body as sent (before validation's transforms). */
  body: unknown;
  call: CallContext;
  log?: Logger;
}

/**
 * Runs requests that carry an Idempotency-Key (decision 0016): the first with a key runs and its
 * answer is kept by identity for 24 hours; a repeat with the same request replays it with
 * `Idempotent-Replayed: true`, a repeat with another request answers 422, a repeat while the first
 * runs (or after it ended without an answer) 409.
 */
export class IdempotentRunner {
  constructor(
    private readonly identity: IdentityClient,
    private readonly leaseMs = LEASE_MS,
  ) {}

  async run(request: KeyedRequest, handler: () => Promise<RouteResult>): Promise<RouteResult> {
    const { organizationId, key, call } = request;
    const claim = await this.identity.claimIdempotencyKey(call, {
      organizationId,
      key,
      fingerprint: fingerprintOf(request.method, request.path, request.body),
      leaseMs: this.leaseMs,
    });
    switch (claim.outcome) {
      case 'IDEMPOTENCY_OUTCOME_CLAIMED':
        return this.runClaimed(request, claim.claimId, handler);
      case 'IDEMPOTENCY_OUTCOME_REPLAY':
        return replayOf(claim.answer);
      case 'IDEMPOTENCY_OUTCOME_IN_PROGRESS':
        throw new HttpError(409, IN_PROGRESS_MESSAGE);
      case 'IDEMPOTENCY_OUTCOME_UNKNOWN':
        throw new HttpError(409, OUTCOME_UNKNOWN_MESSAGE);
      case 'IDEMPOTENCY_OUTCOME_MISMATCH':
        throw new HttpError(422, MISMATCH_MESSAGE);
      default:
        throw new Error(`unexpected idempotency outcome ${claim.outcome}`);
    }
  }

  private async runClaimed(
    request: KeyedRequest,
    claimId: string,
    handler: () => Promise<RouteResult>,
  ): Promise<RouteResult> {
    let result: RouteResult;
    try {
      result = await handler();
    } catch (err) {
      const failure = toHttpError(err);
      if (keepsAnswer(failure.statusCode)) {
        await this.complete(request, claimId, {
          status: failure.statusCode,
          headers: failure.headers,
          body: JSON.stringify(envelope(failure.statusCode, failure.body)),
        });
      } else {
        await this.release(request, claimId);
      }
      throw err;
    }
    // Kept before the answer leaves, so a client that repeats right after it gets the replay.
    const kept = result.replay?.body ?? result.body;
    const body = kept === undefined ? '' : JSON.stringify(kept);
    const bytes = Buffer.byteLength(body);
    await this.complete(
      request,
      claimId,
      bytes <= MAX_KEPT_ANSWER_BYTES
        ? { status: result.status, headers: { ...result.headers, ...result.replay?.headers }, body }
        : // Too large to keep: repeats learn that the request was done, and how it answered.
          {
            status: 409,
            headers: {},
            body: JSON.stringify(envelope(409, tooLargeToKeepMessage(result.status, bytes))),
          },
    );
    return result;
  }

  /**
   * The work is done whatever happens here: the client gets its answer. A claim left running
   * answers repeats 409 (outcome unknown) once its lease ran out, so nothing runs twice.
   */
  private async complete(
    request: KeyedRequest,
    claimId: string,
    answer: Input<'identity', 'StoredAnswer'>,
  ): Promise<void> {
    const { organizationId, key, call } = request;
    try {
      await this.identity.completeIdempotencyKey(call, { organizationId, key, claimId, answer });
    } catch (err) {
      request.log?.error({ err, claimId }, 'could not keep the answer of an idempotency key');
    }
  }

  private async release(request: KeyedRequest, claimId: string): Promise<void> {
    const { organizationId, key, call } = request;
    try {
      await this.identity.releaseIdempotencyKey(call, { organizationId, key, claimId });
    } catch (err) {
      request.log?.warn({ err, claimId }, 'could not release an idempotency key');
    }
  }
}

function replayOf(answer: Output<'identity', 'StoredAnswer'> | null): RouteResult {
  if (!answer) throw new Error('a replay without its answer');
  return {
    status: answer.status,
    headers: { ...answer.headers, [REPLAYED_HEADER]: 'true' },
    body: answer.body ? JSON.parse(answer.body) : undefined,
  };
}
