import { connectMongo, ensureIndexes } from '@rapport/platform';
import { MongoAccountRepository } from './accounts.repository';
import { MongoClaimRepository, MongoStatusEventRepository } from './deliveries.repository';
import { MongoMessageRepository } from './messages.repository';
import { registerModels } from './messaging.models';

/** The service's database (`rapport_messaging`) and its repositories: shared by server, workers and CLI. */
export async function openStore(mongoUrl: string) {
  const connection = await connectMongo(mongoUrl, 'rapport_messaging');
  const models = registerModels(connection);
  await ensureIndexes(connection);
  return {
    messages: new MongoMessageRepository(models),
    accounts: new MongoAccountRepository(models),
    claims: new MongoClaimRepository(models),
    statusEvents: new MongoStatusEventRepository(models),
    close: () => connection.close(),
  };
}
export type MessagingStore = Awaited<ReturnType<typeof openStore>>;
