import { createLogger, newId } from '@rapport/platform';
import { connectMongo, ensureIndexes, PAST_RECORDS } from '@rapport/platform/mongo';
import { type Stack, startStack } from '@rapport/testkit';
import type { Connection } from 'mongoose';
import { type CompanyModels, registerModels } from '../src/store/company.models';
import { MongoCompanyRepository } from '../src/store/company.repository';
import { backfillPartitions, backfillSearchEntries } from '../src/store/partition-backfill';
import { gramsOf } from '../src/store/search-grams';

interface Company {
  id: string;
  name: string;
  domain: string | null;
}

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
/** A UUIDv7 of the given millisecond, made unique by `n`. */
const idAt = (ms: number, n: number) => {
  const hex = ms.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8)}-7000-8000-${n.toString(16).padStart(12, '0')}`;
};
const cursorOf = (id: string) => Buffer.from(`v1:${id}`).toString('base64url');

/** The partitions the companies' directory lists for the organization, newest first. */
async function partitionsOf(models: CompanyModels, organizationId: string): Promise<string[]> {
  const out: string[] = [];
  for await (const { level, key } of models.Slots.partitionsDesc(organizationId, 'all', null))
    out.push(`${level}:${key}`);
  return out;
}

describe('companies: search (decision 0020)', () => {
  let sut: Stack;
  let connection: Connection;
  let models: CompanyModels;
  beforeAll(async () => {
    sut = await startStack({ services: ['companies'] });
    connection = await connectMongo(MONGO_URL, 'rapport_companies');
    // Companies of the past (an hour ago): their creates are not refused (slots.ts SETTLE_MS).
    models = registerModels(connection, { slots: PAST_RECORDS });
  });
  afterAll(async () => {
    await connection.close();
    await sut.stop();
  });

  const create = async (token: string, body: Record<string, unknown>): Promise<Company> => {
    const res = await sut.request('POST', '/v1/companies', { token, body });
    expect(res.status).toBe(201);
    return res.body;
  };
  const search = async (token: string, text: string, extra = '') => {
    const res = await sut.request('GET', `/v1/companies?search=${encodeURIComponent(text)}${extra}`, {
      token,
    });
    expect(res.status).toBe(200);
    return res.body as { data: Company[]; nextCursor: string | null };
  };
  const found = async (token: string, text: string) =>
    (await search(token, text, '&limit=100')).data.map((c) => c.id);

  it('when any query is searched, then it finds exactly the companies whose name or domain holds it, newest first', async () => {
    const { token } = await sut.tenant();
    const bodies = [
      { name: 'Globex Corporation', domain: 'globex.com' },
      { name: 'Initech', domain: 'initech-software.io' },
      { name: 'Hooli', domain: 'hooli.xyz' },
      { name: 'Umbrella (R&D) Ltd.', domain: null },
      { name: 'Ünïcode GmbH 😀', domain: 'bücher.de' },
      { name: 'aaa', domain: null },
      { name: 'Vandelay Industries', domain: 'vandelay.io' },
    ];
    const made: Company[] = [];
    for (const body of bodies) made.unshift(await create(token, body));
    const queries = [
      'a',
      'X',
      'io',
      '.',
      'h i',
      '😀',
      'ü',
      'ÜNÏ',
      'aa',
      'aaa',
      'aaaa',
      'ltd.',
      '(r&d)',
      'software.io',
    ];
    queries.push(
      'xyz',
      'corp',
      'hooli.xyz',
      'nomatch',
      'lay ind',
      'bücher',
      'ch',
      '.*',
      'globex corporation',
    );
    for (const query of queries) {
      const expected = made.filter((c) =>
        [c.name, c.domain ?? ''].some((text) => text.toLowerCase().includes(query.toLowerCase())),
      );
      expect({ query, ids: await found(token, query) }).toEqual({ query, ids: expected.map((c) => c.id) });
    }
  });

  it('when names and domains change, then search follows every write: create, update, clear, upsert, batch, delete', async () => {
    const { token } = await sut.tenant();
    const company = await create(token, { name: 'Alpha Widgets', domain: 'alpha-widgets.com' });
    expect(await found(token, 'widg')).toEqual([company.id]);
    const patch = (body: Record<string, unknown>) =>
      sut.request('PATCH', `/v1/companies/${company.id}`, { token, body });
    expect((await patch({ name: 'Beta Gadgets', domain: 'beta.io' })).status).toBe(200);
    expect(await found(token, 'gadg')).toEqual([company.id]);
    expect(await found(token, 'beta.io')).toEqual([company.id]);
    expect(await found(token, 'widg')).toEqual([]); // the entry may hold the old name; the company itself no longer matches
    expect((await patch({ domain: null })).status).toBe(200);
    expect(await found(token, 'beta.io')).toEqual([]);
    const upserted = await create(token, { name: 'Gamma Gizmos', domain: 'gamma.net' });
    const again = await sut.request('POST', '/v1/companies', {
      token,
      body: { name: 'Delta Doohickeys', domain: 'gamma.net' },
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(upserted.id);
    expect(await found(token, 'doohick')).toEqual([upserted.id]);
    expect(await found(token, 'gizmo')).toEqual([]);
    const batch = await sut.request('POST', '/v1/companies/batch', {
      token,
      body: { inputs: [{ name: 'Epsilon One', domain: 'eps1.org' }, { name: 'Epsilon Two' }] },
    });
    expect(batch.status).toBe(200);
    expect(await found(token, 'epsilon')).toHaveLength(2);
    expect((await sut.request('DELETE', `/v1/companies/${company.id}`, { token })).status).toBe(204);
    expect(await found(token, 'gadg')).toEqual([]);
  });

  it('when a search is paged, then the pages are newest first, complete and hold only matches', async () => {
    const { token } = await sut.tenant();
    const matches: Company[] = [];
    for (let i = 0; i < 12; i++) {
      const company = await create(token, {
        name: i % 3 ? `Match ${i}` : `Other ${i}`,
        domain: `m${i}.example`,
      });
      if (i % 3) matches.unshift(company);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await search(token, 'MATCH', `&limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...page.data.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(matches.map((c) => c.id));
    // A cursor of the right shape that no company has still pages by the keyset (no UUIDv7 needed).
    expect(
      (await search(token, 'match', `&cursor=${cursorOf('ffffffff-ffff-ffff-ffff-ffffffffffff')}`)).data,
    ).toHaveLength(8);
    expect(
      (await search(token, 'match', `&cursor=${cursorOf('00000000-0000-0000-0000-000000000000')}`)).data,
    ).toEqual([]);
  });

  it('when two organizations hold alike companies, then each searches only its own', async () => {
    const a = await sut.tenant();
    const b = await sut.tenant();
    const mine = await create(a.token, { name: 'Shared Name', domain: 'shared-a.com' });
    await create(b.token, { name: 'Shared Name', domain: 'shared-b.com' });
    await create(b.token, { name: 'Only In B Qzxv', domain: null });
    expect(await found(a.token, 'shared')).toEqual([mine.id]);
    expect(await found(a.token, 'shared-b')).toEqual([]);
    expect(await found(a.token, 'qzxv')).toEqual([]);
    expect(await found(a.token, 'q')).toEqual([]);
  });

  it('when the search is too long or the cursor malformed, then it answers 400 and writes nothing', async () => {
    const { token } = await sut.tenant();
    const long = await sut.request('GET', `/v1/companies?search=${'é'.repeat(101)}`, { token });
    expect(long.status).toBe(400);
    expect(long.body.message).toEqual(['search must be at most 100 characters']);
    const cursor = await sut.request('GET', '/v1/companies?search=a&cursor=garbage', { token });
    expect(cursor.status).toBe(400);
    expect(cursor.body.message).toEqual(['cursor is invalid']);
    expect((await search(token, '   ')).data).toEqual([]);
  });

  it('when a large organization is searched, then rare terms are read through a gram, not by walking the organization, and every answer is exact', async () => {
    const organizationId = newId();
    const repository = new MongoCompanyRepository(models);
    const at = new Date();
    // One company a second over twenty minutes: the organization spans many partitions.
    const start = Date.now() - 3_600_000;
    const made: { id: string; name: string }[] = [];
    const insert = async (name: string, n: number) => {
      const id = idAt(start + n * 1_000, n);
      await repository.insert({
        id,
        organizationId,
        name,
        domain: null,
        description: null,
        industry: null,
        size: null,
        website: null,
        city: null,
        state: null,
        country: null,
        categories: [],
        customFields: {},
        createdAt: at,
        updatedAt: at,
      });
      made.push({ id, name });
    };
    await insert('Zephyr Works', 0);
    await Promise.all(Array.from({ length: 1_200 }, (_, n) => insert(`Common Company ${n}`, n + 1)));
    await insert('Quiet Zephyrs', 1_201);
    const read = jest.spyOn(
      repository as unknown as { partitionDocs: () => Promise<unknown[]> },
      'partitionDocs',
    );
    const companiesRead = async () => {
      let sum = 0;
      for (const result of read.mock.results) sum += ((await result.value) as unknown[]).length;
      read.mockClear();
      return sum;
    };
    const expected = (term: string, limit: number) =>
      made
        .filter((c) => c.name.toLowerCase().includes(term.toLowerCase()))
        .map((c) => c.id)
        .sort()
        .reverse()
        .slice(0, limit);
    const search = async (term: string, limit: number) =>
      (await repository.list({ organizationId, afterId: null, limit, search: term })).map((c) => c.id);
    // Rare: after the sample, one read of the companies of a gram.
    for (const term of ['ZEPHYR', 'zephyrs works', 'qqq', 'company 5']) {
      expect({ term, ids: await search(term, 200) }).toEqual({ term, ids: expected(term, 200) });
      // The sample (SEARCH_SAMPLE and the reads in flight), not the organization's 1,202.
      expect({ term, readAtMost600: (await companiesRead()) <= 600 }).toEqual({ term, readAtMost600: true });
    }
    expect(expected('company 5', 200)).toHaveLength(111);
    // Frequent: the newest partitions fill the page. Matched often in the sample, never filling the
    // page: the walk goes on to the end.
    expect(await search('common', 10)).toEqual(expected('common', 10));
    expect(await companiesRead()).toBeLessThan(200);
    expect(await search('company 11', 200)).toEqual(expected('company 11', 200));
    expect(await companiesRead()).toBeGreaterThan(1_200);
  });

  it('when the name changes while the domain is changed by another request, then the search entry holds both changes', async () => {
    const repository = new MongoCompanyRepository(models);
    const { token, orgId } = await sut.tenant();
    const company = await create(token, { name: 'Start Name', domain: 'start.example' });
    // The other request lands between this update's read of the company and its write.
    const original = repository.findById.bind(repository);
    const read = jest.spyOn(repository, 'findById');
    read.mockImplementationOnce(async (organizationId, id) => {
      const before = await original(organizationId, id);
      await models.Companies.updateOne(
        { _id: id },
        { $set: { domain: 'other.example', domainKey: 'other.example' } },
      );
      return before;
    });
    const outcome = await repository.update(orgId, company.id, { name: 'Final Name' });
    expect(outcome.kind).toBe('updated');
    expect(read).toHaveBeenCalledTimes(2); // the first write found the domain changed and tried again
    const doc = await models.Companies.findOne({ _id: company.id }).lean<{
      name: string;
      domain: string | null;
    }>();
    expect({ name: doc?.name, domain: doc?.domain }).toEqual({ name: 'Final Name', domain: 'other.example' });
    // The search entry holds the texts of the company as it is (and as it was read, at most).
    const entry = await models.SearchEntries.findOne({ _id: company.id }).lean<{
      texts: string[];
      grams: string[];
    }>();
    expect(entry?.texts).toEqual(expect.arrayContaining(['Final Name', 'other.example']));
    expect(entry?.grams).toEqual(expect.arrayContaining(gramsOf(doc!)));
    expect(await found(token, 'other.ex')).toEqual([company.id]);
    expect(await found(token, 'start')).toEqual([]);
  });

  it('when a company is stored, then it carries its partitions and the directory lists its slot', async () => {
    const { token, orgId } = await sut.tenant();
    const company = await create(token, { name: 'Slotted', domain: 'slotted.io' });
    const doc = await models.Companies.findOne({ _id: company.id }).lean<{ slots?: string[] }>();
    const slot = Math.floor(Number.parseInt(company.id.slice(0, 8) + company.id.slice(9, 13), 16) / 100);
    expect(doc?.slots?.[1]).toBe(`0:${slot}`);
    expect(doc?.slots?.[0]).toMatch(/^-1:\d+$/); // its chunk, below the slot
    expect(doc?.slots).toHaveLength(7);
    // The company's own partition (its slot, or a node above it while that is not dense) is listed.
    expect((await partitionsOf(models, orgId)).some((p) => doc?.slots?.includes(p))).toBe(true);
  });
});

describe('companies: partitions backfill', () => {
  const dbName = `rapport_companies_backfill_${newId().slice(-8)}`;
  let connection: Connection;
  let models: CompanyModels;
  beforeAll(async () => {
    connection = await connectMongo(MONGO_URL, dbName);
    models = registerModels(connection);
    await ensureIndexes(connection);
  });
  afterAll(async () => {
    await connection.dropDatabase();
    await connection.close();
  });

  it('when companies were stored before partitions and search entries, then the backfills make them listed and searchable once and marks it done', async () => {
    const organizationId = newId();
    const at = new Date();
    const old = (name: string, domain: string | null) => {
      const id = newId();
      return { _id: id, organizationId, name, domain, domainKey: domain ?? id, createdAt: at, updatedAt: at };
    };
    const docs = [old('Legacy Labs', 'legacy.io'), old('Oldtimer', null)];
    await models.Companies.insertMany(docs);
    const sut = new MongoCompanyRepository(models);
    const query = { organizationId, afterId: null, limit: 10 };
    expect(await sut.list({ ...query, search: 'legacy' })).toEqual([]);
    for (let run = 0; run < 2; run++) {
      // The second run finds both done: a no-op.
      await backfillPartitions(models, createLogger('companies', 'silent'));
      await backfillSearchEntries(models, createLogger('companies', 'silent'));
    }
    expect((await sut.list({ ...query, search: 'LEGACY' })).map((c) => c.id)).toEqual([docs[0]!._id]);
    expect((await sut.list({ ...query, search: 'old' })).map((c) => c.id)).toEqual([docs[1]!._id]);
    expect((await sut.list(query)).map((c) => c.id)).toEqual([docs[1]!._id, docs[0]!._id]);
    expect(await models.Migrations.exists({ _id: 'companies-partitions-v1' })).toBeTruthy();
    expect(await models.Migrations.exists({ _id: 'companies-search-entries-v1' })).toBeTruthy();
    const entry = await models.SearchEntries.findOne({ _id: docs[0]!._id }).lean<{
      texts: string[];
      grams: string[];
    }>();
    expect(entry?.texts).toEqual(['Legacy Labs', 'legacy.io']);
    expect(entry?.grams.sort()).toEqual(gramsOf(docs[0]!).sort());
  });
});
