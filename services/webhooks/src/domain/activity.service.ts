import { familyOf, type Ledger, type LedgerEntry } from '@rapport/platform';
import { matchesEvent } from './event-types';

/** A read of one contact's activity (GET /v1/people/{id}/activity). */
export interface ActivityQuery {
  /** The `seq` of the last entry served: the page goes on before it; undefined: from the newest. */
  before?: number;
  limit: number;
  /** Types or `<prefix>.*`; empty: every type of `families`. */
  types: readonly string[];
  /** The event families the caller may read; entries of others are left out. */
  families: readonly string[];
}

export interface ActivityPage {
  entries: LedgerEntry[];
  /** The `seq` of the page's last entry when more follow, else null. */
  next: number | null;
}

/**
 * A contact's activity from the change ledger (decision 0028): the entries keyed by the contact,
 * newest first (the reverse of the feed). One equality on the contact's key reads them all (those
 * the retention keeps, older than the cursor), so a page costs the contact's activity, not the
 * organization's; the filters and the page run over them in memory.
 */
export class ContactActivityService {
  constructor(private readonly ledger: Pick<Ledger, 'ofContact'>) {}

  async list(organizationId: string, contactId: string, query: ActivityQuery): Promise<ActivityPage> {
    if (!query.families.length) return { entries: [], next: null };
    const families = new Set(query.families);
    const all = await this.ledger.ofContact(organizationId, contactId, query.before ?? null);
    const wanted = all.filter(
      (entry) =>
        families.has(familyOf(entry.type)) && (!query.types.length || matchesEvent(query.types, entry.type)),
    );
    const entries = wanted.slice(0, query.limit);
    return {
      entries,
      next: wanted.length > query.limit ? entries[entries.length - 1]!.seq : null,
    };
  }
}
