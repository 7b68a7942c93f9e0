import type { z } from 'zod';
import { checkInputs } from '../routes/batch';
import { CompanyBody } from '../routes/companies.routes';
import { allRoutes } from '../routes/index';
import { UpsertBody } from '../routes/people.routes';
import { parseOrThrow } from './validate';

// Issue 48: every validator of a request runs on the event loop, so none may take long on what a
// client can send. For each field of every route's body, query and params (and each input of the
// batch upserts), adversarial values as long as the request can carry are validated within 10 ms:
// a body value up to the body limit (1 MiB less its envelope); a query or path value up to Node's
// header limit (16 KiB), the most a request line can hold.
const BUDGET_MS = 10;
const BODY_VALUE = 1024 * 1024 - 2048;
const URL_VALUE = 16 * 1024;

const adversarial = (length: number) => [
  '.'.repeat(length),
  `a@${'.'.repeat(length - 3)}@`,
  'a'.repeat(length),
  '1 '.repeat(length / 2),
  'a.'.repeat(length / 2),
  '😀'.repeat(length / 4),
  '\ud800'.repeat(length),
];

/** The fields of an object schema, also behind the refinements (`.strict().refine(...)`). */
function shapeOf(schema: z.ZodType): Record<string, unknown> {
  const def = (schema as unknown as { _zod: { def: { shape?: Record<string, unknown>; in?: z.ZodType } } })
    ._zod.def;
  if (def.shape) return def.shape;
  return def.in ? shapeOf(def.in) : {};
}

/** The best of five runs, so a GC pause or a busy neighbour (other test workers) does not fail a fast validator. */
function timed(validate: () => void): number {
  let best = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 5 && best > BUDGET_MS; run++) {
    const start = performance.now();
    try {
      validate();
    } catch {
      // a 400 is what most of these answer; only the time counts here
    }
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

const cases = allRoutes.flatMap((route) =>
  (['body', 'query', 'params'] as const).flatMap((part) => {
    const schema = route[part];
    if (!schema) return [];
    return Object.keys(shapeOf(schema)).map(
      (field) =>
        [`${route.method.toUpperCase()} ${route.path} ${part}.${field}`, schema, part, field] as const,
    );
  }),
);

describe('the validation of one field of a request', () => {
  it('when the routes are read, then their fields are found', () => {
    const names = cases.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining(['POST /v1/people body.email', 'POST /v1/messages body.body']),
    );
    expect(names.length).toBeGreaterThan(100);
  });

  it.each(cases)(
    'when %s holds an adversarial value as long as a request can carry, then it is validated within 10 ms',
    (_name, schema, part, field) => {
      const length = part === 'body' ? BODY_VALUE : URL_VALUE;
      const slow = adversarial(length).flatMap((value, n) => {
        const ms = timed(() => parseOrThrow(schema, { [field]: value }, part));
        return ms > BUDGET_MS ? [`value #${n}: ${ms.toFixed(1)} ms`] : [];
      });
      expect(slow).toEqual([]);
    },
  );

  it.each([
    ['people', UpsertBody, Object.keys(shapeOf(UpsertBody))],
    ['companies', CompanyBody, Object.keys(shapeOf(CompanyBody))],
  ] as const)(
    'when each field of a %s batch input holds such a value, then the input is checked within 10 ms',
    (_name, schema, fields) => {
      const slow = fields.flatMap((field) =>
        adversarial(BODY_VALUE).flatMap((value, n) => {
          const ms = timed(() => checkInputs(schema, [{ name: 'x', [field]: value }]));
          return ms > BUDGET_MS ? [`${field} #${n}: ${ms.toFixed(1)} ms`] : [];
        }),
      );
      expect(slow).toEqual([]);
    },
  );
});
