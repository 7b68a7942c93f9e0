import { contactOfEvent } from './event-families';
import type { EventEnvelope, EventPublisher } from './events';
import { GroupCommit } from './group-commit';
import { currentActor } from './tracing';

/**
 * The ledger of decision 0024: every event an organization's writes publish, recorded once, in one
 * order per organization (`seq` 1, 2, 3 … without gaps), each entry carrying the organization's
 * running totals after it (how many contacts, companies … exist). It is the record the change feed
 * reads and what the dashboard counts from, exactly, at any size: a head read, not a count.
 *
 * The one atomic primitive both stores offer is an insert into a unique index, so an entry claims its
 * place by being inserted: `_id` `<organization>:<seq>` (a second writer of the same place is
 * refused and moves on behind it) and a unique `eventId` (an event recorded already is refused
 * wherever it lies: the outbox's relay and its writer may both record one event). A writer inserts
 * its entries in order, behind the last entry it saw, so entry n + 1 exists only once entry n did:
 * a reader that stops at the first missing `seq` never skips a change that a later write fills in.
 */

/** How many entries of each object type exist, by the type's prefix (`contact`, `company` …). */
export type Totals = Record<string, number>;

/** Who made a change: an API token, a dashboard user, or a process of the system (`system:<service>`). */
export interface Actor {
  kind: 'token' | 'user' | 'system';
  id: string;
}

export interface LedgerEntry {
  organizationId: string;
  seq: number;
  eventId: string;
  type: string;
  occurredAt: string;
  data: unknown;
  actor: Actor | null;
  /**
   * The contact the event concerns (by its family, EVENT_FAMILIES), null when none: the store keys
   * the entry by it for the contact's activity (decision 0028). Null in entries recorded before.
   */
  contactId: string | null;
  /** The organization's totals right after this entry. */
  totals: Totals;
  recordedAt: Date;
}

/** The organization's position: the last entry's `seq` and totals (seq 0: nothing recorded yet). */
export type LedgerHead = Pick<LedgerEntry, 'seq' | 'totals'>;

export interface LedgerStore {
  /**
   * Inserts the entries in order until one is refused (its `seq` or its `eventId` is taken); answers
   * how many went in. Throws when the store failed (how many went in is then unknown).
   */
  insertInOrder(entries: LedgerEntry[]): Promise<number>;
  /**
   * Told the entries one insert just wrote (in order), for what a store keeps besides them (the Mongo
   * store packs the blocks they fill whole). Best effort: a failure loses nothing.
   */
  written?(entries: LedgerEntry[]): Promise<void>;
  /** The entry at `seq`, or null. */
  at(organizationId: string, seq: number): Promise<LedgerEntry | null>;
  /** The entries with `seq` in [from, from + count), in any order (some may be missing). */
  range(organizationId: string, from: number, count: number): Promise<LedgerEntry[]>;
  /**
   * The entries concerning the contact (`contactId`), those before `before` when given, in any
   * order: one equality on the contact's key, so it costs the contact's entries kept, no more.
   */
  ofContact(organizationId: string, contactId: string, before: number | null): Promise<LedgerEntry[]>;
  /** The last `seq` no longer kept (0 when all are), see `prune`. */
  floor(organizationId: string): Promise<number>;
  /**
   * Removes the organization's oldest entries recorded before `cutoff`, a block at a time (at most
   * `maxBlocks`), never the last one (`head`), and moves the floor past them first. Answers how many
   * blocks it removed.
   */
  prune(organizationId: string, cutoff: Date, head: number, maxBlocks: number): Promise<number>;
  /** Every organization with entries, with its head hint (for `prune`). */
  organizations(): AsyncIterable<{ organizationId: string; hint: number }>;
  /** A `seq` at or behind the organization's head (0 when nothing is known). */
  headHint(organizationId: string): Promise<number>;
  /** When recording began (the first process that opened the ledger), null when unknown. */
  since(): Promise<Date | null>;
  /** Remembers `seq` as a head hint (best effort: an older hint may win a race; it is only a start). */
  setHeadHint(organizationId: string, seq: number): Promise<void>;
}

/** `contact.created` adds a contact, `contact.deleted` removes one; other events change no total. */
export function foldTotals(totals: Totals, type: string): Totals {
  const dot = type.lastIndexOf('.');
  const verb = type.slice(dot + 1);
  if (dot < 0 || (verb !== 'created' && verb !== 'deleted')) return totals;
  const object = type.slice(0, dot);
  return { ...totals, [object]: (totals[object] ?? 0) + (verb === 'created' ? 1 : -1) };
}

type Recorded = { event: EventEnvelope; actor: Actor | null };

const GENESIS: LedgerHead = { seq: 0, totals: {} };
/** Places read at once when narrowing down where the head is. */
const PROBE = 8;
/** The places ahead read at once when looking for an empty one. */
const GALLOP = [1, 2, 4, 8, 16, 32, 64, 128];
/** The head hint is written when an append crosses a multiple of this (not after every append). */
const HINT_EVERY = 64;
/** Rounds of one append before it gives up (each lost round means another writer moved the head). */
const MAX_ROUNDS = 100;
/** Blocks of one organization removed before the next organization's turn. */
const PRUNE_BLOCKS = 10;
/** Organizations whose head a process remembers. */
const REMEMBERED = 10_000;

export class Ledger {
  private readonly heads = new Map<string, LedgerHead>();
  private readonly commits = new Map<string, GroupCommit<Recorded>>();
  private recordingSince: Promise<Date | null> | undefined;

  constructor(
    private readonly store: LedgerStore,
    private readonly options: {
      maxItems?: number;
      /**
       * How long an append waits for more changes of its organization (GroupCommit `lingerMs`), for
       * writers that do not wait for their record (an outbox publishing in the background).
       */
      lingerMs?: number;
    } = {},
  ) {}

  /**
   * Records the events (each once, whatever was recorded before), after the head of their
   * organization. Concurrent records of one organization in this process go in one ordered insert.
   */
  async record(events: EventEnvelope[], actor: Actor | null = null): Promise<void> {
    const byOrganization = new Map<string, Recorded[]>();
    for (const event of events) {
      const list = byOrganization.get(event.organizationId) ?? [];
      list.push({ event, actor });
      byOrganization.set(event.organizationId, list);
    }
    await Promise.all(
      [...byOrganization].map(([organizationId, list]) => {
        let commit = this.commits.get(organizationId);
        if (!commit) {
          commit = new GroupCommit<Recorded>((batch) => this.append(organizationId, batch), {
            maxInFlight: 1,
            maxItems: this.options.maxItems ?? 200,
            alone: false,
            lingerMs: this.options.lingerMs ?? 0,
          });
          this.commits.set(organizationId, commit);
        }
        const added = commit.add(list);
        const done = () => {
          if (commit.idle && this.commits.get(organizationId) === commit) this.commits.delete(organizationId);
        };
        return added.finally(done);
      }),
    );
  }

  /**
   * When recording began: an organization older than that has records it never counted, so its
   * totals are not the whole organization's.
   */
  since(): Promise<Date | null> {
    // Set once, when the first process opened the ledger: read it once per process.
    this.recordingSince ??= this.store.since().then(
      (at) => {
        if (!at) this.recordingSince = undefined;
        return at;
      },
      (err: unknown) => {
        this.recordingSince = undefined; // a store that failed is asked again next time
        throw err;
      },
    );
    return this.recordingSince;
  }

  /** The entry at `seq`, or null (not recorded yet, or no longer kept). */
  at(organizationId: string, seq: number): Promise<LedgerEntry | null> {
    return this.store.at(organizationId, seq);
  }

  /**
   * The entries concerning a contact, newest first: those before `before` when given (a `seq`),
   * every one kept otherwise (retention removes them with their blocks).
   */
  async ofContact(
    organizationId: string,
    contactId: string,
    before: number | null = null,
  ): Promise<LedgerEntry[]> {
    const entries = await this.store.ofContact(organizationId, contactId, before);
    return entries.sort((a, b) => b.seq - a.seq);
  }

  /** The head this process last wrote or found for the organization, null when it knows none. */
  knownHead(organizationId: string): number | null {
    return this.heads.get(organizationId)?.seq ?? null;
  }

  /** The last `seq` no longer kept: a read must start after it. */
  floor(organizationId: string): Promise<number> {
    return this.store.floor(organizationId);
  }

  /**
   * Removes what was recorded before `cutoff` (never the head), for every organization, a few blocks
   * of each in turn, the smallest organizations first in each round, so a large organization (or a
   * large backlog) does not hold up the others.
   */
  async prune(cutoff: Date, signal?: AbortSignal): Promise<void> {
    // The hint stands in for the head: never ahead of it, so nothing past the head goes.
    let pending: { organizationId: string; head: number }[] = [];
    for await (const { organizationId, hint } of this.store.organizations()) {
      pending.push({ organizationId, head: hint });
      if (signal?.aborted) return;
    }
    pending.sort((a, b) => a.head - b.head);
    while (pending.length && !signal?.aborted) {
      const more: typeof pending = [];
      for (const organization of pending) {
        if (signal?.aborted) return;
        const removed = await this.store.prune(
          organization.organizationId,
          cutoff,
          organization.head,
          PRUNE_BLOCKS,
        );
        if (removed === PRUNE_BLOCKS) more.push(organization);
      }
      pending = more;
    }
  }

  /** The organization's head now: the last entry recorded and the totals after it. */
  async head(organizationId: string): Promise<LedgerHead> {
    const hint = await this.store.headHint(organizationId);
    let start = hint > 0 ? await this.store.at(organizationId, hint) : null;
    if (!start) {
      // No hint, or one behind what retention removed: from the oldest entry kept.
      const floor = await this.store.floor(organizationId);
      if (floor > 0) start = await this.store.at(organizationId, floor + 1);
    }
    return this.walk(organizationId, start ?? GENESIS);
  }

  /**
   * Up to `limit` entries after `after`, in order and without gaps: it stops at the first `seq` not
   * recorded (yet).
   */
  async read(organizationId: string, after: number, limit: number): Promise<LedgerEntry[]> {
    const found = new Map(
      (await this.store.range(organizationId, after + 1, limit)).map((entry) => [entry.seq, entry]),
    );
    const entries: LedgerEntry[] = [];
    for (let seq = after + 1; found.has(seq); seq++) entries.push(found.get(seq)!);
    return entries;
  }

  private async append(organizationId: string, events: Recorded[]): Promise<void> {
    const seen = new Set<string>();
    let queue = events.filter(({ event }) => !seen.has(event.id) && seen.add(event.id));
    let head = this.heads.get(organizationId) ?? (await this.head(organizationId));
    for (let round = 0; queue.length; round++) {
      if (round === MAX_ROUNDS)
        throw new Error(`ledger of ${organizationId}: no place after ${MAX_ROUNDS} tries`);
      const recordedAt = new Date();
      let totals = head.totals;
      const entries = queue.map(({ event, actor }, i): LedgerEntry => {
        totals = foldTotals(totals, event.type);
        return {
          organizationId,
          seq: head.seq + 1 + i,
          eventId: event.id,
          type: event.type,
          occurredAt: event.occurredAt,
          data: event.data,
          actor,
          contactId: contactOfEvent(event.type, event.data),
          totals,
          recordedAt,
        };
      });
      let written: number;
      try {
        written = await this.store.insertInOrder(entries);
      } catch (err) {
        this.heads.delete(organizationId); // how far it got is unknown: find the head again next time
        throw err;
      }
      if (written) {
        head = entries[written - 1]!;
        await this.store.written?.(entries.slice(0, written)).catch(() => undefined);
      }
      queue = queue.slice(written);
      if (!queue.length) break;
      // Refused: the place is taken (another writer is ahead: walk to its head), or the event is
      // recorded already (at another place: leave it out).
      const taken = await this.store.at(organizationId, head.seq + 1);
      if (!taken) queue.shift();
      else {
        if (taken.eventId === queue[0]!.event.id) queue.shift();
        head = await this.walk(organizationId, taken);
      }
    }
    const before = this.heads.get(organizationId)?.seq ?? 0;
    this.remember(organizationId, head);
    // A hint at most HINT_EVERY places behind is enough for `walk`: one small update per that many.
    if (Math.floor(head.seq / HINT_EVERY) > Math.floor(before / HINT_EVERY)) {
      await this.store.setHeadHint(organizationId, head.seq).catch(() => undefined);
    }
  }

  /**
   * From a recorded entry (or the genesis) forward to the last one. Places are filled without gaps,
   * so it gallops (the places 1, 2, 4 … 128 ahead, read at once) until one is empty, then narrows
   * the gap between the last filled and the first empty place `PROBE` places at a time: a head `d`
   * places ahead costs about log₈(d) + 1 rounds of at most 8 reads. Places filled while it looks may
   * be missed (the head it answers was the head at some moment of the walk).
   */
  private async walk(organizationId: string, from: LedgerHead): Promise<LedgerHead> {
    let low = from;
    let high: number | null = null; // an empty place
    const probe = async (places: number[]) => {
      const found = await Promise.all(places.map((seq) => this.store.at(organizationId, seq)));
      let i = 0;
      while (i < found.length && found[i]) low = found[i++]!;
      if (i < places.length) high = places[i]!;
    };
    while (high === null) await probe(GALLOP.map((offset) => low.seq + offset));
    while (high - low.seq > 1) {
      const step = Math.ceil((high - low.seq - 1) / PROBE);
      const places: number[] = [];
      for (let seq = low.seq + step; seq < high && places.length < PROBE; seq += step) places.push(seq);
      await probe(places); // the gap shrinks: a probed place is either filled (low) or empty (high)
    }
    return low;
  }

  private remember(organizationId: string, head: LedgerHead): void {
    this.heads.delete(organizationId);
    if (this.heads.size >= REMEMBERED) this.heads.delete(this.heads.keys().next().value!);
    this.heads.set(organizationId, { seq: head.seq, totals: head.totals });
  }
}

/**
 * A publisher that records each event in the ledger before it publishes it: an event is published
 * only once it is recorded, and a failure of either leaves the event to the outbox's relay, which
 * records (once) and publishes again under the same id. The actor is the one being served (the
 * relay publishes in the context the event was staged in), else `system:<service>`.
 */
export function recordingPublisher(
  ledger: Pick<Ledger, 'record'>,
  publisher: EventPublisher,
  service: string,
  /** Told each event once it is recorded (what folds the ledger, `LedgerTallies.poke`). */
  recorded?: (event: EventEnvelope) => void,
): EventPublisher {
  return {
    publish: async (event) => {
      await ledger.record([event], actorOf(currentActor()) ?? { kind: 'system', id: service });
      recorded?.(event);
      await publisher.publish(event);
    },
  };
}

/** `token:<id>` → `{ kind: 'token', id }`; null for anything else. */
export function actorOf(value: string | undefined): Actor | null {
  const match = value ? /^(token|user|system):(.+)$/.exec(value) : null;
  return match ? { kind: match[1] as Actor['kind'], id: match[2]! } : null;
}
