import * as grpc from '@grpc/grpc-js';
import { contactsProto, type Output } from '@rapport/contracts';
import { isUuid, peerClient } from '@rapport/platform';
import type { ContactsPort } from '../domain/messaging.ports';
import { type ContactPerson, isChannel } from '../domain/messaging.types';

const toPerson = (person: Output<'contacts', 'Person'>): ContactPerson => ({
  id: person.id,
  phone: person.phone || null,
  channel: isChannel(person.channel) ? person.channel : null,
});

/** A person who is not there, or an id contacts refuses: no such contact. */
const NO_PERSON = [grpc.status.NOT_FOUND, grpc.status.INVALID_ARGUMENT];

/** The contacts service over gRPC (CONTACTS_GRPC_ADDR): who a contactId is, and who wrote to us. */
export function contactsClient(addr: string, deadlineMs: number): ContactsPort & { close(): void } {
  const contacts = peerClient('contacts', contactsProto().rapport.contacts.v1.ContactsService, addr, {
    deadlineMs,
  });
  return {
    getPerson: async (organizationId, id) => {
      if (!isUuid(id)) return null;
      const res = await contacts.call('getPerson', { organizationId, id }, NO_PERSON);
      return res?.person?.id === id ? toPerson(res.person) : null;
    },
    findOrCreateByChannel: async (organizationId, input) => {
      const res = await contacts.call('findOrCreatePersonByChannel', { organizationId, ...input });
      if (!res.person) throw new Error('FindOrCreatePersonByChannel answered no person');
      return toPerson(res.person);
    },
    close: () => contacts.close(),
  };
}
