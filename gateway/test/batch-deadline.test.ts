import { DEFAULTS } from '@rapport/platform';
import { connectMongo } from '@rapport/platform/mongo';
import { type Stack, startStack } from '@rapport/testkit';
import type { Connection } from 'mongoose';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** contacts' upserts in flight at once (BATCH_CONCURRENCY): those may still finish after the deadline. */
const IN_FLIGHT = 6;

// A batch the gateway gave up on (504) must not keep writing: the services start no input after the
// call's deadline (issue 24 #8). Before, contacts went on until every input was written.
describe('batches and the gateway deadline', () => {
  let stack: Stack;
  let contacts: Connection;
  beforeAll(async () => {
    stack = await startStack({ services: ['companies', 'contacts'], env: { GRPC_DEADLINE_MS: '500' } });
    contacts = await connectMongo(process.env.MONGO_URL ?? DEFAULTS.MONGO_URL, 'rapport_contacts');
  });
  afterAll(async () => {
    await contacts?.close();
    await stack?.stop();
  });

  it('when a batch outlives the deadline, then it answers 504 and no input starts after it', async () => {
    const { token, orgId } = await stack.tenant(['*']);
    const tagIds: string[] = [];
    // 60 tags each: a batch's first creates go in together up to 300 links (5 inputs here), the other
    // 95 one by one with 60 links each, far past the 500 ms deadline on any host (with 20 tags the
    // batch sometimes finished in time once the bulk took its first 15 inputs).
    for (let i = 0; i < 60; i++) {
      const tag = await stack.request('POST', '/v1/tags', { token, body: { name: `t${i}` } });
      tagIds.push(tag.body.id);
    }
    const inputs = Array.from({ length: 100 }, (_, i) => ({
      name: `P${i}`,
      email: `p${i}@late.example`,
      tagIds,
    }));
    // Counted in the store: a read through the gateway has the same 500 ms deadline, which a contacts
    // still finishing the batch's last inputs (and recording its events) can miss on a busy host.
    const count = () => contacts.collection('people').countDocuments({ organizationId: orgId });

    const batch = await stack.request('POST', '/v1/people/batch', { token, body: { inputs } });
    expect(batch.status).toBe(504);
    const atAnswer = await count();
    await sleep(3_000);
    const later = await count();
    expect(later).toBeLessThan(100);
    expect(later - atAnswer).toBeLessThanOrEqual(IN_FLIGHT);
  });
});
