import { isDuplicateKey, type RecordTurns } from '@rapport/platform';
import type { MessageRepository } from '../domain/messaging.ports';
import type { Channel, Message, MessageStatus } from '../domain/messaging.types';
import type { MessagingModels } from './messaging.models';

type MessageDoc = Omit<Message, 'id'> & { _id: string };
const toMessage = ({ _id, ...rest }: MessageDoc): Message => ({ id: _id, ...rest });

export class MongoMessageRepository implements MessageRepository {
  constructor(
    private readonly models: MessagingModels,
    /**
     * A message's writes one at a time (decision 0030): the send's `published` mark, the worker's
     * outcome and the status reports meet, and on FerretDB v1 an update writes back the whole document
     * it read, so a late `published` mark could undo `sent` and its providerMessageId (issue 42).
     */
    private readonly turns: RecordTurns,
  ) {}

  /**
   * Sets `set` in the message's turn, with the turn's number as its version; answers the message as
   * written, or null when it is gone.
   */
  private async setInTurn(
    organizationId: string,
    id: string,
    set: Partial<Message>,
  ): Promise<Message | null> {
    return this.turns.run(
      `message:${id}`,
      () => this.findById(organizationId, id),
      async (current, turn) => {
        if (!current || !turn) return null;
        turn.fence();
        const written = { ...set, version: turn.n };
        await this.models.Messages.updateOne({ _id: id, organizationId }, { $set: written });
        return { ...current, ...written };
      },
    );
  }

  async insert({ id, ...message }: Message): Promise<void> {
    await this.models.Messages.create({ _id: id, ...message, version: message.version ?? 1 });
  }

  async insertUnique(message: Message): Promise<{ message: Message; created: boolean }> {
    try {
      await this.insert(message);
      return { message, created: true };
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // A concurrent redelivery of the same webhook won the insert: answer its record.
      const existing = await this.findByDedupeKey(message.organizationId, message.dedupeKey);
      if (!existing) throw err;
      return { message: existing, created: false };
    }
  }

  async findById(organizationId: string, id: string): Promise<Message | null> {
    const doc = await this.models.Messages.findOne({ _id: id, organizationId }).lean<MessageDoc>();
    return doc ? toMessage(doc) : null;
  }

  async findByDedupeKey(organizationId: string, dedupeKey: string): Promise<Message | null> {
    const doc = await this.models.Messages.findOne({ dedupeKey, organizationId }).lean<MessageDoc>();
    return doc ? toMessage(doc) : null;
  }

  async latestInbound(
    organizationId: string,
    contactId: string,
    filter: { accountId?: string; channel?: Channel } = {},
  ): Promise<Message | null> {
    const doc = await this.models.Messages.findOne({
      organizationId,
      contactId,
      direction: 'inbound',
      ...filter,
    })
      .sort({ _id: -1 })
      .lean<MessageDoc>();
    return doc ? toMessage(doc) : null;
  }

  async list(organizationId: string, contactId: string, afterId: string | null, limit: number) {
    const docs = await this.models.Messages.find({
      organizationId,
      contactId,
      ...(afterId ? { _id: { $lt: afterId } } : {}),
    })
      .sort({ _id: -1 })
      .limit(limit)
      .lean<MessageDoc[]>();
    return docs.map(toMessage);
  }

  async findByProviderMessageId(organizationId: string, accountId: string, providerMessageId: string) {
    const doc = await this.models.Messages.findOne({
      organizationId,
      accountId,
      providerMessageId,
    }).lean<MessageDoc>();
    return doc ? toMessage(doc) : null;
  }

  async findOutboundTo(organizationId: string, accountId: string, contactAddress: string, until: Date) {
    const docs = await this.models.Messages.find({
      organizationId,
      accountId,
      contactAddress,
      direction: 'outbound',
      createdAt: { $lte: until },
    })
      .sort({ _id: -1 })
      .limit(100)
      .lean<MessageDoc[]>();
    return docs.map(toMessage);
  }

  async markPublished(organizationId: string, id: string): Promise<void> {
    await this.setInTurn(organizationId, id, { published: true });
  }

  async setOutcome(
    organizationId: string,
    id: string,
    outcome: { status: MessageStatus; providerMessageId?: string | null; error?: string | null },
  ): Promise<Message | null> {
    const set: Partial<Message> = { status: outcome.status, updatedAt: new Date() };
    if (outcome.providerMessageId !== undefined) set.providerMessageId = outcome.providerMessageId;
    if (outcome.error !== undefined) set.error = outcome.error;
    return this.setInTurn(organizationId, id, set);
  }

  async findUnpublished(before: Date, limit: number): Promise<Message[]> {
    const docs = await this.models.Messages.find({ published: false, createdAt: { $lt: before } })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<MessageDoc[]>();
    return docs.map(toMessage);
  }

  async deleteByContact(organizationId: string, contactId: string): Promise<Message[]> {
    const docs = await this.models.Messages.find({ organizationId, contactId }).lean<MessageDoc[]>();
    if (docs.length) await this.models.Messages.deleteMany({ organizationId, contactId });
    return docs.map(toMessage);
  }
}
