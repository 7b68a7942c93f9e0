import { type Stack, startStack } from '@rapport/testkit';

// Decision 0030: concurrent writes of one record all survive, and the change feed orders each
// record's changes as the store applied them, so a mirror built from the feed alone ends equal to the
// store. On FerretDB v1 an update is a read then a write of the whole document: without the turns,
// two PATCHes of different fields of one record lose one of them about half the time.
const PAIRS = 200;
/** Pairs in flight at once (each pair is two requests at the same moment). */
const PAIRS_AT_ONCE = 10;
const SHARED = 50;
const WRITES = 2_000;
const WRITERS = 4;

type Record_ = Record<string, unknown> & { id: string };
type Change = { cursor: string; type: string; objectId: string | null; data: Record<string, unknown> };

/** Runs `each` over `items`, `width` at a time. */
async function inWaves<T>(items: T[], width: number, each: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(each));
}

/** A record with its keys in one order (the feed's and the list's JSON may order them differently). */
function sorted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sorted);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

describe('concurrent writes of one record', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: ['companies', 'contacts', 'webhooks'] });
  });
  afterAll(async () => {
    await stack.stop();
  });

  async function createMany(token: string, path: string, inputs: object[]): Promise<string[]> {
    const ids: string[] = [];
    for (let i = 0; i < inputs.length; i += 100) {
      const res = await stack.request<{ results: { status: number; record: { id: string } }[] }>(
        'POST',
        path,
        { token, body: { inputs: inputs.slice(i, i + 100) } },
      );
      expect(res.status).toBe(200);
      for (const result of res.body.results) {
        expect(result.status).toBe(201);
        ids.push(result.record.id);
      }
    }
    return ids;
  }

  /** Two PATCHes at once per record, one of `name`, one of a custom field; answers the records that lost one. */
  async function racePairs(token: string, path: string, ids: string[]): Promise<string[]> {
    const lost: string[] = [];
    await inWaves(ids, PAIRS_AT_ONCE, async (id) => {
      const [a, b] = await Promise.all([
        stack.request('PATCH', `${path}/${id}`, { token, body: { name: `renamed ${id}` } }),
        stack.request('PATCH', `${path}/${id}`, { token, body: { customFields: { plan: 'gold' } } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const now = await stack.request<Record_>('GET', `${path}/${id}`, { token });
      const fields = now.body.customFields as Record<string, unknown>;
      if (now.body.name !== `renamed ${id}` || fields.plan !== 'gold') lost.push(id);
    });
    return lost;
  }

  it(`when ${PAIRS} people each get two PATCHes of different fields at once, then no change is lost`, async () => {
    const { token } = await stack.tenant();
    const ids = await createMany(
      token,
      '/v1/people/batch',
      Array.from({ length: PAIRS }, (_, i) => ({ name: `P ${i}`, customFields: { plan: 'free' } })),
    );
    expect(await racePairs(token, '/v1/people', ids)).toEqual([]);
  }, 240_000);

  it(`when ${PAIRS} companies each get two PATCHes of different fields at once, then no change is lost`, async () => {
    const { token } = await stack.tenant();
    const ids = await createMany(
      token,
      '/v1/companies/batch',
      Array.from({ length: PAIRS }, (_, i) => ({ name: `C ${i}`, customFields: { plan: 'free' } })),
    );
    expect(await racePairs(token, '/v1/companies', ids)).toEqual([]);
  }, 240_000);

  it('when 100 segments each get a rename and a new filter at once, then both stay (the audit of issue 42)', async () => {
    const { token } = await stack.tenant();
    const filter = (channel: string) => ({ match: 'all', conditions: [{ channel }] });
    const ids: string[] = [];
    for (let i = 0; i < 100; i++) {
      const res = await stack.request<{ id: string }>('POST', '/v1/segments', {
        token,
        body: { name: `S ${i}`, filter: filter('whatsapp') },
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const lost: string[] = [];
    await inWaves(ids, PAIRS_AT_ONCE, async (id) => {
      const [a, b] = await Promise.all([
        stack.request('PATCH', `/v1/segments/${id}`, { token, body: { name: `renamed ${id}` } }),
        stack.request('PATCH', `/v1/segments/${id}`, { token, body: { filter: filter('instagram') } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const now = await stack.request<Record_>('GET', `/v1/segments/${id}`, { token });
      if (
        now.body.name !== `renamed ${id}` ||
        JSON.stringify(now.body.filter) !== JSON.stringify(filter('instagram'))
      )
        lost.push(id);
    });
    expect(lost).toEqual([]);
  }, 240_000);

  it('when 25 webhooks each get two PATCHes of different fields at once, then both stay (the audit of issue 42)', async () => {
    const { token } = await stack.tenant();
    const ids: string[] = [];
    // An organization has at most 25 webhooks (WEBHOOKS_MAX_SUBSCRIPTIONS).
    for (let i = 0; i < 25; i++) {
      const res = await stack.request<{ id: string }>('POST', '/v1/webhooks', {
        token,
        body: { url: `http://127.0.0.1:9/hook-${i}`, events: ['contact.*'] },
      });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const lost: string[] = [];
    await inWaves(ids, PAIRS_AT_ONCE, async (id) => {
      const [a, b] = await Promise.all([
        stack.request('PATCH', `/v1/webhooks/${id}`, { token, body: { description: `renamed ${id}` } }),
        stack.request('PATCH', `/v1/webhooks/${id}`, { token, body: { events: ['company.*'] } }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      const now = await stack.request<Record_>('GET', `/v1/webhooks/${id}`, { token });
      if (now.body.description !== `renamed ${id}` || JSON.stringify(now.body.events) !== '["company.*"]')
        lost.push(id);
    });
    expect(lost).toEqual([]);
  }, 240_000);

  it(`when ${WRITERS} writers make ${WRITES} writes to ${SHARED} shared people, then a mirror built from the feed alone equals the store`, async () => {
    const { token } = await stack.tenant();
    const tags: string[] = [];
    for (const name of ['red', 'green', 'blue']) {
      tags.push((await stack.request<{ id: string }>('POST', '/v1/tags', { token, body: { name } })).body.id);
    }
    const slot = (i: number) => ({ email: `s${i}@shared.example`, phone: `+1555${String(1_000_000 + i)}` });
    /** The people of each slot: a delete leaves the slot to the next create or upsert. */
    const ids = new Map<number, string>();
    let done = 0;
    const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;
    const step = async (writer: number, n: number) => {
      // The writers' steps at one moment mostly meet on one person, slot by slot.
      const i = Math.random() < 0.8 ? Math.floor(n / WRITERS) % SHARED : Math.floor(Math.random() * SHARED);
      const { email, phone } = slot(i);
      const id = ids.get(i);
      const roll = Math.random();
      const name = `w${writer} n${n}`;
      let res: { status: number; body: any };
      if (roll < 0.15 || !id) {
        res = await stack.request('POST', '/v1/people', { token, body: { name, email, phone } });
      } else if (roll < 0.3) {
        res = await stack.request('POST', '/v1/people', { token, body: { name, phone } });
      } else if (roll < 0.4) {
        res = await stack.request('POST', '/v1/people', {
          token,
          body: { name, email, customFields: { by: `${writer}` } },
        });
      } else if (roll < 0.55) {
        res = await stack.request('PATCH', `/v1/people/${id}`, { token, body: { name } });
      } else if (roll < 0.65) {
        res = await stack.request('PATCH', `/v1/people/${id}`, {
          token,
          body: { customFields: { n: `${n}` }, channel: pick(['whatsapp', 'instagram', null]) },
        });
      } else if (roll < 0.8) {
        res = await stack.request('POST', `/v1/people/${id}/tags`, { token, body: { tagIds: [pick(tags)] } });
      } else if (roll < 0.93) {
        res = await stack.request('DELETE', `/v1/people/${id}/tags/${pick(tags)}`, { token });
      } else {
        res = await stack.request('DELETE', `/v1/people/${id}`, { token });
        if (res.status === 204 && ids.get(i) === id) ids.delete(i);
      }
      // 404: another writer deleted the person first; 409: an upsert by phone met the email of another.
      if (![200, 201, 204, 404, 409].includes(res.status)) {
        throw new Error(`answered ${res.status}: ${JSON.stringify(res.body)}`);
      }
      if ((res.status === 200 || res.status === 201) && res.body?.email === email) ids.set(i, res.body.id);
    };
    await Promise.all(
      Array.from({ length: WRITERS }, async (_, writer) => {
        while (done < WRITES) await step(writer, done++);
      }),
    );

    // The mirror: each change applied in feed order; a record's versions never go back.
    const mirror = new Map<string, Record_>();
    const versions = new Map<string, number>();
    const backwards: string[] = [];
    let cursor = '0';
    const follow = async () => {
      for (;;) {
        const page = await stack.request<{ data: Change[]; nextCursor: string }>(
          'GET',
          `/v1/changes?limit=500&cursor=${cursor}`,
          { token },
        );
        expect(page.status).toBe(200);
        for (const change of page.body.data) {
          const id = change.objectId!;
          const version = change.data.version as number | null;
          if (typeof version === 'number') {
            if (version < (versions.get(id) ?? 0)) backwards.push(`${id} ${change.type} v${version}`);
            versions.set(id, version);
          }
          if (change.type === 'contact.created' || change.type === 'contact.updated') {
            mirror.set(id, change.data.contact as Record_);
          } else if (change.type === 'contact.deleted') mirror.delete(id);
        }
        cursor = page.body.nextCursor;
        if (!page.body.data.length) return;
      }
    };
    const store = new Map<string, Record_>();
    let diff = { missing: -1, extra: -1, stale: -1 };
    // A change is readable tens of milliseconds after its write answered: follow until it settles.
    for (let round = 0; round < 20; round++) {
      await follow();
      store.clear();
      let next: string | null = null;
      do {
        const page: { body: { data: Record_[]; nextCursor: string | null } } = await stack.request(
          'GET',
          `/v1/people?limit=100${next ? `&cursor=${next}` : ''}`,
          { token },
        );
        for (const person of page.body.data) store.set(person.id, person);
        next = page.body.nextCursor;
      } while (next);
      diff = {
        missing: [...store.keys()].filter((id) => !mirror.has(id)).length,
        extra: [...mirror.keys()].filter((id) => !store.has(id)).length,
        stale: [...store.keys()].filter(
          (id) =>
            mirror.has(id) &&
            JSON.stringify(sorted(mirror.get(id))) !== JSON.stringify(sorted(store.get(id))),
        ).length,
      };
      if (!diff.missing && !diff.extra && !diff.stale) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(store.size).toBeGreaterThan(0);
    expect({ ...diff, backwards }).toEqual({ missing: 0, extra: 0, stale: 0, backwards: [] });
  }, 400_000);
});
