import { loadConfig as identityConfig, openIdentity } from '@rapport/identity/src/main';
import type { Stack } from '@rapport/testkit';

export const PASSWORD = 'correct horse battery staple';

export interface Page {
  status: number;
  headers: Headers;
  html: string;
  location: string | null;
}

/**
 * A cookie-keeping HTTP client for the dashboard's forms. Each one has its own client address
 * (X-Forwarded-For; the stack trusts one proxy hop) so sign-in throttles never mix between tests.
 */
export class DashboardClient {
  private cookie = '';
  readonly forwardedFor = `10.${rand()}.${rand()}.${rand()}`;

  constructor(private readonly baseUrl: string) {}

  get cookies(): string {
    return this.cookie;
  }

  async get(path: string, headers: Record<string, string> = {}): Promise<Page> {
    return this.send('GET', path, undefined, headers);
  }

  /** Posts a form as the browser does (urlencoded; repeated fields for arrays). */
  async post(path: string, fields: Record<string, string | string[]>, headers: Record<string, string> = {}) {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) {
      for (const one of [value].flat()) body.append(name, one);
    }
    return this.send('POST', path, body.toString(), {
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    });
  }

  /** GET a page, then post its form back with its CSRF token and `fields`. */
  async submit(pagePath: string, action: string, fields: Record<string, string | string[]>): Promise<Page> {
    const form = await this.get(pagePath);
    return this.post(action, { _csrf: csrfOf(form.html), ...fields });
  }

  private async send(
    method: string,
    path: string,
    body: string | undefined,
    headers: Record<string, string>,
  ) {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      body,
      redirect: 'manual',
      headers: {
        'x-forwarded-for': this.forwardedFor,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
    });
    const set = res.headers.get('set-cookie');
    if (set) {
      const [pair] = set.split(';');
      this.cookie = pair!.endsWith('=') ? '' : pair!;
    }
    return {
      status: res.status,
      headers: res.headers,
      html: await res.text(),
      location: res.headers.get('location'),
    };
  }
}

const rand = () => Math.floor(Math.random() * 254) + 1;

export function csrfOf(html: string): string {
  const match = /name="_csrf" value="([^"]+)"/.exec(html);
  if (!match) throw new Error('no CSRF token on the page');
  return match[1]!;
}

/** What the admin CLI does: an organization's first Owner and a set-password link (path only). */
export async function createOwner(stack: Stack, orgSlug: string, email = 'owner@example.com') {
  const identity = await openIdentity(identityConfig({ ...stack.env, LOG_LEVEL: 'silent' }));
  try {
    const link = await identity.users.createUser({ organizationSlug: orgSlug, email, name: 'Olga Owner' });
    return { userId: link.user.id, setPasswordPath: `/dashboard/set-password?token=${link.setupToken}` };
  } finally {
    await identity.close();
  }
}

/** A signed-in client of a new organization's Owner (who set a password through the link). */
export async function signedInOwner(stack: Stack) {
  const org = await stack.createOrg({ plan: 'pro', rateLimitPerMinute: 10_000 });
  const owner = await createOwner(stack, org.slug);
  const client = new DashboardClient(stack.baseUrl);
  const done = await client.submit(owner.setPasswordPath, '/dashboard/set-password', {
    token: new URL(owner.setPasswordPath, 'http://x').searchParams.get('token')!,
    password: PASSWORD,
    confirm: PASSWORD,
  });
  if (done.status !== 303) throw new Error(`set password answered ${done.status}: ${done.html}`);
  return { org, client, owner };
}

/** Invites a user through the Owner's dashboard and signs them in through their link. */
export async function invited(stack: Stack, owner: DashboardClient, role: 'member' | 'admin', email: string) {
  const page = await owner.submit('/dashboard/settings/people', '/dashboard/settings/people', {
    name: `${role} user`,
    email,
    role,
  });
  if (page.status !== 201) throw new Error(`invite answered ${page.status}`);
  const link = /id="invite-link"[^>]*value="([^"]+)"/.exec(page.html)![1]!.replace(/&#x3D;/g, '=');
  const path = new URL(link).pathname + new URL(link).search;
  const client = new DashboardClient(stack.baseUrl);
  const done = await client.submit(path, '/dashboard/set-password', {
    token: new URL(link).searchParams.get('token')!,
    password: PASSWORD,
    confirm: PASSWORD,
  });
  if (done.status !== 303) throw new Error(`set password answered ${done.status}`);
  return client;
}

/** The token value shown once on the page after creation. */
export function createdTokenOf(html: string): string | undefined {
  return /value="(rpt_[0-9A-Za-z]{40})"/.exec(html)?.[1];
}
