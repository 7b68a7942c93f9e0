import * as grpc from '@grpc/grpc-js';
import { z } from 'zod';
import { checkInputs, mergeResults } from './batch';

const Body = z.object({ name: z.string().min(1) }).strict();

describe('batch results', () => {
  it('when inputs are checked, then each bad one gets the single POST 400 envelope and good ones their value', () => {
    const sut = checkInputs(Body, [{ name: 'Ada' }, { name: '' }, 'x', { name: 'Eve', foo: 1 }]);
    expect(sut).toEqual([
      { value: { name: 'Ada' } },
      {
        error: {
          status: 400,
          error: { statusCode: 400, message: ['name should not be empty'], error: 'Bad Request' },
        },
      },
      {
        error: {
          status: 400,
          error: { statusCode: 400, message: ['body must be an object'], error: 'Bad Request' },
        },
      },
      {
        error: {
          status: 400,
          error: { statusCode: 400, message: ['property foo should not exist'], error: 'Bad Request' },
        },
      },
    ]);
  });

  it('when the service answered the valid inputs, then results interleave with the refused ones in input order', () => {
    const checked = [
      { value: 1 },
      { error: { status: 400, error: { statusCode: 400, message: ['m'], error: 'Bad Request' } } },
      { value: 2 },
      { value: 3 },
      { value: 4 },
    ];
    const sut = mergeResults(checked, [
      { upserted: { created: true, matchedOn: 'MATCHED_ON_UNSPECIFIED' }, record: 'a' },
      { upserted: { created: false, matchedOn: 'MATCHED_ON_EXTERNAL_ID' }, record: 'b' },
      { error: { code: grpc.status.ALREADY_EXISTS, messages: ['email is already used by another person'] } },
      { error: { code: grpc.status.INTERNAL, messages: ['connection string mongodb://secret'] } },
    ]);
    expect(sut).toEqual([
      { status: 201, matchedOn: null, record: 'a' },
      checked[1]!.error,
      { status: 200, matchedOn: 'externalId', record: 'b' },
      {
        status: 409,
        error: { statusCode: 409, message: 'email is already used by another person', error: 'Conflict' },
      },
      {
        status: 500,
        error: { statusCode: 500, message: 'internal server error', error: 'Internal Server Error' },
      },
    ]);
  });
});
