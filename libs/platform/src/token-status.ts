/**
 * The status of an API token in Redis: the one fact the gateway checks on every request of a token it
 * has verified before, in the same round trip as the rate limit. Identity owns it:
 * - after it verified a token against its store, identity sets `live` with SET NX (never over
 *   `revoked`), expiring at the token's expiry or after TOKEN_LIVE_TTL_MS, whichever comes first;
 * - a revocation writes `revoked` after the store, before it answers.
 * Anything but `live` (revoked, absent after a Redis restart or eviction, Redis unreachable) sends
 * the gateway back to identity, which reads the store: a lost key can cost a store read, never let a
 * revoked token through.
 */
export const TOKEN_LIVE = '1';
export const TOKEN_REVOKED = '0';
export const TOKEN_LIVE_TTL_MS = 5 * 60_000;
/** Long past any request that could still race with the revocation. */
export const TOKEN_REVOKED_TTL_MS = 7 * 24 * 3_600_000;

export const tokenStatusKey = (tokenId: string) => `rapport:token:${tokenId}:status`;
