import { emailProto, loadDefinition } from '@rapport/contracts';
import type { EmailServiceHandlers } from '@rapport/contracts/src/generated/rapport/email/v1/EmailService';
import {
  connectAmqp,
  createLogger,
  type GrpcServiceBinding,
  runProcess,
  startGrpcServer,
} from '@rapport/platform';
import { deliverySettings, loadConfig } from './config';
import { CampaignsService } from './domain/campaigns.service';
import { DeliveryService } from './domain/delivery.service';
import { PlanGate } from './domain/plan-gate';
import { SendsService } from './domain/sends.service';
import { TemplatesService } from './domain/templates.service';
import { FanoutQueue } from './events/campaign.queues';
import { startContactDeletedConsumer } from './events/contact-deleted.consumer';
import { SendJobQueue } from './events/send-job.queue';
import { campaignHandlers } from './grpc/campaign.handlers';
import { GrpcContactDirectory } from './grpc/contacts.directory';
import { emailHandlers } from './grpc/email.handlers';
import { GrpcPlanDirectory } from './grpc/identity.plans';
import { createProvider } from './providers/create-provider';
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
  const store = await openStore(config.MONGO_URL);
  const amqp = await connectAmqp(config.AMQP_URL);
  // Without a listener an 'error' event would crash the process; the broker's redelivery covers it.
  amqp.on('error', (err: unknown) => logger.error({ err }, 'RabbitMQ connection error'));
  const provider = createProvider(config, logger);
  const contacts = new GrpcContactDirectory(config.CONTACTS_GRPC_ADDR, config.CONTACTS_DEADLINE_MS);
  const plans = new GrpcPlanDirectory(config.IDENTITY_GRPC_ADDR, config.IDENTITY_DEADLINE_MS);
  const delivery = new DeliveryService(
    store.sends,
    store.attempts,
    provider,
    deliverySettings(config),
    logger,
  );
  const jobs = await SendJobQueue.start(amqp, delivery, {
    queue: config.EMAIL_SEND_QUEUE,
    firstDelayMs: config.EMAIL_RETRY_DELAY_MS,
    retryBaseMs: config.EMAIL_RETRY_BASE_MS,
    maxAttempts: config.EMAIL_MAX_ATTEMPTS,
    logger,
  });
  const fanoutQueue = await FanoutQueue.open(amqp, config.CAMPAIGN_FANOUT_QUEUE);
  const templates = new TemplatesService(store.templates);
  const sends = new SendsService({
    templates: store.templates,
    sends: store.sends,
    attempts: store.attempts,
    contacts,
    delivery,
    scheduler: jobs,
    inlineTimeoutMs: config.EMAIL_INLINE_TIMEOUT_MS,
    logger,
  });
  const campaigns = new CampaignsService({
    campaigns: store.campaigns,
    runs: store.runs,
    recipients: store.recipients,
    templates: store.templates,
    people: contacts,
    gate: new PlanGate(plans, config.PLAN_CACHE_TTL_MS),
    scheduler: fanoutQueue,
    logger,
  });
  const contactDeleted = await startContactDeletedConsumer(
    amqp,
    { sends, recipients: store.recipients },
    logger,
  );
  const implementation: EmailServiceHandlers = {
    ...emailHandlers(templates, sends, logger),
    ...campaignHandlers(campaigns, logger),
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
      // In-flight jobs finish (and are acked or parked for retry) before the connections close.
      await contactDeleted.stop();
      await jobs.stop();
      await fanoutQueue.close();
      await provider.close();
      contacts.close();
      plans.close();
      await amqp.close().catch(() => undefined);
      await store.close();
    },
  };
}

if (require.main === module) runProcess('email', start);
