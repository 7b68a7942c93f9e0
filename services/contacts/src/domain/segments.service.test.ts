import { DomainError, decodeCursor, ErrorCode, MemoryTurnStore, RecordTurns } from '@rapport/platform';
import type { SegmentCandidates, SegmentRepository, TagsRepository } from './contacts.ports';
import type { Person } from './contacts.types';
import type { Segment, Source } from './segment.types';
import { type SegmentDeps, SegmentsService } from './segments.service';
import { PersonViews } from './tag-links';

const ORG = 'org-1';
const VIP = { id: '019a0000-0000-7000-8000-0000000000aa', name: 'vip', color: '#000000' };
const id = (n: number) => `019a0000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const person = (n: number, vip: boolean): Person => ({
  id: id(n),
  organizationId: ORG,
  name: `p${n}`,
  email: null,
  phone: null,
  externalId: null,
  companyId: null,
  channel: null,
  customFields: {},
  createdAt: new Date(),
  updatedAt: new Date(),
  tags: vip ? [VIP] : [],
});
const VIP_ONLY = { match: 'all' as const, conditions: [{ tags: { any: [VIP.id] } }] };

/** The people of the fake source, newest first: 9..1, the odd ones tagged vip. */
const PEOPLE = Array.from({ length: 9 }, (_, i) => person(9 - i, (9 - i) % 2 === 1));

function fakes(segmentCount = 0, tagCounts?: SegmentDeps['tagCounts']) {
  const segments = new Map<string, Segment>();
  const repo: SegmentRepository = {
    insert: async (s) => void segments.set(s.id, s),
    findById: async (org, sid) => (segments.get(sid)?.organizationId === org ? segments.get(sid)! : null),
    listAll: async (org) => [...segments.values()].filter((s) => s.organizationId === org),
    count: async () => segmentCount,
    update: async () => null,
    delete: async (_org, sid) => segments.delete(sid),
  };
  const sources: Source[] = [];
  const candidates: SegmentCandidates = {
    candidates: (_org, source, beforeId) => {
      sources.push(source);
      return (async function* () {
        for (const p of PEOPLE) if (beforeId === null || p.id < beforeId) yield p;
      })();
    },
  };
  const tags = { findByIds: async (_org: string, ids: string[]) => (ids.includes(VIP.id) ? [VIP] : []) };
  const sut = new SegmentsService({
    segments: repo,
    candidates,
    tags: tags as unknown as TagsRepository,
    companies: { companyExists: async () => false },
    views: new PersonViews(tags as unknown as TagsRepository),
    ...(tagCounts ? { tagCounts } : {}),
    turns: new RecordTurns(new MemoryTurnStore()),
  });
  return { sut, sources };
}

describe('SegmentsService', () => {
  it('when a segment of one tag is counted, then the tags counts answer when known; unknown or failing, or any other filter, the source is read', async () => {
    const counts = jest.fn(async () => ({ counts: { [VIP.id]: 12_345 } }));
    const known = fakes(0, { counts });
    const vip = await known.sut.create(ORG, { name: 'VIPs', filter: VIP_ONLY });
    expect(await known.sut.count(ORG, vip.id)).toBe(12_345);
    expect(known.sources).toEqual([]);
    const mixed = await known.sut.create(ORG, {
      name: 'VIPs with email',
      filter: { match: 'all', conditions: [{ tags: { any: [VIP.id] } }, { hasEmail: false }] },
    });
    expect(await known.sut.count(ORG, mixed.id)).toBe(5);
    expect(counts).toHaveBeenCalledTimes(1);

    for (const unknown of [async () => null, async () => Promise.reject(new Error('store down'))]) {
      const { sut, sources } = fakes(0, { counts: unknown });
      const segment = await sut.create(ORG, { name: 'VIPs', filter: VIP_ONLY });
      expect(await sut.count(ORG, segment.id)).toBe(5);
      expect(sources).toHaveLength(1);
    }
  });

  it('when members are paged, then each page holds the members below the cursor, newest first', async () => {
    const { sut, sources } = fakes();
    const segment = await sut.create(ORG, { name: 'VIPs', filter: VIP_ONLY });
    const first = await sut.members(ORG, segment.id, { limit: 3 });
    expect(first.data.map((p) => p.id)).toEqual([id(9), id(7), id(5)]);
    expect(decodeCursor(first.nextCursor)).toBe(id(5));
    const rest = await sut.members(ORG, segment.id, { limit: 3, cursor: first.nextCursor });
    expect(rest).toEqual({
      data: [expect.objectContaining({ id: id(3) }), expect.objectContaining({ id: id(1) })],
      nextCursor: '',
    });
    expect(sources[0]).toEqual([{ scope: { kind: 'tag', id: VIP.id }, after: null, before: null }]);
  });

  it('when a page reaches its time before it is full, then it answers what it found with a cursor after the last candidate read', async () => {
    const { sut } = fakes();
    const segment = await sut.create(ORG, { name: 'VIPs', filter: VIP_ONLY });
    // Chunks of limit + 1 candidates: 9, 8 are read, then the time is up.
    const page = await sut.members(ORG, segment.id, { limit: 1 }, Date.now() - 1);
    expect(page.data.map((p) => p.id)).toEqual([id(9)]);
    expect(decodeCursor(page.nextCursor)).toBe(id(8));
    const next = await sut.members(ORG, segment.id, { limit: 1, cursor: page.nextCursor }, Date.now() - 1);
    expect(next.data.map((p) => p.id)).toEqual([id(7)]);
    expect(decodeCursor(next.nextCursor)).toBe(id(6));
  });

  it('when a segment is counted or streamed, then every member is found once', async () => {
    const { sut } = fakes();
    const segment = await sut.create(ORG, { name: 'VIPs', filter: VIP_ONLY });
    expect(await sut.count(ORG, segment.id)).toBe(5);
    const pages: string[][] = [];
    for await (const page of sut.stream(ORG, segment.id, { pageSize: 2, afterId: id(8) }))
      pages.push(page.map((p) => p.id));
    expect(pages).toEqual([
      [id(7), id(5)],
      [id(3), id(1)],
    ]);
  });

  it('when the filter names unknown tags and companies, or the organization has 500 segments, then nothing is created', async () => {
    const { sut } = fakes();
    const bad = sut.create(ORG, {
      name: 'x',
      filter: { match: 'any', conditions: [{ tags: { all: [VIP.id, 'gone'] } }, { companyId: 'c-1' }] },
    });
    await expect(bad).rejects.toMatchObject({
      code: ErrorCode.INVALID_ARGUMENT,
      messages: [
        'filter tags must name tags of this organization (unknown: gone)',
        'filter companyId must be the id of a company of this organization (unknown: c-1)',
      ],
    });
    const full = fakes(500).sut.create(ORG, { name: 'x', filter: VIP_ONLY });
    await expect(full).rejects.toEqual(
      new DomainError(
        ErrorCode.FAILED_PRECONDITION,
        'an organization has at most 500 segments: delete one first',
      ),
    );
    await expect(
      sut.get('org-2', (await sut.create(ORG, { name: 'x', filter: VIP_ONLY })).id),
    ).rejects.toMatchObject({
      code: ErrorCode.NOT_FOUND,
    });
  });
});
