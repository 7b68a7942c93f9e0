import { type Connection, Schema } from 'mongoose';
import type { EmailSend, Template } from '../domain/email.types';

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
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'email_sends' },
);
sendSchema.index({ organizationId: 1, _id: -1 });
sendSchema.index({ organizationId: 1, contactId: 1 });

export function registerModels(connection: Connection) {
  return {
    Templates: connection.model('Template', templateSchema),
    Sends: connection.model('EmailSend', sendSchema),
  };
}
export type EmailModels = ReturnType<typeof registerModels>;
