import {
  SEGMENT_LIMITS,
  segmentCompanyIds,
  segmentFilterProblems,
  segmentNameProblems,
  segmentTagIds,
} from '@rapport/contracts';
import {
  DomainError,
  decodeCursor,
  ErrorCode,
  encodeCursor,
  invalid,
  isUuid,
  newId,
  notFound,
  pageLimit,
  type RecordTurns,
  toPage,
} from '@rapport/platform';
import type {
  CompanyDirectory,
  SegmentCandidates,
  SegmentRepository,
  TagsRepository,
} from './contacts.ports';
import type { Person, PersonView } from './contacts.types';
import type { Segment, SegmentFilter } from './segment.types';
import { compile } from './segment-filter';
import { planSource } from './segment-plan';
import type { PersonViews } from './tag-links';
import { countFrom, tallyOf } from './tag-tally';

export const SEGMENT_NOT_FOUND = 'segment not found';
/** Candidates judged together (one tags lookup for records older than stored tags). */
const COUNT_CHUNK = 500;

export interface SegmentDeps {
  segments: SegmentRepository;
  candidates: SegmentCandidates;
  tags: TagsRepository;
  companies: CompanyDirectory;
  views: PersonViews;
  /** How many people hold each tag, from the change ledger (decision 0029); absent: counts read. */
  tagCounts?: { counts(organizationId: string): Promise<{ counts: Record<string, number> } | null> };
  /** A segment's changes one at a time (decision 0030): a rename and a new filter both stay. */
  turns: RecordTurns;
}

export interface SegmentInput {
  name?: string;
  /** As the caller sent it (a Struct's object); checked here. */
  filter?: unknown;
}

/** Candidates judged: the members among them, how many were read and the last one's id. */
interface Judged {
  members: PersonView[];
  seen: number;
  last: string;
}

/**
 * Segments (decision 0027): saved filters over the organization's people. Members are read newest
 * first from the source the planner picks (segment-plan.ts), each candidate judged by the filter.
 */
export class SegmentsService {
  constructor(private readonly deps: SegmentDeps) {}

  async create(organizationId: string, input: SegmentInput): Promise<Segment> {
    const { name, filter } = await this.validate(organizationId, input, true);
    if ((await this.deps.segments.count(organizationId)) >= SEGMENT_LIMITS.segments) {
      throw new DomainError(
        ErrorCode.FAILED_PRECONDITION,
        `an organization has at most ${SEGMENT_LIMITS.segments} segments: delete one first`,
      );
    }
    const now = new Date();
    const segment: Segment = {
      id: newId(),
      organizationId,
      name: name!,
      filter: filter!,
      createdAt: now,
      updatedAt: now,
    };
    await this.deps.segments.insert(segment);
    return segment;
  }

  get(organizationId: string, id: string): Promise<Segment> {
    return this.require(organizationId, id);
  }

  /** Newest first; the organization's few hundred segments are read whole and paged here. */
  async list(organizationId: string, input: { cursor?: string; limit?: number }) {
    const limit = pageLimit(input.limit);
    const beforeId = decodeCursor(input.cursor);
    const all = await this.deps.segments.listAll(organizationId);
    const rows = all
      .filter((s) => beforeId === null || s.id < beforeId)
      .sort((a, b) => (a.id < b.id ? 1 : -1));
    return toPage(rows.slice(0, limit + 1), limit);
  }

  async update(organizationId: string, id: string, input: SegmentInput): Promise<Segment> {
    await this.require(organizationId, id);
    const valid = await this.validate(organizationId, input, false);
    // In the segment's turn: on FerretDB v1 an update writes back the whole document it read, so a
    // concurrent rename and change of filter would lose one (issue 42).
    return this.deps.turns.run(
      `segment:${id}`,
      () => this.deps.segments.findById(organizationId, id),
      async (current, turn) => {
        if (!current || !turn) throw notFound(SEGMENT_NOT_FOUND);
        turn.fence();
        const updated = await this.deps.segments.update(organizationId, id, {
          ...valid,
          updatedAt: new Date(),
        });
        if (!updated) throw notFound(SEGMENT_NOT_FOUND);
        return updated;
      },
    );
  }

  async delete(organizationId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await this.deps.segments.delete(organizationId, id)))
      throw notFound(SEGMENT_NOT_FOUND);
  }

  /**
   * A page of members, newest first (ListPeople's cursor). It reads until the page is full or the
   * source ends; at `stopAt` (before the caller's deadline) it answers what it found with a cursor
   * after the last candidate read, so a sparse segment of a large organization pages on instead of
   * timing out.
   */
  async members(
    organizationId: string,
    id: string,
    input: { cursor?: string; limit?: number },
    stopAt = Number.POSITIVE_INFINITY,
  ): Promise<{ data: PersonView[]; nextCursor: string }> {
    const limit = pageLimit(input.limit);
    const beforeId = decodeCursor(input.cursor);
    const { filter } = await this.require(organizationId, id);
    const found: PersonView[] = [];
    let seen = 0;
    // Candidates still needed at the share of members among those read so far.
    const wanted = () =>
      Math.ceil((limit + 1 - found.length) / Math.max(seen ? found.length / seen : 1, 0.05));
    for await (const judged of this.judge(organizationId, filter, beforeId, limit + 1, wanted)) {
      found.push(...judged.members);
      seen += judged.seen;
      if (found.length > limit) return toPage(found.slice(0, limit + 1), limit);
      if (Date.now() >= stopAt) return { data: found, nextCursor: encodeCursor(judged.last) };
    }
    return { data: found, nextCursor: '' };
  }

  /**
   * The number of members. A segment of one tag (its holders, or everyone but them) is answered
   * from the tags' counts when the organization's are known (decision 0029); any other is the whole
   * source, judged a chunk at a time (never all at once).
   */
  async count(organizationId: string, id: string, signal?: AbortSignal): Promise<number> {
    const { filter } = await this.require(organizationId, id);
    const counted = tallyOf(filter);
    // Counts that cannot be read (the store failed them) leave the segment to be read: still exact.
    const tally =
      counted && this.deps.tagCounts
        ? await this.deps.tagCounts.counts(organizationId).catch(() => null)
        : null;
    if (tally) return countFrom(tally.counts, counted!);
    let count = 0;
    for await (const judged of this.judge(organizationId, filter, null, COUNT_CHUNK, () => Infinity)) {
      signal?.throwIfAborted();
      count += judged.members.length;
    }
    return count;
  }

  /** The members below `afterId` (newest first), `pageSize` (1-5000) at a time: StreamPeople. */
  async *stream(
    organizationId: string,
    id: string,
    input: { pageSize: number; afterId: string },
  ): AsyncIterable<PersonView[]> {
    const pageSize = Math.min(Math.max(input.pageSize || 1_000, 1), 5_000);
    const { filter } = await this.require(organizationId, id);
    let page: PersonView[] = [];
    const chunk = Math.min(pageSize, COUNT_CHUNK);
    for await (const judged of this.judge(
      organizationId,
      filter,
      input.afterId || null,
      chunk,
      () => Infinity,
    )) {
      page.push(...judged.members);
      while (page.length >= pageSize) {
        yield page.slice(0, pageSize);
        page = page.slice(pageSize);
      }
    }
    if (page.length) yield page;
  }

  /** The candidates of the filter's source below `beforeId`, judged `chunk` at a time. */
  private async *judge(
    organizationId: string,
    filter: SegmentFilter,
    beforeId: string | null,
    chunk: number,
    wanted: () => number,
  ): AsyncGenerator<Judged> {
    const match = compile(filter);
    const candidates = this.deps.candidates.candidates(organizationId, planSource(filter), beforeId, wanted);
    const judgeChunk = async (people: Person[]): Promise<Judged> => {
      // The tags every read shows (stored with the person, or from the links for older records).
      const views = await this.deps.views.many(people);
      const members = views.filter((view) => match(view, new Set(view.tags.map((tag) => tag.id))));
      return { members, seen: people.length, last: people[people.length - 1]!.id };
    };
    let people: Person[] = [];
    for await (const person of candidates) {
      people.push(person);
      if (people.length < chunk) continue;
      yield await judgeChunk(people);
      people = [];
    }
    if (people.length) yield await judgeChunk(people);
  }

  private async require(organizationId: string, id: string): Promise<Segment> {
    const segment = isUuid(id) ? await this.deps.segments.findById(organizationId, id) : null;
    if (!segment) throw notFound(SEGMENT_NOT_FOUND);
    return segment;
  }

  /** The shape rules (all of them at once), then the tags and companies the filter names. */
  private async validate(
    organizationId: string,
    input: SegmentInput,
    creating: boolean,
  ): Promise<{ name?: string; filter?: SegmentFilter }> {
    const problems: string[] = [];
    if (input.name !== undefined || creating) problems.push(...segmentNameProblems(input.name ?? ''));
    if (input.filter !== undefined || creating) problems.push(...segmentFilterProblems(input.filter));
    if (problems.length) throw invalid(problems);
    const out: { name?: string; filter?: SegmentFilter } = {};
    if (input.name !== undefined) out.name = input.name.trim();
    if (input.filter === undefined) return out;
    const filter = input.filter as SegmentFilter;
    problems.push(...(await this.referenceProblems(organizationId, filter)));
    if (problems.length) throw invalid(problems);
    out.filter = filter;
    return out;
  }

  private async referenceProblems(organizationId: string, filter: SegmentFilter): Promise<string[]> {
    const tagIds = segmentTagIds(filter);
    const companyIds = segmentCompanyIds(filter);
    const [tags, companies] = await Promise.all([
      this.deps.tags.findByIds(organizationId, tagIds.filter(isUuid)),
      Promise.all(
        companyIds.map(
          async (id) => isUuid(id) && (await this.deps.companies.companyExists(organizationId, id)),
        ),
      ),
    ]);
    const known = new Set(tags.map((tag) => tag.id));
    const problems: string[] = [];
    const unknownTags = tagIds.filter((id) => !known.has(id));
    if (unknownTags.length)
      problems.push(`filter tags must name tags of this organization (unknown: ${unknownTags.join(', ')})`);
    const unknownCompanies = companyIds.filter((_, i) => !companies[i]);
    if (unknownCompanies.length)
      problems.push(
        `filter companyId must be the id of a company of this organization (unknown: ${unknownCompanies.join(', ')})`,
      );
    return problems;
  }
}
