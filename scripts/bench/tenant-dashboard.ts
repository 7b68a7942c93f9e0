// The dashboard part of the tenant benchmark: an Owner of the organization made with the admin CLI
// (as docs/operations.md "Dashboard" does), its password set through the one-time link, then the overview page
// loaded with the session cookie and its counts read back from the HTML.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './processes';
import { type Outcome, request } from './tenant-http';

const PASSWORD = 'tenant bench password 0123';

/** A cookie-keeping client of the dashboard's forms (like gateway/test/dashboard.helpers.ts). */
export class DashboardSession {
  private cookie = '';

  constructor(private readonly baseUrl: string) {}

  async send(
    method: 'GET' | 'POST',
    pathAndQuery: string,
    timeoutMs: number,
    form?: string,
  ): Promise<Outcome> {
    const outcome = await request(`${this.baseUrl}${pathAndQuery}`, {
      method,
      form,
      timeoutMs,
      redirect: 'manual',
      headers: this.cookie ? { cookie: this.cookie } : {},
    });
    const set = outcome.headers?.get('set-cookie');
    if (set) {
      const [pair] = set.split(';');
      this.cookie = pair!.endsWith('=') ? '' : pair!;
    }
    return outcome;
  }
}

/**
 * `npm run admin -- user create` for the organization, then the set-password form: a signed-in
 * session of its Owner.
 */
export async function signedInOwner(
  gatewayUrl: string,
  stackEnv: NodeJS.ProcessEnv,
  orgSlug: string,
  timeoutMs: number,
): Promise<DashboardSession> {
  const { stdout } = await promisify(execFile)(
    path.join(ROOT, 'node_modules/.bin/tsx'),
    [
      'services/identity/src/cli/admin.ts',
      'user',
      'create',
      '--org',
      orgSlug,
      '--email',
      `owner@${orgSlug}.example`,
      '--json',
    ],
    {
      cwd: ROOT,
      env: { ...process.env, ...stackEnv, LOG_LEVEL: 'silent', DASHBOARD_URL: `${gatewayUrl}/dashboard` },
      timeout: timeoutMs,
    },
  );
  const json = stdout.slice(stdout.indexOf('{'));
  const link = new URL((JSON.parse(json) as { setPasswordUrl: string }).setPasswordUrl);
  const session = new DashboardSession(gatewayUrl);
  const form = await session.send('GET', link.pathname + link.search, timeoutMs);
  const csrf = /name="_csrf" value="([^"]+)"/.exec(String(form.body))?.[1];
  if (form.status !== 200 || !csrf) throw new Error(`set-password page answered ${form.status}`);
  const fields = new URLSearchParams({
    _csrf: csrf,
    token: link.searchParams.get('token') ?? '',
    password: PASSWORD,
    confirm: PASSWORD,
  });
  const done = await session.send('POST', '/dashboard/set-password', timeoutMs, fields.toString());
  if (done.status !== 303) throw new Error(`set password answered ${done.status}`);
  return session;
}

/** The counts the overview page shows, by label (`People` → `100+`). */
export function overviewCounts(html: string): Map<string, string> {
  const counts = new Map<string, string>();
  const pattern = /class="stat-value">([^<]*)<\/span><span class="stat-label">([^<]*)</g;
  for (const match of html.matchAll(pattern)) counts.set(match[2]!.trim(), match[1]!.trim());
  return counts;
}
