import '@rapport/platform/start-tracing'; // first: tracing hooks load before what they instrument
import { loadDefinition } from '@rapport/contracts';
import {
  createLogger,
  type Logger,
  Outbox,
  recordingPublisher,
  runProcess,
  startHealthServer,
} from '@rapport/platform';
import { Broker, perConnection } from '@rapport/platform/amqp';
import { CampaignBatchService } from './campaigns/domain/campaign-batch.service';
import { CampaignCompletion } from './campaigns/domain/campaign-completion';
import { FanoutService } from './campaigns/domain/fanout.service';
import { BatchQueue, batchConsumer, FanoutQueue, fanoutConsumer } from './campaigns/events/campaign.queue';
import { TokenBucket } from './campaigns/limits/token-bucket';
import { deliverySettings, type EmailConfig, loadConfig, unsubscribeSettings } from './config';
import type { EmailProvider } from './domain/email.ports';
import { SuppressionsService } from './domain/suppressions.service';
import { UnsubscribeLinks } from './domain/unsubscribe-link';
import { EMAIL_EVENTS_OUTBOX, OutboxOutcomeEvents, OutboxSuppressionEvents } from './events/email.outbox';
import { ContactsClient } from './grpc/contacts.client';
import { createProvider } from './providers/create-provider';
import { TemplateRenderPool } from './rendering/template-renderer';
import { openStore } from './store/open-store';

export { loadConfig };

export interface RunningCampaignWorker {
  /** Stops taking jobs, lets the ones in progress finish (acked or parked for retry), then closes. */
  stop(): Promise<void>;
}

/** A fan-out job whose send call has not recorded its claim after this long belongs to a dead call. */
const CLAIM_GRACE_MS = 60_000;
/** Retries of a fan-out job (the contacts service down, ...) before it is dead-lettered. */
const FANOUT_MAX_ATTEMPTS = 10;

/**
 * A campaign worker process: consumes the fan-out jobs (read an audience once, record recipients
 * and publish them a batch at a time) and the batches (claim, render and send each recipient's email
 * through a pooled provider, at most CAMPAIGN_SEND_RATE_PER_SECOND, and record the outcomes in
 * bulk). Run as many as needed: they compete for the same queues, and every step is idempotent.
 */
export async function startCampaignWorker(
  config: EmailConfig = loadConfig(),
  options: { provider?: EmailProvider } = {},
): Promise<RunningCampaignWorker> {
  const logger = createLogger('email-campaign-worker', config.LOG_LEVEL);
  const store = await openStore(config.MONGO_URL, logger);
  // Reconnects with backoff after losing RabbitMQ; consumers and queues are opened again each time.
  const broker = await Broker.open(config.AMQP_URL, logger);
  // Events are recorded in the change ledger, then published (decision 0024).
  const events = recordingPublisher(store.ledger, broker, 'email');
  const provider = options.provider ?? createProvider(config, logger, { pool: config.CAMPAIGN_SMTP_POOL });
  const contacts = new ContactsClient(config.CONTACTS_GRPC_ADDR, config.CAMPAIGN_FANOUT_DEADLINE_MS);
  // campaign.sent is published where a campaign's status becomes `sent` (events/email.outbox.ts).
  const outbox = new Outbox(store.outbox, events, logger, EMAIL_EVENTS_OUTBOX);
  const completion = new CampaignCompletion(
    store.campaigns,
    store.runs,
    store.batchResults,
    logger,
    new OutboxOutcomeEvents(outbox),
  );
  const delivery = deliverySettings(config);
  // One render thread: the renders of a batch are small and many; its size fixed here, so the pool
  // does not ask the OS for the processor count at every render.
  const renderer = new TemplateRenderPool({ size: 1 });
  const batches = new CampaignBatchService(
    {
      recipients: store.recipients,
      claims: store.claims,
      results: store.batchResults,
      runs: store.runs,
      people: contacts,
      provider,
      completion,
      limiter: new TokenBucket(config.CAMPAIGN_SEND_RATE_PER_SECOND),
      renderer,
      // Asked per slice; hard bounces go on it with their events (decision 0026).
      suppressions: new SuppressionsService({
        suppressions: store.suppressions,
        events: new OutboxSuppressionEvents(outbox),
        logger,
      }),
      links: new UnsubscribeLinks(unsubscribeSettings(config)),
      logger,
    },
    {
      from: delivery.from,
      messageIdDomain: delivery.messageIdDomain,
      claimSize: config.CAMPAIGN_CLAIM_SIZE,
      inFlight: config.CAMPAIGN_SMTP_POOL,
      leaseMs: config.CAMPAIGN_CLAIM_LEASE_MS || 2 * config.EMAIL_SEND_TIMEOUT_MS,
      sendTimeoutMs: config.EMAIL_SEND_TIMEOUT_MS,
      maxAttempts: config.EMAIL_MAX_ATTEMPTS,
    },
  );
  // Batches first: their queue must exist before a fan-out job publishes into it.
  await broker.consume(
    batchConsumer(
      {
        queue: config.CAMPAIGN_DELIVERY_QUEUE,
        prefetch: config.CAMPAIGN_WORKER_PREFETCH,
        baseDelayMs: config.EMAIL_RETRY_BASE_MS,
        // Waits for another holder's claims count here too; the domain's own bound comes first.
        maxAttempts: config.EMAIL_MAX_ATTEMPTS + 10,
        logger,
      },
      batches,
    ),
  );
  const batchQueue = await perConnection(broker, async (connection) => {
    const queue = await BatchQueue.open(connection, config.CAMPAIGN_DELIVERY_QUEUE);
    return { value: queue, stop: () => queue.close() };
  });
  const fanoutQueue = await perConnection(broker, async (connection) => {
    const queue = await FanoutQueue.open(connection, config.CAMPAIGN_FANOUT_QUEUE);
    return { value: queue, stop: () => queue.close() };
  });
  const fanout = new FanoutService(
    {
      campaigns: store.campaigns,
      runs: store.runs,
      recipients: store.recipients,
      results: store.batchResults,
      people: contacts,
      batches: { publishBatch: (job) => batchQueue().publishBatch(job) },
      completion,
      logger,
    },
    { batchSize: config.CAMPAIGN_BATCH_SIZE, claimGraceMs: CLAIM_GRACE_MS },
  );
  await broker.consume(
    fanoutConsumer(
      {
        queue: config.CAMPAIGN_FANOUT_QUEUE,
        prefetch: 1,
        baseDelayMs: config.EMAIL_RETRY_BASE_MS,
        maxAttempts: FANOUT_MAX_ATTEMPTS,
        logger,
      },
      fanout,
      { scheduleFanout: (job) => fanoutQueue().scheduleFanout(job) },
    ),
  );
  const progressLog = startProgressLog(batches, logger, config.CAMPAIGN_PROGRESS_LOG_SECONDS);
  logger.info(
    {
      provider: provider.name,
      ratePerSecond: config.CAMPAIGN_SEND_RATE_PER_SECOND,
      batchSize: config.CAMPAIGN_BATCH_SIZE,
      prefetch: config.CAMPAIGN_WORKER_PREFETCH,
    },
    'campaign worker consuming',
  );
  const health = await startHealthServer({
    addr: config.GRPC_LISTEN_ADDR ?? config.EMAIL_WORKER_HEALTH_ADDR,
    packageDefinition: loadDefinition('email'),
    logger,
  });
  return {
    stop: async () => {
      await health.stop();
      // Consumers drain (in-flight batches finish and are acked), then the connection closes.
      await broker.stop();
      clearInterval(progressLog);
      if (!options.provider) await provider.close();
      await renderer.close();
      contacts.close();
      await store.close();
    },
  };
}

/** Every `seconds`, what this process delivered since the last line (nothing when idle). */
function startProgressLog(
  batches: CampaignBatchService,
  logger: Logger,
  seconds: number,
): NodeJS.Timeout | undefined {
  if (!seconds) return undefined;
  const copy = () => ({ ...batches.progress, ms: { ...batches.progress.ms } });
  let last = copy();
  const timer = setInterval(() => {
    const now = copy();
    const sent = now.sent - last.sent;
    if (sent || now.failed !== last.failed || now.unknown !== last.unknown || now.batches !== last.batches) {
      const memory = process.memoryUsage();
      const mib = (n: number) => Math.round(n / 1024 / 1024);
      logger.info(
        {
          sent: now.sent,
          failed: now.failed,
          unknown: now.unknown,
          batches: now.batches,
          perSecond: Math.round(sent / seconds),
          // Where the time of the last interval went (summed over concurrent slices).
          ms: Object.fromEntries(
            Object.entries(now.ms).map(([k, v]) => [k, Math.round(v - last.ms[k as keyof typeof now.ms])]),
          ),
          rssMiB: mib(memory.rss),
          heapMiB: mib(memory.heapUsed),
        },
        'campaign progress',
      );
    }
    last = now;
  }, seconds * 1_000);
  timer.unref();
  return timer;
}

if (require.main === module) runProcess('email-campaign-worker', () => startCampaignWorker());
