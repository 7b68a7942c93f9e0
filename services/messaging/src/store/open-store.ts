import { RecordTurns } from '@rapport/platform';
import {
  connectMongo,
  ensureIndexes,
  MongoOutboxStore,
  MongoTurnStore,
  mongoAttemptStore,
  mongoLedger,
  outboxModel,
} from '@rapport/platform/mongo';
import type { SendOutcome } from '../domain/messaging.types';
import { MongoAccountRepository } from './accounts.repository';
import { MongoStatusEventRepository } from './deliveries.repository';
import { MongoMessageRepository } from './messages.repository';
import { registerModels } from './messaging.models';
import { MongoTemplateRepository } from './templates.repository';
import { MongoSettingsRepository, MongoWindowRepository } from './windows.repository';

/** The service's database (`rapport_messaging`) and its repositories: shared by server, workers and CLI. */
export async function openStore(mongoUrl: string) {
  const connection = await connectMongo(mongoUrl, 'rapport_messaging');
  const models = registerModels(connection);
  // Status events staged until the broker confirms them (events/message-status.outbox.ts).
  const outbox = new MongoOutboxStore(outboxModel(connection));
  // The send of a message is one attempt, `<messageId>#1` (decision 0011).
  const attempts = mongoAttemptStore<SendOutcome>(connection, 'send_attempts');
  await ensureIndexes(connection);
  // The change ledger every published event is recorded in first (decision 0024).
  const ledger = await mongoLedger(connection);
  // Records updated in place take turns (decision 0030): on FerretDB v1 an update is a read then a
  // write of the whole document, so concurrent writers of one record could undo each other (issue 42).
  const turns = new RecordTurns(new MongoTurnStore(models.Turns));
  return {
    ledger,
    messages: new MongoMessageRepository(models, turns),
    accounts: new MongoAccountRepository(models),
    attempts,
    statusEvents: new MongoStatusEventRepository(models),
    windows: new MongoWindowRepository(models, turns),
    settings: new MongoSettingsRepository(models),
    templates: new MongoTemplateRepository(models),
    outbox,
    close: () => connection.close(),
  };
}
export type MessagingStore = Awaited<ReturnType<typeof openStore>>;
