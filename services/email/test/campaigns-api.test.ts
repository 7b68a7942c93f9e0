import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { emailProto, type ServiceClient } from '@rapport/contracts';
import { unary } from '@rapport/platform';
import { type Stack, startStack } from '@rapport/testkit';
import { campaignTenant, createCampaign, PeopleFactory } from './support/campaigns';
import { deleteTestQueues, emailTestEnv } from './support/env';

const PLAN_REFUSAL = {
  statusCode: 403,
  message: 'Your plan does not include email campaigns',
  error: 'Forbidden',
};
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

describe('email campaigns: plan gating, records, organizations', () => {
  let sut: Stack;
  let factory: PeopleFactory;

  beforeAll(async () => {
    sut = await startStack({ services: ['contacts', 'email'], env: emailTestEnv('smtp://127.0.0.1:1') });
    factory = new PeopleFactory(sut.addrs.contacts!);
  });
  afterAll(async () => {
    factory?.close();
    await sut?.stop();
    await deleteTestQueues(sut?.env);
  });

  it("when the organization's plan lacks campaigns, then every campaign endpoint answers 403 with the plan's message", async () => {
    const free = await campaignTenant(sut, { plan: 'free' });
    const id = randomUUID();
    const body = { name: 'News', templateId: free.templateId, audience: { type: 'all' } };
    const answers = await Promise.all([
      sut.request('GET', '/v1/email/campaigns', { token: free.token }),
      sut.request('GET', `/v1/email/campaigns/${id}`, { token: free.token }),
      sut.request('POST', '/v1/email/campaigns', { token: free.token, body }),
      sut.request('POST', `/v1/email/campaigns/${id}/send`, { token: free.token }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(PLAN_REFUSAL);
    }
  });

  it('when a free organization sends an invalid request, then the plan answers 403 before any validation', async () => {
    const free = await campaignTenant(sut, { plan: 'free' });
    const answers = await Promise.all([
      sut.request('GET', '/v1/email/campaigns?limit=0', { token: free.token }),
      sut.request('POST', '/v1/email/campaigns', { token: free.token, body: { audience: 'everyone' } }),
      sut.request('POST', '/v1/email/campaigns/not-a-uuid/send', { token: free.token, body: { x: 1 } }),
    ]);
    expect(answers.map((res) => res.body)).toEqual([PLAN_REFUSAL, PLAN_REFUSAL, PLAN_REFUSAL]);
  });

  it("when an internal caller asks the email service for a free organization's campaigns, then it answers PERMISSION_DENIED", async () => {
    const free = await campaignTenant(sut, { plan: 'free' });
    const client: ServiceClient<'email'> = new (emailProto().rapport.email.v1.EmailService)(
      sut.addrs.email!,
      grpc.credentials.createInsecure(),
    );
    try {
      const call = unary<unknown>({}, (md, opts, cb) =>
        client.createCampaign(
          {
            organizationId: free.orgId,
            name: 'x',
            templateId: free.templateId,
            audience: { type: 'AUDIENCE_TYPE_ALL' },
          },
          md,
          opts,
          cb,
        ),
      );
      await expect(call).rejects.toMatchObject({
        code: grpc.status.PERMISSION_DENIED,
        details: 'Your plan does not include email campaigns',
      });
    } finally {
      client.close();
    }
  });

  it('when a pro organization creates a campaign, then it answers 201 with a draft that it lists and fetches', async () => {
    const pro = await campaignTenant(sut);
    const res = await sut.request('POST', '/v1/email/campaigns', {
      token: pro.token,
      body: { name: '  Spring news ', templateId: pro.templateId, audience: { type: 'all' } },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      name: 'Spring news',
      templateId: pro.templateId,
      audience: { type: 'all' },
      status: 'draft',
      stats: { recipients: 0, sent: 0, failed: 0, skipped: 0, unknown: 0, suppressed: 0 },
      createdAt: ISO,
      updatedAt: ISO,
      sentAt: null,
    });
    const fetched = await sut.request('GET', `/v1/email/campaigns/${res.body.id}`, { token: pro.token });
    expect(fetched).toMatchObject({ status: 200, body: res.body });
    const listed = await sut.request('GET', '/v1/email/campaigns', { token: pro.token });
    expect(listed.body).toEqual({ data: [res.body], nextCursor: null });
  });

  it('when the audience is tags or people, then the record carries only that id list', async () => {
    const pro = await campaignTenant(sut);
    const tagId = await factory.tag(pro.orgId, 'vip');
    const [person] = await factory.people(pro.orgId, 1);
    const byTags = await createCampaign(sut, pro, { type: 'tags', tagIds: [tagId] });
    const byPeople = await createCampaign(sut, pro, { type: 'people', contactIds: [person!.id] });
    expect(byTags.audience).toEqual({ type: 'tags', tagIds: [tagId] });
    expect(byPeople.audience).toEqual({ type: 'people', contactIds: [person!.id] });
  });

  it('when campaigns are listed page by page, then pages go newest first without overlap', async () => {
    const pro = await campaignTenant(sut);
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) ids.push((await createCampaign(sut, pro, { type: 'all' })).id);
    const first = await sut.request('GET', '/v1/email/campaigns?limit=2', { token: pro.token });
    expect(first.body.data.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    const second = await sut.request('GET', `/v1/email/campaigns?limit=2&cursor=${first.body.nextCursor}`, {
      token: pro.token,
    });
    expect(second.body).toEqual({ data: [expect.objectContaining({ id: ids[0] })], nextCursor: null });
    const bad = await sut.request('GET', '/v1/email/campaigns?limit=0&cursor=%24%24', { token: pro.token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toEqual(['limit must be an integer from 1 to 100']);
    const badCursor = await sut.request('GET', '/v1/email/campaigns?cursor=bm9wZQ', { token: pro.token });
    expect(badCursor.body).toMatchObject({ statusCode: 400, message: ['cursor is invalid'] });
  });

  it("when another organization names a campaign's id, then get and send answer 404 and its list stays empty", async () => {
    const owner = await campaignTenant(sut);
    const other = await campaignTenant(sut);
    const campaign = await createCampaign(sut, owner, { type: 'all' });
    const path = `/v1/email/campaigns/${campaign.id}`;
    expect((await sut.request('GET', path, { token: other.token })).status).toBe(404);
    expect((await sut.request('POST', `${path}/send`, { token: other.token })).status).toBe(404);
    expect((await sut.request('GET', '/v1/email/campaigns', { token: other.token })).body).toEqual({
      data: [],
      nextCursor: null,
    });
    const untouched = await sut.request('GET', path, { token: owner.token });
    expect(untouched.body).toMatchObject({ status: 'draft' });
    for (const id of ['not-a-uuid', randomUUID()]) {
      expect((await sut.request('GET', `/v1/email/campaigns/${id}`, { token: owner.token })).status).toBe(
        404,
      );
    }
  });

  it.each([
    [['email_campaigns:read'], [200, 403, 403]],
    [['email_campaigns:write'], [403, 201, 403]],
    [['email_campaigns:send'], [403, 403, 202]],
    [['email_campaigns:*'], [200, 201, 202]],
    [
      ['email_templates:*', 'email:*'],
      [403, 403, 403],
    ],
  ])('when the token has %j, then list, create and send answer %j', async (scopes, expected) => {
    const pro = await campaignTenant(sut);
    const draft = await createCampaign(sut, pro, { type: 'all' });
    const token = await pro.tokenWith(scopes);
    const body = { name: 'x', templateId: pro.templateId, audience: { type: 'all' } };
    const answers = [
      await sut.request('GET', '/v1/email/campaigns', { token }),
      await sut.request('POST', '/v1/email/campaigns', { token, body }),
      await sut.request('POST', `/v1/email/campaigns/${draft.id}/send`, { token }),
    ];
    expect(answers.map((res) => res.status)).toEqual(expected);
  });

  it('when the OpenAPI document is fetched, then it describes the four campaign routes with their scopes', async () => {
    const doc = (await sut.request('GET', '/v1/openapi.json')).body;
    const list = doc.paths['/v1/email/campaigns'];
    const one = doc.paths['/v1/email/campaigns/{id}'];
    const send = doc.paths['/v1/email/campaigns/{id}/send'];
    expect(list.get['x-required-scope']).toBe('email_campaigns:read');
    expect(list.post['x-required-scope']).toBe('email_campaigns:write');
    expect(one.get['x-required-scope']).toBe('email_campaigns:read');
    expect(send.post['x-required-scope']).toBe('email_campaigns:send');
    expect(Object.keys(send.post.responses)).toEqual(expect.arrayContaining(['202', '403', '404', '409']));
    expect(list.post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['name', 'templateId', 'audience']),
    );
  });

  it('when the identity service is down, then a campaign call answers UNAVAILABLE (503 at the gateway)', async () => {
    const client: ServiceClient<'email'> = new (emailProto().rapport.email.v1.EmailService)(
      sut.addrs.email!,
      grpc.credentials.createInsecure(),
    );
    const restart = await sut.stopService('identity');
    try {
      const call = unary<unknown>({ deadlineMs: 8_000 }, (md, opts, cb) =>
        client.listCampaigns({ organizationId: randomUUID() }, md, opts, cb),
      );
      await expect(call).rejects.toMatchObject({ code: grpc.status.UNAVAILABLE });
    } finally {
      await restart();
      client.close();
    }
  });
});
