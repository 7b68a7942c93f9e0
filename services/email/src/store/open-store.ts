import { createLogger, type Logger, RecordTurns } from '@rapport/platform';
import {
  connectMongo,
  ensureIndexes,
  MongoOutboxStore,
  MongoTurnStore,
  mongoAttemptStore,
  mongoLedger,
  outboxModel,
} from '@rapport/platform/mongo';
import { registerCampaignModels } from '../campaigns/store/campaign.models';
import {
  MongoBatchResultRepository,
  MongoCampaignRepository,
  MongoCampaignRunRepository,
  MongoClaimRepository,
  MongoRecipientRepository,
} from '../campaigns/store/campaign.repository';
import type { SendAttemptOutcome } from '../domain/email.types';
import { registerModels } from './email.models';
import {
  backfillSuppressionPartitions,
  MongoEventSecretRepository,
  MongoNotificationReceipts,
  MongoSendRepository,
  MongoSuppressionRepository,
  MongoTemplateRepository,
} from './email.repository';

/**
 * The service's database (`rapport_email`) and the repositories of both wings (sends and campaigns
 * share it, and the outbox): opened by the API and by the workers.
 */
export async function openStore(mongoUrl: string, logger: Logger = createLogger('email-store', 'silent')) {
  const connection = await connectMongo(mongoUrl, 'rapport_email');
  const models = registerModels(connection);
  const campaignModels = registerCampaignModels(connection);
  // Events staged until the broker confirms them (email.sent/failed, campaign.sent: events/email.outbox.ts).
  const outbox = new MongoOutboxStore(outboxModel(connection));
  // Attempt n of a send is `<sendId>#<n>` (decision 0009).
  const attempts = mongoAttemptStore<SendAttemptOutcome>(connection, 'send_attempts');
  await ensureIndexes(connection);
  // Suppressions stored before the list read time partitions get them, once (decision 0026).
  await backfillSuppressionPartitions(models, logger);
  // The change ledger every published event is recorded in first (decision 0024).
  const ledger = await mongoLedger(connection);
  // Records updated in place take turns (decision 0030): on FerretDB v1 an update is a read then a
  // write of the whole document, so concurrent writers of one record could undo each other (issue 42).
  const turns = new RecordTurns(new MongoTurnStore(models.Turns));
  return {
    ledger,
    templates: new MongoTemplateRepository(models, turns),
    sends: new MongoSendRepository(models, turns),
    suppressions: new MongoSuppressionRepository(models),
    eventSecrets: new MongoEventSecretRepository(models),
    notificationReceipts: new MongoNotificationReceipts(models),
    attempts,
    campaigns: new MongoCampaignRepository(campaignModels, turns),
    runs: new MongoCampaignRunRepository(campaignModels),
    recipients: new MongoRecipientRepository(campaignModels, turns),
    claims: new MongoClaimRepository(campaignModels),
    batchResults: new MongoBatchResultRepository(campaignModels),
    outbox,
    close: () => connection.close(),
  };
}
export type EmailStore = Awaited<ReturnType<typeof openStore>>;
