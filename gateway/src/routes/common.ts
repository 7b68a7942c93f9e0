import type { Request } from 'express';
import { z } from 'zod';
import { badRequest } from '../errors/http-error';

/** Schemas and helpers every resource's routes share. */

export const LIMIT_RULE = 'limit must be an integer from 1 to 100';

/** `{id}` of a path; an id that is no record of the organization answers 404 from the service. */
export const IdParams = z.object({ id: z.string() });

/** `cursor` and `limit` of every list (api-decisions: limit 1 to 100, default 50). */
export const PageQuery = z.object({
  cursor: z.string().optional().meta({ description: 'nextCursor of the previous page' }),
  limit: z
    .string({ error: LIMIT_RULE })
    .regex(/^\d{1,3}$/, { error: LIMIT_RULE })
    .transform(Number)
    .refine((n) => n >= 1 && n <= 100, { error: LIMIT_RULE })
    .optional()
    // Documented as the integer it stands for (query values arrive as text).
    .meta({
      description: 'Page size, 1 to 100 (default 50)',
      type: 'integer',
      minimum: 1,
      maximum: 100,
      pattern: undefined,
    } as Record<string, unknown>),
});

/** The list envelope's schema for records of `item`. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), nextCursor: z.string().nullable() });

/** A service page (`nextCursor` empty at the end) as the list envelope (`null` at the end). */
export function listEnvelope<T, R>(page: { data: T[]; nextCursor: string }, toRecord: (item: T) => R) {
  return { data: page.data.map(toRecord), nextCursor: page.nextCursor || null };
}

/** For a call that takes no body: one with fields is refused like any unknown field. */
export function refuseBody(req: Request): void {
  const fields = req.body && typeof req.body === 'object' ? Object.keys(req.body) : [];
  if (fields.length) throw badRequest(fields.map((field) => `property ${field} should not exist`));
}
