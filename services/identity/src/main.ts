import { identityProto, loadDefinition } from '@rapport/contracts';
import {
  connectMongo,
  createLogger,
  ensureIndexes,
  type GrpcServiceBinding,
  LatestBuffer,
  runProcess,
  startGrpcServer,
} from '@rapport/platform';
import { Redis } from 'ioredis';
import { loadConfig } from './config';

export { loadConfig };

import { IdentityService } from './domain/identity.service';
import { UserService } from './domain/users.service';
import { identityHandlers } from './grpc/identity.handlers';
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
  await ensureIndexes(connection);
  const repo = new MongoIdentityRepository(models, config.ORGANIZATION_CACHE_MS);
  const lastUse = new LatestBuffer<{ at: Date; ip: string }>(
    'token last-use flush',
    config.LAST_USED_FLUSH_MS,
    (batch) => repo.recordLastUse([...batch].map(([tokenId, use]) => ({ tokenId, ...use }))),
    logger,
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
  return {
    service,
    users,
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
    ),
  };
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
      await identity.close();
    },
  };
}

if (require.main === module) runProcess('identity', start);
