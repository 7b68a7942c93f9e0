import type { Ledger, LedgerEntry } from '@rapport/platform';
import { ChangeWatch } from './change-watch';
import { matchesEvent } from './event-types';

/** A read of the change feed (GET /v1/changes). */
export interface ChangeQuery {
  /** The position to read after; undefined: from the oldest kept. */
  after?: number;
  limit: number;
  /** Types or `<prefix>.*`; empty: all. */
  types: readonly string[];
  /** `token:<id>`, `user:<id>` or `system:<service>`. */
  actor?: string;
  /** Hold an empty answer open up to this long. */
  waitMs: number;
}

export type ChangePage =
  | { expired: false; changes: LedgerEntry[]; nextAfter: number; oldestAfter: number }
  | { expired: true; changes: []; nextAfter: number; oldestAfter: number };

/** Entries one read looks through at most (a rare filter answers fewer and moves the cursor on). */
export const SCAN_LIMIT = 2_000;
/** Entries read from the ledger at once. */
const CHUNK = 500;

/**
 * The organization's changes from its ledger (decision 0024): oldest first, each once, without gaps,
 * filtered by type and actor. The cursor is the ledger position of the last change looked at, so a
 * filter that skips changes still moves it on, and a change recorded later always lies after it.
 */
export class ChangesService {
  /** Where held-open reads wait: one check per organization, not one poll loop per reader (issue 48). */
  private readonly watch: ChangeWatch;

  constructor(
    private readonly ledger: Pick<Ledger, 'read' | 'at' | 'floor'>,
    options: { pollMs: number },
  ) {
    this.watch = new ChangeWatch(ledger, options.pollMs);
  }

  async list(organizationId: string, query: ChangeQuery, signal?: AbortSignal): Promise<ChangePage> {
    const oldestAfter = await this.ledger.floor(organizationId);
    if (query.after !== undefined && query.after < oldestAfter) {
      return { expired: true, changes: [], nextAfter: oldestAfter, oldestAfter };
    }
    const start = query.after ?? oldestAfter;
    const waitUntil = Date.now() + query.waitMs;
    for (;;) {
      const page = await this.scan(organizationId, start, query);
      if (page.changes.length || page.nextAfter > start || Date.now() >= waitUntil || signal?.aborted) {
        return { expired: false, ...page, oldestAfter };
      }
      // Nothing yet: wait until a change is recorded after the start, or the wait is over.
      await this.watch.wait(organizationId, start, waitUntil, signal);
    }
  }

  private async scan(organizationId: string, after: number, query: ChangeQuery) {
    const changes: LedgerEntry[] = [];
    let position = after;
    const filtered = query.types.length > 0 || query.actor !== undefined;
    while (changes.length < query.limit && position - after < SCAN_LIMIT) {
      const want = filtered ? CHUNK : query.limit - changes.length;
      const entries = await this.ledger.read(organizationId, position, want);
      for (const entry of entries) {
        position = entry.seq;
        if (matches(entry, query)) changes.push(entry);
        if (changes.length === query.limit) break;
      }
      if (entries.length < want) break;
    }
    return { changes, nextAfter: position };
  }
}

function matches(entry: LedgerEntry, query: ChangeQuery): boolean {
  if (query.types.length && !matchesEvent(query.types, entry.type)) return false;
  if (query.actor && (!entry.actor || `${entry.actor.kind}:${entry.actor.id}` !== query.actor)) return false;
  return true;
}
