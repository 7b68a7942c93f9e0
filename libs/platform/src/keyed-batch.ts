/**
 * Runs `work` over `items` with at most `concurrency` calls at once, and returns each outcome in
 * input order. Items that share a key (any of `keysOf(item)`, e.g. a phone or a domain) run one
 * after another in input order, so two inputs about one record never race and the later one sees the
 * earlier one's write (the batch upserts of contacts and companies). Once `signal` aborts (the caller's
 * deadline passed), no item starts: those not started fail with the signal's reason, the ones running
 * finish.
 */
export async function runKeyedBatch<T, R>(
  items: readonly T[],
  keysOf: (item: T) => readonly string[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
  signal?: AbortSignal,
): Promise<PromiseSettledResult<R>[]> {
  const results: PromiseSettledResult<R>[] = new Array(items.length);
  const groups = groupsByKey(items, keysOf);
  let next = 0;
  const worker = async () => {
    while (next < groups.length) {
      const group = groups[next++]!;
      for (const index of group) {
        if (signal?.aborted) {
          results[index] = { status: 'rejected', reason: signal.reason };
          continue;
        }
        try {
          results[index] = { status: 'fulfilled', value: await work(items[index]!, index) };
        } catch (reason) {
          results[index] = { status: 'rejected', reason };
        }
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, groups.length)) }, worker));
  return results;
}

/** Indexes of the items, grouped so that items sharing any key are in one group (in input order). */
export function groupsByKey<T>(items: readonly T[], keysOf: (item: T) => readonly string[]): number[][] {
  const parent = items.map((_item, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) {
      parent[index] = parent[parent[index]!]!;
      index = parent[index]!;
    }
    return index;
  };
  const owner = new Map<string, number>();
  items.forEach((item, index) => {
    for (const key of keysOf(item)) {
      const other = owner.get(key);
      if (other === undefined) owner.set(key, index);
      else parent[root(index)] = root(other);
    }
  });
  const groups = new Map<number, number[]>();
  items.forEach((_item, index) => {
    const group = groups.get(root(index));
    if (group) group.push(index);
    else groups.set(root(index), [index]);
  });
  return [...groups.values()];
}
