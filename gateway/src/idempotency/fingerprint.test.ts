import { canonicalJson, fingerprintOf } from './fingerprint';

describe('request fingerprints of idempotency keys', () => {
  it('when two bodies differ only in key order and spacing, then their fingerprints are equal', () => {
    const a = JSON.parse('{"name":"Ada","tags":{"b":1,"a":[1,{"y":2,"x":1}]}}');
    const b = JSON.parse('{ "tags": { "a": [1, {"x": 1, "y": 2}], "b": 1.0 }, "name": "Ada" }');
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(fingerprintOf('POST', '/v1/people', a)).toBe(fingerprintOf('post', '/v1/people', b));
  });

  it('when the body, the path or the method differs, then the fingerprint differs', () => {
    const sut = fingerprintOf('POST', '/v1/people', { name: 'Ada' });
    expect(fingerprintOf('POST', '/v1/people', { name: 'Eve' })).not.toBe(sut);
    expect(fingerprintOf('POST', '/v1/companies', { name: 'Ada' })).not.toBe(sut);
    expect(fingerprintOf('PUT', '/v1/people', { name: 'Ada' })).not.toBe(sut);
    expect(fingerprintOf('POST', '/v1/people', ['Ada'])).not.toBe(fingerprintOf('POST', '/v1/people', 'Ada'));
  });

  it('when array order differs, then the requests are different', () => {
    expect(canonicalJson({ tagIds: ['a', 'b'] })).not.toBe(canonicalJson({ tagIds: ['b', 'a'] }));
  });

  it('when a body is absent, then it counts as the empty object', () => {
    expect(fingerprintOf('POST', '/x', undefined)).toBe(fingerprintOf('POST', '/x', {}));
    expect(fingerprintOf('POST', '/x', {})).toMatch(/^[\w-]{43}$/);
  });
});
