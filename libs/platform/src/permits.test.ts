import { Permits } from './permits';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Permits', () => {
  it('when holders ask for several permits, then each waits for all of them at once, first come first served', async () => {
    const sut = new Permits(5);
    const order: string[] = [];
    await sut.acquire(3);
    const a = sut.acquire(3).then(() => order.push('a'));
    const b = sut.acquire(1).then(() => order.push('b')); // fits now, but waits behind a
    await tick();
    expect([order, sut.held]).toEqual([[], 3]);
    sut.release(3);
    await Promise.all([a, b]);
    expect([order, sut.held]).toEqual([['a', 'b'], 4]);
  });

  it('when more wait than maxWaiting allows, then the next caller is refused at once with its error', async () => {
    const sut = new Permits(1, { maxWaiting: 1, refuse: () => new Error('busy') });
    let release!: () => void;
    const first = sut.run(() => new Promise<void>((resolve) => (release = resolve)));
    const second = sut.run(async () => 'second');
    await expect(sut.run(async () => 'third')).rejects.toThrow('busy');
    release();
    await first;
    await expect(second).resolves.toBe('second');
    expect(sut.held).toBe(0);
  });

  it('when a holder asks for more permits than exist, then it fails instead of waiting forever', async () => {
    await expect(new Permits(2).acquire(3)).rejects.toThrow(RangeError);
  });
});
