import { DENSE_AFTER, type Partition } from './slots';

/** At most this many partitions read at once by one walk (each is bounded: decision 0021). */
export const MAX_READ_AHEAD = 16;

/**
 * How many partitions to have in flight to find `missing` more rows, judging by the `rows` that the
 * `partitions` read so far held (before any filter of the reader): the next partitions are assumed to
 * hold as many on average. `first` before any was read; then at least 1, at most as many as the
 * partitions read so far (so the reads in flight at most double each round) and MAX_READ_AHEAD: the
 * newest partition of a scope being written holds a few rows, or none, and four full ones read on
 * its word made a first page read 550 documents for 51 (a million people imported at 1,433/s: 143 a
 * partition; p50 101 ms, 33 ms with this bound, the page of a tag or a company unchanged).
 */
export function partitionsFor(missing: number, rows: number, partitions: number, first = 1): number {
  if (partitions === 0) return Math.max(1, first);
  const perPartition = Math.max(1, rows / partitions);
  const bound = Math.min(MAX_READ_AHEAD, partitions);
  return Math.min(bound, Math.max(1, Math.ceil(missing / perPartition)));
}

/**
 * The partitions a page of `limit` records reads at the least, so its first round reads them at once:
 * a partition holds at most DENSE_AFTER records of one writer (a node that is not dense, or a chunk),
 * and a cursor's own partition is partly above the cursor. A page of 101 below a cursor in a bulk
 * import's chunks read them one round after the other: 4 rounds, p50 34 ms at the repository.
 */
export function leastPartitions(limit: number, beforeId: string | null): number {
  return Math.min(MAX_READ_AHEAD, Math.ceil(limit / DENSE_AFTER) + (beforeId === null ? 0 : 1));
}

/**
 * The rows of `partitions` (a walk, newest first), one array per partition in walk order, with
 * `ahead()` reads in flight: the consumer says, from what it has seen so far, how many partitions it
 * still expects to need, and those are read at once instead of one round trip after the other. A
 * read that was started and is not needed any more (the consumer stopped) is dropped.
 */
export async function* readPartitions<T>(
  partitions: AsyncIterable<Partition>,
  read: (partition: Partition) => Promise<T[]>,
  ahead: () => number,
): AsyncGenerator<T[]> {
  const walk = partitions[Symbol.asyncIterator]();
  const reads: Promise<T[]>[] = [];
  let walked = false;
  try {
    for (;;) {
      const wanted = Math.min(MAX_READ_AHEAD, Math.max(1, ahead()));
      while (!walked && reads.length < wanted) {
        const next = await walk.next();
        if (next.done) walked = true;
        else {
          const rows = read(next.value);
          rows.catch(() => undefined); // awaited below, or dropped; no unhandled rejection meanwhile
          reads.push(rows);
        }
      }
      const rows = reads.shift();
      if (!rows) return;
      yield await rows;
    }
  } finally {
    await walk.return?.(undefined);
  }
}

/**
 * One page newest first: reads `partitions` (disjoint, newest first) with `read` until `limit`
 * records older than `beforeId` are found. `read` returns a partition's records in any order (those
 * it leaves out are not in the list). `readAhead` partitions are read at once to begin with (by
 * default the least the page can need, `leastPartitions`; more for walks whose partitions hold few
 * matches, such as a search); after that, as many at once as the page still needs at the number of
 * records the partitions read so far held (`partitionsFor`), so a page of a sparse scope costs a few
 * rounds, not one per partition.
 */
export async function pageByPartitions<T extends { id: string }>(
  partitions: AsyncIterable<Partition>,
  read: (partition: Partition) => Promise<T[]>,
  beforeId: string | null,
  limit: number,
  readAhead = leastPartitions(limit, beforeId),
): Promise<T[]> {
  const out: T[] = [];
  let rows = 0;
  let done = 0;
  const ahead = () => partitionsFor(limit - out.length, rows, done, readAhead);
  for await (const partition of readPartitions(partitions, read, ahead)) {
    rows += partition.length;
    done++;
    out.push(
      ...partition
        .filter((row) => beforeId === null || row.id < beforeId)
        .sort((a, b) => (a.id < b.id ? 1 : -1)),
    );
    if (out.length >= limit) break;
  }
  return out.slice(0, limit);
}
