import type { LedgerEntry } from '@rapport/platform';
import { ChangesService } from './changes.service';

/** One organization's ledger in memory, counting the reads a wait makes. */
function memoryLedger() {
  const entries: LedgerEntry[] = [];
  const ledger = {
    probes: 0,
    entries,
    append(type: string) {
      entries.push({ seq: entries.length + 1, type } as LedgerEntry);
    },
    floor: async () => 0,
    at: async (_organizationId: string, seq: number) => {
      ledger.probes++;
      return entries[seq - 1] ?? null;
    },
    read: async (_organizationId: string, after: number, limit: number) => {
      ledger.probes++;
      return entries.slice(after, after + limit);
    },
  };
  return ledger;
}

const query = (after: number, waitMs: number) => ({ after, limit: 100, types: [], waitMs });

describe('held-open reads of the change feed', () => {
  it('when 20 readers of one organization wait, then one check per poll serves them all (issue 48), and a change wakes every one', async () => {
    const ledger = memoryLedger();
    ledger.append('contact.created');
    const sut = new ChangesService(ledger, { pollMs: 10 });

    const started = Date.now();
    const reads = Array.from({ length: 20 }, () => sut.list('org-1', query(1, 2_000)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const probes = ledger.probes;
    ledger.append('contact.updated');
    const pages = await Promise.all(reads);

    // About 30 polls in 300 ms: one probe each (the readers' own first scans aside), not 20 each.
    expect(probes).toBeLessThan(20 + 60);
    expect(Date.now() - started).toBeLessThan(1_000);
    for (const page of pages) {
      expect(page).toMatchObject({ expired: false, nextAfter: 2 });
      expect(page.changes.map((c) => c.type)).toEqual(['contact.updated']);
    }
  });

  it('when readers wait at different places, then each wakes for a change after its own place only', async () => {
    const ledger = memoryLedger();
    for (let i = 0; i < 3; i++) ledger.append('contact.created');
    const sut = new ChangesService(ledger, { pollMs: 5 });

    const behind = await sut.list('org-1', query(1, 1_000));
    expect(behind.changes).toHaveLength(2);
    const ahead = sut.list('org-1', query(4, 300));
    const atHead = sut.list('org-1', query(3, 1_000));
    await new Promise((resolve) => setTimeout(resolve, 30));
    ledger.append('contact.updated');
    expect((await atHead).changes.map((c) => c.seq)).toEqual([4]);
    const late = await ahead;
    expect(late.changes).toEqual([]);
    expect(late.nextAfter).toBe(4);
  });

  it('when a reader cancels, then its wait ends at once and the check stops with the last reader', async () => {
    const ledger = memoryLedger();
    const sut = new ChangesService(ledger, { pollMs: 5 });
    const controller = new AbortController();
    const read = sut.list('org-1', query(0, 5_000), controller.signal);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    controller.abort();
    expect((await read).changes).toEqual([]);
    expect(Date.now() - started).toBeLessThan(100);
    await new Promise((resolve) => setTimeout(resolve, 30));
    const after = ledger.probes;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ledger.probes).toBe(after);
  });
});
