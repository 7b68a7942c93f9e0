import { isDuplicateKey, type RecordTurns } from '@rapport/platform';
import type { SettingsRepository, WindowRepository } from '../domain/messaging.ports';
import type { ChannelWindow, MessagingSettings } from '../domain/messaging.types';
import type { MessagingModels } from './messaging.models';

const MAX_TOUCH_ROUNDS = 5;

const windowId = (organizationId: string, contactId: string, accountId: string) =>
  `${organizationId}:${contactId}:${accountId}`;

/**
 * One record per (organization, contact, account), read and written by `_id` equality (decision
 * 0025). "Keep the later time": the first touch is an insert into the _id, a later one compares and
 * writes in the window's turn (decision 0030). FerretDB runs a conditional update on the stored time as
 * a read then a write, so two touches at once could both match and the earlier time land last (issue
 * 42).
 */
export class MongoWindowRepository implements WindowRepository {
  constructor(
    private readonly models: MessagingModels,
    private readonly turns: RecordTurns,
  ) {}

  async touch(window: ChannelWindow): Promise<void> {
    const _id = windowId(window.organizationId, window.contactId, window.accountId);
    const read = () => this.models.Windows.findOne({ _id }).lean<{ lastInboundAt: Date }>();
    for (let round = 0; round < MAX_TOUCH_ROUNDS; round++) {
      const stored = await read();
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
      const done = await this.turns.run(
        `window:${_id}`,
        read,
        async (current, turn) => {
          if (!current || !turn) return false; // deleted meanwhile (with its contact): insert again
          if (current.lastInboundAt >= window.lastInboundAt) return true;
          turn.fence();
          await this.models.Windows.updateOne({ _id }, { $set: { lastInboundAt: window.lastInboundAt } });
          return true;
        },
        stored,
      );
      if (done) return;
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
