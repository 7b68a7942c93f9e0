import { HttpError } from '../errors/http-error';
import { KEY_RULE, keepsAnswer, readIdempotencyKey } from './idempotency-key';

describe('Idempotency-Key header', () => {
  it('when the header is absent, then the request has no key', () => {
    expect(readIdempotencyKey(undefined)).toBeUndefined();
  });

  it('when the key has 1 to 255 characters, then it is the key as given', () => {
    expect(readIdempotencyKey('a')).toBe('a');
    const longest = 'k'.repeat(255);
    expect(readIdempotencyKey(longest)).toBe(longest);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
  ])('when the key is %s, then the answer is 400 naming the rule', (_label, key) => {
    let thrown: unknown;
    try {
      readIdempotencyKey(key);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toBeInstanceOf(HttpError);
    expect([(thrown as HttpError).statusCode, (thrown as HttpError).body]).toEqual([400, [KEY_RULE]]);
  });
});

describe('what a failed request leaves on its key', () => {
  it.each([400, 403, 404, 409, 422, 500, 504])(
    'when the request answered %s, then the answer is kept and replayed',
    (status) => {
      expect(keepsAnswer(status)).toBe(true);
    },
  );

  it.each([429, 503])('when the request answered %s, then the key is released for a retry', (status) => {
    expect(keepsAnswer(status)).toBe(false);
  });
});
