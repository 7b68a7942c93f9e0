import type * as grpc from '@grpc/grpc-js';

import type { ContactsServiceClient as _rapport_contacts_v1_ContactsServiceClient, ContactsServiceDefinition as _rapport_contacts_v1_ContactsServiceDefinition } from './rapport/contacts/v1/ContactsService';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  rapport: {
    contacts: {
      v1: {
        ContactsService: SubtypeConstructor<typeof grpc.Client, _rapport_contacts_v1_ContactsServiceClient> & { service: _rapport_contacts_v1_ContactsServiceDefinition }
      }
    }
  }
}

