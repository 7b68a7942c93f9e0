/**
 * True when a write broke a unique index. MongoDB and FerretDB inserts answer code 11000; FerretDB
 * v1 updates answer code 1 (InternalError) carrying the backend's unique-violation text
 * (PostgreSQL SQLSTATE 23505, SQLite "UNIQUE constraint failed"), so for that one case the text is
 * the only signal there is.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  const { code, message } = (err ?? {}) as { code?: unknown; message?: unknown };
  if (code === 11000 || code === 11001) return true;
  return code === 1 && typeof message === 'string' && /SQLSTATE 23505|UNIQUE constraint failed/.test(message);
}
