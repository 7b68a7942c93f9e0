import * as grpc from '@grpc/grpc-js';
import { DomainError, ErrorCode } from './errors';
import { type ClientConstructor, peerClient } from './grpc-client';
import { withRequestId } from './tracing';

type Thing = { id: string };
type Page = { ids: string[] };

/** A typed stand-in for a generated client, as `proto-loader-gen-types` writes one. */
interface ThingsClient extends grpc.Client {
  getThing(
    argument: Thing,
    metadata: grpc.Metadata,
    options: grpc.CallOptions,
    callback: grpc.requestCallback<Thing>,
  ): grpc.ClientUnaryCall;
  getThing(argument: Thing, callback: grpc.requestCallback<Thing>): grpc.ClientUnaryCall;
  watchThings(
    argument: Page,
    metadata: grpc.Metadata,
    options?: grpc.CallOptions,
  ): grpc.ClientReadableStream<Page>;
  watchThings(argument: Page, options?: grpc.CallOptions): grpc.ClientReadableStream<Page>;
}

const serialize = (value: unknown) => Buffer.from(JSON.stringify(value));
const deserialize = (buffer: Buffer) => JSON.parse(buffer.toString());
const method = (name: string, responseStream: boolean) => ({
  path: `/rapport.test.v1.ThingsService/${name}`,
  requestStream: false,
  responseStream,
  requestSerialize: serialize,
  requestDeserialize: deserialize,
  responseSerialize: serialize,
  responseDeserialize: deserialize,
  originalName: name.charAt(0).toLowerCase() + name.slice(1),
});
const definition = { GetThing: method('GetThing', false), WatchThings: method('WatchThings', true) };
const ThingsService = grpc.makeGenericClientConstructor(
  definition,
  'ThingsService',
) as unknown as ClientConstructor<ThingsClient>;

/** What the server does with each call; tests set it. */
let getThing: grpc.handleUnaryCall<Thing, Thing>;
let watchThings: grpc.handleServerStreamingCall<Page, Page>;

describe('peerClient', () => {
  let server: grpc.Server;
  let address: string;

  beforeAll(async () => {
    server = new grpc.Server();
    server.addService(definition, {
      GetThing: (call: grpc.ServerUnaryCall<Thing, Thing>, cb: grpc.sendUnaryData<Thing>) =>
        getThing(call, cb),
      WatchThings: (call: grpc.ServerWritableStream<Page, Page>) => watchThings(call),
    });
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, bound) =>
        err ? reject(err) : resolve(bound),
      ),
    );
    address = `127.0.0.1:${port}`;
  });

  afterAll(() => server.forceShutdown());

  const open = (deadlineMs = 2_000, at = address) => peerClient('things', ThingsService, at, { deadlineMs });

  /** The rejection of `promise`, which must reject. */
  const failureOf = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a failure');
      },
      (err: unknown) => err as DomainError & { cause: grpc.ServiceError },
    );

  it('when the peer answers, then the call resolves its answer, with the request id and the deadline', async () => {
    let seen: { requestId: unknown; deadlineMs: number } | undefined;
    getThing = (call, cb) => {
      seen = {
        requestId: call.metadata.get('x-request-id')[0],
        deadlineMs: Number(call.getDeadline()) - Date.now(),
      };
      cb(null, { id: `${call.request.id}!` });
    };
    const sut = open();
    await expect(withRequestId('r-1', () => sut.call('getThing', { id: 't1' }))).resolves.toEqual({
      id: 't1!',
    });
    expect(seen?.requestId).toBe('r-1');
    expect(seen?.deadlineMs).toBeGreaterThan(1_000);
    expect(seen?.deadlineMs).toBeLessThanOrEqual(2_000);
    sut.close();
  });

  it('when the peer answers a code the caller lists as absent, then the call resolves null', async () => {
    getThing = (_call, cb) => cb({ code: grpc.status.NOT_FOUND, details: 'no such thing' });
    const sut = open();
    await expect(sut.call('getThing', { id: 't1' }, [grpc.status.NOT_FOUND])).resolves.toBeNull();
    sut.close();
  });

  it('when the peer answers any other error, then the call fails UNAVAILABLE naming the peer, the error as its cause', async () => {
    getThing = (_call, cb) => cb({ code: grpc.status.INTERNAL, details: 'internal error' });
    const sut = open();
    const err = await failureOf(sut.call('getThing', { id: 't1' }, [grpc.status.NOT_FOUND]));
    expect(err).toBeInstanceOf(DomainError);
    expect(err.code).toBe(ErrorCode.UNAVAILABLE);
    expect(err.messages).toEqual(['the things service is unavailable']);
    expect(err.cause.code).toBe(grpc.status.INTERNAL);
    sut.close();
  });

  it('when the peer is slower than the deadline, then the call fails UNAVAILABLE at the deadline', async () => {
    getThing = (_call, cb) => setTimeout(() => cb(null, { id: 'late' }), 500);
    const sut = open(100);
    const err = await failureOf(sut.call('getThing', { id: 't1' }));
    expect(err.code).toBe(ErrorCode.UNAVAILABLE);
    expect(err.cause.code).toBe(grpc.status.DEADLINE_EXCEEDED);
    sut.close();
  });

  it('when nothing listens at the address, then the call fails UNAVAILABLE', async () => {
    const sut = open(1_000, '127.0.0.1:1');
    const err = await failureOf(sut.call('getThing', { id: 't1' }));
    expect(err.code).toBe(ErrorCode.UNAVAILABLE);
    expect(err.messages).toEqual(['the things service is unavailable']);
    sut.close();
  });

  it('when the peer streams, then the pages come in order and an error ends the stream UNAVAILABLE', async () => {
    watchThings = (call) => {
      call.write({ ids: ['a', 'b'] });
      call.write({ ids: ['c'] });
      call.emit('error', { code: grpc.status.INTERNAL, details: 'gone' });
    };
    const sut = open();
    const pages: string[][] = [];
    const err = await failureOf(
      (async () => {
        for await (const page of sut.stream('watchThings', { ids: [] })) pages.push(page.ids);
      })(),
    );
    expect(pages).toEqual([['a', 'b'], ['c']]);
    expect(err.code).toBe(ErrorCode.UNAVAILABLE);
    expect(err.cause.code).toBe(grpc.status.INTERNAL);
    sut.close();
  });

  it('when the reader leaves the stream early, then the call is cancelled at the peer', async () => {
    const cancelled = new Promise<boolean>((resolve) => {
      watchThings = (call) => {
        call.on('cancelled', () => resolve(true));
        call.write({ ids: ['a'] });
      };
    });
    const sut = open();
    for await (const page of sut.stream('watchThings', { ids: [] })) {
      expect(page.ids).toEqual(['a']);
      break;
    }
    await expect(cancelled).resolves.toBe(true);
    sut.close();
  });
});
