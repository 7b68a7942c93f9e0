import { DomainError } from './errors';
import { decodeCursor, encodeCursor, pageLimit, toPage } from './pagination';

describe('pagination', () => {
  const id = '01a20070-8978-722e-b3f9-7e644a7c46ee';

  it('when a cursor is encoded, then decoding gives the id back', () => {
    expect(decodeCursor(encodeCursor(id))).toBe(id);
  });

  it.each(['%%%', 'bm90LWEtY3Vyc29y', Buffer.from('v1:../../etc').toString('base64url')])(
    'when the cursor %s cannot be decoded, then it is invalid',
    (cursor) => {
      expect(() => decodeCursor(cursor)).toThrow(DomainError);
    },
  );

  it('when limit is missing, then it is 50; out of range throws', () => {
    expect(pageLimit(0)).toBe(50);
    expect(pageLimit(100)).toBe(100);
    expect(() => pageLimit(101)).toThrow('limit must be an integer from 1 to 100');
  });

  it('when there is one row more than the limit, then a next cursor points after the last row', () => {
    const rows = [{ id: 'c' }, { id: 'b' }, { id: 'a' }];
    expect(toPage(rows, 2)).toEqual({ data: rows.slice(0, 2), nextCursor: encodeCursor('b') });
    expect(toPage(rows, 3)).toEqual({ data: rows, nextCursor: '' });
  });
});
