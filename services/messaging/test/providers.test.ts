import { createServer } from 'node:net';
import pino from 'pino';
import { ProviderError, type SendRequest } from '../src/domain/messaging.ports';
import { MetaGraphProvider } from '../src/providers/meta-graph.provider';
import { SandboxProvider } from '../src/providers/sandbox.provider';
import { GraphStandIn } from './support/graph-stand-in';

const request = (overrides: Partial<SendRequest> = {}): SendRequest => ({
  channel: 'whatsapp',
  providerAccountId: 'pn-1',
  accessToken: 'secret-token',
  recipient: '4915112345678',
  body: 'hello',
  messageId: 'msg-1',
  ...overrides,
});

const failureOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(err)}`);
  return { reason: err.reason, transient: err.transient };
};

describe('provider adapters against a local Graph API stand-in', () => {
  const graph = new GraphStandIn();
  let sut: MetaGraphProvider;
  beforeAll(async () => {
    await graph.start();
    graph.addAccount('pn-1', 'secret-token');
    graph.addAccount('page-1', 'page-token');
    sut = new MetaGraphProvider({ baseUrl: `${graph.url}/`, version: 'v21.0', timeoutMs: 500 });
  });
  afterAll(async () => {
    await graph.stop();
  });

  it('when WhatsApp and Messenger messages are sent, then each goes to its path with its token and id back', async () => {
    const whatsapp = await sut.send(request({ body: 'wa' }));
    const messenger = await sut.send(
      request({
        channel: 'facebook',
        providerAccountId: 'page-1',
        accessToken: 'page-token',
        recipient: 'psid',
        body: 'fb',
      }),
    );

    expect(whatsapp.providerMessageId).toBe(graph.requestsFor('wa')[0]!.providerMessageId);
    expect(messenger.providerMessageId).toBe(graph.requestsFor('fb')[0]!.providerMessageId);
    expect(graph.requestsFor('fb')[0]).toMatchObject({
      path: '/v21.0/page-1/messages',
      authorization: 'Bearer page-token',
      body: { recipient: { id: 'psid' }, messaging_type: 'RESPONSE', message: { text: 'fb' } },
    });
  });

  it.each([
    [500, true],
    [503, true],
    [429, true],
    [400, false],
    [403, false],
  ])('when the Graph API answers %s, then the error is transient: %s', async (status, transient) => {
    graph.script(`status ${status}`, [status]);
    const res = await failureOf(sut.send(request({ body: `status ${status}` })));
    expect(res.transient).toBe(transient);
    expect(res.reason).toMatch(new RegExp(`^provider answered HTTP ${status}: scripted failure ${status}`));
  });

  it('when the Graph API does not answer in time, then it is a transient timeout', async () => {
    graph.script('slow', ['hang']);
    expect(await failureOf(sut.send(request({ body: 'slow' })))).toEqual({
      reason: 'the provider did not answer within 500 ms',
      transient: true,
    });
  });

  it('when nothing listens at the base URL, then it is a transient network error', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const closed = new MetaGraphProvider({
      baseUrl: `http://127.0.0.1:${port}`,
      version: 'v21.0',
      timeoutMs: 500,
    });
    expect(await failureOf(closed.send(request()))).toEqual({
      reason: 'could not reach the provider (ECONNREFUSED)',
      transient: true,
    });
  });

  it('when the token is wrong or missing, then it fails permanently', async () => {
    expect(await failureOf(sut.send(request({ accessToken: 'wrong', body: 'bad token' })))).toEqual({
      reason: 'provider answered HTTP 401: Invalid OAuth access token (code 190)',
      transient: false,
    });
    expect((await failureOf(sut.send(request({ accessToken: null })))).transient).toBe(false);
  });

  it('when the sandbox provider sends, then it records the message and returns a fake id', async () => {
    const sandbox = new SandboxProvider(pino({ level: 'silent' }));
    const before = graph.requests.length;
    const res = await sandbox.send(request({ body: 'sandboxed' }));
    expect(res.providerMessageId).toMatch(/^sandbox\./);
    expect(sandbox.sent).toEqual([expect.objectContaining({ body: 'sandboxed', accessToken: null })]);
    expect(graph.requests.length).toBe(before);
  });
});
