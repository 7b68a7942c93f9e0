import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { identityProto, type ServiceClient } from '@rapport/contracts';
import { newId, unary } from '@rapport/platform';
import { connectMongo } from '@rapport/platform/mongo';
import type { Connection } from 'mongoose';
import { IdempotencyService } from '../src/domain/idempotency.service';
import { loadConfig, type RunningIdentity, start } from '../src/main';
import { MongoIdempotencyRepository, registerIdempotencyModel } from '../src/store/idempotency.repository';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const FINGERPRINT = 'a'.repeat(43);
const OTHER_FINGERPRINT = 'b'.repeat(43);
const ANSWER = { status: 201, headers: { Location: '/v1/companies/x' }, body: '{"id":"x"}' };

describe('idempotency keys in identity, over gRPC on the real store', () => {
  let server: RunningIdentity;
  let sut: ServiceClient<'identity'>;
  const call = { deadlineMs: 5_000 };

  beforeAll(async () => {
    server = await start(
      loadConfig({ ...process.env, GRPC_LISTEN_ADDR: '127.0.0.1:0', LOG_LEVEL: 'silent' }),
    );
    sut = new (identityProto().rapport.identity.v1.IdentityService)(
      `127.0.0.1:${server.port}`,
      grpc.credentials.createInsecure(),
    );
  });
  afterAll(async () => {
    sut.close();
    await server.stop();
  });

  const claim = (organizationId: string, key: string, fingerprint = FINGERPRINT, leaseMs = 60_000) =>
    unary<any>(call, (md, o, cb) =>
      sut.claimIdempotencyKey({ organizationId, key, fingerprint, leaseMs }, md, o, cb),
    );
  const complete = (organizationId: string, key: string, claimId: string) =>
    unary<any>(call, (md, o, cb) =>
      sut.completeIdempotencyKey({ organizationId, key, claimId, answer: ANSWER }, md, o, cb),
    );
  const release = (organizationId: string, key: string, claimId: string) =>
    unary<any>(call, (md, o, cb) => sut.releaseIdempotencyKey({ organizationId, key, claimId }, md, o, cb));

  it('when a key is claimed, then repeats are in progress, other requests mismatch, and once completed they replay', async () => {
    const org = newId();
    const first = await claim(org, 'order-1');
    expect(first).toMatchObject({ outcome: 'IDEMPOTENCY_OUTCOME_CLAIMED', claimId: expect.any(String) });
    expect((await claim(org, 'order-1')).outcome).toBe('IDEMPOTENCY_OUTCOME_IN_PROGRESS');
    expect((await claim(org, 'order-1', OTHER_FINGERPRINT)).outcome).toBe('IDEMPOTENCY_OUTCOME_MISMATCH');

    await complete(org, 'order-1', first.claimId);

    expect(await claim(org, 'order-1')).toMatchObject({
      outcome: 'IDEMPOTENCY_OUTCOME_REPLAY',
      answer: ANSWER,
    });
    expect((await claim(org, 'order-1', OTHER_FINGERPRINT)).outcome).toBe('IDEMPOTENCY_OUTCOME_MISMATCH');
  });

  it('when 20 claims of one key race, then exactly one wins and the others see it in progress', async () => {
    const org = newId();
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => claim(org, 'race')));
    const counts = outcomes.reduce<Record<string, number>>((acc, o) => {
      acc[o.outcome] = (acc[o.outcome] ?? 0) + 1;
      return acc;
    }, {});
    expect(counts).toEqual({ IDEMPOTENCY_OUTCOME_CLAIMED: 1, IDEMPOTENCY_OUTCOME_IN_PROGRESS: 19 });
  });

  it('when two organizations use the same key, then each has its own', async () => {
    const [a, b] = [newId(), newId()];
    const first = await claim(a, 'shared');
    await complete(a, 'shared', first.claimId);
    expect((await claim(b, 'shared', OTHER_FINGERPRINT)).outcome).toBe('IDEMPOTENCY_OUTCOME_CLAIMED');
    expect((await claim(a, 'shared')).outcome).toBe('IDEMPOTENCY_OUTCOME_REPLAY');
  });

  it('when a claim is released, then the next request with the key runs again', async () => {
    const org = newId();
    const first = await claim(org, 'retry-me');
    await release(org, 'retry-me', first.claimId);
    const second = await claim(org, 'retry-me');
    expect(second.outcome).toBe('IDEMPOTENCY_OUTCOME_CLAIMED');
    expect(second.claimId).not.toBe(first.claimId);
  });

  it('when another organization names a claim, then it can neither complete nor release it', async () => {
    const [owner, intruder] = [newId(), newId()];
    const first = await claim(owner, 'mine');
    await complete(intruder, 'mine', first.claimId);
    await release(intruder, 'mine', first.claimId);
    expect((await claim(owner, 'mine')).outcome).toBe('IDEMPOTENCY_OUTCOME_IN_PROGRESS');
  });

  it('when a claim outlives its lease without an answer, then its outcome is unknown and it never runs again', async () => {
    const org = newId();
    await claim(org, 'crashed', FINGERPRINT, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect((await claim(org, 'crashed')).outcome).toBe('IDEMPOTENCY_OUTCOME_UNKNOWN');
    expect((await claim(org, 'crashed')).outcome).toBe('IDEMPOTENCY_OUTCOME_UNKNOWN');
  });

  it('when a key is empty or longer than 255 characters, then the claim is refused with the rule', async () => {
    for (const key of ['', 'k'.repeat(256)]) {
      await expect(claim(newId(), key)).rejects.toMatchObject({
        code: grpc.status.INVALID_ARGUMENT,
        details: 'key must be 1 to 255 characters',
      });
    }
    await expect(claim('', 'k')).rejects.toMatchObject({ code: grpc.status.INVALID_ARGUMENT });
    await expect(claim(newId(), 'k', 'not a hash')).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
  });
});

describe('expiry of idempotency keys (FerretDB has no TTL indexes)', () => {
  let connection: Connection;
  let model: ReturnType<typeof registerIdempotencyModel>;
  let repo: MongoIdempotencyRepository;
  const orgs: string[] = [];
  let clock: Date;
  let sut: IdempotencyService;
  const DAY = 86_400_000;

  beforeAll(async () => {
    connection = await connectMongo(MONGO_URL, 'rapport_identity');
    model = registerIdempotencyModel(connection);
    await model.createIndexes();
    repo = new MongoIdempotencyRepository(model);
  });
  afterAll(async () => {
    // Records on this test's clock are never swept by a real identity (they expired years ago).
    for (const organizationId of orgs) await model.deleteMany({ organizationId });
    await connection.close();
  });
  beforeEach(() => {
    // A clock of this test's own, far from other tests' hours, so the sweep touches only its records.
    clock = new Date(Date.UTC(2001, 0, 1 + Math.floor(Math.random() * 3000)));
    sut = new IdempotencyService(repo, DAY, () => clock);
  });

  const claim = (org: string, key: string, fingerprint = FINGERPRINT) =>
    sut.claim({ organizationId: org, key, fingerprint, leaseMs: 60_000 });

  it('when a completed key is 24 hours old, then it counts as unused: a new request (even another one) runs', async () => {
    const org = `org-${randomUUID()}`;
    orgs.push(org);
    const first = await claim(org, 'k');
    if (first.outcome !== 'claimed') throw new Error(first.outcome);
    await sut.complete(org, 'k', first.claimId, ANSWER);
    clock = new Date(clock.getTime() + DAY - 1);
    expect((await claim(org, 'k')).outcome).toBe('replay');
    clock = new Date(clock.getTime() + 1);
    expect((await claim(org, 'k', OTHER_FINGERPRINT)).outcome).toBe('claimed');
  });

  it('when the sweep runs, then the records of hours that ended are deleted and younger ones stay', async () => {
    const org = `org-${randomUUID()}`;
    orgs.push(org);
    const old = await claim(org, 'old');
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    await claim(org, 'young');
    clock = new Date(clock.getTime() + DAY - 3_600_000 + 1);

    const from = clock.getTime() - 2 * DAY;
    const sweptTo = await sut.sweep(from);

    expect(sweptTo).toBe(Math.floor(clock.getTime() / 3_600_000) * 3_600_000);
    expect(await repo.findBySlot(`${org}:old`)).toBeNull();
    expect(await repo.findBySlot(`${org}:young`)).toMatchObject({ key: 'young', state: 'running' });
    expect(old.outcome).toBe('claimed');
  });
});
