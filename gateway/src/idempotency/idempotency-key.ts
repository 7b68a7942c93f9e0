import { HttpError } from '../errors/http-error';

/** Decision 0016 and api-decisions ("Second round"). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const MAX_KEY_LENGTH = 255;

export const KEY_RULE = `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters`;
export const IN_PROGRESS_MESSAGE =
  'a request with this Idempotency-Key is still in progress; retry once it has finished';
export const OUTCOME_UNKNOWN_MESSAGE =
  'the request with this Idempotency-Key ended without an answer and its outcome is unknown, so it is not run again; check the result and send a new key';
/** The largest answer body identity keeps (its limit, below gRPC's 4 MiB message size), in bytes. */
export const MAX_KEPT_ANSWER_BYTES = 4 * 1024 * 1024 - 64 * 1024;
export const tooLargeToKeepMessage = (status: number, bytes: number) =>
  `the request with this Idempotency-Key was done and answered ${status}, but its answer (${bytes} bytes) was too large to keep for replay; read the outcome instead of repeating the request, and send a new key for a new request`;
export const MISMATCH_MESSAGE =
  'this Idempotency-Key was already used with a different request (method, path or body)';

/**
 * The key of a request: undefined without the header (the request runs as if keys did not exist),
 * 400 when it is empty or longer than 255 characters.
 */
export function readIdempotencyKey(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  if (header.length === 0 || header.length > MAX_KEY_LENGTH) throw new HttpError(400, [KEY_RULE]);
  return header;
}

/**
 * What a claimed key keeps when its request failed with `status`: the answer, replayed to every
 * repeat, or nothing (the claim is released and a repeat runs again). Released are only answers that
 * tell the client to retry as it is: 429 (nothing ran) and 503 (a service was unreachable; the
 * services answer it only where a retry is safe). Every other answer is the request's outcome; a 500
 * or 504 may hide work that was done, and an unknown outcome is never run twice.
 */
export function keepsAnswer(status: number): boolean {
  return status !== 429 && status !== 503;
}
