import * as grpc from '@grpc/grpc-js';
import { ErrorCode, grpcStatusOf, MESSAGES_METADATA_KEY } from '@rapport/platform';
import { httpErrorFromGrpc, httpStatusOf } from './grpc-to-http';

const serviceError = (code: grpc.status, details: string, messages?: string[]): grpc.ServiceError => {
  const metadata = new grpc.Metadata();
  if (messages) metadata.set(MESSAGES_METADATA_KEY, Buffer.from(JSON.stringify(messages)));
  return Object.assign(new Error(details), { code, details, metadata });
};

describe('gRPC → HTTP mapping', () => {
  it.each([
    [grpc.status.INVALID_ARGUMENT, 400],
    [grpc.status.UNAUTHENTICATED, 401],
    [grpc.status.PERMISSION_DENIED, 403],
    [grpc.status.NOT_FOUND, 404],
    [grpc.status.ALREADY_EXISTS, 409],
    [grpc.status.FAILED_PRECONDITION, 409],
    [grpc.status.RESOURCE_EXHAUSTED, 500],
    [grpc.status.UNAVAILABLE, 503],
    [grpc.status.DEADLINE_EXCEEDED, 504],
    [grpc.status.INTERNAL, 500],
    [grpc.status.UNKNOWN, 500],
  ])('when a service answers gRPC status %s, then the gateway answers %s', (code, http) => {
    expect(httpStatusOf(code)).toBe(http);
  });

  it('when every domain error code crosses both boundaries, then each lands on its HTTP status', () => {
    const expected: Record<ErrorCode, number> = {
      INVALID_ARGUMENT: 400,
      NOT_FOUND: 404,
      ALREADY_EXISTS: 409,
      PERMISSION_DENIED: 403,
      FAILED_PRECONDITION: 409,
      UNAUTHENTICATED: 401,
      UNAVAILABLE: 503,
    };
    for (const code of Object.values(ErrorCode))
      expect(httpStatusOf(grpcStatusOf(code))).toBe(expected[code]);
  });

  it('when an answer breaks the gRPC size limit (RESOURCE_EXHAUSTED), then the client gets a generic 500, never 429', () => {
    const err = httpErrorFromGrpc(
      serviceError(grpc.status.RESOURCE_EXHAUSTED, 'Received message larger than max (4500000 vs 4194304)'),
    );
    expect([err.statusCode, err.body]).toEqual([500, 'internal server error']);
  });

  it('when validation fails with several messages, then the 400 carries them as an array', () => {
    const err = httpErrorFromGrpc(serviceError(grpc.status.INVALID_ARGUMENT, 'a; b', ['a', 'b']));
    expect([err.statusCode, err.body]).toEqual([400, ['a', 'b']]);
  });

  it('when an internal error happens, then its details never reach the client', () => {
    const err = httpErrorFromGrpc(serviceError(grpc.status.INTERNAL, 'connection string mongodb://secret'));
    expect([err.statusCode, err.body]).toEqual([500, 'internal server error']);
  });

  it('when a conflict happens, then the message is the service message', () => {
    const err = httpErrorFromGrpc(
      serviceError(grpc.status.ALREADY_EXISTS, 'x', ['a tag named "vip" already exists']),
    );
    expect([err.statusCode, err.body]).toEqual([409, 'a tag named "vip" already exists']);
  });
});
