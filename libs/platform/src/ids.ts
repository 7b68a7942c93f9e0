import { randomInt } from 'node:crypto';
import { v7 as uuidv7, validate, version } from 'uuid';

/** Ids one process takes within one millisecond: rand_a's 12 bits count them (RFC 9562, method 1). */
const COUNTER_MAX = 0xfff;
const clock = { ms: -1, counter: 0 };

/**
 * Time-ordered ids: sorting by id is sorting by creation time. A UUIDv7 whose 12 `rand_a` bits count
 * the ids this process took in the same millisecond (from 0; the 20 bits after them and the rest of
 * `rand_b` are random), so the ids of one process are strictly increasing and a run of them in one
 * millisecond can be cut into groups of 64 by their bits alone: the time partitions of lists read
 * such groups (slots.ts `positionOf`, decision 0021). When the clock steps back, the last millisecond
 * goes on counting; past 4,096 in a millisecond, the next one is borrowed, as the RFC allows.
 */
export function newId(): string {
  const now = Date.now();
  if (now > clock.ms) {
    clock.ms = now;
    clock.counter = 0;
  } else if (++clock.counter > COUNTER_MAX) {
    clock.ms++;
    clock.counter = 0;
  }
  return uuidv7({ msecs: clock.ms, seq: ((clock.counter << 20) | randomInt(0x100000)) >>> 0 });
}

/** True for a UUID of any version (path and body ids are checked with it before any query). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && validate(value);
}

export function isUuidV7(value: unknown): value is string {
  return isUuid(value) && version(value) === 7;
}
