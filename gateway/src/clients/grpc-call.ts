import * as grpc from '@grpc/grpc-js';
import { type CallContext, CLIENT_CHANNEL_OPTIONS, unary } from '@rapport/platform';

/** The context of one API request: its organization, the request id and the gateway's deadline. */
export interface RequestContext extends CallContext {
  organizationId: string;
}

/** Request and answer of a generated unary method, read off its shortest overload. */
type Signature<M> = M extends (
  argument: infer Req,
  callback: grpc.requestCallback<infer Res>,
) => grpc.ClientUnaryCall
  ? { req: Req; res: Res }
  : never;

/** The camelCase unary methods of a generated client. */
type UnaryName<C> = {
  [K in keyof C]: K extends `${Uncapitalize<K & string>}`
    ? [Signature<C[K]>] extends [never]
      ? never
      : K
    : never;
}[keyof C];

export type Call<Req, Res> = (context: CallContext, request: Req) => Promise<Res>;

/** Every unary method of a generated client as a promise-returning call with a context. */
export type Calls<C> = { [K in UnaryName<C>]: Call<Signature<C[K]>['req'], Signature<C[K]>['res']> };

type AnyMethod = (
  request: unknown,
  md: grpc.Metadata,
  options: grpc.CallOptions,
  cb: grpc.requestCallback<unknown>,
) => unknown;

/**
 * Binds every unary method of `client` (named by the service definition of its constructor) to
 * `unary()`: the call carries the request id and the deadline of its context.
 */
export function callsOf<C extends grpc.Client>(client: C): Calls<C> {
  const definition = (client.constructor as unknown as { service: grpc.ServiceDefinition }).service;
  const calls: Record<string, Call<unknown, unknown>> = {};
  for (const method of Object.values(definition)) {
    if (method.requestStream || method.responseStream || !method.originalName) continue;
    const invoke = (client as unknown as Record<string, AnyMethod>)[method.originalName];
    if (!invoke) continue;
    calls[method.originalName] = (context, request) =>
      unary(context, (md, options, cb) => invoke.call(client, request, md, options, cb));
  }
  return calls as Calls<C>;
}

/**
 * Opens one long-lived client of a generated service (the channel connects lazily and reconnects
 * on its own) and binds its unary methods.
 */
export function connect<C extends grpc.Client>(
  Client: new (address: string, credentials: grpc.ChannelCredentials, options: grpc.ChannelOptions) => C,
  address: string,
) {
  const client = new Client(address, grpc.credentials.createInsecure(), CLIENT_CHANNEL_OPTIONS);
  return { calls: callsOf(client), close: () => client.close() };
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
