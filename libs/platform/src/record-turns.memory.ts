import type { TurnClaim, TurnStore } from './record-turns';

/** The turns' store in memory, with the Mongo store's rule (one claim per key and number): for unit tests. */
export class MemoryTurnStore implements TurnStore {
  readonly claims = new Map<string, TurnClaim>();

  async claim(key: string, n: number, at: Date): Promise<boolean> {
    if (this.claims.has(`${key}:${n}`)) return false;
    this.claims.set(`${key}:${n}`, { key, n, at });
    return true;
  }

  async claimAll(claims: TurnClaim[]): Promise<boolean[]> {
    const claimed: boolean[] = [];
    for (const { key, n, at } of claims) claimed.push(await this.claim(key, n, at));
    return claimed;
  }

  async find(key: string, n: number): Promise<TurnClaim | null> {
    return this.claims.get(`${key}:${n}`) ?? null;
  }

  async release(claims: { key: string; n: number }[]): Promise<void> {
    for (const { key, n } of claims) this.claims.delete(`${key}:${n}`);
  }
}
