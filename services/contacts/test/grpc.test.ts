import * as grpc from '@grpc/grpc-js';
import { contactsProto, type ServiceClient } from '@rapport/contracts';
import { unary } from '@rapport/platform';
import type { Stack } from '@rapport/testkit';
import { busyTenant, createPerson, createTag, startContactsStack, type Tenant } from './contacts.fixtures';

// Integration tests talk to real servers; the jest default of 5 s is too tight under load.

/** The gRPC API other services use (messaging, email), called directly. */
describe('contacts gRPC API for internal callers', () => {
  let sut: Stack;
  let t: Tenant;
  let client: ServiceClient<'contacts'>;
  beforeAll(async () => {
    sut = await startContactsStack();
    t = await busyTenant(sut);
    client = new (contactsProto().rapport.contacts.v1.ContactsService)(
      sut.addrs.contacts!,
      grpc.credentials.createInsecure(),
    );
  });
  afterAll(async () => {
    client.close();
    await sut.stop();
  });

  const call = <Res>(method: string, request: object) =>
    unary<Res>({ deadlineMs: 10_000 }, (md, opts, cb) =>
      (client as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!.call(
        client,
        request,
        md,
        opts,
        cb,
      ),
    );
  const byChannel = (request: object) =>
    call<{ person: { id: string; name: string; phone?: string; channel?: string }; created: boolean }>(
      'findOrCreatePersonByChannel',
      { organizationId: t.orgId, ...request },
    );

  it('when a new WhatsApp sender writes, then a person with that phone is created once', async () => {
    const first = await byChannel({ channel: 'whatsapp', channelUserId: '+31 6 1234 5678', name: 'Wanda' });
    expect(first.created).toBe(true);
    expect(first.person).toMatchObject({ name: 'Wanda', phone: '+31612345678', channel: 'whatsapp' });
    const again = await byChannel({ channel: 'whatsapp', channelUserId: '+31 6 1234 5678' });
    expect(again).toMatchObject({ created: false, person: { id: first.person.id } });
    const rest = await sut.request('GET', `/v1/people/${first.person.id}`, { token: t.token });
    expect(rest.body).toMatchObject({ name: 'Wanda', phone: '+31612345678', channel: 'whatsapp' });
  });

  it('when an Instagram sender has the phone of a known person, then that person is found', async () => {
    const known = await createPerson(sut, t.token, { name: 'Known', phone: '+4917012345678' });
    const res = await byChannel({
      channel: 'instagram',
      channelUserId: 'ig-123',
      phone: '+49 170 1234 5678',
    });
    expect(res).toMatchObject({ created: false, person: { id: known.id } });
    const again = await byChannel({ channel: 'instagram', channelUserId: 'ig-123' });
    expect(again.person.id).toBe(known.id);
  });

  it('when 10 messages of a new Facebook sender arrive at once, then one person is created', async () => {
    const channelUserId = `fb-${Date.now()}`;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => byChannel({ channel: 'facebook', channelUserId })),
    );
    expect(new Set(results.map((r) => r.person.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(results[0]!.person.name).toMatch(/^facebook fb-/);
  });

  it('when the channel or organization is missing, then INVALID_ARGUMENT', async () => {
    await expect(byChannel({ channel: 'sms', channelUserId: 'x' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
    await expect(call('listPeople', { organizationId: '' })).rejects.toMatchObject({
      code: grpc.status.INVALID_ARGUMENT,
    });
  });

  it('when people are listed by tag ids, then those holding any of them come once, newest first, paged', async () => {
    const [x, y] = await Promise.all([createTag(sut, t.token, 'grpc-x'), createTag(sut, t.token, 'grpc-y')]);
    const both = await createPerson(sut, t.token, { name: 'Both', tagIds: [x.id, y.id] });
    const onlyX = await createPerson(sut, t.token, { name: 'Only X', tagIds: [x.id] });
    await createPerson(sut, t.token, { name: 'Neither' });
    const onlyY = await createPerson(sut, t.token, { name: 'Only Y', tagIds: [y.id] });
    type Page = { data: { id: string }[]; nextCursor: string };
    const seen: string[] = [];
    let cursor = '';
    do {
      const page: Page = await call('listPeople', {
        organizationId: t.orgId,
        tagIds: [x.id, y.id],
        limit: 2,
        cursor,
      });
      seen.push(...page.data.map((p) => p.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([onlyY.id, onlyX.id, both.id]);
    const other = await busyTenant(sut);
    const foreign: Page = await call('listPeople', { organizationId: other.orgId, tagIds: [x.id] });
    expect(foreign.data).toEqual([]);
  });

  it("when StreamPeople reads tags' people newest first, then each comes once in pages, and a cursor resumes below it", async () => {
    const owner = await busyTenant(sut);
    const [a, b] = [await createTag(sut, owner.token, 'a'), await createTag(sut, owner.token, 'b')];
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const tagIds = i % 3 === 0 ? [a.id, b.id] : i % 3 === 1 ? [a.id] : [];
      const person = await createPerson(sut, owner.token, { name: `S${i}`, tagIds });
      if (tagIds.length) ids.push(person.id);
    }
    await createPerson(sut, (await busyTenant(sut)).token, { name: 'Elsewhere', tagIds: [] });
    const stream = async (afterId: string) => {
      const pages: string[][] = [];
      const call = client.streamPeople({
        organizationId: owner.orgId,
        pageSize: 2,
        tagIds: [a.id, b.id],
        afterId,
        newestFirst: true,
      });
      for await (const page of call as AsyncIterable<{ data: { id: string }[] }>)
        pages.push(page.data.map((p) => p.id));
      return pages;
    };
    const newest = [...ids].reverse();
    const pages = await stream('');
    expect(pages.flat()).toEqual(newest);
    expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
    expect((await stream(newest[1]!)).flat()).toEqual(newest.slice(2));
  });
});
