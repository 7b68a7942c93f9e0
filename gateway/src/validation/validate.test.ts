import { z } from 'zod';
import type { HttpError } from '../errors/http-error';
import { parseOrThrow } from './validate';

const sut = (schema: z.ZodType, input: unknown) => {
  try {
    parseOrThrow(schema, input, 'body');
  } catch (err) {
    return (err as HttpError).body;
  }
  return null;
};

describe('parseOrThrow', () => {
  const schema = z
    .object({
      name: z.string().trim().min(1),
      email: z.email().optional(),
      tags: z.array(z.string()).optional(),
      phone: z.string().regex(/^\d+$/, { error: 'phone must be digits' }).optional(),
    })
    .strict();

  it('when several rules fail, then it lists one message per rule', () => {
    expect(sut(schema, { email: 'nope', tags: [1], foo: 1, phone: 'x' })).toEqual([
      'name should not be empty',
      'email must be an email',
      'tags.0 must be a string',
      'phone must be digits',
      'property foo should not exist',
    ]);
  });

  it('when a required string is blank, then it should not be empty', () => {
    expect(sut(schema, { name: '  ' })).toEqual(['name should not be empty']);
  });

  it('when the body is not an object, then the root is named', () => {
    expect(sut(schema, 'text')).toEqual(['body must be an object']);
  });

  it('when the input is valid, then it returns the parsed value', () => {
    expect(parseOrThrow(schema, { name: ' Ada ' }, 'body')).toEqual({ name: 'Ada' });
  });
});
