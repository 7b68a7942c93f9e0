import { fromStruct, toStruct } from './struct';

describe('Struct conversion', () => {
  it('when a JSON object goes to a Struct and back, then it is unchanged', () => {
    const value = { a: 1, b: 'x', c: true, d: null, e: [1, 'two', { f: false }], g: { h: { i: 2.5 } } };
    expect(fromStruct(toStruct(value))).toEqual(value);
  });

  it('when a key is __proto__, then it stays an own property and the prototype is untouched', () => {
    const struct = {
      fields: {
        ['__proto__']: {
          kind: 'structValue',
          structValue: { fields: { polluted: { kind: 'boolValue', boolValue: true } } },
        },
      },
    };
    const out = fromStruct(struct);
    expect(Object.keys(out)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
