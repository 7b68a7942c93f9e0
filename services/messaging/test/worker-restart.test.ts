import { spawn } from 'node:child_process';
import path from 'node:path';
import { connectAmqp } from '@rapport/platform/amqp';
import { openStore } from '../src/store/open-store';
import { type MessagingStack, startMessagingStack } from './support/messaging-stack';

const COUNT = 12;

describe('channel workers: restarts, duplicates and crashes', () => {
  let sut: MessagingStack;
  let orgId: string;
  let token: string;
  beforeAll(async () => {
    sut = await startMessagingStack({ MESSAGING_WORKER_PREFETCH: '2' });
    ({ orgId, token } = await sut.stack.tenant());
    await sut.createAccount(orgId, 'whatsapp');
  });
  afterAll(async () => {
    sut.graph.delayMs = 0;
    await sut.stop();
  });

  const sendMany = async (prefix: string) => {
    const person = await sut.createPerson(token, {
      name: prefix,
      phone: `+49151${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
      channel: 'whatsapp',
    });
    const ids: string[] = [];
    for (let i = 0; i < COUNT; i++) {
      const res = await sut.stack.request('POST', '/v1/messages', {
        token,
        body: { contactId: person.id, body: `${prefix}-${i}` },
      });
      ids.push(res.body.id);
    }
    return { contactId: person.id, ids };
  };

  const waitAllSent = async (contactId: string, timeoutMs = 20_000) => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const messages = (await sut.messages(token, contactId)).filter((m) => m.direction === 'outbound');
      if (messages.length === COUNT && messages.every((m) => m.status === 'sent')) return messages;
      if (Date.now() > until) throw new Error(`not all sent: ${messages.map((m) => m.status).join(',')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  const requestsPerText = (prefix: string) =>
    Array.from({ length: COUNT }, (_, i) => sut.graph.requestsFor(`${prefix}-${i}`).length);

  it('when the worker is stopped mid-queue and another starts, then nothing is lost and nothing is sent twice', async () => {
    sut.graph.delayMs = 80;
    const { contactId } = await sendMany('restart');
    const first = await sut.startWorker();
    while (sut.graph.requests.filter((r) => r.body?.text?.body?.startsWith('restart-')).length < 3) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await first.stop(); // SIGTERM path: in-flight sends finish and are acked, the rest stays queued
    const doneByFirst = requestsPerText('restart').filter(Boolean).length;
    expect(doneByFirst).toBeLessThan(COUNT);

    const second = await sut.startWorker();
    const messages = await waitAllSent(contactId);
    await second.stop();

    expect(requestsPerText('restart')).toEqual(Array(COUNT).fill(1));
    expect(new Set(messages.map((m) => m.providerMessageId)).size).toBe(COUNT);
  });

  it('when every delivery is published twice and two workers compete, then each message is sent once', async () => {
    sut.graph.delayMs = 30;
    const { contactId, ids } = await sendMany('dup');
    // Duplicates as the outbox relay or a broker redelivery would produce them.
    const amqp = await connectAmqp(sut.stack.env.AMQP_URL ?? 'amqp://guest:guest@127.0.0.1:5672');
    const channel = await amqp.createConfirmChannel();
    for (const id of ids) {
      channel.publish(
        sut.stack.env.MESSAGING_OUTBOUND_EXCHANGE!,
        'whatsapp',
        Buffer.from(JSON.stringify({ id, organizationId: orgId, channel: 'whatsapp' })),
        { persistent: true },
      );
    }
    await channel.waitForConfirms();
    await amqp.close();

    const workers = [await sut.startWorker(), await sut.startWorker()];
    await waitAllSent(contactId);
    await Promise.all(workers.map((w) => w.stop()));

    expect(requestsPerText('dup')).toEqual(Array(COUNT).fill(1));
  });

  it('when a worker died during the provider call, then the message is marked unknown (not failed) and never resent', async () => {
    sut.graph.delayMs = 0;
    const person = await sut.createPerson(token, {
      name: 'Crash',
      phone: '+4915177777777',
      channel: 'whatsapp',
    });
    const res = await sut.stack.request('POST', '/v1/messages', {
      token,
      body: { contactId: person.id, body: 'crashed' },
    });
    // The state a crash between the provider call and the status update leaves: a claim, no outcome.
    const store = await openStore(sut.stack.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017');
    await store.attempts.insert({
      subject: res.body.id,
      n: 1,
      token: 'dead-worker',
      claimedAt: new Date(Date.now() - 10_000),
      startedAt: new Date(Date.now() - 10_000),
      leaseUntil: new Date(Date.now() - 1),
      outcome: null,
      finishedAt: null,
      tags: {},
    });
    await store.close();

    const worker = await sut.startWorker();
    const done = await sut.waitForMessage(token, person.id, res.body.id, (m) => m.status !== 'queued');
    await worker.stop();

    expect(sut.graph.requestsFor('crashed')).toHaveLength(0);
    expect(done).toMatchObject({
      status: 'unknown',
      providerMessageId: null,
      error: expect.stringMatching(/^delivery outcome unknown/),
    });
  });

  it('when the worker process gets SIGTERM during a send, then the send finishes and the process exits 0', async () => {
    const person = await sut.createPerson(token, {
      name: 'Term',
      phone: '+4915188888888',
      channel: 'whatsapp',
    });
    sut.graph.delayMs = 700;
    const root = path.resolve(__dirname, '../../..');
    // Run as the image runs it (`node --import tsx`, deploy/Dockerfile): the tsx command would stand
    // between the signal and the worker, and under load it kills a child that does not report the
    // signal within 30 ms (exit 143).
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(root, 'services/messaging/src/worker.ts')],
      {
        cwd: root,
        env: { ...sut.stack.env, MESSAGING_WORKER_HEALTH_ADDR: '127.0.0.1:0', LOG_LEVEL: 'silent' },
        stdio: 'ignore',
      },
    );
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const res = await sut.stack.request('POST', '/v1/messages', {
        token,
        body: { contactId: person.id, body: 'in flight at SIGTERM' },
      });
      while (!sut.graph.requestsFor('in flight at SIGTERM').length)
        await new Promise((r) => setTimeout(r, 20));
      child.kill('SIGTERM');

      expect(await exited).toBe(0);
      const [message] = await sut.messages(token, person.id);
      expect(message).toMatchObject({ id: res.body.id, status: 'sent' });
      expect(sut.graph.requestsFor('in flight at SIGTERM')).toHaveLength(1);
    } finally {
      sut.graph.delayMs = 0;
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
