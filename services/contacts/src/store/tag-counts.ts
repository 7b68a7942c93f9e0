import { type Ledger, LedgerTallies, type Logger } from '@rapport/platform';
import {
  ALL,
  lastPositionOf,
  mongoTallyStore,
  partitionKey,
  positionAt,
  positionOf,
} from '@rapport/platform/mongo';
import type { Connection } from 'mongoose';
import { TAG_TALLY, tagTally } from '../domain/tag-tally';
import type { ContactsModels } from './contacts.models';

/**
 * How many people the organization has and how many hold each tag, folded from the change ledger
 * (decision 0029). An organization is counted from its first entry on only when the people directory
 * holds no record older than the ledger: those were created (and tagged) before it recorded changes.
 */
export function mongoTagCounts(
  connection: Connection,
  models: ContactsModels,
  ledger: Ledger,
  logger: Logger,
): LedgerTallies {
  return new LedgerTallies(ledger, mongoTallyStore(connection, TAG_TALLY), {
    rule: tagTally,
    countable: async (organizationId, since) => {
      // The partitions from the one holding `since` back: one that ends before it holds only older
      // records; the one holding it is read (bounded like a list's partition) for ids before it.
      const start = positionAt(since.getTime());
      for await (const partition of models.Slots.partitionsDesc(organizationId, ALL, start)) {
        if (lastPositionOf(partition) < start) return false;
        const docs = await models.People.find({
          organizationId,
          slots: partitionKey(partition.level, partition.key),
        })
          .select({ _id: 1 })
          .lean<{ _id: string }[]>();
        if (docs.some((doc) => positionOf(doc._id) < start)) return false;
      }
      return true;
    },
    onError: (err, organizationId) =>
      logger.warn({ err: (err as Error).message, organizationId }, 'folding the tags counts failed'),
  });
}
