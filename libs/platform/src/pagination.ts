import { invalid } from './errors';

/** Page sizes of api-decisions: 1 to 100, default 50. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 100;

/**
 * Cursors are opaque to clients: base64url of the last id of the previous page. Ids are time-ordered
 * (UUIDv7), so "newest first" is `_id` descending and the next page is `_id < cursorId`; a boundary
 * record deleted between fetches changes nothing.
 */
export function encodeCursor(lastId: string): string {
  return Buffer.from(`v1:${lastId}`).toString('base64url');
}

/** Returns the id inside a cursor, or throws INVALID_ARGUMENT. An empty cursor means the first page. */
export function decodeCursor(cursor: string | undefined | null): string | null {
  if (!cursor) return null;
  const decoded = /^[A-Za-z0-9_-]+$/.test(cursor) ? Buffer.from(cursor, 'base64url').toString() : '';
  const match = /^v1:([0-9a-f-]{36})$/.exec(decoded);
  if (!match) throw invalid(['cursor is invalid']);
  return match[1]!;
}

/** Clamps a gRPC `limit` (0 means default) or throws when out of range. */
export function pageLimit(limit: number | undefined): number {
  if (!limit) return DEFAULT_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw invalid([`limit must be an integer from 1 to ${MAX_LIMIT}`]);
  }
  return limit;
}

/**
 * Given `limit + 1` rows fetched newest first, returns the page and the cursor of the next one
 * (empty string at the end).
 */
export function toPage<T extends { id: string }>(
  rows: T[],
  limit: number,
): { data: T[]; nextCursor: string } {
  const data = rows.slice(0, limit);
  const last = data[data.length - 1];
  return { data, nextCursor: rows.length > limit && last ? encodeCursor(last.id) : '' };
}
