import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { HttpWebhookSender } from '../src/http/http.sender';
import { ForbiddenTargetError, safeLookup } from '../src/http/safe-lookup';
import { Receiver } from './support/receiver';

const strict = { allowHttp: true, allowLoopback: false, allowPrivate: false };
const loopback = { ...strict, allowLoopback: true };

describe('HttpWebhookSender', () => {
  let receiver: Receiver;
  const senders: HttpWebhookSender[] = [];
  const sut = (policy: typeof strict, timeoutMs = 1_000) => {
    const sender = new HttpWebhookSender(policy, timeoutMs);
    senders.push(sender);
    return sender;
  };
  const post = (sender: HttpWebhookSender, url: string) =>
    sender.send({ url, body: '{"id":"e1"}', headers: { 'Content-Type': 'application/json' } });

  beforeAll(async () => {
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    for (const sender of senders) sender.close();
    await receiver.stop();
  });

  it('when loopback targets are not allowed, then an IP literal or a name resolving to loopback is refused before connecting', async () => {
    const port = new URL(receiver.url).port;
    const literal = await post(sut(strict), `${receiver.url}/literal`);
    expect(literal).toEqual({
      statusCode: null,
      durationMs: 0,
      error: 'refused: url must not point to a loopback address (127.0.0.1)',
    });
    const named = await post(sut(strict), `http://localhost:${port}/named`);
    expect(named.error).toBe('refused: url must not point to a loopback address');
    expect(receiver.requests).toHaveLength(0);
  });

  it('when a name resolves to a forbidden address, then the socket lookup refuses it, and otherwise connects to the checked address', async () => {
    // The hook sockets use: the addresses checked are the ones connected to (no DNS rebinding window).
    const lookup = (policy: typeof strict) =>
      new Promise<{ err: Error | null; address: unknown }>((resolve) =>
        safeLookup(policy)('localhost', { family: 4 }, (err, address) => resolve({ err, address })),
      );
    const refused = await lookup(strict);
    expect(refused.err).toBeInstanceOf(ForbiddenTargetError);
    expect(refused.err?.message).toBe('refused: 127.0.0.1 is a loopback address');
    expect(await lookup(loopback)).toEqual({ err: null, address: '127.0.0.1' });
  });

  it('when loopback is allowed, then the body is POSTed with its headers and the status is the outcome', async () => {
    receiver.script('/ok', [202]);
    const outcome = await post(sut(loopback), `${receiver.url}/ok`);
    expect(outcome).toEqual({ statusCode: 202, durationMs: expect.any(Number), error: null });
    const [request] = receiver.on('/ok');
    expect(request!.body).toBe('{"id":"e1"}');
    expect(request!.headers['content-length']).toBe('11');
  });

  it('when the receiver redirects, then the redirect is not followed and the attempt fails', async () => {
    const target = http.createServer((_req, res) => {
      res.writeHead(307, { Location: 'http://10.0.0.1/elsewhere' }).end();
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const { port } = target.address() as AddressInfo;
    const outcome = await post(sut(loopback), `http://127.0.0.1:${port}/moved`);
    expect(outcome).toEqual({
      statusCode: 307,
      durationMs: expect.any(Number),
      error: 'redirect to http://10.0.0.1/elsewhere not followed',
    });
    target.closeAllConnections();
    await new Promise((resolve) => target.close(resolve));
  });

  it('when the receiver does not answer in time, then the attempt fails with a timeout', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    const outcome = await post(sut(loopback, 300), `http://127.0.0.1:${port}/slow`);
    expect(outcome).toEqual({
      statusCode: null,
      durationMs: expect.any(Number),
      error: 'no answer within 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    silent.closeAllConnections();
    await new Promise((resolve) => silent.close(resolve));
  });

  /** A receiver that answers 200 and then writes `chunk` every 10 ms until the client goes away. */
  async function streamingReceiver(chunk: Buffer) {
    let closedAt: number | null = null;
    let sent = 0;
    const server = http.createServer((req, res) => {
      req.resume();
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      const tick = setInterval(() => {
        sent += chunk.length;
        res.write(chunk);
      }, 10);
      res.on('close', () => {
        clearInterval(tick);
        closedAt = Date.now();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      url: `http://127.0.0.1:${port}/stream`,
      closedAt: () => closedAt,
      sent: () => sent,
      async stop() {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      },
    };
  }

  const until = async (done: () => boolean, ms: number) => {
    const end = Date.now() + ms;
    while (!done() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 20));
  };

  it('when a receiver answers 200 and then streams slowly forever, then the outcome is 200 and the connection is cut at the deadline', async () => {
    const stream = await streamingReceiver(Buffer.from('x'));
    try {
      const started = Date.now();
      const outcome = await post(sut(loopback, 400), stream.url);
      expect(outcome).toEqual({ statusCode: 200, durationMs: expect.any(Number), error: null });
      await until(() => stream.closedAt() !== null, 3_000);
      expect(stream.closedAt()).not.toBeNull();
      expect(stream.closedAt()! - started).toBeLessThan(1_500);
    } finally {
      await stream.stop();
    }
  });

  it('when a receiver answers 200 and then streams a large body, then the connection is cut after 64 KiB, before the deadline', async () => {
    const stream = await streamingReceiver(Buffer.alloc(16 * 1024, 'y'));
    try {
      const started = Date.now();
      const outcome = await post(sut(loopback, 5_000), stream.url);
      expect(outcome.statusCode).toBe(200);
      await until(() => stream.closedAt() !== null, 3_000);
      expect(stream.closedAt()).not.toBeNull();
      expect(stream.closedAt()! - started).toBeLessThan(3_000);
      expect(stream.sent()).toBeLessThan(1024 * 1024);
    } finally {
      await stream.stop();
    }
  });
});
