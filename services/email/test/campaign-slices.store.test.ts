import { randomUUID } from 'node:crypto';
import type { Recipient } from '../src/campaigns/domain/campaign.types';
import { type EmailStore, openStore } from '../src/store/open-store';

// The campaign store on the real FerretDB: one claim and one outcome document per slice.
describe('campaign slice claims and outcomes (store)', () => {
  let store: EmailStore;
  const org = `org-${randomUUID()}`;
  const campaignId = `c-${randomUUID()}`;
  const batchId = `${campaignId}:1`;
  const recipient = (n: number): Recipient => ({
    id: `${campaignId}:p${n}`,
    organizationId: org,
    campaignId,
    personId: `p${n}`,
    batchId,
    email: `p${n}@example.test`,
    state: 'pending',
    sendId: `send-${n}-${randomUUID()}`,
    attempts: 0,
    error: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  beforeAll(async () => {
    store = await openStore(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
    await store.recipients.insertNew([recipient(1), recipient(2)]);
  });
  afterAll(() => store.close());

  it('when two workers take the same link of a chain, then only the first holds it, and the chain reads in order', async () => {
    const link = (seq: number) => ({ seq, keys: [`${campaignId}:p${seq}#1`], claimedAt: new Date() });
    expect(await store.claims.claim(org, batchId, link(2))).toBe(true);
    expect(await store.claims.claim(org, batchId, link(1))).toBe(true);
    expect(await store.claims.claim(org, batchId, link(1))).toBe(false);
    expect((await store.claims.ofBatch(org, batchId)).map((c) => c.seq)).toEqual([1, 2]);
    expect(await store.claims.ofBatch(`other-${org}`, batchId)).toEqual([]);
  });

  it('when an attempt has two outcomes, then the first written stands; a later attempt replaces it', async () => {
    const p1 = `${campaignId}:p1`;
    const p2 = `${campaignId}:p2`;
    await store.recipients.record(org, batchId, `${batchId}#1!unknown`, [
      { id: p1, state: 'unknown', attempts: 1, error: 'outcome unknown' },
    ]);
    // Written later (documents are ordered by their write time).
    await new Promise((resolve) => setTimeout(resolve, 5));
    await store.recipients.record(org, batchId, `${batchId}#1`, [
      { id: p1, state: 'sent', attempts: 1, error: null },
      { id: p2, state: 'pending', attempts: 1, error: '421 try later' },
    ]);
    // The same key again is dropped, whatever it says.
    await store.recipients.record(org, batchId, `${batchId}#1`, [
      { id: p2, state: 'failed', attempts: 1, error: 'x' },
    ]);
    let records = await store.recipients.findBatch(org, batchId);
    expect(records.map((r) => [r.personId, r.state, r.attempts, r.error]).sort()).toEqual([
      ['p1', 'unknown', 1, 'outcome unknown'],
      ['p2', 'pending', 1, '421 try later'],
    ]);
    await store.recipients.record(org, batchId, `${batchId}#3`, [
      { id: p2, state: 'sent', attempts: 2, error: null },
    ]);
    records = await store.recipients.findBatch(org, batchId);
    expect(records.find((r) => r.personId === 'p2')).toMatchObject({
      state: 'sent',
      attempts: 2,
      error: null,
    });
    // Another organization reads nothing of it.
    expect(await store.recipients.findBatch(`other-${org}`, batchId)).toEqual([]);
  });

  it("when a person is deleted, then their record and their outcomes go and the others' stay", async () => {
    expect(await store.recipients.deleteForPerson(org, 'p1')).toBe(1);
    const records = await store.recipients.findBatch(org, batchId);
    expect(records.map((r) => r.personId)).toEqual(['p2']);
    expect(records[0]).toMatchObject({ state: 'sent', attempts: 2 });
    await store.recipients.insertNew([recipient(1)]);
    // Re-recorded, the person starts without the outcomes that quoted them.
    const again = await store.recipients.findBatch(org, batchId);
    expect(again.find((r) => r.personId === 'p1')).toMatchObject({
      state: 'pending',
      attempts: 0,
      error: null,
    });
  });
});
