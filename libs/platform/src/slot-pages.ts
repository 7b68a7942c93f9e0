import type { Partition } from './slots';

/**
 * One page newest first: reads `partitions` (disjoint, newest first) with `read` until `limit`
 * records older than `beforeId` are found. `read` returns a partition's records in any order (those
 * it leaves out are not in the list). `readAhead` partitions are read at once: for walks whose
 * partitions hold few matches (a search), not for lists whose first partition fills a page.
 */
export async function pageByPartitions<T extends { id: string }>(
  partitions: AsyncIterable<Partition>,
  read: (partition: Partition) => Promise<T[]>,
  beforeId: string | null,
  limit: number,
  readAhead = 1,
): Promise<T[]> {
  const walk = partitions[Symbol.asyncIterator]();
  const reads: Promise<T[]>[] = [];
  let walked = false;
  const out: T[] = [];
  try {
    for (;;) {
      while (!walked && reads.length < readAhead) {
        const next = await walk.next();
        if (next.done) walked = true;
        else {
          const rows = read(next.value);
          rows.catch(() => undefined); // awaited below; no unhandled rejection meanwhile
          reads.push(rows);
        }
      }
      const rows = reads.shift();
      if (!rows) break;
      out.push(
        ...(await rows)
          .filter((row) => beforeId === null || row.id < beforeId)
          .sort((a, b) => (a.id < b.id ? 1 : -1)),
      );
      if (out.length >= limit) break;
    }
  } finally {
    await walk.return?.(undefined);
  }
  return out.slice(0, limit);
}

/** Several newest-first streams of ids as one, newest first, each id once. */
export async function* mergeDesc(streams: AsyncIterator<string>[]): AsyncGenerator<string> {
  const heads = await Promise.all(streams.map((s) => s.next()));
  let last: string | null = null;
  for (;;) {
    let top = -1;
    heads.forEach((head, i) => {
      if (!head.done && (top < 0 || head.value > (heads[top]!.value as string))) top = i;
    });
    if (top < 0) return;
    const id = heads[top]!.value as string;
    if (id !== last) yield id;
    last = id;
    heads[top] = await streams[top]!.next();
  }
}
