import type { PeopleSource } from '../../domain/email.ports';
import type { ContactFields } from '../../domain/email.types';
import type { Audience } from './campaign.types';

/** Parallel GetPerson calls while reading a list of ids. */
const LOOKUP_CONCURRENCY = 16;

/**
 * The audience after `cursor`, `size` people at a time: `cursor` is a person id (from the contacts
 * service, in id order), or a position in a list of ids. The fan-out and the dry run read it alike,
 * so the dry run counts the people the send will find (nothing changing in between).
 */
export async function* audiencePages(
  people: PeopleSource,
  organizationId: string,
  audience: Audience,
  size: number,
  cursor: string,
): AsyncIterable<{ contacts: ContactFields[]; cursor: string }> {
  if (audience.type !== 'people') {
    const tagIds = audience.type === 'tags' ? audience.tagIds : [];
    const stream = people.streamPeople(organizationId, { tagIds, pageSize: size, afterId: cursor });
    for await (const contacts of stream) {
      if (contacts.length) yield { contacts, cursor: contacts[contacts.length - 1]!.id };
    }
    return;
  }
  // A list of ids pages by position; people deleted since the campaign was created are left out.
  for (let start = cursor ? Number(cursor) : 0; start < audience.contactIds.length; start += size) {
    const ids = audience.contactIds.slice(start, start + size);
    const contacts: ContactFields[] = [];
    for (let i = 0; i < ids.length; i += LOOKUP_CONCURRENCY) {
      const found = await Promise.all(
        ids.slice(i, i + LOOKUP_CONCURRENCY).map((id) => people.findPerson(organizationId, id)),
      );
      for (const person of found) if (person) contacts.push(person);
    }
    yield { contacts, cursor: String(start + ids.length) };
  }
}
