import type { components } from './generated/schema';

/** The error envelope of every failed answer: `message` lists the failing rules of a 400. */
export type ErrorEnvelope = components['schemas']['Error'];

/** A failed answer (status 4xx or 5xx) with its error envelope. */
export class RapportError extends Error {
  override readonly name = 'RapportError';
  readonly status: number;
  readonly body: ErrorEnvelope;
  /** The gateway's `X-Request-Id` of the failed call (quote it when asking for help). */
  readonly requestId: string | undefined;
  /** Seconds the gateway asked to wait (`Retry-After` of a 429), when it said. */
  readonly retryAfter: number | undefined;

  constructor(response: Response, body: unknown) {
    const envelope = isEnvelope(body)
      ? body
      : {
          statusCode: response.status,
          message: String(body || response.statusText),
          error: response.statusText,
        };
    const message = Array.isArray(envelope.message) ? envelope.message.join('; ') : envelope.message;
    super(`${response.status} ${envelope.error}: ${message}`);
    this.status = response.status;
    this.body = envelope;
    this.requestId = response.headers.get('x-request-id') ?? undefined;
    const retryAfter = Number(response.headers.get('retry-after') ?? Number.NaN);
    this.retryAfter = Number.isFinite(retryAfter) ? retryAfter : undefined;
  }

  /** The failing rules of a 400, one per entry (a one-entry list for other statuses). */
  get messages(): string[] {
    return Array.isArray(this.body.message) ? this.body.message : [this.body.message];
  }
}

function isEnvelope(body: unknown): body is ErrorEnvelope {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, message, error } = body as Record<string, unknown>;
  return (
    typeof statusCode === 'number' &&
    typeof error === 'string' &&
    (typeof message === 'string' || Array.isArray(message))
  );
}
