import * as grpc from '@grpc/grpc-js';
import { contactsProto, type Output, personRecordOf, type ServiceClient } from '@rapport/contracts';
import { CLIENT_CHANNEL_OPTIONS, isServiceError, unary, unavailable } from '@rapport/platform';
import type { ContactDirectory, PeopleSource } from '../domain/email.ports';
import type { ContactFields } from '../domain/email.types';

/** The person's REST fields (api-decisions), which is what templates see as `contact`. */
export const contactFieldsOf = (person: Output<'contacts', 'Person'>): ContactFields =>
  personRecordOf(person);

const isOutage = (err: unknown) =>
  isServiceError(err) && (err.code === grpc.status.UNAVAILABLE || err.code === grpc.status.DEADLINE_EXCEEDED);

/** People come from the contacts service's gRPC API (this service never reads its database). */
export class ContactsClient implements ContactDirectory, PeopleSource {
  private readonly client: ServiceClient<'contacts'>;

  constructor(
    addr: string,
    private readonly deadlineMs: number,
  ) {
    this.client = new (contactsProto().rapport.contacts.v1.ContactsService)(
      addr,
      grpc.credentials.createInsecure(),
      CLIENT_CHANNEL_OPTIONS,
    );
  }

  async findPerson(organizationId: string, id: string): Promise<ContactFields | null> {
    try {
      const res = await this.call<Output<'contacts', 'GetPersonResponse'>>((md, opts, cb) =>
        this.client.getPerson({ organizationId, id }, md, opts, cb),
      );
      return res.person ? contactFieldsOf(res.person) : null;
    } catch (err) {
      if (isServiceError(err) && err.code === grpc.status.NOT_FOUND) return null;
      throw err;
    }
  }

  /**
   * The contacts service's StreamPeople: one pass over the organization, pages as they come. No
   * deadline (a large audience takes a while); a contacts outage ends the stream with UNAVAILABLE.
   * The reader's pace holds the stream (HTTP/2 flow control), so memory stays at a few pages.
   */
  async *streamPeople(
    organizationId: string,
    query: { tagIds: string[]; pageSize: number; afterId: string },
  ): AsyncIterable<ContactFields[]> {
    const call = this.client.streamPeople({ organizationId, ...query });
    try {
      for await (const page of call as AsyncIterable<Output<'contacts', 'ListPeopleResponse'>>) {
        yield page.data.map(contactFieldsOf);
      }
    } catch (err) {
      if (isOutage(err)) throw unavailable('the contacts service is unavailable', err);
      throw err;
    } finally {
      call.cancel();
    }
  }

  async tagIds(organizationId: string): Promise<Set<string>> {
    const res = await this.call<Output<'contacts', 'ListTagsResponse'>>((md, opts, cb) =>
      this.client.listTags({ organizationId }, md, opts, cb),
    );
    return new Set(res.data.map((tag) => tag.id));
  }

  /** One call with the deadline; an outage of contacts becomes UNAVAILABLE (503, or a retry). */
  private async call<Res>(invoke: Parameters<typeof unary<Res>>[1]): Promise<Res> {
    try {
      return await unary<Res>({ deadlineMs: this.deadlineMs }, invoke);
    } catch (err) {
      if (isOutage(err)) throw unavailable('the contacts service is unavailable', err);
      throw err;
    }
  }

  close(): void {
    this.client.close();
  }
}
