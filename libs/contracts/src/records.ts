import { fromStruct, type ProtoStruct } from '@rapport/platform';
import type { Output } from './packages';
import type { Channel } from './rules/people.rules';

/** The Person record of api-decisions: absent optional fields are null, customFields {}, tags []. */
// A type, not an interface, so it fits where a plain record is expected (template variables).
export type PersonRecord = {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  externalId: string | null;
  companyId: string | null;
  channel: Channel | null;
  tags: { id: string; name: string; color: string }[];
  customFields: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
};

/**
 * A person as the REST API shows it. Written once: the gateway answers it, and the email service
 * gives it to templates as `contact`.
 */
export function personRecordOf(person: Output<'contacts', 'Person'>): PersonRecord {
  return {
    id: person.id,
    name: person.name,
    email: person.email ?? null,
    phone: person.phone ?? null,
    externalId: person.externalId ?? null,
    companyId: person.companyId ?? null,
    channel: (person.channel ?? null) as Channel | null,
    tags: person.tags.map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })),
    customFields: fromStruct(person.customFields as ProtoStruct | null),
    createdAt: person.createdAt,
    updatedAt: person.updatedAt,
  };
}
