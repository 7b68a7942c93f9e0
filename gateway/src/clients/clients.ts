import * as grpc from '@grpc/grpc-js';
import { companiesProto, contactsProto, emailProto, identityProto, messagingProto } from '@rapport/contracts';
import type { CompaniesServiceClient } from '@rapport/contracts/src/generated/rapport/companies/v1/CompaniesService';
import type { ContactsServiceClient } from '@rapport/contracts/src/generated/rapport/contacts/v1/ContactsService';
import type { EmailServiceClient } from '@rapport/contracts/src/generated/rapport/email/v1/EmailService';
import type { IdentityServiceClient } from '@rapport/contracts/src/generated/rapport/identity/v1/IdentityService';
import type { MessagingServiceClient } from '@rapport/contracts/src/generated/rapport/messaging/v1/MessagingService';
import { CLIENT_CHANNEL_OPTIONS } from '@rapport/platform';

export interface ServiceAddresses {
  identity: string;
  contacts: string;
  companies: string;
  email: string;
  messaging: string;
}

/** One long-lived client per service; channels connect lazily and reconnect on their own. */
export interface GatewayClients {
  identity: IdentityServiceClient;
  contacts: ContactsServiceClient;
  companies: CompaniesServiceClient;
  email: EmailServiceClient;
  messaging: MessagingServiceClient;
  addresses: ServiceAddresses;
  close(): void;
}

export function createClients(addresses: ServiceAddresses): GatewayClients {
  const credentials = grpc.credentials.createInsecure();
  const clients = {
    identity: new (identityProto().rapport.identity.v1.IdentityService)(
      addresses.identity,
      credentials,
      CLIENT_CHANNEL_OPTIONS,
    ),
    contacts: new (contactsProto().rapport.contacts.v1.ContactsService)(
      addresses.contacts,
      credentials,
      CLIENT_CHANNEL_OPTIONS,
    ),
    companies: new (companiesProto().rapport.companies.v1.CompaniesService)(
      addresses.companies,
      credentials,
      CLIENT_CHANNEL_OPTIONS,
    ),
    email: new (emailProto().rapport.email.v1.EmailService)(
      addresses.email,
      credentials,
      CLIENT_CHANNEL_OPTIONS,
    ),
    messaging: new (messagingProto().rapport.messaging.v1.MessagingService)(
      addresses.messaging,
      credentials,
      CLIENT_CHANNEL_OPTIONS,
    ),
  };
  return {
    ...clients,
    addresses,
    close: () => {
      for (const client of Object.values(clients)) client.close();
    },
  };
}
