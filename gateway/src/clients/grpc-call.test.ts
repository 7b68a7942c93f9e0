import type * as grpc from '@grpc/grpc-js';
import { callsOf, present, recordOf, scoped, withRecord } from './grpc-call';

type Callback = (err: grpc.ServiceError | null, value?: unknown) => void;

/** A stand-in for a generated client: the service definition on its constructor, one method each. */
class FakeClient {
  static service = {
    GetThing: { originalName: 'getThing', requestStream: false, responseStream: false },
    WatchThings: { originalName: 'watchThings', requestStream: false, responseStream: true },
  };
  seen: { request: unknown; metadata: grpc.Metadata; options: grpc.CallOptions }[] = [];
  answer: unknown = { thing: { id: 't1' } };

  getThing(request: unknown, metadata: grpc.Metadata, options: grpc.CallOptions, callback: Callback) {
    this.seen.push({ request, metadata, options });
    callback(null, this.answer);
  }

  watchThings() {
    throw new Error('not unary');
  }
}

const bind = (client: FakeClient) =>
  callsOf(client as unknown as grpc.Client) as unknown as Record<
    string,
    (context: object, request: object) => Promise<{ thing?: { id: string } | null }>
  >;

describe('gateway gRPC calls', () => {
  it('when a unary method is called, then it carries the request id and a deadline and resolves the answer', async () => {
    const client = new FakeClient();
    const sut = bind(client);
    const before = Date.now();
    await expect(sut.getThing!({ requestId: 'r-1', deadlineMs: 2_000 }, { id: 't1' })).resolves.toEqual({
      thing: { id: 't1' },
    });
    const [seen] = client.seen;
    expect(seen?.request).toEqual({ id: 't1' });
    expect(seen?.metadata.get('x-request-id')).toEqual(['r-1']);
    expect(Number(seen?.options.deadline)).toBeGreaterThanOrEqual(before + 2_000);
    expect(sut.watchThings).toBeUndefined();
  });

  it('when a call is scoped, then the organization of the context is sent with the request', async () => {
    const client = new FakeClient();
    const sut = scoped(
      bind(client).getThing as (c: object, r: { organizationId?: string; id: string }) => Promise<unknown>,
    );
    await sut({ organizationId: 'org-1', requestId: 'r-2' }, { id: 't1' });
    expect(client.seen[0]?.request).toEqual({ id: 't1', organizationId: 'org-1' });
  });

  it('when the answer carries its record, then recordOf and withRecord resolve it', async () => {
    const client = new FakeClient();
    const call = bind(client).getThing as (c: object, r: object) => Promise<{ thing: { id: string } | null }>;
    await expect(recordOf(call, 'thing')({}, {})).resolves.toEqual({ id: 't1' });
    await expect(withRecord(call, 'thing')({}, {})).resolves.toEqual({ thing: { id: 't1' } });
  });

  it('when a service leaves the record out, then the call fails (a 500, not a wrong answer)', async () => {
    const client = new FakeClient();
    client.answer = { thing: null };
    const call = bind(client).getThing as (c: object, r: object) => Promise<{ thing: { id: string } | null }>;
    await expect(recordOf(call, 'thing')({}, {})).rejects.toThrow('the service answered without thing');
    await expect(withRecord(call, 'thing')({}, {})).rejects.toThrow('the service answered without thing');
    expect(() => present(undefined, 'user')).toThrow('the service answered without user');
  });
});
