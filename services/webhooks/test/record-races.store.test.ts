import { randomUUID } from 'node:crypto';
import { buildEvent } from '@rapport/platform';
import type { Delivery, Subscription } from '../src/domain/webhooks.types';
import { openStore, type WebhookStore } from '../src/store/open-store';

/**
 * The audit of issue 42, the webhooks service's records updated in place: on FerretDB v1 an update is
 * a read then a write of the whole document, so two writers of one record at once could undo each
 * other. Each test fires concurrent writes at one record many times, on the real store.
 */
const ROUNDS = 60;
const AT_ONCE = 10;

async function inWaves<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('webhook records written by several writers at once (store, issue 42)', () => {
  let store: WebhookStore;
  const org = `org-${randomUUID()}`;

  beforeAll(async () => {
    store = await openStore(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
  });
  afterAll(() => store.close());

  const subscription = (): Subscription => {
    const now = new Date();
    return {
      id: randomUUID(),
      organizationId: org,
      url: 'http://127.0.0.1:9/hook',
      events: ['contact.*'],
      description: null,
      status: 'enabled',
      disabledReason: null,
      disabledAt: null,
      secret: 'whsec_old',
      failingSince: null,
      createdAt: now,
      updatedAt: now,
    };
  };

  it(`when a PATCH, a secret's rotation and the worker's first failure meet on ${ROUNDS} webhooks, then all three stay`, async () => {
    const lost: number[] = [];
    await inWaves(range(ROUNDS), AT_ONCE, async (i) => {
      const s = subscription();
      await store.subscriptions.create(s);
      const failedAt = new Date();
      await Promise.all([
        store.subscriptions.update(org, s.id, { description: `renamed ${i}` }),
        store.subscriptions.update(org, s.id, { secret: `whsec_new_${i}` }),
        store.subscriptions.markFailing(org, s.id, failedAt),
      ]);
      const now = await store.subscriptions.findById(org, s.id);
      if (
        now?.description !== `renamed ${i}` ||
        now.secret !== `whsec_new_${i}` ||
        now.failingSince?.getTime() !== failedAt.getTime()
      )
        lost.push(i);
    });
    expect(lost).toEqual([]);
  }, 120_000);

  it(`when the worker's two failures meet on ${ROUNDS} webhooks, then the first failure's time stays`, async () => {
    // failingSince is set by the first failure after a success only: a later one must not move it.
    const moved: number[] = [];
    await inWaves(range(ROUNDS), AT_ONCE, async (i) => {
      const s = subscription();
      await store.subscriptions.create(s);
      const first = new Date(Date.now() - 1_000);
      const second = new Date();
      const answers = await Promise.all([
        store.subscriptions.markFailing(org, s.id, first),
        store.subscriptions.markFailing(org, s.id, second),
      ]);
      const now = await store.subscriptions.findById(org, s.id);
      const kept = now?.failingSince?.getTime();
      // Whichever came first stands, and both answers say so.
      if (!kept || answers.some((a) => a?.failingSince?.getTime() !== kept)) moved.push(i);
    });
    expect(moved).toEqual([]);
  }, 120_000);

  const delivery = (subscriptionId: string): Delivery => {
    const now = new Date();
    const event = buildEvent('contact.updated', org, { id: randomUUID() });
    return {
      id: randomUUID(),
      organizationId: org,
      subscriptionId,
      eventId: event.id,
      eventType: event.type,
      event,
      orderKey: null,
      status: 'pending',
      attemptCount: 0,
      windowStart: null,
      nextAttemptAt: now,
      manual: false,
      retryRequests: 0,
      attempts: [],
      createdAt: now,
      updatedAt: now,
    };
  };

  it(`when an attempt's outcome meets the sweeper and the ordering on ${ROUNDS} deliveries, then the attempt stays in the log and the count`, async () => {
    const lost: number[] = [];
    await inWaves(range(ROUNDS), AT_ONCE, async (i) => {
      const d = delivery(randomUUID());
      await store.deliveries.insertOnce([d]);
      const startedAt = new Date();
      await Promise.all([
        // The worker: attempt 1 failed, the next one due later.
        store.deliveries.update(
          org,
          d.id,
          { attemptCount: 1, windowStart: startedAt, nextAttemptAt: new Date(Date.now() + 60_000) },
          {
            number: 1,
            statusCode: 500,
            durationMs: 3,
            error: null,
            startedAt,
            trigger: 'automatic',
          },
        ),
        // The sweeper re-queueing what looks stalled, and a job that found an earlier delivery pending.
        store.deliveries.update(org, d.id, { nextAttemptAt: new Date() }),
        store.deliveries.update(org, d.id, { manual: false }),
      ]);
      const now = await store.deliveries.findById(org, d.id);
      if (now?.attemptCount !== 1 || now.attempts.length !== 1 || !now.windowStart) lost.push(i);
    });
    expect(lost).toEqual([]);
  }, 120_000);
});
