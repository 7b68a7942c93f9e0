import '@rapport/platform/start-tracing'; // first: tracing hooks load before what they instrument
import { loadDefinition } from '@rapport/contracts';
import {
  Attempts,
  ConfigError,
  createLogger,
  Outbox,
  recordingPublisher,
  runProcess,
  startHealthServer,
} from '@rapport/platform';
import { Broker, declareOnConnect } from '@rapport/platform/amqp';
import { loadConfig, type MessagingConfig } from './config';
import { DeliveryService } from './domain/delivery.service';
import type { ProviderRegistry } from './domain/messaging.ports';
import { StatusService } from './domain/status.service';
import { MESSAGE_EVENTS_OUTBOX, OutboxMessageStatusEvents } from './events/message-status.outbox';
import { assertOutboundTopology, outboundConsumer } from './events/outbound.queue';
import { createProviders } from './providers/create-providers';
import { openStore } from './store/open-store';

export { loadConfig };

/**
 * A claim's lease must outlive a provider call (or a live send would be declared dead) and end
 * before the last retry of a duplicate that waits for it (or that duplicate is dead-lettered while
 * the message is still undecided).
 */
function checkTimings(config: MessagingConfig): void {
  const retryWindow =
    config.MESSAGING_WORKER_RETRY_BASE_MS * (2 ** (config.MESSAGING_WORKER_MAX_ATTEMPTS - 1) - 1);
  if (
    config.MESSAGING_SEND_LEASE_MS <= config.MESSAGING_PROVIDER_TIMEOUT_MS ||
    config.MESSAGING_SEND_LEASE_MS >= retryWindow
  ) {
    throw new ConfigError(
      `invalid configuration: MESSAGING_SEND_LEASE_MS (${config.MESSAGING_SEND_LEASE_MS}) must be above MESSAGING_PROVIDER_TIMEOUT_MS ` +
        `(${config.MESSAGING_PROVIDER_TIMEOUT_MS}) and below the retry window MESSAGING_WORKER_RETRY_BASE_MS * (2^(MESSAGING_WORKER_MAX_ATTEMPTS-1) - 1) (${retryWindow})`,
    );
  }
}

export interface RunningWorker {
  /** Stops taking deliveries, lets the ones in progress finish (acked or retried), then closes. */
  stop(): Promise<void>;
}

/**
 * A channel worker process: consumes the outbound queues of MESSAGING_WORKER_CHANNELS and sends each message
 * through its account's provider. Run as many as needed; they compete for the same queues.
 */
export async function startWorker(
  config: MessagingConfig = loadConfig(),
  options: { providers?: ProviderRegistry } = {},
): Promise<RunningWorker> {
  checkTimings(config);
  const logger = createLogger('messaging-worker', config.LOG_LEVEL);
  const store = await openStore(config.MONGO_URL);
  // Reconnects with backoff after losing RabbitMQ; the consumers start again on each connection.
  const broker = await Broker.open(config.AMQP_URL, logger);
  // Events are recorded in the change ledger, then published (decision 0024).
  const events = recordingPublisher(store.ledger, broker, 'messaging');
  const topology = {
    exchange: config.MESSAGING_OUTBOUND_EXCHANGE,
    queuePrefix: config.MESSAGING_OUTBOUND_QUEUE_PREFIX,
  };
  const providers =
    options.providers ??
    createProviders(
      {
        baseUrl: config.META_GRAPH_BASE_URL,
        version: config.META_GRAPH_VERSION,
        timeoutMs: config.MESSAGING_PROVIDER_TIMEOUT_MS,
      },
      logger,
    );
  // message.* status events with the status writes; the server's relay publishes what a crash left.
  const statusEvents = new OutboxMessageStatusEvents(
    new Outbox(store.outbox, events, logger, MESSAGE_EVENTS_OUTBOX),
  );
  const deliveries = new DeliveryService(
    store.messages,
    store.accounts,
    new Attempts(store.attempts, { leaseMs: config.MESSAGING_SEND_LEASE_MS }),
    new StatusService(store.messages, store.statusEvents, statusEvents),
    providers,
    logger,
    statusEvents,
  );
  await broker.consume(declareOnConnect((channel) => assertOutboundTopology(channel, topology)));
  for (const channel of config.MESSAGING_WORKER_CHANNELS) {
    await broker.consume(
      outboundConsumer(
        channel,
        deliveries,
        {
          topology,
          prefetch: config.MESSAGING_WORKER_PREFETCH,
          maxAttempts: config.MESSAGING_WORKER_MAX_ATTEMPTS,
          baseDelayMs: config.MESSAGING_WORKER_RETRY_BASE_MS,
        },
        logger,
      ),
    );
  }
  logger.info({ channels: config.MESSAGING_WORKER_CHANNELS }, 'channel workers consuming');
  const health = await startHealthServer({
    addr: config.GRPC_LISTEN_ADDR ?? config.MESSAGING_WORKER_HEALTH_ADDR,
    packageDefinition: loadDefinition('messaging'),
    logger,
  });
  return {
    stop: async () => {
      await health.stop();
      // In-flight deliveries finish (acked or retried) before the connection closes.
      await broker.stop();
      await store.close();
    },
  };
}

if (require.main === module) runProcess('messaging-worker', () => startWorker());
