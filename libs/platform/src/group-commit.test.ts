import { GroupCommit } from './group-commit';

describe('GroupCommit', () => {
  /** A flush that holds until released, recording what it got. */
  function held(fail: (items: number[]) => boolean = () => false) {
    const flushed: number[][] = [];
    const releases: (() => void)[] = [];
    const flush = (items: number[]) =>
      new Promise<void>((resolve, reject) => {
        flushed.push(items);
        releases.push(() => (fail(items) ? reject(new Error(`refused ${items}`)) : resolve()));
      });
    const releaseAll = async () => {
      while (releases.length) {
        releases.shift()!();
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    return { flushed, flush, releaseAll };
  }

  it('when adds arrive while a flush runs, then they go out together in the next one', async () => {
    const store = held();
    const sut = new GroupCommit(store.flush);
    const adds = [sut.add([1]), sut.add([2, 3]), sut.add([4])];
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.flushed).toEqual([[1]]);
    await store.releaseAll();
    await Promise.all(adds);
    expect(store.flushed).toEqual([[1], [2, 3, 4]]);
  });

  it('when a shared flush fails, then each add is retried alone and only the failing one rejects', async () => {
    const store = held((items) => items.includes(3));
    const sut = new GroupCommit(store.flush);
    const adds = [sut.add([1]), sut.add([2]), sut.add([3]), sut.add([4])].map((p) =>
      p.then(
        () => 'saved',
        (err: Error) => err.message,
      ),
    );
    await store.releaseAll();
    expect(await Promise.all(adds)).toEqual(['saved', 'saved', 'refused 3', 'saved']);
    expect(store.flushed).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('when a flush would exceed maxItems, then the rest waits for the next flush', async () => {
    const store = held();
    const sut = new GroupCommit(store.flush, { maxItems: 2 });
    const adds = [sut.add([1]), sut.add([2]), sut.add([3]), sut.add([4])];
    await store.releaseAll();
    await Promise.all(adds);
    expect(store.flushed).toEqual([[1], [2, 3], [4]]);
  });
  it("when a flush answers per item, then each add settles with its own items' first error", async () => {
    const flushed: number[][] = [];
    const sut = new GroupCommit<number>(async (items) => {
      flushed.push(items);
      return items.map((n) => (n % 3 === 0 ? new Error(`taken ${n}`) : undefined));
    });
    const outcome = (p: Promise<void>) =>
      p.then(
        () => 'saved',
        (err: Error) => err.message,
      );
    const adds = [sut.add([1]), sut.add([2, 3]), sut.add([4]), sut.add([6, 5, 9])].map(outcome);
    expect(await Promise.all(adds)).toEqual(['saved', 'taken 3', 'saved', 'taken 6']);
    // No add was retried: the flush said which items failed.
    expect(flushed).toEqual([[1], [2, 3, 4, 6, 5, 9]]);
  });

  it('when a shared flush throws and alone is false, then every add of it rejects and nothing is retried', async () => {
    const store = held((items) => items.length > 1);
    const sut = new GroupCommit(store.flush, { alone: false });
    const adds = [sut.add([1]), sut.add([2]), sut.add([3])].map((p) =>
      p.then(
        () => 'saved',
        (err: Error) => err.message,
      ),
    );
    await store.releaseAll();
    expect(await Promise.all(adds)).toEqual(['saved', 'refused 2,3', 'refused 2,3']);
    expect(store.flushed).toEqual([[1], [2, 3]]);
  });

  it('when lingerMs is set, then concurrent adds wait that long for more (unless maxItems wait) and a lone writer never waits', async () => {
    jest.useFakeTimers();
    try {
      const flushed: number[][] = [];
      const sut = new GroupCommit<number>(
        async (items) => {
          flushed.push(items);
        },
        { lingerMs: 10, maxItems: 4 },
      );
      // One add after another: each goes at once.
      await sut.add([1]);
      await sut.add([2]);
      expect(flushed).toEqual([[1], [2]]);
      // Two at once: they wait for a third.
      const first = [sut.add([3]), sut.add([4])];
      await jest.advanceTimersByTimeAsync(5);
      expect(flushed).toEqual([[1], [2]]);
      first.push(sut.add([5]));
      await jest.advanceTimersByTimeAsync(5);
      await Promise.all(first);
      expect(flushed).toEqual([[1], [2], [3, 4, 5]]);
      // Writers are concurrent now: one add waits too, and four waiting go at once.
      const next = sut.add([6]);
      await jest.advanceTimersByTimeAsync(0);
      expect(flushed).toHaveLength(3);
      const full = [sut.add([7, 8]), sut.add([9])];
      await jest.advanceTimersByTimeAsync(0);
      await Promise.all([next, ...full]);
      expect(flushed).toEqual([[1], [2], [3, 4, 5], [6, 7, 8, 9]]);
    } finally {
      jest.useRealTimers();
    }
  });
});
