import { loadDefinition } from '@rapport/contracts';
import {
  connectAmqp,
  createLogger,
  type RunningConsumer,
  runProcess,
  startGrpcServer,
} from '@rapport/platform';
import { deliverySettings, type EmailConfig, loadConfig } from './config';
import { CampaignCompletion } from './domain/campaign-completion';
import { CampaignDeliveryService } from './domain/campaign-delivery.service';
import { DeliveryService } from './domain/delivery.service';
import { FanoutService } from './domain/fanout.service';
import { TokenBucket } from './domain/token-bucket';
import {
  DeliveryQueue,
  FanoutQueue,
  startDeliveryConsumer,
  startFanoutConsumer,
} from './events/campaign.queues';
import { GrpcContactDirectory } from './grpc/contacts.directory';
import { createProvider } from './providers/create-provider';
import type { EmailProvider } from './providers/email-provider';
import { openStore } from './store/open-store';

export { loadConfig };

export interface RunningCampaignWorker {
  /** Stops taking jobs, lets the ones in progress finish (acked or parked for retry), then closes. */
  stop(): Promise<void>;
}

/** People per ListPeople page (the contacts service allows at most 100). */
const PAGE_SIZE = 100;
/** A fan-out job whose send call has not recorded its claim after this long belongs to a dead call. */
const CLAIM_GRACE_MS = 60_000;
/** Retries of a fan-out job (the contacts service down, ...) before it is dead-lettered. */
const FANOUT_MAX_ATTEMPTS = 10;

/**
 * A campaign worker process: consumes the fan-out jobs (walk an audience, record recipients,
 * publish deliveries) and the deliveries (render and send one recipient's email through the
 * configured provider, at most CAMPAIGN_SEND_RATE_PER_SECOND). Run as many as needed: they compete
 * for the same queues, and every step is idempotent.
 */
export async function startCampaignWorker(
  config: EmailConfig = loadConfig(),
  options: { provider?: EmailProvider } = {},
): Promise<RunningCampaignWorker> {
  const logger = createLogger('email-campaign-worker', config.LOG_LEVEL);
  const store = await openStore(config.MONGO_URL);
  const amqp = await connectAmqp(config.AMQP_URL);
  amqp.on('error', (err: unknown) => logger.error({ err }, 'RabbitMQ connection error'));
  const provider = options.provider ?? createProvider(config, logger);
  const contacts = new GrpcContactDirectory(config.CONTACTS_GRPC_ADDR, config.CAMPAIGN_FANOUT_DEADLINE_MS);
  const completion = new CampaignCompletion(store.campaigns, store.runs, store.recipients, logger);
  const deliveries = new CampaignDeliveryService({
    recipients: store.recipients,
    runs: store.runs,
    sends: store.sends,
    delivery: new DeliveryService(store.sends, store.attempts, provider, deliverySettings(config), logger),
    completion,
    limiter: new TokenBucket(config.CAMPAIGN_SEND_RATE_PER_SECOND),
    sendTimeoutMs: config.EMAIL_SEND_TIMEOUT_MS,
    logger,
  });
  const consumers: RunningConsumer[] = [];
  // Deliveries first: their queue must exist before a fan-out job publishes into it.
  consumers.push(
    await startDeliveryConsumer(
      amqp,
      {
        queue: config.CAMPAIGN_DELIVERY_QUEUE,
        prefetch: config.CAMPAIGN_WORKER_PREFETCH,
        baseDelayMs: config.EMAIL_RETRY_BASE_MS,
        // Attempts that found the send busy count here too; the domain's own bound comes first.
        maxAttempts: config.EMAIL_MAX_ATTEMPTS + 3,
        logger,
      },
      deliveries,
    ),
  );
  const deliveryQueue = await DeliveryQueue.open(amqp, config.CAMPAIGN_DELIVERY_QUEUE);
  const fanoutQueue = await FanoutQueue.open(amqp, config.CAMPAIGN_FANOUT_QUEUE);
  const fanout = new FanoutService(
    {
      campaigns: store.campaigns,
      runs: store.runs,
      recipients: store.recipients,
      people: contacts,
      deliveries: deliveryQueue,
      completion,
      logger,
    },
    { pageSize: PAGE_SIZE, claimGraceMs: CLAIM_GRACE_MS },
  );
  consumers.push(
    await startFanoutConsumer(
      amqp,
      {
        queue: config.CAMPAIGN_FANOUT_QUEUE,
        prefetch: 1,
        baseDelayMs: config.EMAIL_RETRY_BASE_MS,
        maxAttempts: FANOUT_MAX_ATTEMPTS,
        logger,
      },
      fanout,
      fanoutQueue,
    ),
  );
  logger.info(
    { provider: provider.name, ratePerSecond: config.CAMPAIGN_SEND_RATE_PER_SECOND },
    'campaign worker consuming',
  );
  // Health only, no API: what compose's health check and Kubernetes' probes ask.
  const health = await startGrpcServer({
    addr: config.GRPC_LISTEN_ADDR ?? config.EMAIL_WORKER_HEALTH_ADDR,
    bindings: [],
    packageDefinition: loadDefinition('email'),
    logger,
  });
  return {
    stop: async () => {
      await health.stop(1_000);
      // The fan-out stops first so it publishes nothing into a closing delivery channel.
      await consumers[1]?.stop();
      await consumers[0]?.stop();
      await deliveryQueue.close();
      await fanoutQueue.close();
      if (!options.provider) await provider.close();
      contacts.close();
      await amqp.close().catch(() => undefined);
      await store.close();
    },
  };
}

if (require.main === module) runProcess('email-campaign-worker', () => startCampaignWorker());
