import { isDuplicateKey } from '@rapport/platform';
import type { SettingsRepository, WindowRepository } from '../domain/messaging.ports';
import type { ChannelWindow, MessagingSettings } from '../domain/messaging.types';
import type { MessagingModels } from './messaging.models';

const windowId = (organizationId: string, contactId: string, accountId: string) =>
  `${organizationId}:${contactId}:${accountId}`;

const MAX_TOUCH_ROUNDS = 5;

/**
 * One record per (organization, contact, account), read and written by `_id` equality (decision
 * 0025). FerretDB's updates are read-then-write, so "keep the later time" is a conditional update
 * on the stored time, retried until it holds; the first touch is an insert into the _id.
 */
export class MongoWindowRepository implements WindowRepository {
  constructor(private readonly models: MessagingModels) {}

  async touch(window: ChannelWindow): Promise<void> {
    const _id = windowId(window.organizationId, window.contactId, window.accountId);
    for (let round = 0; round < MAX_TOUCH_ROUNDS; round++) {
      const stored = await this.models.Windows.findOne({ _id }).lean<{ lastInboundAt: Date }>();
      if (stored && stored.lastInboundAt >= window.lastInboundAt) return;
      if (!stored) {
        try {
          await this.models.Windows.create({ _id, ...window });
          return;
        } catch (err) {
          if (!isDuplicateKey(err)) throw err;
          continue; // a concurrent first touch: compare with it
        }
      }
      const res = await this.models.Windows.updateOne(
        { _id, lastInboundAt: stored.lastInboundAt },
        { $set: { lastInboundAt: window.lastInboundAt } },
      );
      if (res.matchedCount === 1) return;
    }
    throw new Error(`window ${_id} kept changing under ${MAX_TOUCH_ROUNDS} touches`);
  }

  async find(organizationId: string, contactId: string, accountId: string): Promise<ChannelWindow | null> {
    const doc = await this.models.Windows.findOne({
      _id: windowId(organizationId, contactId, accountId),
    }).lean<ChannelWindow & { _id: string }>();
    if (!doc) return null;
    const { _id, ...window } = doc;
    return window;
  }

  async deleteByContact(organizationId: string, contactId: string): Promise<void> {
    await this.models.Windows.deleteMany({ organizationId, contactId });
  }
}

export class MongoSettingsRepository implements SettingsRepository {
  constructor(private readonly models: MessagingModels) {}

  async get(organizationId: string): Promise<MessagingSettings | null> {
    const doc = await this.models.Settings.findOne({ _id: organizationId }).lean<
      MessagingSettings & { _id: string }
    >();
    return doc ? { organizationId: doc.organizationId, outsideWindow: doc.outsideWindow } : null;
  }

  async set(settings: MessagingSettings): Promise<void> {
    await this.models.Settings.updateOne(
      { _id: settings.organizationId },
      { $set: { organizationId: settings.organizationId, outsideWindow: settings.outsideWindow } },
      { upsert: true },
    );
  }
}
