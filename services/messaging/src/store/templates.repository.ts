import type { TemplateRepository } from '../domain/messaging.ports';
import type { ChannelAccount, WhatsAppTemplate } from '../domain/messaging.types';
import type { MessagingModels } from './messaging.models';

type TemplateDoc = WhatsAppTemplate & { _id: string };
const templateId = (accountId: string, name: string, language: string) => `${accountId}:${name}:${language}`;
const toTemplate = ({ _id, ...template }: TemplateDoc): WhatsAppTemplate => template;

/** The instances' templates as last read from Meta (decision 0025): by _id, or by {organizationId, accountId}. */
export class MongoTemplateRepository implements TemplateRepository {
  constructor(private readonly models: MessagingModels) {}

  async replaceAll(account: ChannelAccount, templates: WhatsAppTemplate[], _syncedAt: Date): Promise<void> {
    const keep = new Set<string>();
    for (const template of templates) {
      const _id = templateId(account.id, template.name, template.language);
      keep.add(_id);
      await this.models.Templates.updateOne({ _id }, { $set: template }, { upsert: true });
    }
    const stored = await this.models.Templates.find(
      { organizationId: account.organizationId, accountId: account.id },
      { _id: 1 },
    ).lean<{ _id: string }[]>();
    for (const { _id } of stored) if (!keep.has(_id)) await this.models.Templates.deleteOne({ _id });
  }

  async list(organizationId: string, accountId: string): Promise<WhatsAppTemplate[]> {
    const docs = await this.models.Templates.find({ organizationId, accountId })
      .sort({ _id: 1 })
      .lean<TemplateDoc[]>();
    return docs.map(toTemplate);
  }

  async find(organizationId: string, accountId: string, name: string, language: string) {
    const doc = await this.models.Templates.findOne({
      _id: templateId(accountId, name, language),
      organizationId,
    }).lean<TemplateDoc>();
    return doc ? toTemplate(doc) : null;
  }
}
