import { randomUUID } from 'node:crypto';
import { type Stack, startStack } from '@rapport/testkit';
import { deleteQueues, runQueues } from './support/queues';

// A webhook carries the data of its events to a URL the token chooses: subscribing to an event family
// (and changing the subscription, or reading or retrying its deliveries) needs that family's read
// scope besides webhooks:* (issue 24 #4). Before, a token refused GET /v1/people read every person.
const RUN = randomUUID().slice(0, 8);
const ENV = { WEBHOOKS_ALLOW_HTTP_TARGETS: '1', WEBHOOKS_ALLOW_LOOPBACK_TARGETS: '1', ...runQueues(RUN) };

describe('webhooks: event families need their read scopes', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: ['contacts', 'webhooks'], env: ENV });
  });
  afterAll(async () => {
    await stack?.stop();
    await deleteQueues(stack.env, ENV);
  });

  const url = 'http://127.0.0.1:9/hook';
  const post = (token: string, events: string[]) =>
    stack.request('POST', '/v1/webhooks', { token, body: { url, events } });

  it('when a webhooks-only token subscribes to contact events or to *, then 403 names the missing scopes and nothing is stored', async () => {
    const { token } = await stack.tenant(['webhooks:*']);
    const contacts = await post(token, ['contact.*']);
    const everything = await post(token, ['*']);
    expect([contacts.status, contacts.body.message]).toEqual([
      403,
      'this token lacks the scope "people:read", which the events of this webhook (contact.*) need',
    ]);
    expect(everything.status).toBe(403);
    expect(everything.body.message).toContain(
      '"companies:read", "email:send", "email_campaigns:read", "messages:read", "people:read"',
    );
    expect((await stack.request('GET', '/v1/webhooks', { token })).body.data).toEqual([]);
  });

  it('when the token holds the family scope, then it subscribes; a token without it can neither read the deliveries nor redirect them', async () => {
    const owner = await stack.tenant(['webhooks:*', 'people:read']);
    const created = await post(owner.token, ['contact.created']);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await stack.request('GET', `/v1/webhooks/${id}/deliveries`, { token: owner.token })).status).toBe(
      200,
    );

    // Same organization, a token with webhooks:* only (a second token of the owner's organization).
    const hooksOnly = await stack.createToken(owner.slug, ['webhooks:*']);
    const as = (method: string, path: string, body?: unknown) =>
      stack.request(method, path, { token: hooksOnly.token, body });
    expect((await as('GET', `/v1/webhooks/${id}/deliveries`)).status).toBe(403);
    expect((await as('PATCH', `/v1/webhooks/${id}`, { url: 'http://127.0.0.1:9/mine' })).status).toBe(403);
    expect((await as('PATCH', `/v1/webhooks/${id}`, { events: ['contact.deleted'] })).status).toBe(403);
    expect((await as('POST', `/v1/webhooks/${id}/deliveries/${randomUUID()}/retry`)).status).toBe(403);
    expect((await as('GET', `/v1/webhooks/${id}`)).status).toBe(200); // the subscription itself carries no data
    const stored = await stack.request('GET', `/v1/webhooks/${id}`, { token: owner.token });
    expect([stored.body.url, stored.body.events]).toEqual([url, ['contact.created']]);
  });
});
