/**
 * Time partitions: how a list of one organization's records, newest first, costs O(its page) on a
 * store that can only be trusted with equality (decision 0021).
 *
 * Every record id is a UUIDv7, so it carries its creation time. A record's **slot** is that time in
 * steps of `SLOT_MS`. Slots form a tree of `LEVELS` levels (a node has at most 2^FANOUT_BITS
 * children: 100 ms, 6.4 s, 6.8 min, 7.3 h, 19 days, 3.4 years), and below each slot lie its
 * **chunks** (`CHUNK_LEVEL`): the ids one process took in one millisecond, in runs of 64 (ids.ts
 * counts them in the id's bits). A record stores the key of every node it lies in (`partitionsOf`),
 * so one equality on `{organizationId, <scope fields>, partitions}` reads a whole node of any level;
 * both stores serve it from an index (FerretDB pushes the equality down; it sorts and limits
 * nothing).
 *
 * Which nodes hold records is kept per scope (the whole organization, one company, one tag ...) in an
 * insert-only **directory**. A node is read whole until it is **dense** (`DENSE_AFTER` records from
 * one writer); then readers descend into its children, down to chunks, which hold at most 64 records
 * of each writer process whatever the write rate. So a quiet organization is read in a few
 * partitions, a bulk import in chunks, and the next partition costs O(LEVELS) small reads however
 * sparse the organization is. Entries are written before the record (and never removed), so every
 * stored record is reachable; a partition whose records were all deleted is read once and found empty.
 *
 * A **position** orders everything: a chunk's key, `<millisecond> * 2^CHUNK_BITS + <chunk>`; every
 * node's key follows from it (`keyAt`), and walks are bounded by one (`boundOf`, `positionAt`).
 *
 * A node of the scope every record enters when it is created, and never later (`ALL`), **settles**
 * SETTLE_MS after it ends: creates write their entries within half of that of their ids' time
 * (`ensure` refuses later ones), so its children are final and a process keeps them in memory.
 */
import { unavailable } from './errors';
import { isUuidV7 } from './ids';

/** Width of a slot in milliseconds. */
export const SLOT_MS = 100;
/** Children of one directory node: 2^6. */
export const FANOUT_BITS = 6;
/** Levels 0 (slots) to 5: 2^36 slots of 100 ms reach year 2187. */
export const LEVELS = 6;
/** Chunks: the level below slots. Only a slot that turned dense is read by its chunks. */
export const CHUNK_LEVEL = -1;
/**
 * Chunks of a millisecond: the high CHUNK_BITS bits of ids.ts's 12-bit counter name one, so a chunk
 * holds at most 2^(12 - CHUNK_BITS) = 64 ids of one process.
 */
export const CHUNK_BITS = 6;
const CHUNK = 2 ** CHUNK_BITS;

/**
 * The position of a UUIDv7 id: its millisecond times 2^CHUNK_BITS plus the high CHUNK_BITS bits of
 * its 12-bit `rand_a` (ids.ts's counter; random in ids from elsewhere, which only makes their chunks
 * uneven). Increases with the id. Throws on another id.
 */
export function positionOf(id: string): number {
  if (!isUuidV7(id)) throw new Error(`not a UUIDv7: ${id}`);
  const ms = Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
  const counter = Number.parseInt(id.slice(15, 18), 16);
  return ms * CHUNK + (counter >> (12 - CHUNK_BITS));
}

/** The first position of millisecond `ms`. */
export const positionAt = (ms: number) => ms * CHUNK;
/** The last position of millisecond `ms`. */
export const lastPositionAt = (ms: number) => positionAt(ms + 1) - 1;

/** The slot of a UUIDv7 id (its millisecond timestamp / SLOT_MS); throws on another id. */
export const slotOf = (id: string) => keyAt(positionOf(id), 0);

/** The newest position a partition holds. */
export function lastPositionOf({ level, key }: Partition): number {
  if (level === CHUNK_LEVEL) return key;
  const lastSlot = (key + 1) * 2 ** (FANOUT_BITS * level) - 1;
  return lastPositionAt((lastSlot + 1) * SLOT_MS - 1);
}

/** One directory entry: `key` at `level`, under the node `parent` of level + 1. */
export interface SlotEntry {
  organizationId: string;
  scope: string;
  level: number;
  key: number;
  parent: number;
}

/** A child of a directory node: its key, and whether it holds too many records to read whole. */
export interface SlotChild {
  key: number;
  dense: boolean;
}

/** Where directory entries live (`@rapport/platform/mongo`: `MongoSlotDirectoryStore`). */
export interface SlotDirectoryStore {
  /** The entries of `level` under `parent`, in any order. */
  children(organizationId: string, scope: string, level: number, parent: number): Promise<SlotChild[]>;
  /** Saves the entries; those that exist already are left as they are. Throws when not saved. */
  insert(entries: SlotEntry[]): Promise<void>;
  /** Marks existing entries dense (idempotent: nothing else ever changes an entry). */
  markDense(entries: SlotEntry[]): Promise<void>;
}

/** Every level, chunks first. */
const ALL_LEVELS = Array.from({ length: LEVELS - CHUNK_LEVEL }, (_, i) => CHUNK_LEVEL + i);

/**
 * The partitions a record of `id` belongs to, one per level from its chunk up: `<level>:<key>`.
 * Records store them (an array field), so a reader selects a whole node of any level with one
 * equality.
 */
export function partitionsOf(id: string): string[] {
  const position = positionOf(id);
  return ALL_LEVELS.map((level) => partitionKey(level, keyAt(position, level)));
}

/** The stored name of the partition `key` of `level`. */
export function partitionKey(level: number, key: number): string {
  return `${level}:${key}`;
}

/** The key of the node of `level` that holds `position`. */
export function keyAt(position: number, level: number): number {
  if (level === CHUNK_LEVEL) return position;
  const slot = Math.floor(Math.floor(position / CHUNK) / SLOT_MS);
  return Math.floor(slot / 2 ** (FANOUT_BITS * level));
}

/** The key of the node above the node `key` of `level` that holds `position`. */
const parentAt = (position: number, level: number, key: number) =>
  level === LEVELS - 1 ? Math.floor(key / 2 ** FANOUT_BITS) : keyAt(position, level + 1);

/** The entries, from the top level down to its chunk, that make `position` reachable in `scope`. */
export function pathOf(organizationId: string, scope: string, position: number): SlotEntry[] {
  return [...ALL_LEVELS].reverse().map((level) => {
    const key = keyAt(position, level);
    return { organizationId, scope, level, key, parent: parentAt(position, level, key) };
  });
}

function entryId(e: Pick<SlotEntry, 'organizationId' | 'scope' | 'level' | 'key'>): string {
  return `${e.organizationId}|${e.scope}|${e.level}|${e.key}`;
}

/** A bounded map, oldest entry out first. */
class Bounded<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(id: string): V | undefined {
    return this.map.get(id);
  }
  set(id: string, value: V): void {
    if (!this.map.has(id) && this.map.size >= this.max)
      this.map.delete(this.map.keys().next().value as string);
    this.map.set(id, value);
  }
}

/** A node of a walk: read the records of partition `key` of `level` whole. */
export interface Partition {
  level: number;
  key: number;
}

/**
 * A node above chunks is read whole until it is dense: once this process has written `denseAfter`
 * records into it, it marks it, and readers descend into its children instead. A node that is not
 * dense holds at most `denseAfter` records per writing process, so every read stays bounded, and a
 * slowly growing organization is read in a few large partitions instead of many nearly empty slots.
 */
export const DENSE_AFTER = 64;

/**
 * A create's directory entries are written within SETTLE_MS / 2 of its id's time, or the create is
 * refused (UNAVAILABLE: nothing is stored, the client retries with a new id), so no node of `ALL`
 * gains a child, or turns dense, SETTLE_MS after it ended. Half of it is left for the clocks of two
 * processes to differ.
 */
export const SETTLE_MS = 60_000;

export interface SlotDirectoryOptions {
  /** Entries and counts this process remembers writing (per kind). */
  remember?: number;
  denseAfter?: number;
  /** SETTLE_MS; `Infinity` for a writer of records of the past (a seed), which no reader then keeps. */
  settleMs?: number;
  /** Settled nodes whose children a process keeps. */
  settledNodes?: number;
}

/**
 * Options of a writer of records of the past (a seed, a test of old records): its creates are not
 * refused for their ids' age, and it keeps no settled node (SETTLE_MS).
 */
export const PAST_RECORDS: SlotDirectoryOptions = { settleMs: Number.POSITIVE_INFINITY };

export class SlotDirectory {
  /** Entries this process wrote (true) or marked dense too ('dense'). */
  private readonly written: Bounded<true | 'dense'>;
  /** Records this process wrote into each node above chunks. */
  private readonly counts: Bounded<number>;
  private readonly denseAfter: number;
  private readonly settleMs: number;
  /** The children of settled nodes of `ALL` (final: see SETTLE_MS), by organization and node. */
  private readonly settled: Bounded<SlotChild[]>;

  constructor(
    private readonly store: SlotDirectoryStore,
    options: SlotDirectoryOptions = {},
  ) {
    this.written = new Bounded(options.remember ?? 50_000);
    this.counts = new Bounded(options.remember ?? 50_000);
    this.denseAfter = options.denseAfter ?? DENSE_AFTER;
    this.settleMs = options.settleMs ?? SETTLE_MS;
    this.settled = new Bounded(options.settledNodes ?? 10_000);
  }

  /**
   * Makes the records of `ids` reachable in each scope. Call it before the records are written: an
   * entry whose records never arrive costs a reader one empty partition, a record without its entry
   * would be lost to every list. Entries known written by this process are skipped (entries are never
   * removed, so that memory cannot be wrong).
   *
   * `created`: the records are being created (their ids are new). Only creates turn a slot dense: a
   * record stored before chunks has no chunk key, and a slot of such records (which an update, a
   * company move or a tag added to older people ensures again) must stay read whole. Creates are of
   * now, so their slots hold records of this version only. A create whose entries are written more
   * than SETTLE_MS / 2 after its id's time is refused (UNAVAILABLE) before its record is stored.
   * `ALL` is ensured by creates only (and by the backfill of records stored before partitions).
   */
  async ensure(
    organizationId: string,
    scopes: string[],
    ids: string[],
    options: { created?: boolean } = {},
  ): Promise<void> {
    await this.ensureEach(
      organizationId,
      ids.map((id) => ({ id, scopes })),
      options,
    );
  }

  /** `ensure` for records of several scopes at once (a batch of people of different companies). */
  async ensureEach(
    organizationId: string,
    records: { id: string; scopes: string[] }[],
    { created = false }: { created?: boolean } = {},
  ): Promise<void> {
    const missing = new Map<string, SlotEntry>();
    const dense = new Map<string, SlotEntry>();
    let oldest = Number.POSITIVE_INFINITY;
    for (const { id, scopes } of records) {
      const position = positionOf(id);
      oldest = Math.min(oldest, position);
      for (const scope of scopes) {
        for (const entry of pathOf(organizationId, scope, position)) {
          const key = entryId(entry);
          const known = this.written.get(key);
          if (!known) missing.set(key, entry);
          if (entry.level === CHUNK_LEVEL || known === 'dense' || (entry.level === 0 && !created)) continue;
          const count = (this.counts.get(key) ?? 0) + 1;
          this.counts.set(key, count);
          if (count >= this.denseAfter) dense.set(key, entry);
        }
      }
    }
    if (missing.size) {
      await this.store.insert([...missing.values()]);
      for (const key of missing.keys()) this.written.set(key, true);
    }
    if (dense.size) {
      await this.store.markDense([...dense.values()]);
      for (const key of dense.keys()) this.written.set(key, 'dense');
    }
    if (created && oldest < positionAt(Date.now() - this.settleMs / 2))
      throw unavailable('the record took too long to be placed in its lists; retry');
  }

  /**
   * The children of node `parent` of level + 1: kept once that node settled (scope `ALL`, ended
   * SETTLE_MS ago), when no create adds to it any more.
   */
  private children(
    organizationId: string,
    scope: string,
    level: number,
    parent: number,
  ): Promise<SlotChild[]> {
    const settled =
      scope === ALL &&
      level + 1 < LEVELS &&
      lastPositionOf({ level: level + 1, key: parent }) < positionAt(Date.now() - this.settleMs);
    if (!settled) return this.store.children(organizationId, scope, level, parent);
    const key = `${organizationId}|${level}|${parent}`;
    const known = this.settled.get(key);
    if (known) return Promise.resolve(known);
    return this.store.children(organizationId, scope, level, parent).then((kids) => {
      this.settled.set(key, kids);
      return kids;
    });
  }

  /**
   * The partitions of `scope`, newest first, from the one holding `bound` (a position) or from the
   * newest: each node that is not dense whole, the children of those that are. Disjoint, each
   * older than the one before. Reads one directory node per level on the way down, lazily.
   */
  partitionsDesc(organizationId: string, scope: string, bound: number | null): AsyncGenerator<Partition> {
    // The nodes on the path of the bound (or of now, for the newest page) are where the walk
    // starts: read them all at once, one round trip instead of one per level. A node the walk does
    // not reach costs one small read.
    const hint = bound ?? lastPositionAt(Date.now());
    const ahead = new Map<string, Promise<SlotChild[]>>();
    for (const level of ALL_LEVELS) {
      const parent = level === LEVELS - 1 ? 0 : keyAt(hint, level + 1);
      const read = this.children(organizationId, scope, level, parent);
      read.catch(() => undefined); // awaited where the walk reaches it; no unhandled rejection
      ahead.set(`${level}|${parent}`, read);
    }
    const children = (level: number, parent: number) =>
      ahead.get(`${level}|${parent}`) ?? this.children(organizationId, scope, level, parent);
    async function* walk(level: number, parent: number, bounded: boolean): AsyncGenerator<Partition> {
      const limit = bounded && bound !== null ? keyAt(bound, level) : null;
      const kids = (await children(level, parent))
        .filter((kid) => limit === null || kid.key <= limit)
        .sort((a, b) => b.key - a.key);
      for (const kid of kids) {
        if (level === CHUNK_LEVEL || !kid.dense) yield { level, key: kid.key };
        else yield* walk(level - 1, kid.key, bounded && kid.key === limit);
      }
    }
    return walk(LEVELS - 1, 0, bound !== null);
  }
}

/**
 * The position a keyset page starts from: the cursor's own (its id is a UUIDv7), or the newest for a
 * cursor that is none (the keyset filter then still keeps the page right).
 */
export function boundOf(beforeId: string | null): number | null {
  return beforeId && isUuidV7(beforeId) ? positionOf(beforeId) : null;
}

/** The scope of records of one company / one tag (the whole organization is `ALL`). */
export const ALL = 'all';
export const scopeOf = (kind: string, id: string) => `${kind}:${id}`;
