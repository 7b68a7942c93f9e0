import * as grpc from '@grpc/grpc-js';
import { isServiceError, messagesOf, unary } from '@rapport/platform';
import { type MessagingStack, startMessagingStack } from './support/messaging-stack';

describe('channel accounts over gRPC', () => {
  let sut: MessagingStack;
  beforeAll(async () => {
    sut = await startMessagingStack();
  });
  afterAll(async () => {
    await sut.stop();
  });

  const call = <T>(method: string, request: Record<string, unknown>) =>
    unary<T>({ deadlineMs: 5_000 }, (md, o, cb) =>
      (sut.grpc as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!.call(
        sut.grpc,
        request,
        md,
        o,
        cb,
      ),
    );
  const failure = async (promise: Promise<unknown>) => {
    const err = await promise.then(
      () => null,
      (e: unknown) => e,
    );
    if (!isServiceError(err)) throw new Error('expected a gRPC error');
    return { code: err.code, messages: messagesOf(err) };
  };

  it('when an account is created, then it is listed oldest first and its secrets never come back', async () => {
    const { orgId } = await sut.stack.tenant();
    const a = await sut.createAccount(orgId, 'whatsapp');
    const b = await sut.createAccount(orgId, 'instagram');

    const list = await call<any>('listChannelAccounts', { organizationId: orgId });
    const one = await call<any>('getChannelAccount', { organizationId: orgId, id: b.id });

    expect(list.data.map((x: { id: string }) => x.id)).toEqual([a.id, b.id]);
    expect(one.account).toEqual({
      id: b.id,
      organizationId: orgId,
      channel: 'instagram',
      provider: 'meta',
      providerAccountId: b.providerAccountId,
      name: 'instagram account',
      hasAccessToken: true,
      hasAppSecret: true,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(JSON.stringify(list)).not.toMatch(/token-|test-app-secret/);
  });

  it('when the fields are invalid, then every failing rule is listed', async () => {
    const { orgId } = await sut.stack.tenant();
    const res = await failure(
      call('createChannelAccount', {
        organizationId: orgId,
        channel: 'sms',
        provider: 'twilio',
        providerAccountId: 'has spaces',
        name: '',
      }),
    );
    expect(res).toEqual({
      code: grpc.status.INVALID_ARGUMENT,
      messages: [
        'channel must be one of the following values: whatsapp, instagram, facebook',
        'provider must be one of the following values: meta, sandbox',
        'providerAccountId must be 1 to 64 letters, digits, dots, dashes or underscores',
        'name must be 1 to 200 characters',
      ],
    });
    const meta = await failure(
      call('createChannelAccount', {
        organizationId: orgId,
        channel: 'facebook',
        provider: 'meta',
        providerAccountId: 'p1',
        name: 'x',
      }),
    );
    expect(meta.messages).toEqual(['accessToken should not be empty for provider meta']);
  });

  it('when another organization registers the same provider account, then it answers ALREADY_EXISTS', async () => {
    const one = await sut.stack.tenant();
    const two = await sut.stack.tenant();
    const account = await sut.createAccount(one.orgId, 'facebook');
    const res = await failure(
      call('createChannelAccount', {
        organizationId: two.orgId,
        channel: 'facebook',
        provider: 'sandbox',
        providerAccountId: account.providerAccountId,
        name: 'copy',
      }),
    );
    expect(res.code).toBe(grpc.status.ALREADY_EXISTS);
  });

  it('when another organization reads or deletes an account, then it is not found and the account stays', async () => {
    const owner = await sut.stack.tenant();
    const other = await sut.stack.tenant();
    const account = await sut.createAccount(owner.orgId, 'whatsapp');

    const read = await failure(call('getChannelAccount', { organizationId: other.orgId, id: account.id }));
    const remove = await failure(
      call('deleteChannelAccount', { organizationId: other.orgId, id: account.id }),
    );
    const otherList = await call<any>('listChannelAccounts', { organizationId: other.orgId });

    expect([read.code, remove.code]).toEqual([grpc.status.NOT_FOUND, grpc.status.NOT_FOUND]);
    expect(otherList.data).toEqual([]);
    expect(
      (await call<any>('getChannelAccount', { organizationId: owner.orgId, id: account.id })).account.id,
    ).toBe(account.id);
  });

  it('when the owner deletes its account, then it is gone and routing falls back to nothing', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const account = await sut.createAccount(orgId, 'whatsapp');
    const person = await sut.createPerson(token, {
      name: 'Del',
      phone: '+4917200000001',
      channel: 'whatsapp',
    });

    await call('deleteChannelAccount', { organizationId: orgId, id: account.id });

    expect((await failure(call('getChannelAccount', { organizationId: orgId, id: account.id }))).code).toBe(
      grpc.status.NOT_FOUND,
    );
    const res = await sut.stack.request('POST', '/v1/messages', {
      token,
      body: { contactId: person.id, body: 'x' },
    });
    expect([res.status, res.body.message]).toEqual([
      400,
      ['no whatsapp account is configured for the organization'],
    ]);
  });

  it('when an inbound message is recorded twice with one provider id, then one message exists', async () => {
    const { orgId, token } = await sut.stack.tenant();
    const account = await sut.createAccount(orgId, 'instagram');
    const request = {
      organizationId: orgId,
      channelAccountId: account.id,
      channelUserId: 'igsid-1',
      body: 'hey',
      providerMessageId: 'mid-1',
    };
    const first = await call<any>('recordInboundMessage', request);
    const second = await call<any>('recordInboundMessage', request);
    const foreign = await failure(
      call('recordInboundMessage', { ...request, organizationId: (await sut.stack.tenant()).orgId }),
    );

    expect([first.created, second.created, second.message.id]).toEqual([true, false, first.message.id]);
    expect(await sut.messages(token, first.message.contactId)).toHaveLength(1);
    expect(foreign.messages).toEqual(['channelAccountId must be a channel account of the organization']);
  });
});
