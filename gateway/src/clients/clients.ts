import { type CompaniesClient, companiesClient } from './companies';
import { type ContactsClient, contactsClient } from './contacts';
import { type EmailClient, emailClient } from './email';
import { type IdentityClient, identityClient } from './identity';
import { type MessagingClient, messagingClient } from './messaging';
import { type WebhooksClient, webhooksClient } from './webhooks';

export interface ServiceAddresses {
  identity: string;
  contacts: string;
  companies: string;
  email: string;
  messaging: string;
  webhooks: string;
}

/**
 * One long-lived client per service, built once; channels connect lazily and reconnect on their
 * own. Each call returns a promise of the service's answer (see grpc-call.ts).
 */
export interface GatewayClients {
  identity: IdentityClient;
  contacts: ContactsClient;
  companies: CompaniesClient;
  email: EmailClient;
  messaging: MessagingClient;
  webhooks: WebhooksClient;
  addresses: ServiceAddresses;
  close(): void;
}

export function createClients(addresses: ServiceAddresses): GatewayClients {
  const clients = {
    identity: identityClient(addresses.identity),
    contacts: contactsClient(addresses.contacts),
    companies: companiesClient(addresses.companies),
    email: emailClient(addresses.email),
    messaging: messagingClient(addresses.messaging),
    webhooks: webhooksClient(addresses.webhooks),
  };
  return {
    ...clients,
    addresses,
    close: () => {
      for (const client of Object.values(clients)) client.close();
    },
  };
}
