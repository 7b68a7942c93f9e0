import { DomainError, ErrorCode } from '@rapport/platform';
import type { PeopleSource } from '../../domain/email.ports';
import type { ContactFields } from '../../domain/email.types';
import type { Audience } from './campaign.types';

/** A draft whose segment was deleted cannot be sent nor previewed (decision 0027). */
export const SEGMENT_DELETED = "the campaign's segment has been deleted";

/** FAILED_PRECONDITION when the audience is a segment that no longer exists. */
export async function requireSegment(people: PeopleSource, organizationId: string, audience: Audience) {
  if (audience.type === 'segment' && !(await people.segmentExists(organizationId, audience.segmentId)))
    throw new DomainError(ErrorCode.FAILED_PRECONDITION, SEGMENT_DELETED);
}

/** Parallel GetPerson calls while reading a list of ids. */
const LOOKUP_CONCURRENCY = 16;

/**
 * The mark of a cursor below which an audience of everyone or of tags goes on, newest first. A cursor
 * without it (a person id) was saved by a fan-out that read such an audience in id order, before they
 * came newest first: it goes on that way.
 */
const BELOW = 'below:';

/**
 * The audience after `cursor`, `size` people at a time: `cursor` is a person id from the contacts
 * service (newest first: below it; marked `below:` for everyone or tags, whose older cursors go on in
 * id order), or a position in a list of ids. The fan-out and the dry run read it alike, so the dry run
 * counts the people the send will find (nothing changing in between).
 */
export async function* audiencePages(
  people: PeopleSource,
  organizationId: string,
  audience: Audience,
  size: number,
  cursor: string,
): AsyncIterable<{ contacts: ContactFields[]; cursor: string }> {
  if (audience.type === 'segment') {
    // A segment's members come newest first; the cursor (the last id of a page) resumes below it.
    const stream = people.streamPeople(organizationId, {
      tagIds: [],
      pageSize: size,
      afterId: cursor,
      segmentId: audience.segmentId,
    });
    for await (const contacts of stream) {
      if (contacts.length) yield { contacts, cursor: contacts[contacts.length - 1]!.id };
    }
    return;
  }
  if (audience.type !== 'people') {
    // Everyone, or the people of tags: newest first through the lists' partitions (a tag's audience
    // costs its people), unless a fan-out saved a cursor in id order before (it goes on that way).
    const newestFirst = cursor === '' || cursor.startsWith(BELOW);
    const stream = people.streamPeople(organizationId, {
      tagIds: audience.type === 'tags' ? audience.tagIds : [],
      pageSize: size,
      afterId: newestFirst ? cursor.slice(BELOW.length) : cursor,
      newestFirst,
    });
    for await (const contacts of stream) {
      const last = contacts[contacts.length - 1]?.id;
      if (last) yield { contacts, cursor: newestFirst ? `${BELOW}${last}` : last };
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
