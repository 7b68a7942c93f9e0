import type { LedgerEntry } from '@rapport/platform';
import { ContactActivityService } from './activity.service';

const entry = (seq: number, type: string): LedgerEntry => ({
  organizationId: 'org',
  seq,
  eventId: `e${seq}`,
  type,
  occurredAt: new Date(seq * 1000).toISOString(),
  data: { contactId: 'p' },
  actor: null,
  contactId: 'p',
  totals: {},
  recordedAt: new Date(seq * 1000),
});

/** A ledger holding one contact's entries; it answers them newest first, those before `before`. */
function ledgerOf(entries: LedgerEntry[]) {
  const reads: (number | null)[] = [];
  return {
    reads,
    ofContact: async (_org: string, _contact: string, before: number | null) => {
      reads.push(before);
      return entries.filter((e) => before === null || e.seq < before).sort((a, b) => b.seq - a.seq);
    },
  };
}

const ALL = ['contact', 'message', 'email'];

describe('ContactActivityService', () => {
  const entries = [
    entry(3, 'contact.created'),
    entry(7, 'contact.tag_added'),
    entry(9, 'email.sent'),
    entry(12, 'message.created'),
    entry(15, 'email.suppressed'),
    entry(20, 'contact.tag_removed'),
  ];

  it('when pages are read with the cursor, then every entry comes once, newest first, and the last page has no cursor', async () => {
    const ledger = ledgerOf(entries);
    const sut = new ContactActivityService(ledger);
    const first = await sut.list('org', 'p', { limit: 4, types: [], families: ALL });
    expect(first.entries.map((e) => e.seq)).toEqual([20, 15, 12, 9]);
    expect(first.next).toBe(9);
    const second = await sut.list('org', 'p', { before: first.next!, limit: 4, types: [], families: ALL });
    expect(second.entries.map((e) => e.seq)).toEqual([7, 3]);
    expect(second.next).toBeNull();
    expect(ledger.reads).toEqual([null, 9]);
  });

  it('when the caller may not read a family, then its entries are left out; a page is filled from the others', async () => {
    const sut = new ContactActivityService(ledgerOf(entries));
    const page = await sut.list('org', 'p', { limit: 3, types: [], families: ['contact', 'message'] });
    expect(page.entries.map((e) => e.type)).toEqual([
      'contact.tag_removed',
      'message.created',
      'contact.tag_added',
    ]);
    expect(page.next).toBe(7);
    expect((await sut.list('org', 'p', { limit: 3, types: [], families: [] })).entries).toEqual([]);
  });

  it('when types are named, then only those (and wildcards of a family) are listed', async () => {
    const sut = new ContactActivityService(ledgerOf(entries));
    const page = await sut.list('org', 'p', {
      limit: 10,
      types: ['email.*', 'contact.tag_added'],
      families: ALL,
    });
    expect(page.entries.map((e) => e.type)).toEqual(['email.suppressed', 'email.sent', 'contact.tag_added']);
    expect(page.next).toBeNull();
  });
});
