import '@rapport/platform/start-tracing'; // first: tracing hooks load before what they instrument
import { contactsProto, loadDefinition } from '@rapport/contracts';
import {
  createLogger,
  type Logger,
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
import { Redis } from 'ioredis';
import { type ContactsConfig, loadConfig } from './config';
import { ChannelPeople } from './domain/channel-people';
import { type ResolveDeps, resolveEventData } from './domain/contact-events';
import type { PeopleRepository } from './domain/contacts.ports';
import { PeopleService } from './domain/people.service';
import type { ContactsDeps } from './domain/person-writer';
import { SegmentsService } from './domain/segments.service';
import { PersonViews, TagLinker } from './domain/tag-links';
import { resolveTagCreated, TagsService } from './domain/tags.service';
import { companyDeletedConsumer } from './events/company-deleted.consumer';
import { ContactEventOutbox, intentOf } from './events/contact.outbox';
import { companiesClient } from './grpc/companies.client';
import { contactsHandlers } from './grpc/contacts.handlers';
import { MongoChannelIdentityRepository } from './store/channel-identities.repository';
import { registerModels } from './store/contacts.models';
import { MongoPeopleRepository } from './store/people.repository';
import { CachedPeopleRepository } from './store/people-cache';
import { PersonVersions } from './store/person-versions.redis';
import { MongoSegmentCandidates } from './store/segment-candidates';
import { MongoSegmentRepository } from './store/segments.repository';
import { backfillSlots, backfillTagSlots } from './store/slot-backfill';
import { mongoTagCounts } from './store/tag-counts';
import { MongoTagsRepository } from './store/tags.repository';

export { loadConfig };

export interface RunningContacts {
  port: number;
  stop(): Promise<void>;
}

/** Publishes running behind answered writes before a write waits for its own (back-pressure). */
const PUBLISHES_PENDING = 1_000;

export interface ContactsOptions {
  /**
   * Record every event in the organization's change ledger before it is published (decision 0024).
   * Always on in a deployment (`main` never passes it); `npm run bench:changes` starts one contacts
   * without it to measure, in the same run, what recording costs a write.
   */
  recordChanges?: boolean;
}

/**
 * config → Mongo (indexes, one-time slot backfill) → RabbitMQ → stores → outbox → domain → company.deleted consumer → outbox relay → gRPC.
 * stop(): NOT_SERVING and drain gRPC → outbox → record turns' claims → relay → consumers → connections.
 */
export async function start(
  config = loadConfig(),
  { recordChanges = true }: ContactsOptions = {},
): Promise<RunningContacts> {
  const logger = createLogger('contacts', config.LOG_LEVEL);
  const connection = await connectMongo(config.MONGO_URL, 'rapport_contacts');
  const models = registerModels(connection);
  await ensureIndexes(connection);
  await backfillSlots(models, logger);
  await backfillTagSlots(models, logger);
  const companies = companiesClient(config.COMPANIES_GRPC_ADDR, config.COMPANIES_DEADLINE_MS);

  const broker = await Broker.open(config.AMQP_URL, logger);
  const ledger = recordChanges
    ? await mongoLedger(connection, { lingerMs: config.CONTACTS_RECORD_LINGER_MS })
    : null;
  // The tags' counts fold what this process records, a checkpoint at a time (decision 0029).
  const tagCounts = ledger ? mongoTagCounts(connection, models, ledger, logger) : null;
  const tagsRepo = new MongoTagsRepository(models);
  const views = new PersonViews(tagsRepo);
  const store = new MongoPeopleRepository(models);
  const cached = config.PEOPLE_CACHE_SIZE > 0 ? await cachePeople(store, config, logger) : null;
  const peopleRepo = cached?.people ?? store;
  const identities = new MongoChannelIdentityRepository(models);
  // What the relay reads to publish an event left behind (see resolveEventData).
  const current: ResolveDeps = { people: peopleRepo, tags: tagsRepo, identities, view: (p) => views.one(p) };
  // Every event is recorded in the organization's change ledger before it is published (decision 0024).
  const events = mongoOutbox(
    connection,
    ledger
      ? recordingPublisher(ledger, broker, 'contacts', (event) => tagCounts?.poke(event.organizationId))
      : broker,
    logger,
    {
      graceMs: config.CONTACTS_OUTBOX_GRACE_MS,
      // A write answers once its event is staged and the write is done; the publish (record, broker
      // confirm, the entry's removal) goes on behind it, shared by more events (decision 0024).
      background: { maxPending: PUBLISHES_PENDING },
      // The relay publishes the current state, or drops an event that is not true (see resolveEventData).
      resolve: (entry) =>
        entry.type === 'tag.created'
          ? resolveTagCreated(tagsRepo, entry)
          : resolveEventData(current, intentOf(entry)),
    },
  );
  const outbox = new ContactEventOutbox(events.outbox);
  const turns = new RecordTurns(new MongoTurnStore(models.Turns));
  const deps: ContactsDeps = {
    people: peopleRepo,
    tags: tagsRepo,
    identities,
    companies,
    outbox,
    views,
    linker: new TagLinker(tagsRepo, outbox),
    turns,
  };
  const people = new PeopleService(deps);
  const tags = new TagsService(tagsRepo, events.outbox);
  const channelPeople = new ChannelPeople(deps);
  const segments = new SegmentsService({
    segments: new MongoSegmentRepository(models),
    candidates: new MongoSegmentCandidates(models),
    tags: tagsRepo,
    companies,
    views,
    ...(tagCounts ? { tagCounts } : {}),
    turns: deps.turns,
  });

  await broker.consume(companyDeletedConsumer(people, logger));
  const relay = events.relay.start(config.CONTACTS_OUTBOX_INTERVAL_MS);

  const server = await startGrpcServer({
    addr: config.GRPC_LISTEN_ADDR ?? config.CONTACTS_GRPC_ADDR,
    bindings: [
      {
        name: 'rapport.contacts.v1.ContactsService',
        definition: contactsProto().rapport.contacts.v1.ContactsService.service,
        implementation: contactsHandlers({ people, tags, channelPeople, segments }, logger),
      },
    ],
    packageDefinition: loadDefinition('contacts'),
    logger,
  });
  return {
    port: server.port,
    stop: async () => {
      await server.stop();
      await events.outbox.drain();
      // The last writes' claims, released once their events are recorded (just drained).
      await turns.drain();
      await relay.stop();
      tagCounts?.close();
      await broker.stop();
      companies.close();
      cached?.close();
      await connection.close();
    },
  };
}

/**
 * Redis for the people versions. Commands fail at once while it is away (reads go to the store,
 * writes of people answer UNAVAILABLE); after every (re)connection the memory starts empty, since a
 * Redis that restarted may hold versions older than what was kept.
 */
async function cachePeople(store: PeopleRepository, config: ContactsConfig, logger: Logger) {
  const redis = new Redis(config.REDIS_URL, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    enableAutoPipelining: true,
  });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const people = new CachedPeopleRepository(
    store,
    new PersonVersions(redis, config.PEOPLE_CACHE_TTL_MS, logger),
    { max: config.PEOPLE_CACHE_SIZE, ttlMs: config.PEOPLE_CACHE_TTL_MS },
  );
  redis.on('ready', () => people.clear());
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), 5_000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  if (!ready) logger.warn('Redis does not answer yet: people reads go to the store, writes wait for it');
  return { people, close: () => redis.disconnect() };
}

if (require.main === module) runProcess('contacts', start);
