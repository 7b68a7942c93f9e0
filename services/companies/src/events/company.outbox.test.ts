import {
  buildEvent,
  createLogger,
  type EventEnvelope,
  type OutboxEntry,
  OutboxRelay,
} from '@rapport/platform';
import { resolveCompanyEvent } from './company.outbox';

const logger = createLogger('test', 'silent');

const entryOf = (e: EventEnvelope): OutboxEntry => ({
  id: e.id,
  type: e.type,
  organizationId: e.organizationId,
  occurredAt: new Date(e.occurredAt),
  ref: { companyId: (e.data as { companyId: string }).companyId },
  data: e.data,
  attempts: 0,
});

function fakes(saved: EventEnvelope[], existing: string[] = []) {
  const outbox = {
    rows: saved.map(entryOf),
    remove: async (entries: { id: string }[]) => {
      outbox.rows = outbox.rows.filter((e) => !entries.some((gone) => gone.id === e.id));
    },
    due: async () => [...outbox.rows],
  };
  const published: string[] = [];
  const publisher = {
    failAfter: Number.POSITIVE_INFINITY,
    publish: async (e: EventEnvelope) => {
      if (published.length >= publisher.failAfter) throw new Error('broker down');
      published.push(e.id);
    },
  };
  const companies = {
    findById: async (_org: string, id: string) => (existing.includes(id) ? ({ id } as never) : null),
  };
  const sut = OutboxRelay.forEvents(outbox, publisher, logger, { resolve: resolveCompanyEvent(companies) });
  return { sut, outbox, publisher, published };
}

describe('OutboxRelay of company events', () => {
  it('when events are waiting, then each is published and removed', async () => {
    const events = [
      buildEvent('company.created', 'o', { companyId: 'a' }),
      buildEvent('company.deleted', 'o', { companyId: 'b' }),
    ];
    const { sut, outbox, published } = fakes(events);
    expect(await sut.runOnce()).toBe(2);
    expect(published).toEqual(events.map((e) => e.id));
    expect(outbox.rows).toEqual([]);
  });

  it('when the broker fails midway, then the rest stays for the next pass', async () => {
    const events = [1, 2, 3].map((n) => buildEvent('company.updated', 'o', { companyId: `c${n}` }));
    const { sut, outbox, publisher } = fakes(events);
    publisher.failAfter = 1;
    expect(await sut.runOnce()).toBe(1);
    expect(outbox.rows.map((e) => e.id)).toEqual([events[1]!.id, events[2]!.id]);
    publisher.failAfter = Number.POSITIVE_INFINITY;
    expect(await sut.runOnce()).toBe(2);
  });

  it('when a company.deleted names a company that still exists, then it is dropped unpublished', async () => {
    const event = buildEvent('company.deleted', 'o', { companyId: 'alive' });
    const { sut, outbox, published } = fakes([event], ['alive']);
    expect(await sut.runOnce()).toBe(0);
    expect(published).toEqual([]);
    expect(outbox.rows).toEqual([]);
  });
});
