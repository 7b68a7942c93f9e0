import * as grpc from '@grpc/grpc-js';
import { contactsProto, type Output, personRecordOf } from '@rapport/contracts';
import { DomainError, isServiceError, peerClient } from '@rapport/platform';
import { type ContactDirectory, type PeopleSource, SegmentGone } from '../domain/email.ports';
import type { ContactFields } from '../domain/email.types';

/** The person's REST fields (api-decisions), which is what templates see as `contact`. */
export const contactFieldsOf = (person: Output<'contacts', 'Person'>): ContactFields =>
  personRecordOf(person);

/** People come from the contacts service's gRPC API (this service never reads its database). */
export class ContactsClient implements ContactDirectory, PeopleSource {
  private readonly contacts;

  constructor(addr: string, deadlineMs: number) {
    this.contacts = peerClient('contacts', contactsProto().rapport.contacts.v1.ContactsService, addr, {
      deadlineMs,
    });
  }

  async findPerson(organizationId: string, id: string): Promise<ContactFields | null> {
    const res = await this.contacts.call('getPerson', { organizationId, id }, [grpc.status.NOT_FOUND]);
    return res?.person ? contactFieldsOf(res.person) : null;
  }

  /**
   * The contacts service's StreamPeople: one pass over the organization, pages as they come (a
   * large audience takes a while: no deadline); the reader's pace holds the stream, so memory stays
   * at a few pages.
   */
  async *streamPeople(
    organizationId: string,
    query: { tagIds: string[]; pageSize: number; afterId: string; segmentId?: string; newestFirst?: boolean },
  ): AsyncIterable<ContactFields[]> {
    try {
      for await (const page of this.contacts.stream('streamPeople', { organizationId, ...query })) {
        yield page.data.map(contactFieldsOf);
      }
    } catch (err) {
      const cause = err instanceof DomainError ? err.cause : err;
      if (query.segmentId !== undefined && isServiceError(cause) && cause.code === grpc.status.NOT_FOUND)
        throw new SegmentGone(query.segmentId);
      throw err;
    }
  }

  async segmentExists(organizationId: string, segmentId: string): Promise<boolean> {
    const res = await this.contacts.call('getSegment', { organizationId, id: segmentId }, [
      grpc.status.NOT_FOUND,
    ]);
    return Boolean(res?.segment);
  }

  async tagIds(organizationId: string): Promise<Set<string>> {
    const res = await this.contacts.call('listTags', { organizationId });
    return new Set(res.data.map((tag) => tag.id));
  }

  close(): void {
    this.contacts.close();
  }
}
