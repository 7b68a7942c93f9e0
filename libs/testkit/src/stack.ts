import { randomUUID } from 'node:crypto';
import * as grpc from '@grpc/grpc-js';
import { identityProto, type ServiceClient } from '@rapport/contracts';
import { unary } from '@rapport/platform';
import { type ApiResponse, api } from './api';
import { freePort } from './servers';

export type StackService = 'contacts' | 'companies' | 'email' | 'messaging' | 'webhooks';

/** What every process's main.ts exports, so tests run the real server in-process. */
interface ProcessModule {
  loadConfig(env: NodeJS.ProcessEnv): unknown;
  start(config: unknown): Promise<{ port: number; httpAddr?: string; stop(): Promise<void> }>;
}

// Start order: a service may call the ones before it.
const ORDER: StackService[] = ['companies', 'contacts', 'email', 'messaging', 'webhooks'];
const ENV_NAME: Record<StackService | 'identity', string> = {
  identity: 'IDENTITY_GRPC_ADDR',
  contacts: 'CONTACTS_GRPC_ADDR',
  companies: 'COMPANIES_GRPC_ADDR',
  email: 'EMAIL_GRPC_ADDR',
  messaging: 'MESSAGING_GRPC_ADDR',
  webhooks: 'WEBHOOKS_GRPC_ADDR',
};

export interface StackOptions {
  services?: StackService[];
  /** Extra environment for every process (e.g. a rate-limit window). */
  env?: NodeJS.ProcessEnv;
}

export interface Stack {
  baseUrl: string;
  /** The gateway's Prometheus endpoint (its own address, METRICS_ADDR). */
  metricsUrl: string;
  /** gRPC address of each running service, for tests that call services directly. */
  addrs: Partial<Record<StackService | 'identity', string>>;
  env: NodeJS.ProcessEnv;
  createOrg(options?: {
    plan?: 'free' | 'pro';
    rateLimitPerMinute?: number;
  }): Promise<{ id: string; slug: string; name: string }>;
  createToken(
    orgSlug: string,
    scopes: string[],
    options?: { expiresAt?: string },
  ): Promise<{ id: string; token: string }>;
  /**
   * An organization with a token holding `scopes` (default `*`). Its rate limit is high (10,000 per
   * minute) so tests that poll are not throttled; tests of the limit itself use `createOrg()`.
   */
  tenant(
    scopes?: string[],
    options?: { plan?: 'free' | 'pro'; rateLimitPerMinute?: number },
  ): Promise<{ orgId: string; slug: string; token: string }>;
  revokeToken(id: string): Promise<void>;
  request<T = any>(
    method: string,
    path: string,
    options?: Parameters<typeof api>[3],
  ): Promise<ApiResponse<T>>;
  /** Stops one service (to test outages) and returns a function that starts it again on the same port. */
  stopService(name: StackService | 'identity'): Promise<() => Promise<void>>;
  stop(): Promise<void>;
}

/** Each process's main module, imported when a stack starts it (explicit paths the compiler checks). */
const MAINS: Record<StackService | 'identity' | 'gateway', () => Promise<ProcessModule>> = {
  identity: () => import('@rapport/identity/src/main'),
  companies: () => import('@rapport/companies/src/main'),
  contacts: () => import('@rapport/contacts/src/main'),
  email: () => import('@rapport/email/src/main'),
  messaging: () => import('@rapport/messaging/src/main'),
  webhooks: () => import('@rapport/webhooks/src/main'),
  gateway: () => import('@rapport/gateway/src/main'),
};

/** Starts identity, the requested services and the gateway in this process, on free ports. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const wanted = new Set(options.services ?? []);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    EMAIL_PROVIDER: 'log',
    // Workers started from a stack's env serve health on free ports.
    EMAIL_WORKER_HEALTH_ADDR: '127.0.0.1:0',
    MESSAGING_WORKER_HEALTH_ADDR: '127.0.0.1:0',
    WEBHOOKS_WORKER_HEALTH_ADDR: '127.0.0.1:0',
    // Services that are not started point at a closed port: calls to them answer UNAVAILABLE.
    CONTACTS_GRPC_ADDR: '127.0.0.1:1',
    COMPANIES_GRPC_ADDR: '127.0.0.1:1',
    EMAIL_GRPC_ADDR: '127.0.0.1:1',
    MESSAGING_GRPC_ADDR: '127.0.0.1:1',
    WEBHOOKS_GRPC_ADDR: '127.0.0.1:1',
    MESSAGING_HTTP_ADDR: '127.0.0.1:1',
    // Gateways in tests: metrics on a free port, stop at once, and failed authentications (which many
    // tests provoke from 127.0.0.1) not throttled; the throttle's own test sets a limit.
    METRICS_ADDR: '127.0.0.1:0',
    SHUTDOWN_DRAIN_MS: '0',
    AUTH_FAILURES_PER_MINUTE: '1000000',
    ...options.env,
  };
  const running = new Map<string, { port: number; httpAddr?: string; stop(): Promise<void> }>();
  const addrs: Stack['addrs'] = {};
  const startOne = async (name: StackService | 'identity', listen: string) => {
    const mod = await MAINS[name]();
    const proc = await mod.start(
      mod.loadConfig({ ...env, GRPC_LISTEN_ADDR: listen, MESSAGING_HTTP_LISTEN_ADDR: '127.0.0.1:0' }),
    );
    running.set(name, proc);
    addrs[name] = `127.0.0.1:${proc.port}`;
    env[ENV_NAME[name]] = addrs[name];
    if (proc.httpAddr) env.MESSAGING_HTTP_ADDR = proc.httpAddr;
  };
  // Every service's address is chosen first, so they all start at once (a start calls no other
  // service; each connects to its peers when it first calls them).
  const names: (StackService | 'identity')[] = ['identity', ...ORDER.filter((name) => wanted.has(name))];
  const ports = await Promise.all(names.map(() => freePort()));
  names.forEach((name, i) => {
    addrs[name] = `127.0.0.1:${ports[i]}`;
    env[ENV_NAME[name]] = addrs[name];
  });
  await Promise.all(names.map((name) => startOne(name, addrs[name]!)));
  const gatewayModule = await MAINS.gateway();
  const gateway = await gatewayModule.start(gatewayModule.loadConfig({ ...env, PORT: '0' }));
  const baseUrl = `http://127.0.0.1:${gateway.port}`;
  const { metricsUrl } = gateway as unknown as { metricsUrl: string };

  const identity: ServiceClient<'identity'> = new (identityProto().rapport.identity.v1.IdentityService)(
    addrs.identity!,
    grpc.credentials.createInsecure(),
  );
  const call = { deadlineMs: 10_000 };

  const stack: Stack = {
    baseUrl,
    metricsUrl,
    addrs,
    env,
    createOrg: async (opts = {}) => {
      const slug = `t-${randomUUID().slice(0, 13)}`;
      const res = await unary<any>(call, (md, o, cb) =>
        identity.createOrganization(
          {
            name: `Test ${slug}`,
            slug,
            plan: opts.plan === 'pro' ? 'PLAN_PRO' : 'PLAN_FREE',
            rateLimitPerMinute: opts.rateLimitPerMinute,
          },
          md,
          o,
          cb,
        ),
      );
      return { id: res.organization.id, slug, name: res.organization.name };
    },
    createToken: async (orgSlug, scopes, opts = {}) => {
      const res = await unary<any>(call, (md, o, cb) =>
        identity.createToken(
          { organizationSlug: orgSlug, name: 'test', scopes, expiresAt: opts.expiresAt },
          md,
          o,
          cb,
        ),
      );
      return { id: res.token.id, token: res.value };
    },
    tenant: async (scopes = ['*'], opts = {}) => {
      const org = await stack.createOrg({ rateLimitPerMinute: 10_000, ...opts });
      const { token } = await stack.createToken(org.slug, scopes);
      return { orgId: org.id, slug: org.slug, token };
    },
    revokeToken: async (id) => {
      await unary<any>(call, (md, o, cb) => identity.revokeToken({ tokenId: id }, md, o, cb));
    },
    request: (method, path, opts) => api(baseUrl, method, path, opts),
    stopService: async (name) => {
      const proc = running.get(name);
      if (!proc) throw new Error(`${name} is not running`);
      await proc.stop();
      running.delete(name);
      const port = proc.port;
      return async () => {
        await startOne(name, `127.0.0.1:${port}`);
        // The gateway's channel to the service reconnects on its own backoff (at most 1 s plus
        // jitter, CLIENT_CHANNEL_OPTIONS); until then calls fail fast with 503.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
      };
    },
    stop: async () => {
      identity.close();
      await gateway.stop();
      await Promise.all(ORDER.map((name) => running.get(name)?.stop()));
      await running.get('identity')?.stop();
    },
  };
  return stack;
}
