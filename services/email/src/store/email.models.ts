import { MongoSlotDirectoryStore, recordTurnModel, SlotDirectory } from '@rapport/platform/mongo';
import { type Connection, Schema } from 'mongoose';
import type { EmailSend, Template } from '../domain/email.types';
import type { Suppression } from '../domain/suppression.types';

type Doc<T> = Omit<T, 'id'> & { _id: string };

const templateSchema = new Schema<Doc<Template>>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    name: { type: String, required: true },
    subject: { type: String, required: true },
    html: { type: String, required: true },
    text: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'templates' },
);
// Every query is per organization, pages go newest first by id.
templateSchema.index({ organizationId: 1, _id: -1 });

const sendSchema = new Schema<Doc<EmailSend>>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    status: { type: String, required: true },
    providerMessageId: { type: String, default: null },
    to: { type: String, required: true },
    templateId: { type: String, required: true },
    contactId: { type: String, default: null },
    campaignId: { type: String, default: null },
    subject: { type: String, required: true },
    html: { type: String, required: true },
    text: { type: String, default: null },
    error: { type: String, default: null },
    suppressionReason: { type: String, default: null },
    category: { type: String },
    // Grows with each write, in the send's turn (decision 0030); absent on older sends.
    version: { type: Number },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'email_sends' },
);
sendSchema.index({ organizationId: 1, _id: -1 });
sendSchema.index({ organizationId: 1, contactId: 1 });

// The suppression list (decision 0026). The unique key {organizationId, address} is the check of every
// send (two top-level equalities: a GIN twin serves it on FerretDB, the index itself on MongoDB) and
// makes a concurrent second insert of an address fail; pages go newest first by id, one time partition
// at a time (`slots`, the platform's partitions of the id, decision 0021).
const suppressionSchema = new Schema<Doc<Suppression> & { slots?: string[] }>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    address: { type: String, required: true },
    slots: { type: [String], default: undefined },
    reason: { type: String, required: true },
    source: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'suppressions' },
);
suppressionSchema.index({ organizationId: 1, address: 1 }, { unique: true });
suppressionSchema.index({ organizationId: 1, _id: -1 });
suppressionSchema.index({ organizationId: 1, slots: 1 });

const migrationSchema = new Schema<{ _id: string; doneAt: Date }>(
  { _id: { type: String, required: true }, doneAt: { type: Date, required: true } },
  { versionKey: false, collection: 'migrations' },
);

// The per-organization secret of provider event notifications (`_id` is the organization id).
const eventSecretSchema = new Schema<{ _id: string; secret: string; createdAt: Date }>(
  {
    _id: { type: String, required: true },
    secret: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'email_event_secrets' },
);

// Provider notifications taken (issue 48): `_id` is `<organizationId>:<signature>`, the unique claim;
// expired ones are removed by `{organizationId, expiresAt < now}` when the organization notifies again.
const notificationReceiptSchema = new Schema<{ _id: string; organizationId: string; expiresAt: Date }>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'email_notification_receipts' },
);
notificationReceiptSchema.index({ organizationId: 1, expiresAt: 1 });

export function registerModels(connection: Connection) {
  return {
    Templates: connection.model('Template', templateSchema),
    Sends: connection.model('EmailSend', sendSchema),
    Suppressions: connection.model('Suppression', suppressionSchema),
    /** Which time partitions hold suppressions of an organization (decision 0021). */
    SuppressionSlots: new SlotDirectory(new MongoSlotDirectoryStore(connection, 'suppression_slots'), {
      remember: 50_000,
    }),
    /** One-time data migrations done (`_id`: the migration's name). */
    Migrations: connection.model('Migration', migrationSchema),
    EventSecrets: connection.model('EmailEventSecret', eventSecretSchema),
    NotificationReceipts: connection.model('EmailNotificationReceipt', notificationReceiptSchema),
    /** The claims of records' write turns (decision 0030): templates, sends, campaigns, slice outcomes. */
    Turns: recordTurnModel(connection),
  };
}
export type EmailModels = ReturnType<typeof registerModels>;
