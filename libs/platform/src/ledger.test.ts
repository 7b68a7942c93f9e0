import { foldTotals } from './ledger';

describe('foldTotals', () => {
  it('when an object is created or deleted, then its type is counted up or down; other events count nothing', () => {
    let totals = {};
    for (const type of [
      'contact.created',
      'contact.created',
      'company.created',
      'contact.updated',
      'contact.deleted',
    ]) {
      totals = foldTotals(totals, type);
    }
    expect(totals).toEqual({ contact: 1, company: 1 });
    expect(foldTotals(totals, 'contact.tag_added')).toBe(totals);
    expect(foldTotals(totals, 'campaign.sent')).toBe(totals);
    expect(foldTotals({}, 'deleted')).toEqual({});
  });
});
