import createClient, { type Client } from 'openapi-fetch';
import { RapportError } from './errors';
import type { operations, paths } from './generated/schema';
import { type RetryOptions, retryingFetch } from './retry';

type JsonOf<R> = R extends { content: { 'application/json': infer B } } ? B : never;
/** The JSON body of an operation's 200 (or 201) answer. */
type Ok<Op> = Op extends { responses: { 200: infer R } }
  ? JsonOf<R>
  : Op extends { responses: { 201: infer R } }
    ? JsonOf<R>
    : never;
type BodyOf<Op> = Op extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type QueryOf<Op> = Op extends { parameters: { query?: infer Q } } ? Omit<NonNullable<Q>, 'cursor'> : never;

export type Segment = Ok<operations['getSegmentsById']>;
export type SegmentInput = BodyOf<operations['postSegments']>;
export type SegmentPatch = BodyOf<operations['patchSegmentsById']>;
export type Me = Ok<operations['getMe']>;
export type Person = Ok<operations['getPeopleById']>;
export type PersonInput = BodyOf<operations['postPeople']>;
export type PersonPatch = BodyOf<operations['patchPeopleById']>;
export type PeopleQuery = QueryOf<operations['getPeople']>;
export type Company = Ok<operations['getCompaniesById']>;
export type CompanyInput = BodyOf<operations['postCompanies']>;
export type CompanyPatch = BodyOf<operations['patchCompaniesById']>;
export type CompaniesQuery = QueryOf<operations['getCompanies']>;
export type Tag = Ok<operations['getTags']>['data'][number];
export type TagInput = BodyOf<operations['postTags']>;
export type Change = Ok<operations['getChanges']>['data'][number];
export type ChangesQuery = Omit<QueryOf<operations['getChanges']>, 'wait'>;
export type ActivityQuery = QueryOf<operations['getPeopleByIdActivity']>;

export interface RapportClientOptions {
  /** The gateway, e.g. `http://127.0.0.1:8080`. */
  baseUrl: string;
  /** An API token (`rpt_…`), sent as `Authorization: Bearer`. */
  token: string;
  retry?: RetryOptions;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: (request: Request) => Promise<Response>;
}

export interface CallOptions {
  signal?: AbortSignal;
}

export interface PostOptions extends CallOptions {
  /**
   * Sent as `Idempotency-Key`: the gateway answers a repeat of the same key and body (within 24 h)
   * with the first answer instead of acting twice. Reuse the key when retrying after a lost answer.
   */
  idempotencyKey?: string;
}

/** Every record of a list, page after page (`nextCursor`), fetched as the loop asks for more. */
export interface Paginated<T> extends AsyncIterable<T> {
  /** The pages themselves, for callers that work a page at a time. */
  pages(): AsyncGenerator<T[], void, undefined>;
}

type Page<T> = { data: T[]; nextCursor: string | null };

function paginate<T>(fetchPage: (cursor: string | undefined) => Promise<Page<T>>): Paginated<T> {
  async function* pages() {
    let cursor: string | undefined;
    do {
      const page = await fetchPage(cursor);
      yield page.data;
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return {
    pages,
    async *[Symbol.asyncIterator]() {
      for await (const page of pages()) yield* page;
    },
  };
}

/** The data of a successful call; a `RapportError` carrying the error envelope otherwise. */
export async function unwrap<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) throw new RapportError(response, error);
  return data as T;
}

const post = (options: PostOptions = {}) => ({
  signal: options.signal,
  headers: options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {},
});

export type RapportClient = ReturnType<typeof createRapportClient>;

/**
 * A client of the Rapport REST interface. `people`, `companies` and `tags` cover daily work;
 * `api` is the generated client of every route (`client.api.POST('/v1/messages', { body })`),
 * with the same token and retries; pass its answers to `unwrap()` for the typed error.
 */
export function createRapportClient(options: RapportClientOptions) {
  const api: Client<paths> = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    headers: { Authorization: `Bearer ${options.token}` },
    fetch: retryingFetch(options.fetch ?? ((request) => fetch(request)), options.retry),
  });

  return {
    api,
    me: (call: CallOptions = {}) => unwrap(api.GET('/v1/me', { signal: call.signal })),
    people: {
      /** `for await (const person of client.people.list({ limit: 100 }))`: newest first. */
      list: (query: PeopleQuery = {}, call: CallOptions = {}): Paginated<Person> =>
        paginate((cursor) =>
          unwrap(api.GET('/v1/people', { params: { query: { ...query, cursor } }, ...call })),
        ),
      get: (id: string, call: CallOptions = {}) =>
        unwrap(api.GET('/v1/people/{id}', { params: { path: { id } }, ...call })),
      /** Matches on phone, then email, then externalId and updates; creates otherwise. */
      upsert: (input: PersonInput, options?: PostOptions) =>
        unwrap(api.POST('/v1/people', { body: input, ...post(options) })),
      update: (id: string, patch: PersonPatch, call: CallOptions = {}) =>
        unwrap(api.PATCH('/v1/people/{id}', { params: { path: { id } }, body: patch, ...call })),
      delete: (id: string, call: CallOptions = {}) =>
        unwrap(api.DELETE('/v1/people/{id}', { params: { path: { id } }, ...call })),
      addTags: (id: string, tagIds: string[], options?: PostOptions) =>
        unwrap(
          api.POST('/v1/people/{id}/tags', { params: { path: { id } }, body: { tagIds }, ...post(options) }),
        ),
      removeTag: (id: string, tagId: string, call: CallOptions = {}) =>
        unwrap(api.DELETE('/v1/people/{id}/tags/{tagId}', { params: { path: { id, tagId } }, ...call })),
      /**
       * `for await (const change of client.people.activity(id))`: the person's changes, newest first
       * (tags, emails, messages, unsubscribes and bounces; those of the token's readable families).
       */
      activity: (id: string, query: ActivityQuery = {}, call: CallOptions = {}): Paginated<Change> =>
        paginate((cursor) =>
          unwrap(
            api.GET('/v1/people/{id}/activity', {
              params: { path: { id }, query: { ...query, cursor } },
              ...call,
            }),
          ),
        ),
    },
    companies: {
      list: (query: CompaniesQuery = {}, call: CallOptions = {}): Paginated<Company> =>
        paginate((cursor) =>
          unwrap(api.GET('/v1/companies', { params: { query: { ...query, cursor } }, ...call })),
        ),
      get: (id: string, call: CallOptions = {}) =>
        unwrap(api.GET('/v1/companies/{id}', { params: { path: { id } }, ...call })),
      /** Matches on domain and updates; creates otherwise. */
      upsert: (input: CompanyInput, options?: PostOptions) =>
        unwrap(api.POST('/v1/companies', { body: input, ...post(options) })),
      update: (id: string, patch: CompanyPatch, call: CallOptions = {}) =>
        unwrap(api.PATCH('/v1/companies/{id}', { params: { path: { id } }, body: patch, ...call })),
      delete: (id: string, call: CallOptions = {}) =>
        unwrap(api.DELETE('/v1/companies/{id}', { params: { path: { id } }, ...call })),
    },
    changes: {
      /** The cursor of now: after a resync, follow from it. */
      head: (call: CallOptions = {}) => unwrap(api.GET('/v1/changes/head', { signal: call.signal })),
      /**
       * `for await (const change of client.changes.follow({ after }))`: every change after `after`
       * (a change's `cursor`, or the head's; absent: the oldest kept), oldest first, then each new one
       * as it is recorded (one request held open at a time, up to 30 s each). Save `change.cursor`
       * once a change is applied, and resume from it. Ends when `call.signal` aborts; a cursor older
       * than the retention throws a `RapportError` with status 410 (resync, then follow from the head).
       */
      follow: (
        options: ChangesQuery & { after?: string } = {},
        call: CallOptions = {},
      ): AsyncIterable<Change> => ({
        async *[Symbol.asyncIterator]() {
          const { after, ...query } = options;
          let cursor = after;
          while (!call.signal?.aborted) {
            const page = await unwrap(
              api.GET('/v1/changes', {
                params: { query: { ...query, cursor, wait: 30 } },
                signal: call.signal,
              }),
            ).catch((err: unknown) => {
              if (call.signal?.aborted) return null;
              throw err;
            });
            if (!page) return;
            yield* page.data;
            cursor = page.nextCursor;
          }
        },
      }),
    },
    tags: {
      /** Every tag of the organization, oldest first. */
      list: (call: CallOptions = {}): Paginated<Tag> =>
        paginate(() => unwrap(api.GET('/v1/tags', { signal: call.signal }))),
      create: (input: TagInput, options?: PostOptions) =>
        unwrap(api.POST('/v1/tags', { body: input, ...post(options) })),
    },
    segments: {
      /** The organization's segments, newest first. */
      list: (call: CallOptions = {}): Paginated<Segment> =>
        paginate((cursor) => unwrap(api.GET('/v1/segments', { params: { query: { cursor } }, ...call }))),
      get: (id: string, call: CallOptions = {}) =>
        unwrap(api.GET('/v1/segments/{id}', { params: { path: { id } }, ...call })),
      create: (input: SegmentInput, options?: PostOptions) =>
        unwrap(api.POST('/v1/segments', { body: input, ...post(options) })),
      update: (id: string, patch: SegmentPatch, call: CallOptions = {}) =>
        unwrap(api.PATCH('/v1/segments/{id}', { params: { path: { id } }, body: patch, ...call })),
      delete: (id: string, call: CallOptions = {}) =>
        unwrap(api.DELETE('/v1/segments/{id}', { params: { path: { id } }, ...call })),
      /** `for await (const person of client.segments.people(id))`: the members, newest first. */
      people: (id: string, call: CallOptions = {}): Paginated<Person> =>
        paginate((cursor) =>
          unwrap(
            api.GET('/v1/segments/{id}/people', { params: { path: { id }, query: { cursor } }, ...call }),
          ),
        ),
      count: async (id: string, call: CallOptions = {}) =>
        (await unwrap(api.GET('/v1/segments/{id}/count', { params: { path: { id } }, ...call }))).count,
    },
  };
}
