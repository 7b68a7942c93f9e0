import { v7 as uuidv7, validate, version } from 'uuid';

/** Time-ordered ids: sorting by id is sorting by creation time. */
export function newId(): string {
  return uuidv7();
}

/** True for a UUID of any version (path and body ids are checked with it before any query). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && validate(value);
}

export function isUuidV7(value: unknown): value is string {
  return isUuid(value) && version(value) === 7;
}
