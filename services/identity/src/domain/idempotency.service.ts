import { invalid, newId } from '@rapport/platform';
import type { IdempotencyRepository } from './identity.ports';
import type { IdempotencyRecord, StoredAnswer } from './identity.types';

export type ClaimResult =
  | { outcome: 'claimed'; claimId: string }
  | { outcome: 'replay'; answer: StoredAnswer }
  | { outcome: 'in_progress' | 'unknown' | 'mismatch' };

export const MAX_KEY_LENGTH = 255;
const MAX_LEASE_MS = 10 * 60_000;
/** Answers are JSON of requests of at most 1 MiB; 4 MiB is the gRPC message limit. */
const MAX_BODY_LENGTH = 4 * 1024 * 1024 - 64 * 1024;
/** A use is replaced once it expired; a few rounds settle any race of that. */
const CLAIM_ROUNDS = 8;
const HOUR_MS = 3_600_000;

export const hourOf = (at: Date) => at.toISOString().slice(0, 13);

export class IdempotencyService {
  constructor(
    private readonly repo: IdempotencyRepository,
    /** How long a key is remembered after its first use (24 hours by api-decisions). */
    private readonly retentionMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Claims `key` for a request with `fingerprint`, or says what became of the first request with
   * it. An expired use counts as absent: it is removed and the key claimed anew.
   */
  async claim(input: {
    organizationId: string;
    key: string;
    fingerprint: string;
    leaseMs: number;
  }): Promise<ClaimResult> {
    const { organizationId, key, fingerprint, leaseMs } = checkClaim(input);
    const slot = slotOf(organizationId, key);
    for (let round = 0; round < CLAIM_ROUNDS; round++) {
      const now = this.now();
      const expiresAt = new Date(now.getTime() + this.retentionMs);
      const record: IdempotencyRecord = {
        id: newId(),
        slot,
        organizationId,
        key,
        fingerprint,
        state: 'running',
        leaseUntil: new Date(now.getTime() + leaseMs),
        expiresAt,
        expiresHour: hourOf(expiresAt),
        answer: null,
        createdAt: now,
      };
      if (await this.repo.insert(record)) return { outcome: 'claimed', claimId: record.id };
      const first = await this.repo.findBySlot(slot);
      if (!first) continue; // released or swept meanwhile
      if (first.expiresAt <= now) {
        await this.repo.remove(first.id, slot);
        continue;
      }
      if (first.fingerprint !== fingerprint) return { outcome: 'mismatch' };
      if (first.state === 'done' && first.answer) return { outcome: 'replay', answer: first.answer };
      return { outcome: first.leaseUntil > now ? 'in_progress' : 'unknown' };
    }
    throw new Error(`the claim of an idempotency key did not settle after ${CLAIM_ROUNDS} rounds`);
  }

  async complete(organizationId: string, key: string, claimId: string, answer: StoredAnswer): Promise<void> {
    const { slot } = checkUse(organizationId, key, claimId);
    const issues: string[] = [];
    if (!Number.isInteger(answer.status) || answer.status < 100 || answer.status > 599)
      issues.push('answer.status must be an HTTP status');
    if (answer.body.length > MAX_BODY_LENGTH) issues.push('answer.body is too large to keep');
    if (issues.length) throw invalid(issues);
    // A use that is gone (expired and replaced) keeps nothing: its key already belongs to another.
    await this.repo.complete(claimId, slot, answer);
  }

  async release(organizationId: string, key: string, claimId: string): Promise<void> {
    const { slot } = checkUse(organizationId, key, claimId);
    await this.repo.remove(claimId, slot);
  }

  /**
   * Removes the records of every whole hour that ended before now and after `fromHour`; returns the
   * first hour not yet swept. Expired records are ignored on read anyway: this only frees space.
   */
  async sweep(fromMs: number, signal?: AbortSignal): Promise<number> {
    const currentHourStart = Math.floor(this.now().getTime() / HOUR_MS) * HOUR_MS;
    let hourStart = Math.floor(fromMs / HOUR_MS) * HOUR_MS;
    for (; hourStart < currentHourStart && !signal?.aborted; hourStart += HOUR_MS) {
      const hour = hourOf(new Date(hourStart));
      for (;;) {
        const expired = await this.repo.expiringIn(hour, 200);
        for (const record of expired) await this.repo.remove(record.id, record.slot);
        if (expired.length < 200 || signal?.aborted) break;
      }
    }
    return hourStart;
  }
}

const slotOf = (organizationId: string, key: string) => `${organizationId}:${key}`;

function keyIssues(key: string): string[] {
  const issues: string[] = [];
  if (!key || key.length > MAX_KEY_LENGTH) issues.push(`key must be 1 to ${MAX_KEY_LENGTH} characters`);
  if (key.includes('\0')) issues.push('key must not contain NUL characters');
  return issues;
}

function checkClaim<T extends { organizationId: string; key: string; fingerprint: string; leaseMs: number }>(
  input: T,
): T {
  const issues = keyIssues(input.key);
  if (!/^[\w+/=-]{16,128}$/.test(input.fingerprint)) issues.push('fingerprint must be a hash');
  if (!Number.isInteger(input.leaseMs) || input.leaseMs < 1 || input.leaseMs > MAX_LEASE_MS)
    issues.push(`leaseMs must be an integer from 1 to ${MAX_LEASE_MS}`);
  if (issues.length) throw invalid(issues);
  return input;
}

function checkUse(organizationId: string, key: string, claimId: string) {
  const issues = keyIssues(key);
  if (!claimId) issues.push('claimId should not be empty');
  if (issues.length) throw invalid(issues);
  return { slot: slotOf(organizationId, key) };
}
