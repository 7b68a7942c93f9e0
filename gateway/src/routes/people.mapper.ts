import type { Person__Output } from '@rapport/contracts/src/generated/rapport/contacts/v1/Person';
import type { PersonFields } from '@rapport/contracts/src/generated/rapport/contacts/v1/PersonFields';
import { fromStruct, type ProtoStruct, toStruct } from '@rapport/platform';
import { z } from 'zod';
import { listOf } from './common';

export const CHANNELS = ['whatsapp', 'instagram', 'facebook'] as const;

const MAX_DEPTH = 10;

/**
 * The customFields rules of the contacts service (services/contacts/src/domain/person.rules.ts),
 * checked here too so one 400 lists every failing rule of a request.
 */
export function customFieldsIssues(value: unknown): string[] {
  const issues = new Set<string>();
  const visit = (node: unknown, depth: number, inArray: boolean) => {
    if (depth > MAX_DEPTH) {
      issues.add(`customFields must not be nested more than ${MAX_DEPTH} levels deep`);
      return;
    }
    if (Array.isArray(node)) {
      if (inArray) issues.add('customFields must not contain arrays nested in arrays');
      for (const item of node) visit(item, depth + 1, true);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (key.startsWith('$') || key.includes('.'))
          issues.add('customFields keys must not start with $ nor contain .');
        visit(child, depth + 1, false);
      }
    }
  };
  visit(value, 0, false);
  return [...issues];
}

/** Person record of api-decisions: absent optional fields are null, customFields {}, tags []. */
export const PersonRecord = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable().meta({ description: 'Normalized: digits with an optional leading +' }),
  externalId: z.string().nullable(),
  companyId: z.string().nullable(),
  channel: z.enum(CHANNELS).nullable(),
  tags: z.array(z.object({ id: z.string(), name: z.string(), color: z.string() })),
  customFields: z.record(z.string(), z.unknown()),
  createdAt: z.string().meta({ format: 'date-time' }),
  updatedAt: z.string().meta({ format: 'date-time' }),
});
export type PersonRecord = z.infer<typeof PersonRecord>;

export const PersonList = listOf(PersonRecord);

/** The error envelope, for the 404 and 409 answers documented per route. */
export const ErrorBody = z.object({
  statusCode: z.number().int(),
  message: z.union([z.string(), z.array(z.string())]),
  error: z.string(),
});

export function toPersonRecord(person: Person__Output): PersonRecord {
  return {
    id: person.id,
    name: person.name,
    email: person.email ?? null,
    phone: person.phone ?? null,
    externalId: person.externalId ?? null,
    companyId: person.companyId ?? null,
    channel: (person.channel ?? null) as PersonRecord['channel'],
    tags: person.tags.map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })),
    customFields: fromStruct(person.customFields as ProtoStruct | null),
    createdAt: person.createdAt,
    updatedAt: person.updatedAt,
  };
}

/** The writable fields of a request body; null clears a field. */
export interface PersonBody {
  name?: string;
  email?: string | null;
  phone?: string | null;
  externalId?: string | null;
  companyId?: string | null;
  channel?: (typeof CHANNELS)[number] | null;
  customFields?: Record<string, unknown> | null;
}

const CLEAR_NAMES = {
  email: 'email',
  phone: 'phone',
  externalId: 'external_id',
  companyId: 'company_id',
  channel: 'channel',
  customFields: 'custom_fields',
} as const;

/** Given values are set, nulls go to `clear`, absent fields stay as they are. */
export function toPersonFields(body: PersonBody): PersonFields {
  const fields: PersonFields = { clear: [] };
  if (body.name !== undefined) fields.name = body.name;
  for (const key of Object.keys(CLEAR_NAMES) as (keyof typeof CLEAR_NAMES)[]) {
    const value = body[key];
    if (value === null) fields.clear!.push(CLEAR_NAMES[key]);
    else if (value !== undefined && key !== 'customFields') fields[key] = value as string;
  }
  if (body.customFields) fields.customFields = toStruct(body.customFields) as PersonFields['customFields'];
  return fields;
}
