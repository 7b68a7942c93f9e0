import { Attempts, createLogger, MemoryAttemptStore } from '@rapport/platform';
import { AttemptLimits } from './attempt-limits';
import { DeliveryService, duration } from './delivery.service';
import type {
  DeliveryJobs,
  DeliveryRepository,
  DeliveryWrite,
  SubscriptionRepository,
  WebhookSender,
} from './webhooks.ports';
import type { Delivery, DeliveryJob, SendOutcome, Subscription } from './webhooks.types';

const T0 = new Date('2026-11-23T10:00:00.000Z');
const ORG = 'org-1';

function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 'sub-1',
    organizationId: ORG,
    url: 'https://hooks.example.com/x',
    events: ['*'],
    description: null,
    status: 'enabled',
    disabledReason: null,
    disabledAt: null,
    secret: 'whsec_test',
    failingSince: null,
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

function delivery(id: string, eventId: string, overrides: Partial<Delivery> = {}): Delivery {
  return {
    id,
    organizationId: ORG,
    subscriptionId: 'sub-1',
    eventId,
    eventType: 'contact.updated',
    event: {
      id: eventId,
      type: 'contact.updated',
      occurredAt: T0.toISOString(),
      organizationId: ORG,
      data: {},
    },
    orderKey: 'sub-1:contact:c1',
    status: 'pending',
    attemptCount: 0,
    windowStart: null,
    nextAttemptAt: T0,
    manual: false,
    retryRequests: 0,
    attempts: [],
    createdAt: T0,
    updatedAt: T0,
    ...overrides,
  };
}

/** The service over plain in-memory ports (the store's own behaviour is tested against FerretDB). */
function setup(
  options: {
    outcomes?: SendOutcome[];
    subscription?: Subscription;
    now?: () => Date;
    limits?: AttemptLimits;
    /** Runs while the receiver has the request (what happens during an attempt). */
    duringSend?: (deliveries: Map<string, Delivery>) => void;
  } = {},
) {
  const deliveries = new Map<string, Delivery>();
  let sub = options.subscription ?? subscription();
  const store = new MemoryAttemptStore<SendOutcome>();
  // What another worker left: the claim `<deliveryId>:<n>` made (and so started) at `at`.
  const claims = {
    set: (key: string, at: Date) => {
      const [subject, n] = key.split(':');
      store.put({
        subject: subject!,
        n: Number(n),
        claimedAt: at,
        startedAt: at,
        leaseUntil: new Date(at.getTime() + 30_000),
      });
    },
  };
  const scheduled: { job: DeliveryJob; delayMs: number }[] = [];
  const sent: { url: string; headers: Record<string, string> }[] = [];
  const outcomes = [...(options.outcomes ?? [])];
  const now = options.now ?? (() => T0);
  const subscriptions = {
    findById: async () => sub,
    update: async (_o: string, _i: string, changes: Partial<Subscription>) => (sub = { ...sub, ...changes }),
    markFailing: async (_o: string, _i: string, at: Date) =>
      (sub = { ...sub, failingSince: sub.failingSince ?? at }),
  } as unknown as SubscriptionRepository;
  const repo = {
    findById: async (_o: string, id: string) => deliveries.get(id) ?? null,
    pendingWithKey: async (_o: string, key: string) =>
      [...deliveries.values()].filter((d) => d.orderKey === key && d.status === 'pending'),
    update: async (
      _o: string,
      id: string,
      changes: Partial<Delivery>,
      attempt?: Delivery['attempts'][number],
    ) => {
      const d = deliveries.get(id);
      if (!d) return false;
      deliveries.set(id, { ...d, ...changes, attempts: attempt ? [...d.attempts, attempt] : d.attempts });
      return true;
    },
    change: async (_o: string, id: string, decide: (current: Delivery) => DeliveryWrite | null) => {
      const d = deliveries.get(id);
      const write = d && decide(d);
      if (!d || !write) return null;
      const { changes, attempt } = write;
      const written = { ...d, ...changes, attempts: attempt ? [...d.attempts, attempt] : d.attempts };
      deliveries.set(id, written);
      return written;
    },
  } as unknown as DeliveryRepository;
  const jobs: DeliveryJobs = { schedule: async (job, delayMs) => void scheduled.push({ job, delayMs }) };
  const sender: WebhookSender = {
    send: async (request) => {
      sent.push(request);
      options.duringSend?.(deliveries);
      return outcomes.shift() ?? { statusCode: 200, durationMs: 5, error: null };
    },
  };
  const sut = new DeliveryService(
    subscriptions,
    repo,
    new Attempts(store, { leaseMs: 30_000, now }),
    jobs,
    sender,
    {
      schedule: { baseDelayMs: 1_000, maxDelayMs: 4_000, windowMs: 10_000 },
      leaseMs: 30_000,
      disableAfterMs: 86_400_000,
      defer: { baseDelayMs: 250, maxDelayMs: 1_000 },
    },
    options.limits ?? new AttemptLimits({ perOrganization: 8, perTarget: 4 }),
    createLogger('test', 'silent'),
    now,
  );
  return { sut, repo, deliveries, claims, scheduled, sent, sub: () => sub };
}

const fail: SendOutcome = { statusCode: 500, durationMs: 3, error: 'HTTP 500' };
const job = (deliveryId: string, attempt = 1) => ({ deliveryId, organizationId: ORG, attempt });

describe('DeliveryService', () => {
  it('when the receiver answers 2xx, then the delivery succeeds, signed, and the next delivery of its key is queued', async () => {
    const { sut, deliveries, sent, scheduled } = setup();
    deliveries.set('d1', delivery('d1', 'e1'));
    deliveries.set('d2', delivery('d2', 'e2', { nextAttemptAt: null }));
    expect(await sut.process(job('d1'))).toBe('sent');
    expect(deliveries.get('d1')).toMatchObject({ status: 'succeeded', attemptCount: 1 });
    expect(sent[0]!.headers['Rapport-Signature']).toMatch(/^t=1795428000,v1=[0-9a-f]{64}$/);
    expect(scheduled).toEqual([{ job: job('d2'), delayMs: 0 }]);
  });

  it('when an earlier event of the same key is pending, then the delivery waits without an attempt', async () => {
    const { sut, deliveries, sent } = setup();
    deliveries.set('d1', delivery('d1', 'e1', { attemptCount: 1 }));
    deliveries.set('d2', delivery('d2', 'e2'));
    expect(await sut.process(job('d2'))).toBe('waiting');
    expect(sent).toHaveLength(0);
    expect(deliveries.get('d2')!.nextAttemptAt).toBeNull();
  });

  it('when an attempt fails inside the window, then the next attempt is queued after the backoff', async () => {
    const { sut, deliveries, scheduled, sub } = setup({ outcomes: [fail] });
    deliveries.set('d1', delivery('d1', 'e1'));
    expect(await sut.process(job('d1'))).toBe('retrying');
    expect(scheduled).toEqual([{ job: job('d1', 2), delayMs: 1_000 }]);
    expect(deliveries.get('d1')).toMatchObject({ status: 'pending', attemptCount: 1, windowStart: T0 });
    expect(deliveries.get('d1')!.attempts).toEqual([
      { number: 1, statusCode: 500, durationMs: 3, error: 'HTTP 500', startedAt: T0, trigger: 'automatic' },
    ]);
    expect(sub().failingSince).toEqual(T0);
  });

  it('when the window is used up without any success, then the delivery fails and the webhook is disabled', async () => {
    const later = new Date(T0.getTime() + 9_500);
    const { sut, deliveries, scheduled, sub } = setup({
      outcomes: [fail],
      now: () => later,
      subscription: subscription({ failingSince: T0 }),
    });
    deliveries.set('d1', delivery('d1', 'e1', { attemptCount: 3, windowStart: T0 }));
    expect(await sut.process(job('d1', 4))).toBe('failed');
    expect(scheduled).toEqual([]);
    expect(deliveries.get('d1')).toMatchObject({ status: 'failed', attemptCount: 4 });
    expect(sub()).toMatchObject({
      status: 'disabled',
      disabledReason: 'every delivery attempt failed for 9.5 seconds (last: HTTP 500)',
    });
  });

  it('when the webhook is disabled, then automatic attempts end failed and manual ones are still made', async () => {
    const { sut, deliveries, sent } = setup({ subscription: subscription({ status: 'disabled' }) });
    deliveries.set('d1', delivery('d1', 'e1'));
    deliveries.set('d2', delivery('d2', 'e2', { orderKey: null, manual: true }));
    expect(await sut.process(job('d1'))).toBe('failed');
    expect(await sut.process(job('d2'))).toBe('sent');
    expect(sent).toHaveLength(1);
    expect(deliveries.get('d2')!.attempts[0]!.trigger).toBe('manual');
  });

  it.each([
    ['succeeds', [], 'sent'],
    ['fails for good', [fail], 'retrying'],
  ] as const)(
    'when a retry is asked through the API while an attempt is made and the attempt %s, then the delivery stays pending and manual, and the next attempt is queued now',
    async (_, outcomes, result) => {
      const later = new Date(T0.getTime() + 9_500);
      const { sut, deliveries, scheduled } = setup({
        outcomes: [...outcomes],
        now: () => later,
        // What DeliveriesService.retry writes, in the middle of the POST.
        duringSend: (stored) => {
          const d = stored.get('d1')!;
          stored.set('d1', { ...d, status: 'pending', manual: true, windowStart: null, retryRequests: 1 });
        },
      });
      deliveries.set('d1', delivery('d1', 'e1', { orderKey: null, attemptCount: 3, windowStart: T0 }));
      expect(await sut.process(job('d1', 4))).toBe(result);
      expect(deliveries.get('d1')).toMatchObject({ status: 'pending', manual: true, attemptCount: 4 });
      expect(deliveries.get('d1')!.attempts.map((a) => a.number)).toEqual([4]);
      expect(scheduled).toEqual([{ job: job('d1', 5), delayMs: 0 }]);
    },
  );

  it('when a retry is asked while a job finds its webhook disabled or an earlier delivery pending, then the delivery is left for the retry', async () => {
    // The job read each delivery before the retry: its copy says automatic.
    const readBeforeRetry = (found: ReturnType<typeof setup>, id: string) => {
      const stale = found.deliveries.get(id)!;
      found.deliveries.set(id, { ...stale, manual: true, retryRequests: 1, nextAttemptAt: T0 });
      found.repo.findById = async (_o, wanted) =>
        wanted === id ? stale : (found.deliveries.get(wanted) ?? null);
    };
    const closing = setup({ subscription: subscription({ status: 'disabled' }) });
    closing.deliveries.set('d1', delivery('d1', 'e1'));
    readBeforeRetry(closing, 'd1');
    await closing.sut.process(job('d1'));
    expect(closing.deliveries.get('d1')).toMatchObject({ status: 'pending', manual: true });

    const waiting = setup();
    waiting.deliveries.set('d0', delivery('d0', 'e0', { attemptCount: 1 }));
    waiting.deliveries.set('d1', delivery('d1', 'e1'));
    readBeforeRetry(waiting, 'd1');
    expect(await waiting.sut.process(job('d1'))).toBe('waiting');
    expect(waiting.deliveries.get('d1')).toMatchObject({ status: 'pending', nextAttemptAt: T0 });
  });

  it('when a job is stale or its attempt is claimed, then no second POST is made; a claim past its lease counts as a failed attempt', async () => {
    const { sut, deliveries, claims, scheduled, sent } = setup();
    deliveries.set('d1', delivery('d1', 'e1', { orderKey: null, attemptCount: 2 }));
    expect(await sut.process(job('d1', 2))).toBe('skipped');
    claims.set('d1:3', new Date(T0.getTime() - 1_000));
    expect(await sut.process(job('d1', 3))).toBe('skipped');
    expect(scheduled).toEqual([{ job: job('d1', 3), delayMs: 30_000 }]);
    claims.set('d1:3', new Date(T0.getTime() - 31_000));
    expect(await sut.process(job('d1', 3))).toBe('retrying');
    expect(sent).toHaveLength(0);
    expect(deliveries.get('d1')!.attempts.at(-1)).toMatchObject({
      number: 3,
      error: 'the worker stopped during the attempt',
    });
  });

  it('when the organization or the target has its attempts in flight, then the job comes back later, each time later, with nothing written', async () => {
    const limits = new AttemptLimits({ perOrganization: 2, perTarget: 1 });
    const { sut, deliveries, scheduled, sent } = setup({ limits });
    const stored = delivery('d1', 'e1', { orderKey: null });
    deliveries.set('d1', stored);
    const busyTarget = limits.tryStart('org-2', 'https://hooks.example.com:443/other');
    expect(await sut.process(job('d1'))).toBe('deferred');
    // Back again: its target, now known from the job, is still busy.
    expect(await sut.process(scheduled.at(-1)!.job)).toBe('deferred');
    busyTarget!();
    const busyOrganization = limits.tryStart(ORG, 'https://elsewhere.example.com/');
    limits.tryStart(ORG, 'https://third.example.com/');
    expect(await sut.process(scheduled.at(-1)!.job)).toBe('deferred');
    expect(await sut.process({ ...job('d1'), deferrals: 6 })).toBe('deferred');
    const target = 'https://hooks.example.com';
    expect(scheduled).toEqual([
      { job: { ...job('d1'), deferrals: 1, target }, delayMs: 250 },
      { job: { ...job('d1'), deferrals: 2, target }, delayMs: 500 },
      { job: { ...job('d1'), deferrals: 3, target }, delayMs: 1_000 },
      { job: { ...job('d1'), deferrals: 7 }, delayMs: 1_000 },
    ]);
    expect(sent).toHaveLength(0);
    expect(deliveries.get('d1')).toEqual(stored);
    busyOrganization!();
    expect(await sut.process(scheduled[2]!.job)).toBe('sent');
    // Its slots are given back once the receiver answered.
    expect(limits.tryStart(ORG, 'https://hooks.example.com/x')).not.toBeNull();
  });

  it('when durations are described, then the largest fitting unit is used', () => {
    expect([86_400_000, 3_600_000, 90_000, 1_500, 999].map(duration)).toEqual([
      '24 hours',
      '1 hour',
      '1.5 minutes',
      '1.5 seconds',
      '999 ms',
    ]);
  });
});
