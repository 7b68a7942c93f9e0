import '@rapport/platform/start-tracing'; // first: tracing hooks load before what they instrument
import { loadDefinition } from '@rapport/contracts';
import { Attempts, createLogger, runProcess, startHealthServer, startPeriodic } from '@rapport/platform';
import { Broker } from '@rapport/platform/amqp';
import {
  attemptLimitsOf,
  deferBackoffOf,
  loadConfig,
  retryScheduleOf,
  targetPolicyOf,
  type WebhooksConfig,
} from './config';
import { AttemptLimits } from './domain/attempt-limits';
import { DeliveryService } from './domain/delivery.service';
import { FanoutService } from './domain/fanout.service';
import { delayTiers } from './domain/retry-schedule';
import { SweeperService } from './domain/sweeper.service';
import type { WebhookSender } from './domain/webhooks.ports';
import {
  BrokerDeliveryJobs,
  type DeliveryTopology,
  deliveryConsumer,
  topologySetup,
} from './events/delivery.queue';
import { eventsConsumer } from './events/events.consumer';
import { HttpWebhookSender } from './http/http.sender';
import { openStore } from './store/open-store';

export { loadConfig };

/** The delivery queue and one delay queue per backoff step, for the claim lease and for deferred jobs. */
export function deliveryTopologyOf(config: WebhooksConfig): DeliveryTopology {
  return {
    queue: config.WEBHOOKS_DELIVERY_QUEUE,
    delaysMs: [
      ...delayTiers(retryScheduleOf(config)),
      config.WEBHOOKS_LEASE_MS,
      ...delayTiers(deferBackoffOf(config)),
    ],
  };
}

export interface RunningWorker {
  /** Stops taking events and jobs, lets deliveries in progress finish, then closes. */
  stop(): Promise<void>;
}

/**
 * A delivery worker: consumes `rapport.events` (fan-out to deliveries) and the delivery queue
 * (signed POSTs with retries). Run as many as needed: they compete for both queues, and each
 * attempt is claimed once.
 */
export async function startWorker(
  config: WebhooksConfig = loadConfig(),
  options: { sender?: WebhookSender } = {},
): Promise<RunningWorker> {
  const logger = createLogger('webhooks-worker', config.LOG_LEVEL);
  const store = await openStore(config.MONGO_URL);
  const broker = await Broker.open(config.AMQP_URL, logger);
  const topology = deliveryTopologyOf(config);
  const jobs = new BrokerDeliveryJobs(broker, topology);
  const httpSender = options.sender
    ? null
    : new HttpWebhookSender(targetPolicyOf(config), config.WEBHOOKS_TIMEOUT_MS);
  const deliveries = new DeliveryService(
    store.subscriptions,
    store.deliveries,
    new Attempts(store.attempts, { leaseMs: config.WEBHOOKS_LEASE_MS }),
    jobs,
    options.sender ?? httpSender!,
    {
      schedule: retryScheduleOf(config),
      leaseMs: config.WEBHOOKS_LEASE_MS,
      disableAfterMs: config.WEBHOOKS_DISABLE_AFTER_MS,
      defer: deferBackoffOf(config),
    },
    new AttemptLimits(attemptLimitsOf(config)),
    logger,
  );
  const fanout = new FanoutService(store.subscriptions, store.deliveries, jobs, logger);
  await broker.consume(topologySetup(topology));
  await broker.consume(
    deliveryConsumer(topology, { prefetch: config.WEBHOOKS_WORKER_CONCURRENCY, logger }, (job) =>
      deliveries.process(job),
    ),
  );
  await broker.consume(
    eventsConsumer(
      { queue: config.WEBHOOKS_EVENTS_QUEUE, prefetch: config.WEBHOOKS_WORKER_CONCURRENCY, logger },
      (event) => fanout.handle(event),
    ),
  );
  const sweeper = new SweeperService(store.deliveries, jobs, { stallMs: config.WEBHOOKS_STALL_MS }, logger);
  const sweeping = startPeriodic(
    'webhooks sweeper',
    config.WEBHOOKS_SWEEP_INTERVAL_MS,
    (signal) => sweeper.runOnce(signal),
    logger,
  );
  logger.info({ queue: config.WEBHOOKS_EVENTS_QUEUE }, 'webhooks worker consuming');
  const health = await startHealthServer({
    addr: config.GRPC_LISTEN_ADDR ?? config.WEBHOOKS_WORKER_HEALTH_ADDR,
    packageDefinition: loadDefinition('webhooks'),
    logger,
  });
  return {
    stop: async () => {
      await health.stop();
      await sweeping.stop();
      // Deliveries in progress finish (acked or retried) before the connection closes.
      await broker.stop();
      httpSender?.close();
      await store.close();
    },
  };
}

if (require.main === module) runProcess('webhooks-worker', () => startWorker());
