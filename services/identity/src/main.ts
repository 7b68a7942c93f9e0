import '@rapport/platform/start-tracing'; // first: tracing hooks load before what they instrument
import { identityProto, loadDefinition } from '@rapport/contracts';
import {
  createLogger,
  type GrpcServiceBinding,
  LatestBuffer,
  runProcess,
  startGrpcServer,
  startPeriodic,
} from '@rapport/platform';
import { connectMongo, ensureIndexes } from '@rapport/platform/mongo';
import { Redis } from 'ioredis';
import { loadConfig } from './config';

export { loadConfig };

import { IdempotencyService } from './domain/idempotency.service';
import { IdentityService } from './domain/identity.service';
import { UserService } from './domain/users.service';
import { idempotencyHandlers } from './grpc/idempotency.handlers';
import { identityHandlers } from './grpc/identity.handlers';
import { MongoIdempotencyRepository, registerIdempotencyModel } from './store/idempotency.repository';
import { registerModels } from './store/identity.models';
import { MongoIdentityRepository } from './store/identity.repository';
import { RedisTokenStatusBoard } from './store/token-status.redis';
import { MongoUserRepository } from './store/user.repository';

export interface RunningIdentity {
  port: number;
  stop(): Promise<void>;
}

/** Opens the identity store: used by the server and by the admin CLI. */
export async function openIdentity(
  config = loadConfig(),
  logger = createLogger('identity', config.LOG_LEVEL),
) {
  const connection = await connectMongo(config.MONGO_URL, 'rapport_identity');
  const models = registerModels(connection);
  const idempotencyKeys = registerIdempotencyModel(connection);
  await ensureIndexes(connection);
  const repo = new MongoIdentityRepository(models, config.ORGANIZATION_CACHE_MS);
  const lastUse = new LatestBuffer<{ at: Date; ip: string }>(
    'token last-use flush',
    config.LAST_USED_FLUSH_MS,
    (batch) => repo.recordLastUse([...batch].map(([tokenId, use]) => ({ tokenId, ...use }))),
    logger,
    (held, recorded) => (recorded.at > held.at ? recorded : held),
  );
  // Connects on first use (the CLI needs Redis only to revoke); a command fails after one retry.
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  redis.on('error', (err) => logger.warn({ err: err.message }, 'redis error'));
  const service = new IdentityService(repo, lastUse, new RedisTokenStatusBoard(redis, logger));
  const users = new UserService(new MongoUserRepository(models), repo, service);
  const idempotency = new IdempotencyService(
    new MongoIdempotencyRepository(idempotencyKeys),
    config.IDEMPOTENCY_KEY_TTL_MS,
  );
  return {
    service,
    users,
    idempotency,
    lastUse,
    close: async () => {
      await lastUse.stop();
      await connection.close();
      redis.disconnect();
    },
  };
}

export async function start(config = loadConfig()): Promise<RunningIdentity> {
  const logger = createLogger('identity', config.LOG_LEVEL);
  const identity = await openIdentity(config, logger);
  identity.lastUse.start();
  const binding: GrpcServiceBinding = {
    name: 'rapport.identity.v1.IdentityService',
    definition: identityProto().rapport.identity.v1.IdentityService.service,
    implementation: identityHandlers(
      identity.service,
      identity.users,
      logger,
      config.DEFAULT_RATE_LIMIT_PER_MINUTE,
      idempotencyHandlers(identity.idempotency, logger),
    ),
  };
  // Expired idempotency keys are ignored on read; the sweep frees their space (decision 0016).
  let sweptFrom = Date.now() - 7 * 24 * 3_600_000;
  const sweep = startPeriodic(
    'idempotency key sweep',
    config.IDEMPOTENCY_SWEEP_INTERVAL_MS,
    async (signal) => {
      sweptFrom = await identity.idempotency.sweep(sweptFrom, signal);
    },
    logger,
  );
  const server = await startGrpcServer({
    addr: config.GRPC_LISTEN_ADDR ?? config.IDENTITY_GRPC_ADDR,
    bindings: [binding],
    packageDefinition: loadDefinition('identity'),
    logger,
  });
  return {
    port: server.port,
    stop: async () => {
      await server.stop();
      await sweep.stop();
      await identity.close();
    },
  };
}

if (require.main === module) runProcess('identity', start);
