import { TokenBucket } from './token-bucket';

/** A clock the test moves, and a wait that records how long each caller was told to sleep. */
function fakeTime() {
  const clock = { ms: 0, waits: [] as number[] };
  const now = () => clock.ms;
  const wait = async (ms: number) => {
    clock.waits.push(Math.round(ms));
  };
  return { clock, now, wait };
}

describe('TokenBucket', () => {
  it('when callers stay within the burst, then none waits', async () => {
    const { clock, now, wait } = fakeTime();
    const sut = new TokenBucket(10, now, wait);
    for (let i = 0; i < 10; i++) await sut.take();
    expect(clock.waits).toEqual([]);
  });

  it('when callers exceed the burst at once, then each waits one interval longer than the previous', async () => {
    const { clock, now, wait } = fakeTime();
    const sut = new TokenBucket(10, now, wait);
    for (let i = 0; i < 13; i++) await sut.take();
    expect(clock.waits).toEqual([100, 200, 300]);
  });

  it('when a caller takes several tokens at once, then it waits until the last of them is due', async () => {
    const { clock, now, wait } = fakeTime();
    const sut = new TokenBucket(10, now, wait);
    await sut.take(8);
    await sut.take(5);
    expect(clock.waits).toEqual([300]);
  });

  it('when time passes, then tokens come back at the rate and never above one second of burst', async () => {
    const { clock, now, wait } = fakeTime();
    const sut = new TokenBucket(4, now, wait);
    for (let i = 0; i < 4; i++) await sut.take();
    clock.ms += 500; // two tokens back
    await sut.take();
    await sut.take();
    expect(clock.waits).toEqual([]);
    await sut.take();
    expect(clock.waits).toEqual([250]);
    clock.ms += 60_000; // a long pause refills to the burst, not beyond
    for (let i = 0; i < 4; i++) await sut.take();
    expect(clock.waits).toEqual([250]);
    await sut.take();
    expect(clock.waits).toEqual([250, 250]);
  });

  it('when the rate is 0, then there is no limit', async () => {
    const { clock, now, wait } = fakeTime();
    const sut = new TokenBucket(0, now, wait);
    for (let i = 0; i < 1000; i++) await sut.take();
    expect(clock.waits).toEqual([]);
  });
});
