import { recordTurnModel } from '@rapport/platform/mongo';
import { type Connection, Schema } from 'mongoose';
import type {
  ChannelAccount,
  ChannelWindow,
  Message,
  MessagingSettings,
  StatusEvent,
  WhatsAppTemplate,
} from '../domain/messaging.types';

type Doc<T> = Omit<T, 'id'> & { _id: string };

const messageSchema = new Schema<Doc<Message>>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    contactId: { type: String, required: true },
    direction: { type: String, required: true },
    channel: { type: String, required: true },
    body: { type: String, required: true },
    status: { type: String, required: true },
    accountId: { type: String, required: true },
    contactAddress: { type: String, required: true },
    providerMessageId: { type: String, default: null },
    error: { type: String, default: null },
    // No partial indexes on FerretDB: outbound messages use their own id here, so it stays unique.
    dedupeKey: { type: String, required: true, unique: true },
    published: { type: Boolean, required: true },
    // How it was routed, with the window then (outbound only): { channel, accountId, rule, window, outsideWindow }.
    route: { type: Schema.Types.Mixed, default: null },
    tag: { type: String, default: null },
    // A template message: { name, language, parameters: { header, body } }.
    template: { type: Schema.Types.Mixed, default: null },
    // Grows with each write, in the message's turn (decision 0030); absent on older messages.
    version: { type: Number },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'messages' },
);
messageSchema.index({ organizationId: 1, contactId: 1, _id: -1 });
messageSchema.index({ organizationId: 1, accountId: 1, providerMessageId: 1 });
messageSchema.index({ published: 1 });

const accountSchema = new Schema<Doc<ChannelAccount> & { key: string }>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true, index: true },
    channel: { type: String, required: true },
    provider: { type: String, required: true },
    providerAccountId: { type: String, required: true },
    // `<channel>:<providerAccountId>`: a webhook names only the provider's id, so it is unique globally.
    key: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    accessToken: { type: String, default: null },
    appSecret: { type: String, default: null },
    wabaId: { type: String, default: null },
    templatesSyncedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'channel_accounts' },
);

const statusEventSchema = new Schema<Doc<StatusEvent>>(
  {
    // `<accountId>:<providerMessageId>:<status>`: a repeated report is one record.
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    accountId: { type: String, required: true },
    providerMessageId: { type: String, required: true },
    status: { type: String, required: true },
    error: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { versionKey: false, collection: 'status_events' },
);
statusEventSchema.index({ organizationId: 1, accountId: 1, providerMessageId: 1 });

const windowSchema = new Schema<Doc<ChannelWindow>>(
  {
    // `<organizationId>:<contactId>:<accountId>`: a send reads its window by _id equality alone.
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    contactId: { type: String, required: true },
    accountId: { type: String, required: true },
    channel: { type: String, required: true },
    lastInboundAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'channel_windows' },
);
// Deleting a person deletes its windows.
windowSchema.index({ organizationId: 1, contactId: 1 });

const templateSchema = new Schema<Doc<WhatsAppTemplate>>(
  {
    // `<accountId>:<name>:<language>`: a send finds its template by _id equality alone.
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    accountId: { type: String, required: true },
    name: { type: String, required: true },
    language: { type: String, required: true },
    category: { type: String, required: true },
    status: { type: String, required: true },
    components: { type: Schema.Types.Mixed, required: true },
    syncedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'whatsapp_templates' },
);
// A listing and a sync read one instance's templates.
templateSchema.index({ organizationId: 1, accountId: 1 });

const settingsSchema = new Schema<Doc<MessagingSettings>>(
  {
    // The organization's id.
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    outsideWindow: { type: String, required: true },
  },
  { versionKey: false, collection: 'messaging_settings' },
);

export function registerModels(connection: Connection) {
  return {
    Messages: connection.model('Message', messageSchema),
    Accounts: connection.model('ChannelAccount', accountSchema),
    StatusEvents: connection.model('StatusEvent', statusEventSchema),
    Windows: connection.model('ChannelWindow', windowSchema),
    Settings: connection.model('MessagingSettings', settingsSchema),
    Templates: connection.model('WhatsAppTemplate', templateSchema),
    /** The claims of records' write turns (decision 0030): messages and channel windows. */
    Turns: recordTurnModel(connection),
  };
}
export type MessagingModels = ReturnType<typeof registerModels>;
