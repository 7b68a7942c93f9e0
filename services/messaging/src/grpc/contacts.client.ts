import * as grpc from '@grpc/grpc-js';
import { contactsProto, type Output } from '@rapport/contracts';
import { CLIENT_CHANNEL_OPTIONS, isServiceError, isUuid, unary, unavailable } from '@rapport/platform';
import type { ContactsPort } from '../domain/messaging.ports';
import { type ContactPerson, isChannel } from '../domain/messaging.types';

const toPerson = (person: Output<'contacts', 'Person'>): ContactPerson => ({
  id: person.id,
  phone: person.phone || null,
  channel: isChannel(person.channel) ? person.channel : null,
});

/** The caller gets UNAVAILABLE (503, retry), not a 500. */
const upstream = (err: unknown) => unavailable('the contacts service is unavailable', err);

/** The contacts service over gRPC (CONTACTS_GRPC_ADDR): who a contactId is, and who wrote to us. */
export function contactsClient(addr: string, deadlineMs: number): ContactsPort & { close(): void } {
  const client = new (contactsProto().rapport.contacts.v1.ContactsService)(
    addr,
    grpc.credentials.createInsecure(),
    CLIENT_CHANNEL_OPTIONS,
  );
  return {
    getPerson: async (organizationId, id) => {
      if (!isUuid(id)) return null;
      try {
        const res = await unary<Output<'contacts', 'GetPersonResponse'>>(
          { deadlineMs },
          (md, options, callback) => client.getPerson({ organizationId, id }, md, options, callback),
        );
        return res.person?.id === id ? toPerson(res.person) : null;
      } catch (err) {
        if (isServiceError(err) && [grpc.status.NOT_FOUND, grpc.status.INVALID_ARGUMENT].includes(err.code)) {
          return null;
        }
        throw upstream(err);
      }
    },
    findOrCreateByChannel: async (organizationId, input) => {
      try {
        const res = await unary<Output<'contacts', 'FindOrCreatePersonByChannelResponse'>>(
          { deadlineMs },
          (md, options, callback) =>
            client.findOrCreatePersonByChannel({ organizationId, ...input }, md, options, callback),
        );
        if (!res.person) throw new Error('FindOrCreatePersonByChannel answered no person');
        return toPerson(res.person);
      } catch (err) {
        throw upstream(err);
      }
    },
    close: () => client.close(),
  };
}
