import { type ClearablePersonField, type Input, type Output, PERSON_CLEAR_NAMES } from '@rapport/contracts';
import { fromStruct, invalid, type ProtoStruct, toStruct } from '@rapport/platform';
import type { PersonPatch, PersonView, Tag } from '../domain/contacts.types';

type PersonMessage = Input<'contacts', 'Person'>;
type TagMessage = Input<'contacts', 'Tag'>;

/** PersonFields.clear names (proto field names, as the gateway sends them) → patch keys. */
const CLEARABLE = new Map<string, keyof PersonPatch>(
  Object.entries(PERSON_CLEAR_NAMES).map(([field, name]) => [name, field as ClearablePersonField]),
);

export function toPersonMessage(view: PersonView): PersonMessage {
  return {
    id: view.id,
    organizationId: view.organizationId,
    name: view.name,
    email: view.email ?? undefined,
    phone: view.phone ?? undefined,
    externalId: view.externalId ?? undefined,
    companyId: view.companyId ?? undefined,
    channel: view.channel ?? undefined,
    tags: view.tags.map((tag) => ({ id: tag.id, name: tag.name, color: tag.color })),
    customFields: toStruct(view.customFields) as PersonMessage['customFields'],
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
}

export function toTagMessage(tag: Tag): TagMessage {
  return {
    id: tag.id,
    name: tag.name,
    color: tag.color,
    createdAt: tag.createdAt.toISOString(),
    updatedAt: tag.updatedAt.toISOString(),
  };
}

/** Set fields become values, names in `clear` become null, the rest stays undefined (unchanged). */
export function toPersonPatch(fields: Output<'contacts', 'PersonFields'> | null | undefined): PersonPatch {
  if (!fields) return {};
  const patch: PersonPatch = {};
  if (fields.name !== undefined) patch.name = fields.name;
  if (fields.email !== undefined) patch.email = fields.email;
  if (fields.phone !== undefined) patch.phone = fields.phone;
  if (fields.externalId !== undefined) patch.externalId = fields.externalId;
  if (fields.companyId !== undefined) patch.companyId = fields.companyId;
  if (fields.channel !== undefined) patch.channel = fields.channel;
  if (fields.customFields) patch.customFields = fromStruct(fields.customFields as ProtoStruct);
  const unknown: string[] = [];
  for (const name of fields.clear ?? []) {
    const key = CLEARABLE.get(name);
    if (key) (patch as Record<string, unknown>)[key] = null;
    else unknown.push(name);
  }
  if (unknown.length) throw invalid([`clear may name only ${[...CLEARABLE.keys()].join(', ')}`]);
  return patch;
}
