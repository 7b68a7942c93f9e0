import type { RouteSpec } from '../routes/route';
import { IDEMPOTENCY_HEADER, MAX_KEY_LENGTH, REPLAYED_HEADER } from './idempotency-key';

/** Whether a route honours Idempotency-Key: every POST unless it says otherwise. */
export const isIdempotent = (route: Pick<RouteSpec, 'method' | 'idempotent'>) =>
  route.idempotent ?? route.method === 'post';

/** The header as an OpenAPI parameter of every idempotent operation. */
export const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    `Makes a retry safe: the first request with a key runs and its answer is kept for 24 hours per organization; a repeat with the same method, path and body replays it with \`${REPLAYED_HEADER}: true\` and does nothing else. ` +
    'The same key with another request answers 422; a repeat while the first still runs answers 409.',
  schema: { type: 'string', minLength: 1, maxLength: MAX_KEY_LENGTH },
};

/** Answers an idempotent operation adds to its own. */
export const IDEMPOTENCY_RESPONSES: Record<number, string> = {
  409: 'Idempotency-Key: a request with this key is still in progress (or ended without an answer)',
  422: 'Idempotency-Key: the key was already used with a different request',
};
