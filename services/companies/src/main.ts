import '@rapport/platform/start-tracing'; // first: tracing hooks load before what they instrument
import { companiesProto, loadDefinition } from '@rapport/contracts';
import {
  createLogger,
  RecordTurns,
  recordingPublisher,
  runProcess,
  startGrpcServer,
} from '@rapport/platform';
import { Broker } from '@rapport/platform/amqp';
import {
  connectMongo,
  ensureIndexes,
  MongoTurnStore,
  mongoLedger,
  mongoOutbox,
} from '@rapport/platform/mongo';
import { loadConfig } from './config';
import { CompaniesService } from './domain/companies.service';
import { companyEvents, resolveCompanyEvent } from './events/company.outbox';
import { companiesHandlers } from './grpc/companies.handlers';
import { registerModels } from './store/company.models';
import { MongoCompanyRepository } from './store/company.repository';
import { backfillPartitions, backfillSearchEntries } from './store/partition-backfill';

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
  // Before any traffic: companies stored before time partitions or search entries get them (once per database).
  await backfillPartitions(models, logger);
  await backfillSearchEntries(models, logger);
  const companies = new MongoCompanyRepository(models);
  // Connects in the background and reconnects; while the broker is down, events wait in the outbox.
  const publisher = await Broker.open(config.AMQP_URL, logger, { waitForConnect: false });
  // Every event is recorded in the organization's change ledger before it is published (decision 0024).
  const events = mongoOutbox(
    connection,
    recordingPublisher(await mongoLedger(connection), publisher, 'companies'),
    logger,
    {
      graceMs: config.COMPANIES_OUTBOX_GRACE_MS,
      resolve: resolveCompanyEvent(companies),
    },
  );
  const service = new CompaniesService(
    companies,
    companyEvents(events.outbox),
    logger,
    new RecordTurns(new MongoTurnStore(models.Turns)),
  );
  const relay = events.relay.start(config.COMPANIES_OUTBOX_INTERVAL_MS);
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
