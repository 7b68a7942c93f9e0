/** How the client waits out 429 answers. */
export interface RetryOptions {
  /** Retries of one call after a 429 (default 3; 0 turns retrying off). */
  maxRetries?: number;
  /**
   * The longest wait the client accepts (default 60,000 ms). A 429 whose `Retry-After` asks for
   * longer is returned at once (as a `RapportError` with `retryAfter`): retrying sooner would only
   * be refused again.
   */
  maxDelayMs?: number;
}

/**
 * A fetch that retries answers of 429 after `Retry-After` (seconds or an HTTP date), else until
 * `X-RateLimit-Reset`, else with exponential backoff from 1 s. A 429 is answered before the
 * request does anything, so every method may be retried. Each attempt sends a clone of the request.
 */
export function retryingFetch(
  base: (request: Request) => Promise<Response>,
  options: RetryOptions = {},
): (request: Request) => Promise<Response> {
  const maxRetries = options.maxRetries ?? 3;
  const maxDelayMs = options.maxDelayMs ?? 60_000;
  return async (request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await base(attempt < maxRetries ? request.clone() : request);
      if (response.status !== 429 || attempt >= maxRetries) return response;
      const delay = retryDelayMs(response.headers, attempt);
      if (delay > maxDelayMs) return response;
      await response.body?.cancel();
      // A little jitter so clients limited together do not come back in the same millisecond.
      await sleep(delay + Math.random() * 100, request.signal);
    }
  };
}

/** Milliseconds to wait before retrying a 429. */
export function retryDelayMs(headers: Headers, attempt: number, now = Date.now()): number {
  const retryAfter = headers.get('retry-after');
  if (retryAfter !== null && retryAfter.trim() !== '') {
    const seconds = Number(retryAfter);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(retryAfter);
    if (!Number.isNaN(date)) return Math.max(0, date - now);
  }
  const reset = Number(headers.get('x-ratelimit-reset'));
  if (reset > 0) return Math.max(0, reset * 1000 - now);
  return 1000 * 2 ** attempt;
}

function sleep(ms: number, signal: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
