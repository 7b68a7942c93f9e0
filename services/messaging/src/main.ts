import '@rapport/platform/start-tracing'; // first: tracing hooks load before what they instrument
import { loadDefinition, messagingProto } from '@rapport/contracts';
import {
  createLogger,
  Outbox,
  recordingPublisher,
  runProcess,
  startGrpcServer,
  startPeriodic,
} from '@rapport/platform';
import { Broker } from '@rapport/platform/amqp';
import { loadConfig, type MessagingConfig } from './config';

export { loadConfig };

import { AccountsService } from './domain/accounts.service';
import { MessagesService } from './domain/messages.service';
import { StatusService } from './domain/status.service';
import { TemplatesService } from './domain/templates.service';
import { contactDeletedConsumer } from './events/contact-deleted.consumer';
import { deliveryRelay } from './events/delivery.outbox';
import {
  MESSAGE_EVENTS_OUTBOX,
  OutboxMessageStatusEvents,
  statusEventsRelay,
} from './events/message-status.outbox';
import { OutboundPublisher } from './events/outbound.queue';
import { contactsClient } from './grpc/contacts.client';
import { messagingHandlers } from './grpc/messaging.handlers';
import { MetaWebhookHandler } from './http/meta-webhook.handler';
import { startWebhookServer } from './http/webhook.server';
import { MetaTemplateCatalog } from './providers/meta-templates.provider';
import { openStore } from './store/open-store';

export interface RunningMessaging {
  port: number;
  /** Where the webhook HTTP server listens (the gateway proxies /webhooks/* there). */
  httpAddr: string;
  stop(): Promise<void>;
}

/**
 * The messaging server: gRPC API, webhook HTTP server, outbox relay and the contact.deleted
 * consumer. Channel workers are a separate process (worker.ts).
 */
export async function start(config: MessagingConfig = loadConfig()): Promise<RunningMessaging> {
  const logger = createLogger('messaging', config.LOG_LEVEL);
  const store = await openStore(config.MONGO_URL);
  // Reconnects with backoff after losing RabbitMQ; meanwhile sends wait in the outbox.
  const broker = await Broker.open(config.AMQP_URL, logger);
  // Events are recorded in the change ledger, then published (decision 0024).
  const events = recordingPublisher(store.ledger, broker, 'messaging');
  const contacts = contactsClient(config.CONTACTS_GRPC_ADDR, config.CONTACTS_DEADLINE_MS);
  const topology = {
    exchange: config.MESSAGING_OUTBOUND_EXCHANGE,
    queuePrefix: config.MESSAGING_OUTBOUND_QUEUE_PREFIX,
  };
  const publisher = new OutboundPublisher(broker, topology);
  await publisher.ready();
  // message.* events are published around the writes that make them true: message.created around
  // the insert, status events around status writes (events/message-status.outbox.ts).
  const outbox = new Outbox(store.outbox, events, logger, MESSAGE_EVENTS_OUTBOX);
  const messageEvents = new OutboxMessageStatusEvents(outbox);
  // WhatsApp templates: read from Meta on demand and periodically, kept in the store.
  const templates = new TemplatesService(
    store.accounts,
    store.templates,
    new MetaTemplateCatalog({
      baseUrl: config.META_GRAPH_BASE_URL,
      version: config.META_GRAPH_VERSION,
      timeoutMs: config.MESSAGING_PROVIDER_TIMEOUT_MS,
    }),
    logger,
    {
      maxAgeMs: config.MESSAGING_TEMPLATES_MAX_AGE_MS,
      missRefreshMs: config.MESSAGING_TEMPLATES_MISS_REFRESH_MS,
    },
  );
  const templateSync = startPeriodic(
    'template sync',
    config.MESSAGING_TEMPLATES_SYNC_INTERVAL_MS,
    () => templates.syncAll(),
    logger,
  );
  const messages = new MessagesService({
    messages: store.messages,
    accounts: store.accounts,
    contacts,
    publisher,
    createdEvents: messageEvents,
    windows: store.windows,
    settings: store.settings,
    templates,
    logger,
  });
  const statuses = new StatusService(store.messages, store.statusEvents, messageEvents);
  const eventsRelay = statusEventsRelay(store.outbox, store.messages, events, logger).start(
    MESSAGE_EVENTS_OUTBOX.intervalMs,
  );
  const outboxRelay = deliveryRelay(store.messages, publisher, logger, {
    graceMs: config.MESSAGING_OUTBOX_GRACE_MS,
  });
  await broker.consume(contactDeletedConsumer(config.MESSAGING_CONTACT_DELETED_QUEUE, store, logger));
  const http = await startWebhookServer({
    addr: config.MESSAGING_HTTP_LISTEN_ADDR ?? config.MESSAGING_HTTP_ADDR,
    handler: new MetaWebhookHandler(store.accounts, messages, statuses, logger),
    verifyToken: config.META_VERIFY_TOKEN,
    logger,
  });
  const server = await startGrpcServer({
    addr: config.GRPC_LISTEN_ADDR ?? config.MESSAGING_GRPC_ADDR,
    bindings: [
      {
        name: 'rapport.messaging.v1.MessagingService',
        definition: messagingProto().rapport.messaging.v1.MessagingService.service,
        implementation: messagingHandlers(
          { messages, accounts: new AccountsService(store.accounts), templates },
          store.accounts,
          logger,
        ),
      },
    ],
    packageDefinition: loadDefinition('messaging'),
    logger,
  });
  const relay = outboxRelay.start(config.MESSAGING_OUTBOX_INTERVAL_MS);
  return {
    port: server.port,
    httpAddr: http.addr,
    stop: async () => {
      await Promise.all([server.stop(config.SHUTDOWN_GRACE_MS), http.stop(config.SHUTDOWN_GRACE_MS)]);
      await relay.stop();
      await eventsRelay.stop();
      await templateSync.stop();
      await broker.stop();
      contacts.close();
      await store.close();
    },
  };
}

if (require.main === module) runProcess('messaging', start);
