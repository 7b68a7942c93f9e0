import { connectMongo, ensureIndexes } from '@rapport/platform';
import { registerCampaignModels } from './campaign.models';
import {
  MongoBatchResultRepository,
  MongoCampaignRepository,
  MongoCampaignRunRepository,
  MongoClaimRepository,
  MongoRecipientRepository,
} from './campaign.repositories';
import { registerModels } from './email.models';
import { MongoAttemptRepository, MongoSendRepository, MongoTemplateRepository } from './email.repositories';

/** The service's database (`rapport_email`) and its repositories: shared by the API and the workers. */
export async function openStore(mongoUrl: string) {
  const connection = await connectMongo(mongoUrl, 'rapport_email');
  const models = registerModels(connection);
  const campaignModels = registerCampaignModels(connection);
  await ensureIndexes(connection);
  return {
    templates: new MongoTemplateRepository(models),
    sends: new MongoSendRepository(models),
    attempts: new MongoAttemptRepository(models),
    campaigns: new MongoCampaignRepository(campaignModels),
    runs: new MongoCampaignRunRepository(campaignModels),
    recipients: new MongoRecipientRepository(campaignModels),
    claims: new MongoClaimRepository(campaignModels),
    batchResults: new MongoBatchResultRepository(campaignModels),
    close: () => connection.close(),
  };
}
export type EmailStore = Awaited<ReturnType<typeof openStore>>;
