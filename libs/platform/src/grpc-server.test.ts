import { EventEmitter } from 'node:events';
import * as grpc from '@grpc/grpc-js';
import { messagesOf } from './errors';
import { scopedHandler } from './grpc-server';
import { createLogger } from './logger';

type Req = { organizationId: string; id: string };

/** The parts of a server call `unaryHandler` reads, without a server. */
function fakeCall(request: Req): grpc.ServerUnaryCall<Req, { seen: string }> {
  return Object.assign(new EventEmitter(), {
    request,
    metadata: new grpc.Metadata(),
    cancelled: false,
    getPath: () => '/rapport.test.v1.TestService/Get',
    getDeadline: () => Number.POSITIVE_INFINITY,
  }) as unknown as grpc.ServerUnaryCall<Req, { seen: string }>;
}

function answer(handler: grpc.handleUnaryCall<Req, { seen: string }>, request: Req) {
  return new Promise<{ err: grpc.ServiceError | null; value?: { seen: string } }>((resolve) =>
    handler(fakeCall(request), (err, value) =>
      resolve({ err: err as grpc.ServiceError | null, value: value ?? undefined }),
    ),
  );
}

describe('scopedHandler', () => {
  const logger = createLogger('test', 'silent');

  it('when the organizationId is empty, then it answers INVALID_ARGUMENT and the handler never runs', async () => {
    const fn = jest.fn(async () => ({ seen: 'x' }));
    const { err } = await answer(scopedHandler(logger, fn), { organizationId: '', id: 'a' });
    expect(err?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(messagesOf(err!)).toEqual(['organizationId should not be empty']);
    expect(fn).not.toHaveBeenCalled();
  });

  it('when the organizationId is given, then the handler gets it, the request and the call signal', async () => {
    const fn = jest.fn(async (organizationId: string, request: Req, _call: unknown, signal: AbortSignal) => ({
      seen: `${organizationId}/${request.id}/${signal.aborted}`,
    }));
    const { err, value } = await answer(scopedHandler(logger, fn), { organizationId: 'org-1', id: 'a' });
    expect(err).toBeNull();
    expect(value).toEqual({ seen: 'org-1/a/false' });
  });
});
