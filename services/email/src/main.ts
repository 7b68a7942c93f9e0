import { emailProto, loadDefinition } from '@rapport/contracts';
import {
  connectAmqp,
  connectMongo,
  createLogger,
  ensureIndexes,
  type GrpcServiceBinding,
  runProcess,
  startGrpcServer,
} from '@rapport/platform';
import { loadConfig } from './config';
import { DeliveryService } from './domain/delivery.service';
import { SendsService } from './domain/sends.service';
import { TemplatesService } from './domain/templates.service';
import { startContactDeletedConsumer } from './events/contact-deleted.consumer';
import { SendJobQueue } from './events/send-job.queue';
import { GrpcContactDirectory } from './grpc/contacts.directory';
import { emailHandlers } from './grpc/email.handlers';
import { createProvider } from './providers/create-provider';
import { registerModels } from './store/email.models';
import {
  MongoAttemptRepository,
  MongoSendRepository,
  MongoTemplateRepository,
} from './store/email.repositories';

export { loadConfig };

export interface RunningEmail {
  port: number;
  stop(): Promise<void>;
}

/** The domain part of EMAIL_FROM names the Message-IDs: `<sendId@domain>`. */
function domainOf(from: string): string {
  const address = /<([^<>]+)>/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf('@') + 1);
}

export async function start(config = loadConfig()): Promise<RunningEmail> {
  const logger = createLogger('email', config.LOG_LEVEL);
  const connection = await connectMongo(config.MONGO_URL, 'rapport_email');
  const models = registerModels(connection);
  await ensureIndexes(connection);
  const amqp = await connectAmqp(config.AMQP_URL);
  // Without a listener an 'error' event would crash the process; the broker's redelivery covers it.
  amqp.on('error', (err: unknown) => logger.error({ err }, 'RabbitMQ connection error'));
  const templatesRepo = new MongoTemplateRepository(models);
  const sendsRepo = new MongoSendRepository(models);
  const attemptsRepo = new MongoAttemptRepository(models);
  const provider = createProvider(config, logger);
  const contacts = new GrpcContactDirectory(config.CONTACTS_GRPC_ADDR, config.CONTACTS_DEADLINE_MS);
  const delivery = new DeliveryService(
    sendsRepo,
    attemptsRepo,
    provider,
    {
      from: config.EMAIL_FROM,
      messageIdDomain: domainOf(config.EMAIL_FROM),
      maxAttempts: config.EMAIL_MAX_ATTEMPTS,
      sendTimeoutMs: config.EMAIL_SEND_TIMEOUT_MS,
      minRetryGapMs: config.EMAIL_RETRY_BASE_MS / 2,
    },
    logger,
  );
  const jobs = await SendJobQueue.start(amqp, delivery, {
    queue: config.EMAIL_SEND_QUEUE,
    firstDelayMs: config.EMAIL_RETRY_DELAY_MS,
    retryBaseMs: config.EMAIL_RETRY_BASE_MS,
    maxAttempts: config.EMAIL_MAX_ATTEMPTS,
    logger,
  });
  const templates = new TemplatesService(templatesRepo);
  const sends = new SendsService({
    templates: templatesRepo,
    sends: sendsRepo,
    attempts: attemptsRepo,
    contacts,
    delivery,
    scheduler: jobs,
    inlineTimeoutMs: config.EMAIL_INLINE_TIMEOUT_MS,
    logger,
  });
  const contactDeleted = await startContactDeletedConsumer(amqp, sends, logger);
  const binding: GrpcServiceBinding = {
    name: 'rapport.email.v1.EmailService',
    definition: emailProto().rapport.email.v1.EmailService.service,
    implementation: emailHandlers(templates, sends, logger),
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
      await provider.close();
      contacts.close();
      await amqp.close().catch(() => undefined);
      await connection.close();
    },
  };
}

if (require.main === module) runProcess('email', start);
