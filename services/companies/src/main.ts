import { companiesProto, loadDefinition } from '@rapport/contracts';
import {
  Broker,
  connectMongo,
  createLogger,
  ensureIndexes,
  runProcess,
  startGrpcServer,
  startPeriodic,
} from '@rapport/platform';
import { loadConfig } from './config';
import { CompaniesService } from './domain/companies.service';
import { OutboxCompanyEvents, OutboxRelay } from './events/outbox';
import { companiesHandlers } from './grpc/companies.handlers';
import { registerModels } from './store/company.models';
import { MongoCompanyRepository } from './store/company.repository';
import { MongoOutboxRepository } from './store/outbox.repository';

export { loadConfig };

export interface RunningCompanies {
  port: number;
  stop(): Promise<void>;
}

export async function start(config = loadConfig()): Promise<RunningCompanies> {
  const logger = createLogger('companies', config.LOG_LEVEL);
  const connection = await connectMongo(config.MONGO_URL, 'rapport_companies');
  const models = registerModels(connection);
  await ensureIndexes(connection);
  const companies = new MongoCompanyRepository(models);
  const outbox = new MongoOutboxRepository(models);
  // Connects in the background and reconnects; while the broker is down, events wait in the outbox.
  const publisher = await Broker.open(config.AMQP_URL, logger, { waitForConnect: false });
  const service = new CompaniesService(companies, new OutboxCompanyEvents(outbox, publisher, logger), logger);
  const outboxRelay = new OutboxRelay(outbox, companies, publisher, logger, {
    graceMs: config.COMPANIES_OUTBOX_GRACE_MS,
  });
  const relay = startPeriodic(
    'outbox relay',
    config.COMPANIES_OUTBOX_INTERVAL_MS,
    () => outboxRelay.runOnce(),
    logger,
  );
  const server = await startGrpcServer({
    addr: config.GRPC_LISTEN_ADDR ?? config.COMPANIES_GRPC_ADDR,
    bindings: [
      {
        name: 'rapport.companies.v1.CompaniesService',
        definition: companiesProto().rapport.companies.v1.CompaniesService.service,
        implementation: companiesHandlers(service, logger),
      },
    ],
    packageDefinition: loadDefinition('companies'),
    logger,
  });
  return {
    port: server.port,
    stop: async () => {
      await server.stop();
      await relay.stop();
      await publisher.stop();
      await connection.close();
    },
  };
}

if (require.main === module) runProcess('companies', start);
