import { groupsByKey, runKeyedBatch } from './keyed-batch';

describe('keyed batches', () => {
  it('when items share keys, directly or through others, then they form one group in input order', () => {
    const items = [['a'], ['b'], ['c', 'a'], [], ['b'], ['d', 'c']];
    expect(groupsByKey(items, (keys) => keys)).toEqual([[0, 2, 5], [1, 4], [3]]);
  });

  it('when work runs, then outcomes come back in input order, failures only in their own slot', async () => {
    const sut = await runKeyedBatch(
      [1, 2, 3, 4],
      () => [],
      2,
      async (n) => {
        await new Promise((resolve) => setTimeout(resolve, (5 - n) * 5));
        if (n === 3) throw new Error('three');
        return n * 10;
      },
    );
    expect(sut.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([
      10,
      20,
      'three',
      40,
    ]);
  });

  it('when items share a key, then they never run at once; others run concurrently up to the limit', async () => {
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const sameKey = new Set<number>();
    let overlap = false;
    const items = [0, 1, 2, 3, 4, 5, 6, 7];
    await runKeyedBatch(
      items,
      (n) => (n % 2 === 0 ? ['even'] : [`odd-${n}`]),
      3,
      async (n) => {
        running++;
        peak = Math.max(peak, running);
        if (n % 2 === 0) {
          if (sameKey.size) overlap = true;
          sameKey.add(n);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (n % 2 === 0) {
          sameKey.delete(n);
          order.push(n);
        }
        running--;
      },
    );
    expect(overlap).toBe(false);
    expect(order).toEqual([0, 2, 4, 6]);
    expect(peak).toBe(3);
  });

  it('when the signal aborts mid-batch, then items already running finish and no other item starts', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const results = await runKeyedBatch(
      [0, 1, 2, 3, 4, 5],
      () => [],
      2,
      async (n) => {
        started.push(n);
        if (n === 1) controller.abort(new Error('deadline passed'));
        await new Promise((resolve) => setTimeout(resolve, 5));
        return n;
      },
      controller.signal,
    );
    expect(started).toEqual([0, 1]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(results[2]).toMatchObject({ reason: new Error('deadline passed') });
  });
});
