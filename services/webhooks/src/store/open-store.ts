import { connectMongo, ensureIndexes, mongoAttemptStore, mongoLedger } from '@rapport/platform/mongo';
import type { SendOutcome } from '../domain/webhooks.types';
import { MongoDeliveryRepository } from './delivery.repository';
import { MongoSubscriptionRepository } from './subscription.repository';
import { registerModels } from './webhook.models';

/** The service's database (`rapport_webhooks`) with its indexes built, for both processes. */
export async function openStore(mongoUrl: string) {
  const connection = await connectMongo(mongoUrl, 'rapport_webhooks');
  const models = registerModels(connection);
  // Attempt n of a delivery is `<deliveryId>#<n>` (decision 0017).
  const attempts = mongoAttemptStore<SendOutcome>(connection, 'delivery_attempts', ['subscriptionId']);
  await ensureIndexes(connection);
  // The change ledger the publishing services record into (decision 0024); read here.
  const ledger = await mongoLedger(connection);
  return {
    ledger,
    subscriptions: new MongoSubscriptionRepository(models),
    deliveries: new MongoDeliveryRepository(models, attempts),
    attempts,
    close: () => connection.close(),
  };
}
export type WebhookStore = Awaited<ReturnType<typeof openStore>>;
