import { Attempts, MemoryAttemptStore } from '@rapport/platform';
import pino from 'pino';
import { DeliveryService, RetryLater, UNKNOWN_OUTCOME } from './delivery.service';
import type { AccountRepository, MessageRepository, ProviderRegistry } from './messaging.ports';
import { ProviderError, type SendRequest } from './messaging.ports';
import type { ChannelAccount, Message, SendOutcome } from './messaging.types';
import type { StatusService } from './status.service';

const org = '01a20070-8978-722e-b3f9-7e644a7c46ee';
const account = { id: 'acc', organizationId: org, channel: 'whatsapp', provider: 'meta' } as ChannelAccount;

function setup(answers: (() => Promise<{ providerMessageId: string }>)[]) {
  const message = {
    id: 'msg',
    organizationId: org,
    direction: 'outbound',
    channel: 'whatsapp',
    status: 'queued',
    accountId: 'acc',
    contactAddress: '4915112345678',
    body: 'hi',
  } as Message;
  const store = new MemoryAttemptStore<SendOutcome>();
  // What another worker left on the message's one attempt (its claim is its start: started at once).
  const claims = {
    set: (
      messageId: string,
      claim: {
        messageId: string;
        token: string;
        leaseUntil: Date;
        outcome: SendOutcome | null;
        started?: false;
      },
    ) =>
      store.put({
        subject: messageId,
        n: 1,
        token: claim.token,
        leaseUntil: claim.leaseUntil,
        startedAt: claim.started === false ? null : new Date(claim.leaseUntil.getTime() - 10_000),
        outcome: claim.outcome,
      }),
  };
  const messages = {
    findById: async () => ({ ...message }),
    setOutcome: async (_o: string, _id: string, outcome: Partial<Message>) => {
      Object.assign(message, outcome);
    },
  } as unknown as MessageRepository;
  const accounts = { findById: async () => account } as unknown as AccountRepository;
  const calls: SendRequest[] = [];
  const providers = {
    meta: {
      name: 'meta',
      send: async (req: SendRequest) => {
        calls.push(req);
        return answers[calls.length - 1]!();
      },
    },
  } as unknown as ProviderRegistry;
  const status = { refresh: async () => undefined } as unknown as StatusService;
  const sut = new DeliveryService(
    messages,
    accounts,
    new Attempts(store, { leaseMs: 10_000 }),
    status,
    providers,
    pino({ level: 'silent' }),
    // No events here: the status writes go straight to the repository.
    { setOutcome: async (_org, _id, _status, write) => void (await write()) },
  );
  const delivery = { id: 'msg', organizationId: org, channel: 'whatsapp' as const };
  return { sut, message, claims, calls, delivery };
}

const ok = (id: string) => async () => ({ providerMessageId: id });
const transient = async () => {
  throw new ProviderError('provider answered HTTP 503', true);
};

describe('DeliveryService', () => {
  it('when the provider fails twice then answers, then the message is sent after three calls', async () => {
    const { sut, message, calls, delivery } = setup([transient, transient, ok('wamid.1')]);
    await expect(sut.deliver(delivery, { number: 1, last: false })).rejects.toThrow('503');
    await expect(sut.deliver(delivery, { number: 2, last: false })).rejects.toThrow('503');
    await sut.deliver(delivery, { number: 3, last: false });
    expect(calls).toHaveLength(3);
    expect(message).toMatchObject({ status: 'sent', providerMessageId: 'wamid.1' });
  });

  it('when the last attempt fails transiently, then the message fails with the reason and the error is rethrown', async () => {
    const { sut, message, delivery } = setup([transient]);
    await expect(sut.deliver(delivery, { number: 6, last: true })).rejects.toThrow('503');
    expect(message).toMatchObject({
      status: 'failed',
      error: 'provider answered HTTP 503 (gave up after 6 attempts)',
    });
  });

  it('when the provider refuses permanently, then the message fails at once without a retry', async () => {
    const { sut, message, delivery } = setup([
      async () => {
        throw new ProviderError('provider answered HTTP 400: bad recipient (code 100)', false);
      },
    ]);
    await sut.deliver(delivery, { number: 1, last: false });
    expect(message).toMatchObject({
      status: 'failed',
      error: 'provider answered HTTP 400: bad recipient (code 100)',
    });
  });

  it('when another worker holds a live claim, then the delivery is retried later and the provider not called', async () => {
    const { sut, claims, calls, delivery } = setup([ok('x')]);
    claims.set('msg', {
      messageId: 'msg',
      token: 't',
      leaseUntil: new Date(Date.now() + 60_000),
      outcome: null,
    });
    await expect(sut.deliver(delivery, { number: 1, last: false })).rejects.toBeInstanceOf(RetryLater);
    expect(calls).toHaveLength(0);
  });

  it('when a claim expired without an outcome (worker died mid-call), then the message is unknown and is not resent', async () => {
    const { sut, message, claims, calls, delivery } = setup([ok('x')]);
    claims.set('msg', { messageId: 'msg', token: 't', leaseUntil: new Date(Date.now() - 1), outcome: null });
    await sut.deliver(delivery, { number: 1, last: false });
    expect(calls).toHaveLength(0);
    expect(message).toMatchObject({ status: 'unknown', error: UNKNOWN_OUTCOME });
  });

  it('when a claim holds the provider answer but the message was not updated, then the answer is applied', async () => {
    const { sut, message, claims, calls, delivery } = setup([ok('x')]);
    const outcome = { status: 'sent' as const, providerMessageId: 'wamid.7', error: null };
    claims.set('msg', { messageId: 'msg', token: 't', leaseUntil: new Date(Date.now() + 60_000), outcome });
    await sut.deliver(delivery, { number: 1, last: false });
    expect(calls).toHaveLength(0);
    expect(message).toMatchObject({ status: 'sent', providerMessageId: 'wamid.7' });
  });

  it('when a worker died after its claim and before the provider call, then the next worker sends the message', async () => {
    const { sut, message, claims, calls, delivery } = setup([ok('wamid.2')]);
    claims.set('msg', {
      messageId: 'msg',
      token: 't',
      leaseUntil: new Date(Date.now() - 1),
      outcome: null,
      started: false,
    });
    await sut.deliver(delivery, { number: 1, last: false });
    expect(calls).toHaveLength(1);
    expect(message).toMatchObject({ status: 'sent', providerMessageId: 'wamid.2' });
  });
});
