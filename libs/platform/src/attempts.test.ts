import { Attempts } from './attempts';
import { MemoryAttemptStore } from './attempts.memory';

type Outcome = { status: 'sent' | 'failed' };

const T0 = new Date('2026-11-24T10:00:00.000Z');
const LEASE = 10_000;

function setup() {
  let now = T0;
  const store = new MemoryAttemptStore<Outcome>();
  const sut = new Attempts<Outcome>(store, { leaseMs: LEASE, now: () => now });
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return { sut, store, advance };
}

describe('Attempts', () => {
  it('when two workers claim one attempt, then one holds it and the other sees it running', async () => {
    const { sut } = setup();
    const first = await sut.claim('send-1', 1);
    const second = await sut.claim('send-1', 1);
    expect(first.claimed).toBe(true);
    expect(second).toEqual({
      claimed: false,
      other: { state: 'running', n: 1, leaseUntil: new Date(T0.getTime() + LEASE) },
    });
  });

  it('when the holder starts and finishes, then the outcome is done for everyone, and a second outcome does not replace it', async () => {
    const { sut, advance } = setup();
    const claim = await sut.claim('send-1', 1);
    if (!claim.claimed) throw new Error('not claimed');
    expect(await claim.attempt.start()).toBe(true);
    advance(5);
    await claim.attempt.finish({ status: 'sent' });
    await sut.settle('send-1', 1, { status: 'failed' });
    expect(await sut.latest('send-1')).toEqual({
      state: 'done',
      n: 1,
      outcome: { status: 'sent' },
      startedAt: T0,
      finishedAt: new Date(T0.getTime() + 5),
    });
    expect(await sut.claim('send-1', 1)).toMatchObject({ claimed: false, other: { state: 'done' } });
  });

  it('when a started attempt outlives its lease without an outcome, then it is unknown and nobody claims it again', async () => {
    const { sut, advance } = setup();
    const claim = await sut.claim('send-1', 1, { started: true });
    expect(claim.claimed).toBe(true);
    advance(LEASE);
    expect(await sut.latest('send-1')).toEqual({ state: 'unknown', n: 1, startedAt: T0 });
    expect(await sut.claim('send-1', 1)).toEqual({
      claimed: false,
      other: { state: 'unknown', n: 1, startedAt: T0 },
    });
  });

  it('when the start renews the lease, then the attempt runs a full lease from its start', async () => {
    const { sut, advance } = setup();
    const claim = await sut.claim('send-1', 1);
    if (!claim.claimed) throw new Error('not claimed');
    advance(LEASE - 1);
    expect(await claim.attempt.start()).toBe(true);
    advance(LEASE - 1);
    expect(await sut.latest('send-1')).toMatchObject({ state: 'running' });
  });

  it('when a claim never started and its lease ran out, then the next worker takes it over and the dead holder cannot start', async () => {
    const { sut, advance } = setup();
    const dead = await sut.claim('send-1', 1);
    if (!dead.claimed) throw new Error('not claimed');
    advance(LEASE);
    const next = await sut.claim('send-1', 1);
    expect(next.claimed).toBe(true);
    expect(await dead.attempt.start()).toBe(false);
    if (next.claimed) expect(await next.attempt.start()).toBe(true);
  });

  it('when a holder wakes after its lease ran out, then it does not start even before anyone took over', async () => {
    const { sut, advance } = setup();
    const slow = await sut.claim('send-1', 1);
    if (!slow.claimed) throw new Error('not claimed');
    advance(LEASE);
    expect(await slow.attempt.start()).toBe(false);
  });

  it('when the latest attempt was abandoned before its start, then it is released and the one before counts', async () => {
    const { sut, store } = setup();
    store.put({ subject: 'send-1', n: 1, outcome: { status: 'failed' }, finishedAt: T0 });
    store.put({ subject: 'send-1', n: 2, leaseUntil: new Date(T0.getTime() - 1) });
    expect(await sut.latest('send-1')).toMatchObject({ state: 'done', n: 1, outcome: { status: 'failed' } });
    expect(store.records.has('send-1#2')).toBe(false);
    expect((await sut.claim('send-1', 2)).claimed).toBe(true);
  });

  it('when the holder releases its attempt, then the same number can be claimed again', async () => {
    const { sut } = setup();
    const claim = await sut.claim('msg-1', 1, { started: true });
    if (!claim.claimed) throw new Error('not claimed');
    await claim.attempt.release();
    expect(await sut.latest('msg-1')).toBeNull();
    expect((await sut.claim('msg-1', 1)).claimed).toBe(true);
  });

  it('when subjects or tags are deleted, then their attempts go and the others stay', async () => {
    const { sut, store } = setup();
    await sut.claim('a', 1, { tags: { subscriptionId: 's1' } });
    await sut.claim('b', 1, { tags: { subscriptionId: 's2' } });
    await sut.claim('c', 1, { tags: { subscriptionId: 's2' } });
    await store.deleteTagged({ subscriptionId: 's2' });
    await store.deleteSubjects(['a']);
    expect(store.records.size).toBe(0);
    await sut.claim('d', 1);
    expect([...store.records.keys()]).toEqual(['d#1']);
  });
});
