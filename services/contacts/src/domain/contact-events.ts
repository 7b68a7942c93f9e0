import type {
  ChannelIdentityRepository,
  DeletedIdentifiers,
  EventIntent,
  PeopleRepository,
  TagsRepository,
} from './contacts.ports';
import type { Person, PersonView, TagRef } from './contacts.types';

/** The REST person record of api-decisions; also the `contact` of contact.created/updated. */
export function personRecord(view: PersonView) {
  return {
    id: view.id,
    name: view.name,
    email: view.email,
    phone: view.phone,
    externalId: view.externalId,
    companyId: view.companyId,
    channel: view.channel,
    tags: view.tags.map(({ id, name, color }) => ({ id, name, color })),
    customFields: view.customFields,
    createdAt: view.createdAt.toISOString(),
    updatedAt: view.updatedAt.toISOString(),
  };
}

/**
 * Every contact event carries `version`, the person's version right after the change (decision 0030):
 * a mirror keeps what the highest version says. Null only when the relay publishes a deletion late.
 */
export const contactData = (view: PersonView) => ({
  contactId: view.id,
  version: view.version ?? 0,
  contact: personRecord(view),
});
/**
 * contact.deleted: the id, what identified the person (email, phone, externalId) and the tags the
 * delete removed from it (what the tags' counts take away, decision 0029).
 */
export const deletedData = (
  contactId: string,
  identifiers: DeletedIdentifiers | undefined,
  tagIds: string[],
  version: number | null,
) => ({
  contactId,
  version,
  email: identifiers?.email ?? null,
  phone: identifiers?.phone ?? null,
  externalId: identifiers?.externalId ?? null,
  tagIds,
});
export const tagAddedData = (contactId: string, tag: TagRef, version: number | null) => ({
  contactId,
  version,
  tag: { id: tag.id, name: tag.name, color: tag.color },
});
/** contact.tag_removed: the same shape as contact.tag_added. */
export const tagRemovedData = tagAddedData;

export interface ResolveDeps {
  people: PeopleRepository;
  tags: TagsRepository;
  identities: ChannelIdentityRepository;
  view(person: Person): Promise<PersonView>;
}

/**
 * For the relay: the data of a pending event from the current state, or null when the event is not
 * (or no longer) true: the person was never created or is gone, a delete did not happen, a link was
 * refused. created/updated carry the person as it is now, which is what a consumer wants anyway.
 */
export async function resolveEventData(deps: ResolveDeps, intent: EventIntent): Promise<unknown | null> {
  const { organizationId, contactId } = intent;
  switch (intent.type) {
    case 'contact.created':
    case 'contact.updated': {
      const person = await deps.people.findById(organizationId, contactId);
      return person ? contactData(await deps.view(person)) : null;
    }
    case 'contact.deleted': {
      if (await deps.people.findById(organizationId, contactId)) return null;
      // The delete may have stopped half-way: finish removing what contacts owns.
      const tagIds = await deps.tags.deleteLinksOf(organizationId, contactId);
      await deps.identities.deleteOf(organizationId, contactId);
      return deletedData(contactId, intent.identifiers, tagIds, null);
    }
    case 'contact.tag_removed': {
      if (!intent.tagId) return null;
      if (
        (await deps.tags.linksOf(organizationId, [contactId])).some((link) => link.tagId === intent.tagId)
      ) {
        return null; // the detach did not happen
      }
      const [tag] = await deps.tags.findByIds(organizationId, [intent.tagId]);
      const person = await deps.people.findById(organizationId, contactId);
      return tag ? tagRemovedData(contactId, tag, person?.version ?? null) : null;
    }
    case 'contact.tag_added': {
      if (!intent.linkId || !intent.tagId) return null;
      const link = await deps.tags.findLink(organizationId, intent.linkId);
      // A batch's links go in before their people (PersonWriter.tryCreateMany): a link whose person
      // was never stored is no tag of anyone.
      const person = link ? await deps.people.findById(organizationId, contactId) : null;
      if (!person) return null;
      const [tag] = await deps.tags.findByIds(organizationId, [intent.tagId]);
      return tag ? tagAddedData(contactId, tag, person.version ?? 0) : null;
    }
  }
}
