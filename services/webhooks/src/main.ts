import '@rapport/platform/start-tracing'; // first: tracing hooks load before what they instrument
import '@rapport/platform/start-tracing'; // first: tracing hooks load before what they instrument
import { loadDefinition, webhooksProto } from '@rapport/contracts';
import { createLogger, runProcess, startGrpcServer, startPeriodic } from '@rapport/platform';
import { Broker } from '@rapport/platform/amqp';
import { loadConfig, targetPolicyOf } from './config';
import { ContactActivityService } from './domain/activity.service';
import { ChangesService } from './domain/changes.service';
import { DeliveriesService } from './domain/deliveries.service';
import { SubscriptionsService } from './domain/subscriptions.service';
import { BrokerDeliveryJobs, topologySetup } from './events/delivery.queue';
import { webhooksHandlers } from './grpc/webhooks.handlers';
import { systemResolver } from './http/safe-lookup';
import { openStore } from './store/open-store';
import { deliveryTopologyOf } from './worker';

export { loadConfig };

export interface RunningWebhooks {
  port: number;
  stop(): Promise<void>;
}

/** The webhooks API (gRPC): subscriptions, their secrets, the delivery log and redelivery. */
export async function start(config = loadConfig()): Promise<RunningWebhooks> {
  const logger = createLogger('webhooks', config.LOG_LEVEL);
  const store = await openStore(config.MONGO_URL);
  // Redelivery queues a job: the queues are declared here too, so no job is dropped before a worker ran.
  const broker = await Broker.open(config.AMQP_URL, logger);
  const topology = deliveryTopologyOf(config);
  await broker.consume(topologySetup(topology));
  const jobs = new BrokerDeliveryJobs(broker, topology);
  const subscriptions = new SubscriptionsService(
    store.subscriptions,
    store.deliveries,
    targetPolicyOf(config),
    systemResolver(config.WEBHOOKS_DNS_TIMEOUT_MS),
    config.WEBHOOKS_MAX_SUBSCRIPTIONS,
  );
  const deliveries = new DeliveriesService(store.subscriptions, store.deliveries, jobs);
  const changes = new ChangesService(store.ledger, { pollMs: config.CHANGES_POLL_MS });
  const activity = new ContactActivityService(store.ledger);
  // Changes older than the retention go, a block at a time (decision 0024); any replica may do it.
  const pruning = startPeriodic(
    'change ledger retention',
    config.CHANGES_PRUNE_INTERVAL_MS,
    (signal) => store.ledger.prune(new Date(Date.now() - config.CHANGES_RETENTION_DAYS * 86_400_000), signal),
    logger,
  );
  const server = await startGrpcServer({
    addr: config.GRPC_LISTEN_ADDR ?? config.WEBHOOKS_GRPC_ADDR,
    bindings: [
      {
        name: 'rapport.webhooks.v1.WebhooksService',
        definition: webhooksProto().rapport.webhooks.v1.WebhooksService.service,
        implementation: webhooksHandlers(subscriptions, deliveries, store.ledger, changes, activity, logger),
      },
    ],
    packageDefinition: loadDefinition('webhooks'),
    logger,
  });
  return {
    port: server.port,
    stop: async () => {
      await server.stop(config.SHUTDOWN_GRACE_MS);
      await pruning.stop();
      await broker.stop();
      await store.close();
    },
  };
}

if (require.main === module) runProcess('webhooks', start);
