import { type Stack, startStack } from '@rapport/testkit';

/** Identity, companies, contacts and the gateway, in-process on free ports. */
export function startContactsStack(env: NodeJS.ProcessEnv = {}): Promise<Stack> {
  return startStack({ services: ['companies', 'contacts'], env });
}

export interface Tenant {
  orgId: string;
  token: string;
}

/** A fresh organization whose token may make many requests (tests here make hundreds). */
export async function busyTenant(stack: Stack, scopes: string[] = ['*']): Promise<Tenant> {
  const org = await stack.createOrg({ rateLimitPerMinute: 100_000 });
  const { token } = await stack.createToken(org.slug, scopes);
  return { orgId: org.id, token };
}

let counter = 0;
/** A phone number no other test uses (10+ digits). */
export function uniquePhone(): string {
  counter += 1;
  return `+49${String(Date.now() % 1e8).padStart(8, '0')}${String(counter % 1000).padStart(3, '0')}`;
}

/** POSTs a person and fails loudly when the upsert did not succeed. */
export async function createPerson(stack: Stack, token: string, body: Record<string, unknown>) {
  const res = await stack.request('POST', '/v1/people', { token, body });
  if (res.status !== 201 && res.status !== 200) {
    throw new Error(`POST /v1/people answered ${res.status}: ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

export async function createTag(stack: Stack, token: string, name: string, color?: string) {
  const res = await stack.request('POST', '/v1/tags', { token, body: { name, ...(color ? { color } : {}) } });
  if (res.status !== 201)
    throw new Error(`POST /v1/tags answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/** Runs `task` over `items` with at most `width` in flight. */
export async function inBatches<T, R>(
  items: T[],
  width: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    out.push(...(await Promise.all(items.slice(i, i + width).map(task))));
  }
  return out;
}
