import { loadDefinition } from '@rapport/contracts';
import { Broker, ConfigError, createLogger, runProcess, startGrpcServer } from '@rapport/platform';
import { loadConfig, type MessagingConfig } from './config';
import { DeliveryService } from './domain/delivery.service';
import { StatusService } from './domain/status.service';
import { startOutboundConsumer } from './events/outbound.consumer';
import { assertOutboundTopology } from './events/outbound.publisher';
import { createProviders, type ProviderRegistry } from './providers/providers';
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
  const deliveries = new DeliveryService(
    store.messages,
    store.accounts,
    store.claims,
    new StatusService(store.messages, store.statusEvents),
    providers,
    config.MESSAGING_SEND_LEASE_MS,
    logger,
  );
  await broker.consume(async (connection) => {
    const setup = await connection.createChannel();
    await assertOutboundTopology(setup, topology);
    await setup.close();
    return { stop: async () => undefined };
  });
  for (const channel of config.MESSAGING_WORKER_CHANNELS) {
    await broker.consume((connection) =>
      startOutboundConsumer(
        connection,
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
  // Health only, no API: what compose's health check and Kubernetes' probes ask.
  const health = await startGrpcServer({
    addr: config.GRPC_LISTEN_ADDR ?? config.MESSAGING_WORKER_HEALTH_ADDR,
    bindings: [],
    packageDefinition: loadDefinition('messaging'),
    logger,
  });
  return {
    stop: async () => {
      await health.stop(1_000);
      // In-flight deliveries finish (acked or retried) before the connection closes.
      await broker.stop();
      await store.close();
    },
  };
}

if (require.main === module) runProcess('messaging-worker', () => startWorker());
