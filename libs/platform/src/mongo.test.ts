import { isStoreUnavailable } from './errors';
import { insertAll } from './mongo';

/** A model whose insertMany rejects with `err`. */
const failing = (err: unknown) => ({
  collection: { insertMany: async () => Promise.reject(err) },
});

describe('insertAll', () => {
  it('when the connection is lost mid-insert (a bulk error with no per-document errors), then it throws instead of answering all inserted', async () => {
    // What the driver throws when the socket closes during insertMany: MongoBulkWriteError, writeErrors [].
    const lost = Object.assign(new Error('This socket has been ended by the other party'), {
      writeErrors: [],
    });
    await expect(insertAll(failing(lost), [{ _id: 'a' }, { _id: 'b' }])).rejects.toBe(lost);
  });

  it('when some documents are refused as duplicates, then it answers their indexes; another per-document error throws', async () => {
    const duplicates = Object.assign(new Error('E11000'), {
      writeErrors: [
        { index: 1, code: 11000 },
        { index: 3, code: 11000 },
      ],
    });
    expect(await insertAll(failing(duplicates), [{}, {}, {}, {}])).toEqual(new Set([1, 3]));
    const other = Object.assign(new Error('validation'), { writeErrors: [{ index: 0, code: 121 }] });
    await expect(insertAll(failing(other), [{}, {}])).rejects.toBe(other);
  });

  it('when the store closed the connection mid-insert, then the error counts as the store unavailable (503), not a fault (500)', () => {
    const lost = new Error('This socket has been ended by the other party');
    Object.defineProperty(lost, 'name', { value: 'MongoBulkWriteError' });
    expect(isStoreUnavailable(lost)).toBe(true);
  });
});
