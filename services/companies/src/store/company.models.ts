import {
  MongoSlotDirectoryStore,
  outboxModel,
  recordTurnModel,
  SlotDirectory,
  type SlotDirectoryOptions,
} from '@rapport/platform/mongo';
import { type Connection, Schema } from 'mongoose';
import type { Company } from '../domain/company.types';

/**
 * `domainKey` is the domain, or the company's own id when it has none: a unique index on
 * {organizationId, domainKey} makes domains unique per organization without a partial index (which
 * FerretDB v1 lacks), and it is what makes parallel upserts of one new domain create one company.
 */
export type CompanyDocument = Omit<Company, 'id'> & {
  _id: string;
  domainKey: string;
  slots?: string[];
};

/**
 * A company's search entry (`company_search`, `_id` the company's id): its name and domain and their
 * search grams (search-grams.ts), kept beside the company rather than in it, because FerretDB converts every
 * array element of every document it reads: ~35 grams doubled the cost of reading a company.
 */
export interface SearchEntryDocument {
  _id: string;
  organizationId: string;
  /** The company's name and domain; during a rename also the ones it had (see the repository's update). */
  texts: string[];
  grams: string[];
}

const nullableText = { type: String, default: null };

// Mongoose's schema typing cannot follow the recursive Json type of customFields.
type StoredCompany = Omit<CompanyDocument, 'customFields'> & { customFields: Record<string, unknown> };

const companySchema = new Schema<StoredCompany>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    name: { type: String, required: true },
    domain: nullableText,
    domainKey: { type: String, required: true },
    /** The time partitions of `_id` (the platform's slots.ts `partitionsOf`): lists and searches read them. */
    slots: { type: [String], default: undefined },
    description: nullableText,
    industry: nullableText,
    size: nullableText,
    website: nullableText,
    city: nullableText,
    state: nullableText,
    country: nullableText,
    categories: { type: [String], default: [] },
    customFields: { type: Schema.Types.Mixed, default: {} },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    version: { type: Number, default: undefined },
  },
  { versionKey: false, collection: 'companies', minimize: false },
);
companySchema.index({ organizationId: 1, domainKey: 1 }, { unique: true });
companySchema.index({ organizationId: 1, _id: -1 });
// Lists and searches read one time partition at a time (decisions 0020, 0021).
companySchema.index({ organizationId: 1, slots: 1 });

const searchEntrySchema = new Schema<SearchEntryDocument>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true },
    texts: { type: [String], default: [] },
    grams: { type: [String], default: [] },
  },
  { versionKey: false, collection: 'company_search' },
);
// A search reads the entries of one of its grams (decision 0020).
searchEntrySchema.index({ organizationId: 1, grams: 1 });

const migrationSchema = new Schema<{ _id: string; doneAt: Date }>(
  { _id: { type: String, required: true }, doneAt: { type: Date, required: true } },
  { versionKey: false, collection: 'migrations' },
);

/**
 * The models on `connection`. `slots`: options of the time-slot directory (a seed that writes
 * companies of the past passes `settleMs: Infinity`, slots.ts).
 */
export function registerModels(connection: Connection, options: { slots?: SlotDirectoryOptions } = {}) {
  return {
    Companies: connection.model('Company', companySchema),
    /** One search entry per company (decision 0020). */
    SearchEntries: connection.model('CompanySearchEntry', searchEntrySchema),
    /** Which time slots hold companies of the organization (decision 0021). */
    Slots: new SlotDirectory(new MongoSlotDirectoryStore(connection, 'company_slots'), {
      remember: 200_000,
      ...options.slots,
    }),
    /** One-time data migrations done (`_id`: the migration's name). */
    Migrations: connection.model('Migration', migrationSchema),
    /** Events not yet confirmed by the broker (the platform's outbox collection). */
    Outbox: outboxModel(connection),
    /** The claims of companies' write turns (decision 0030). */
    Turns: recordTurnModel(connection),
  };
}
export type CompanyModels = ReturnType<typeof registerModels>;
