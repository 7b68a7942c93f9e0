import type { z } from 'zod';
import { z as zod } from 'zod';
import { httpErrorOf } from '../errors/grpc-to-http';
import { envelope, HttpError } from '../errors/http-error';
import { parseOrThrow } from '../validation/validate';
import { type MatchedOn, matchedOnOf } from './matched-on';

/** Batch upserts (api-decisions "Second round"): 1 to 100 inputs, one result per input, in order. */
export const MAX_BATCH_INPUTS = 100;
const INPUTS_RULE = `inputs must contain 1 to ${MAX_BATCH_INPUTS} items`;

const ErrorEnvelope = zod.object({
  statusCode: zod.number().int(),
  message: zod.union([zod.string(), zod.array(zod.string())]),
  error: zod.string(),
});

/**
 * `{"inputs":[…]}`. Each input is checked on its own with the single POST's schema (a bad one fails
 * only its result), so here they are any JSON; OpenAPI shows the single POST's schema as `items`.
 */
export function batchBody(input: z.ZodType) {
  const items = zod.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete items.$schema;
  return zod
    .object({
      inputs: zod
        .array(zod.unknown())
        .min(1, { error: INPUTS_RULE })
        .max(MAX_BATCH_INPUTS, { error: INPUTS_RULE })
        .meta({ description: `1 to ${MAX_BATCH_INPUTS} records, each as the single POST's body`, items }),
    })
    .strict();
}

/** The answer's schema: per input the upsert's status, matched key and record, or its error. */
export function batchResults(record: z.ZodType, keys: readonly MatchedOn[]) {
  return zod.object({
    results: zod.array(
      zod.union([
        zod.object({
          status: zod.number().int().meta({ description: '201 created, 200 matched and updated' }),
          matchedOn: zod.enum(keys as [MatchedOn, ...MatchedOn[]]).nullable(),
          record,
        }),
        zod.object({
          status: zod.number().int().meta({ description: 'What the single POST would have answered' }),
          error: ErrorEnvelope,
        }),
      ]),
    ),
  });
}

export type BatchResult<R> =
  | { status: number; matchedOn: MatchedOn | null; record: R }
  | { status: number; error: z.infer<typeof ErrorEnvelope> };

/** Each input checked with `schema` exactly as the single POST checks its body. */
export function checkInputs<S extends z.ZodType>(schema: S, inputs: unknown[]) {
  return inputs.map((input) => {
    try {
      return { value: parseOrThrow(schema, input ?? {}, 'body') as z.output<S> };
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      return { error: errorResult(err) };
    }
  });
}

export const errorResult = (err: HttpError) => ({
  status: err.statusCode,
  error: envelope(err.statusCode, err.body),
});

interface ServiceOutcome<R> {
  upserted?: { created: boolean; matchedOn: Parameters<typeof matchedOnOf>[0] } | null;
  error?: { code: number; messages: string[] } | null;
  record?: R;
}

/**
 * Merges the inputs refused here with the service's results (one per input sent, in order) into
 * one result per input.
 */
export function mergeResults<T, R>(
  checked: { value?: T; error?: BatchResult<R> }[],
  outcomes: ServiceOutcome<R>[],
): BatchResult<R>[] {
  let next = 0;
  return checked.map((input) => {
    if (input.error) return input.error;
    const outcome = outcomes[next++];
    if (outcome?.upserted && outcome.record !== undefined) {
      return {
        status: outcome.upserted.created ? 201 : 200,
        matchedOn: matchedOnOf(outcome.upserted.matchedOn),
        record: outcome.record,
      };
    }
    if (outcome?.error) return errorResult(httpErrorOf(outcome.error.code, outcome.error.messages));
    return errorResult(new HttpError(500, 'internal server error'));
  });
}

/**
 * A batch upsert: the inputs that passed `checkInputs` go to the service in one call (none: no
 * call), and its results merge with the refused inputs into one result per input, in order.
 */
export async function upsertBatch<T, In, R>(
  checked: { value?: T; error?: BatchResult<R> }[],
  toInput: (value: T) => In,
  send: (inputs: In[]) => Promise<ServiceOutcome<R>[]>,
): Promise<BatchResult<R>[]> {
  const inputs = checked.flatMap((input) => (input.value ? [toInput(input.value)] : []));
  return mergeResults(checked, inputs.length ? await send(inputs) : []);
}
