import { randomUUID } from 'node:crypto';
import { type Stack, startStack } from '@rapport/testkit';
import { campaignTenant, createCampaign, PeopleFactory } from './support/campaigns';
import { deleteTestQueues, emailTestEnv } from './support/env';

describe('POST /v1/email/campaigns and /send: every rule answers 400 naming the field', () => {
  let sut: Stack;
  let factory: PeopleFactory;
  let tenant: Awaited<ReturnType<typeof campaignTenant>>;
  let foreign: { templateId: string; tagId: string; personId: string };

  beforeAll(async () => {
    sut = await startStack({ services: ['contacts', 'email'], env: emailTestEnv('smtp://127.0.0.1:1') });
    factory = new PeopleFactory(sut.addrs.contacts!);
    tenant = await campaignTenant(sut);
    const other = await campaignTenant(sut);
    const [person] = await factory.people(other.orgId, 1);
    foreign = {
      templateId: other.templateId,
      tagId: await factory.tag(other.orgId, 'theirs'),
      personId: person!.id,
    };
  });
  afterAll(async () => {
    factory?.close();
    await sut?.stop();
    await deleteTestQueues(sut?.env);
  });

  const create = (body: unknown) => sut.request('POST', '/v1/email/campaigns', { token: tenant.token, body });
  const valid = (audience: Record<string, unknown>) => ({
    name: 'News',
    templateId: tenant.templateId,
    audience,
  });

  it.each([
    [
      'an empty body',
      {},
      ['name should not be empty', 'templateId should not be empty', 'audience should not be empty'],
    ],
    [
      'unknown fields',
      { name: 'x', templateId: 't', audience: { type: 'all', filter: 1 }, schedule: 'now' },
      ['property audience.filter should not exist', 'property schedule should not exist'],
    ],
    [
      'a blank name',
      { name: '  ', templateId: 't', audience: { type: 'all' } },
      ['name should not be empty'],
    ],
    [
      'a name too long',
      { name: 'n'.repeat(201), templateId: 't', audience: { type: 'all' } },
      ['name must be at most 200 characters'],
    ],
    [
      'an unknown audience type',
      { name: 'x', templateId: 't', audience: { type: 'everyone' } },
      ['audience.type must be one of the following values: all, tags, people, segment'],
    ],
    [
      'a segment without its id',
      { name: 'x', templateId: 't', audience: { type: 'segment' } },
      ['audience.segmentId should not be empty'],
    ],
    [
      'a segment id that does not go with the type',
      { name: 'x', templateId: 't', audience: { type: 'tags', tagIds: ['a'], segmentId: 's' } },
      ['audience.segmentId is only allowed when audience.type is segment'],
    ],
    [
      'tags without tagIds',
      { name: 'x', templateId: 't', audience: { type: 'tags' } },
      ['audience.tagIds should not be empty'],
    ],
    [
      'people with an empty list',
      { name: 'x', templateId: 't', audience: { type: 'people', contactIds: [] } },
      ['audience.contactIds should not be empty'],
    ],
    [
      'ids that do not go with the type',
      { name: 'x', templateId: 't', audience: { type: 'all', tagIds: ['a'], contactIds: ['b'] } },
      [
        'audience.tagIds is only allowed when audience.type is tags',
        'audience.contactIds is only allowed when audience.type is people',
      ],
    ],
    [
      'duplicate ids',
      { name: 'x', templateId: 't', audience: { type: 'tags', tagIds: ['a', 'a'] } },
      ['audience.tagIds must not contain duplicates'],
    ],
    [
      'too many ids',
      {
        name: 'x',
        templateId: 't',
        audience: { type: 'people', contactIds: Array.from({ length: 101 }, (_, i) => `${i}`) },
      },
      ['audience.contactIds must contain at most 100 items'],
    ],
    [
      'ids that are not strings',
      { name: 'x', templateId: 't', audience: { type: 'tags', tagIds: [7] } },
      ['each value in audience.tagIds must be a string'],
    ],
  ])('when the body has %s, then it answers 400 naming each broken rule', async (_label, body, messages) => {
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: messages, error: 'Bad Request' });
  });

  it("when the ids name another organization's template, tags or people (or nothing), then each field is named", async () => {
    const templateOnly = await create({ ...valid({ type: 'all' }), templateId: foreign.templateId });
    expect(templateOnly.body.message).toEqual(['templateId must name a template of the organization']);
    const tags = await create({
      ...valid({ type: 'tags', tagIds: [foreign.tagId, 'nope'] }),
      templateId: 'nope',
    });
    expect(tags.body.message).toEqual([
      'templateId must name a template of the organization',
      `audience.tagIds must contain only ids of tags of the organization (unknown: ${foreign.tagId}, nope)`,
    ]);
    const missing = randomUUID();
    const people = await create(valid({ type: 'people', contactIds: [foreign.personId, missing] }));
    expect(people.status).toBe(400);
    expect(people.body.message).toEqual([
      `audience.contactIds must contain only ids of people of the organization (unknown: ${foreign.personId}, ${missing})`,
    ]);
    const list = await sut.request('GET', '/v1/email/campaigns', { token: tenant.token });
    expect(list.body.data).toEqual([]);
  });

  it('when the send call carries a body, then it answers 400 and the campaign stays a draft', async () => {
    const other = await campaignTenant(sut);
    const campaign = await createCampaign(sut, other, { type: 'all' });
    const res = await sut.request('POST', `/v1/email/campaigns/${campaign.id}/send`, {
      token: other.token,
      body: { audience: { type: 'all' } },
    });
    expect(res.body).toEqual({
      statusCode: 400,
      message: ['property audience should not exist'],
      error: 'Bad Request',
    });
    const stored = await sut.request('GET', `/v1/email/campaigns/${campaign.id}`, { token: other.token });
    expect(stored.body.status).toBe('draft');
  });

  it("when the campaign's template was deleted before the send, then the send answers 409 and nothing starts", async () => {
    const other = await campaignTenant(sut);
    const campaign = await createCampaign(sut, other, { type: 'all' });
    await sut.request('DELETE', `/v1/email/templates/${other.templateId}`, { token: other.token });
    const res = await sut.request('POST', `/v1/email/campaigns/${campaign.id}/send`, { token: other.token });
    expect(res.body).toEqual({
      statusCode: 409,
      message: "the campaign's template has been deleted",
      error: 'Conflict',
    });
    const stored = await sut.request('GET', `/v1/email/campaigns/${campaign.id}`, { token: other.token });
    expect(stored.body.status).toBe('draft');
  });
});
