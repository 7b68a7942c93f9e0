import type { Call, CallContext } from '@rapport/platform';

export { type Call, type Calls, callsOf, connectClient as connect } from '@rapport/platform';

/** The context of one API request: its organization, the request id and the gateway's deadline. */
export interface RequestContext extends CallContext {
  organizationId: string;
}

/** A call made for the organization of the request: `organizationId` comes from the context. */
export function scoped<Req extends { organizationId?: string }, Res>(call: Call<Req, Res>) {
  return (context: RequestContext, request: Omit<Req, 'organizationId'>) =>
    call(context, { ...request, organizationId: context.organizationId } as Req);
}

/** The answer's `field`, which a well-behaved service always sets (its absence is a 500). */
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`the service answered without ${what}`);
  return value;
}

/** A call whose answer is its record: `getPerson(ctx, { id })` resolves to the person. */
export function recordOf<K extends string, Ctx, Req, Res extends { [P in K]: unknown }>(
  call: (context: Ctx, request: Req) => Promise<Res>,
  field: K,
) {
  return async (context: Ctx, request: Req): Promise<NonNullable<Res[K]>> => {
    const res: Res = await call(context, request);
    return present(res[field], field) as NonNullable<Res[K]>;
  };
}

/** A call whose answer carries a record and more (`created`): the record checked present. */
export function withRecord<K extends string, Ctx, Req, Res extends { [P in K]: unknown }>(
  call: (context: Ctx, request: Req) => Promise<Res>,
  field: K,
) {
  return async (context: Ctx, request: Req): Promise<Res & { [P in K]: NonNullable<Res[K]> }> => {
    const res = await call(context, request);
    present(res[field], field);
    return res as Res & { [P in K]: NonNullable<Res[K]> };
  };
}
