import type { AttemptRecord, AttemptStore } from './attempts';

/**
 * The attempts' store in memory, with the Mongo store's rules (a unique key per subject and number,
 * conditional writes): for unit tests of the primitive and of the services that use it.
 */
export class MemoryAttemptStore<O> implements AttemptStore<O> {
  readonly records = new Map<string, AttemptRecord<O>>();

  static keyOf(subject: string, n: number): string {
    return `${subject}#${n}`;
  }

  /** Stores a record as is (a test's fixture: what another worker left). */
  put(record: Partial<AttemptRecord<O>> & Pick<AttemptRecord<O>, 'subject' | 'n'>): void {
    this.records.set(MemoryAttemptStore.keyOf(record.subject, record.n), {
      token: 'other',
      claimedAt: new Date(0),
      startedAt: null,
      leaseUntil: new Date(0),
      outcome: null,
      finishedAt: null,
      tags: {},
      ...record,
    });
  }

  async insert(record: AttemptRecord<O>): Promise<boolean> {
    const key = MemoryAttemptStore.keyOf(record.subject, record.n);
    if (this.records.has(key)) return false;
    this.records.set(key, { ...record });
    return true;
  }

  async find(subject: string, n: number): Promise<AttemptRecord<O> | null> {
    const record = this.records.get(MemoryAttemptStore.keyOf(subject, n));
    return record ? { ...record } : null;
  }

  async latest(subject: string): Promise<AttemptRecord<O> | null> {
    const own = [...this.records.values()].filter((r) => r.subject === subject).sort((a, b) => b.n - a.n);
    return own[0] ? { ...own[0] } : null;
  }

  async start(subject: string, n: number, token: string, at: Date, leaseUntil: Date): Promise<boolean> {
    const record = this.records.get(MemoryAttemptStore.keyOf(subject, n));
    if (record?.token !== token || record.startedAt || record.outcome !== null) return false;
    Object.assign(record, { startedAt: at, leaseUntil });
    return true;
  }

  async settle(subject: string, n: number, outcome: O, at: Date, token?: string): Promise<void> {
    const record = this.records.get(MemoryAttemptStore.keyOf(subject, n));
    if (!record || record.outcome !== null || (token !== undefined && record.token !== token)) return;
    Object.assign(record, { outcome, finishedAt: at });
  }

  async release(subject: string, n: number, token: string, unstarted: boolean): Promise<boolean> {
    const key = MemoryAttemptStore.keyOf(subject, n);
    const record = this.records.get(key);
    if (record?.token !== token || record.outcome !== null || (unstarted && record.startedAt)) return false;
    return this.records.delete(key);
  }

  async deleteSubjects(subjects: string[]): Promise<void> {
    for (const [key, record] of this.records) if (subjects.includes(record.subject)) this.records.delete(key);
  }

  async deleteTagged(tags: Record<string, string>): Promise<void> {
    for (const [key, record] of this.records) {
      if (Object.entries(tags).every(([name, value]) => record.tags[name] === value))
        this.records.delete(key);
    }
  }
}
