export { canonicalJson, fingerprintOf } from './fingerprint';
export { IdempotentRunner, type KeyedRequest, LEASE_MS } from './idempotency';
export {
  IDEMPOTENCY_HEADER,
  keepsAnswer,
  MAX_KEY_LENGTH,
  REPLAYED_HEADER,
  readIdempotencyKey,
} from './idempotency-key';
export { IDEMPOTENCY_PARAMETER, IDEMPOTENCY_RESPONSES, isIdempotent } from './openapi';
