import '@rapport/platform/start-tracing'; // first: tracing hooks load before what they instrument
import { emailProto, loadDefinition, type ServiceHandlers } from '@rapport/contracts';
import {
  createLogger,
  type GrpcServiceBinding,
  Outbox,
  recordingPublisher,
  runProcess,
  startGrpcServer,
  unaryHandler,
} from '@rapport/platform';
import { Broker, perConnection } from '@rapport/platform/amqp';
import { CampaignPreviewService } from './campaigns/domain/campaign-preview.service';
import { CampaignsService } from './campaigns/domain/campaigns.service';
import { PlanGate } from './campaigns/domain/plan-gate';
import { FanoutQueue } from './campaigns/events/campaign.queue';
import { campaignHandlers } from './campaigns/grpc/campaign.handlers';
import { deliverySettings, loadConfig, unsubscribeSettings } from './config';
import { DeliveryService } from './domain/delivery.service';
import { PlatformMail } from './domain/platform-mail';
import { ProviderEventsService } from './domain/provider-events.service';
import { SendsService } from './domain/sends.service';
import { SuppressionsService } from './domain/suppressions.service';
import { TemplatesService } from './domain/templates.service';
import { UnsubscribeLinks } from './domain/unsubscribe-link';
import { contactDeletedConsumer } from './events/contact-deleted.consumer';
import {
  EMAIL_EVENTS_OUTBOX,
  emailEventsRelay,
  OutboxOutcomeEvents,
  OutboxSuppressionEvents,
} from './events/email.outbox';
import { SendJobQueue } from './events/send-job.queue';
import { ContactsClient } from './grpc/contacts.client';
import { emailHandlers } from './grpc/email.handlers';
import { IdentityClient } from './grpc/identity.client';
import { providerEventHandlers } from './grpc/provider-events.handlers';
import { suppressionHandlers } from './grpc/suppression.handlers';
import { createProvider } from './providers/create-provider';
import { templateCompiler } from './rendering/template-engine';
import { sharedRenderer } from './rendering/template-renderer';
import { openStore } from './store/open-store';

export { loadConfig };

export interface RunningEmail {
  port: number;
  stop(): Promise<void>;
}

/**
 * The email API process: the gRPC server, the retries of transactional sends and the
 * contact.deleted consumer. Campaign fan-out and deliveries run in campaign-worker.ts.
 */
export async function start(config = loadConfig()): Promise<RunningEmail> {
  const logger = createLogger('email', config.LOG_LEVEL);
  const store = await openStore(config.MONGO_URL, logger);
  // Reconnects with backoff after losing RabbitMQ; the queues below are opened again on each connection.
  const broker = await Broker.open(config.AMQP_URL, logger);
  // Events are recorded in the change ledger, then published (decision 0024).
  const events = recordingPublisher(store.ledger, broker, 'email');
  const provider = createProvider(config, logger);
  const contacts = new ContactsClient(config.CONTACTS_GRPC_ADDR, config.CONTACTS_DEADLINE_MS);
  const plans = new IdentityClient(config.IDENTITY_GRPC_ADDR, config.IDENTITY_DEADLINE_MS);
  // email.sent / email.failed go out with the sends' final status writes (events/email.outbox.ts).
  const outbox = new Outbox(store.outbox, events, logger, EMAIL_EVENTS_OUTBOX);
  const eventsRelay = emailEventsRelay(store.outbox, store, events, logger).start(
    EMAIL_EVENTS_OUTBOX.intervalMs,
  );
  // Every send asks it; hard bounces add to it (decision 0026).
  const links = new UnsubscribeLinks(unsubscribeSettings(config));
  const suppressions = new SuppressionsService({
    suppressions: store.suppressions,
    events: new OutboxSuppressionEvents(outbox),
    logger,
    links,
  });
  if (!config.EMAIL_UNSUBSCRIBE_SECRET) {
    logger.warn('EMAIL_UNSUBSCRIBE_SECRET is unset: unsubscribe links are signed with the development key');
  }
  const delivery = new DeliveryService(
    store.sends,
    store.attempts,
    provider,
    deliverySettings(config),
    logger,
    new OutboxOutcomeEvents(outbox),
    suppressions,
  );
  const jobs = await perConnection(broker, async (connection) => {
    const queue = await SendJobQueue.start(connection, delivery, {
      queue: config.EMAIL_SEND_QUEUE,
      firstDelayMs: config.EMAIL_RETRY_DELAY_MS,
      retryBaseMs: config.EMAIL_RETRY_BASE_MS,
      maxAttempts: config.EMAIL_MAX_ATTEMPTS,
      logger,
    });
    return { value: queue, stop: () => queue.stop() };
  });
  const fanoutQueue = await perConnection(broker, async (connection) => {
    const queue = await FanoutQueue.open(connection, config.CAMPAIGN_FANOUT_QUEUE);
    return { value: queue, stop: () => queue.close() };
  });
  const templates = new TemplatesService(store.templates, templateCompiler);
  const sends = new SendsService({
    templates: store.templates,
    sends: store.sends,
    attempts: store.attempts,
    contacts,
    delivery,
    // While RabbitMQ is away, scheduling rejects: the send gets its last-chance attempt inline.
    scheduler: { schedule: async (job) => jobs().schedule(job) },
    inlineTimeoutMs: config.EMAIL_INLINE_TIMEOUT_MS,
    logger,
    renderer: sharedRenderer(),
    suppressions,
  });
  const gate = new PlanGate(plans, config.PLAN_CACHE_TTL_MS);
  const campaigns = new CampaignsService({
    campaigns: store.campaigns,
    runs: store.runs,
    results: store.batchResults,
    templates: store.templates,
    people: contacts,
    gate,
    scheduler: { scheduleFanout: async (job) => fanoutQueue().scheduleFanout(job) },
    logger,
  });
  await broker.consume(
    contactDeletedConsumer(
      config.EMAIL_CONTACT_DELETED_QUEUE,
      { sends, recipients: store.recipients },
      logger,
    ),
  );
  const platformMail = new PlatformMail(provider, {
    ...deliverySettings(config),
    timeoutMs: config.EMAIL_SEND_TIMEOUT_MS,
  });
  const implementation: ServiceHandlers<'email'> = {
    ...emailHandlers(templates, sends, logger),
    SendPlatformEmail: unaryHandler(logger, (req) => platformMail.send(req)),
    ...campaignHandlers(
      campaigns,
      new CampaignPreviewService({
        campaigns: store.campaigns,
        templates: store.templates,
        people: contacts,
        gate,
        suppressions,
        links,
        renderer: sharedRenderer(),
      }),
      logger,
    ),
    ...suppressionHandlers(suppressions, logger),
    ...providerEventHandlers(
      new ProviderEventsService({
        secrets: store.eventSecrets,
        suppressions,
        receipts: store.notificationReceipts,
      }),
      logger,
    ),
  };
  const binding: GrpcServiceBinding = {
    name: 'rapport.email.v1.EmailService',
    definition: emailProto().rapport.email.v1.EmailService.service,
    implementation,
  };
  const server = await startGrpcServer({
    addr: config.GRPC_LISTEN_ADDR ?? config.EMAIL_GRPC_ADDR,
    bindings: [binding],
    packageDefinition: loadDefinition('email'),
    logger,
  });
  logger.info({ provider: provider.name, queue: config.EMAIL_SEND_QUEUE }, 'email service started');
  return {
    port: server.port,
    stop: async () => {
      await server.stop();
      await eventsRelay.stop();
      // In-flight jobs finish (and are acked or parked for retry) before the connections close.
      await broker.stop();
      await provider.close();
      contacts.close();
      plans.close();
      await store.close();
    },
  };
}

if (require.main === module) runProcess('email', start);
