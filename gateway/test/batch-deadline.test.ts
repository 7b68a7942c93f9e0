import { type Stack, startStack } from '@rapport/testkit';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** contacts' upserts in flight at once (BATCH_CONCURRENCY): those may still finish after the deadline. */
const IN_FLIGHT = 6;

// A batch the gateway gave up on (504) must not keep writing: the services start no input after the
// call's deadline (issue 24 #8). Before, contacts went on until every input was written.
describe('batches and the gateway deadline', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: ['companies', 'contacts'], env: { GRPC_DEADLINE_MS: '500' } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('when a batch outlives the deadline, then it answers 504 and no input starts after it', async () => {
    const { token } = await stack.tenant(['*']);
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
    const count = async () =>
      (await stack.request('GET', '/v1/people?limit=100', { token })).body.data.length;

    const batch = await stack.request('POST', '/v1/people/batch', { token, body: { inputs } });
    expect(batch.status).toBe(504);
    const atAnswer = await count();
    await sleep(3_000);
    const later = await count();
    expect(later).toBeLessThan(100);
    expect(later - atAnswer).toBeLessThanOrEqual(IN_FLIGHT);
  });
});
