import { connectMongo, ensureIndexes } from '@rapport/platform/mongo';
import { MongoAttemptClaims, MongoDeliveryRepository } from './delivery.repository';
import { MongoSubscriptionRepository } from './subscription.repository';
import { registerModels } from './webhook.models';

/** The service's database (`rapport_webhooks`) with its indexes built, for both processes. */
export async function openStore(mongoUrl: string) {
  const connection = await connectMongo(mongoUrl, 'rapport_webhooks');
  const models = registerModels(connection);
  await ensureIndexes(connection);
  return {
    subscriptions: new MongoSubscriptionRepository(models),
    deliveries: new MongoDeliveryRepository(models),
    claims: new MongoAttemptClaims(models),
    close: () => connection.close(),
  };
}
export type WebhookStore = Awaited<ReturnType<typeof openStore>>;
