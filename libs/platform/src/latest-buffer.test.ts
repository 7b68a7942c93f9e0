import pino from 'pino';
import { LatestBuffer } from './latest-buffer';

const logger = pino({ level: 'silent' });
const later = (held: number, recorded: number) => Math.max(held, recorded);

describe('LatestBuffer', () => {
  it('when a key is recorded twice, then keep chooses the value the batch carries', async () => {
    const batches: Map<string, number>[] = [];
    const sut = new LatestBuffer<number>('test', 1_000, async (b) => void batches.push(b), logger, later);
    sut.record('a', 5);
    sut.record('a', 3);
    sut.record('b', 1);
    await sut.flush();
    expect(batches).toEqual([
      new Map([
        ['a', 5],
        ['b', 1],
      ]),
    ]);
  });

  it('when writes are asked for concurrently, then batches reach the sink one at a time', async () => {
    let active = 0;
    let maxActive = 0;
    const written: number[] = [];
    const sut = new LatestBuffer<number>(
      'test',
      1_000,
      async (b) => {
        active++;
        maxActive = Math.max(maxActive, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        written.push(...b.values());
        active--;
      },
      logger,
    );
    await Promise.all([1, 2, 3, 4].map((n) => sut.write([[`k${n}`, n]])));
    expect(maxActive).toBe(1);
    expect(written.sort()).toEqual([1, 2, 3, 4]);
  });

  it('when the write fails, then write rejects and the values stay for the next flush, later ones merged by keep', async () => {
    const batches: Map<string, number>[] = [];
    let fail = true;
    const sut = new LatestBuffer<number>(
      'test',
      1_000,
      async (b) => {
        if (fail) throw new Error('store down');
        batches.push(b);
      },
      logger,
      later,
    );
    await expect(sut.write([['a', 7]])).rejects.toThrow(/could not write/);
    sut.record('a', 6);
    sut.record('b', 2);
    fail = false;
    await sut.write([]);
    expect(batches).toEqual([
      new Map([
        ['a', 7],
        ['b', 2],
      ]),
    ]);
  });
});
