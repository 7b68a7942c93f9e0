import { CHANNELS, type Input, type Output, PERSON_CLEAR_NAMES, personRecordOf } from '@rapport/contracts';
import { toStruct } from '@rapport/platform';
import { z } from 'zod';
import { listOf } from './common';

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

/** The REST record of a person (one mapping, shared with the email service's templates). */
export const toPersonRecord = personRecordOf;

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

type PersonFields = Input<'contacts', 'PersonFields'>;

/** Given values are set, nulls go to `clear`, absent fields stay as they are. */
export function toPersonFields(body: PersonBody): PersonFields {
  const clear: string[] = [];
  const fields: PersonFields = { clear };
  if (body.name !== undefined) fields.name = body.name;
  for (const key of Object.keys(PERSON_CLEAR_NAMES) as (keyof typeof PERSON_CLEAR_NAMES)[]) {
    const value = body[key];
    if (value === null) clear.push(PERSON_CLEAR_NAMES[key]);
    else if (value !== undefined && key !== 'customFields') fields[key] = value as string;
  }
  if (body.customFields) fields.customFields = toStruct(body.customFields) as PersonFields['customFields'];
  return fields;
}

/** An upsert: the fields, and the tags to attach (never detaches). */
export function toUpsertPerson({ tagIds, ...fields }: PersonBody & { tagIds?: string[] }) {
  return { fields: toPersonFields(fields), tagIds: tagIds ?? [] };
}

/** One result of UpsertPeople, with the REST record of the person it upserted. */
export function toPersonOutcome<U extends { person: Output<'contacts', 'Person'> | null }>(result: {
  upserted?: U | null;
}) {
  return { ...result, record: result.upserted?.person ? toPersonRecord(result.upserted.person) : undefined };
}
