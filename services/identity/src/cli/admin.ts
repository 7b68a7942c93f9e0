import { requiredOption as required, runCli, UsageError } from '@rapport/platform';
import { loadConfig } from '../config';
import type { ApiToken } from '../domain/identity.types';
import { ROLES, type Role } from '../domain/roles';
import { openIdentity } from '../main';

const USAGE = `usage: npm run admin -- <command> [options] [--json]
  org create --name NAME --slug SLUG [--plan free|pro] [--rate-limit N]
  token create --org SLUG --name NAME [--scopes "a,b"] [--expires-at ISO]
  token revoke --id TOKEN_ID
  token list --org SLUG
  user create --org SLUG --email EMAIL [--role owner|admin|member] [--name NAME]   (default owner)
  user link --org SLUG --email EMAIL       (a new set-password link, e.g. for a forgotten password)`;

const tokenView = (t: ApiToken) => ({
  id: t.id,
  prefix: t.prefix,
  name: t.name,
  scopes: t.scopes,
  expiresAt: t.expiresAt?.toISOString() ?? null,
  revokedAt: t.revokedAt?.toISOString() ?? null,
  lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
  lastUsedIp: t.lastUsedIp,
  createdAt: t.createdAt.toISOString(),
});

type Identity = Awaited<ReturnType<typeof openIdentity>>;

const linkView = (dashboardUrl: string, link: Awaited<ReturnType<Identity['users']['createUser']>>) => ({
  id: link.user.id,
  email: link.user.email,
  name: link.user.name,
  role: link.user.role,
  setPasswordUrl: `${dashboardUrl.replace(/\/$/, '')}/set-password?token=${link.setupToken}`,
  expiresAt: link.setupExpiresAt.toISOString(),
});

async function run(
  { service, users }: Identity,
  dashboardUrl: string,
  command: string,
  values: Record<string, string | boolean | undefined>,
) {
  switch (command) {
    case 'user create': {
      const role = typeof values.role === 'string' ? values.role : 'owner';
      if (!(ROLES as readonly string[]).includes(role)) {
        throw new UsageError(`--role must be one of: ${ROLES.join(', ')}`);
      }
      const link = await users.createUser({
        organizationSlug: required(values, 'org'),
        email: required(values, 'email'),
        // api-decisions' form has no name: the email's local part stands in until the user sets one.
        name:
          typeof values.name === 'string' && values.name
            ? values.name
            : required(values, 'email').split('@')[0]!,
        role: role as Role,
      });
      return linkView(dashboardUrl, link);
    }
    case 'user link':
      return linkView(
        dashboardUrl,
        await users.issueSetupLink(required(values, 'org'), required(values, 'email')),
      );
    case 'org create': {
      const rate = values['rate-limit'];
      const org = await service.createOrganization({
        name: required(values, 'name'),
        slug: required(values, 'slug'),
        plan: typeof values.plan === 'string' ? values.plan : 'free',
        rateLimitPerMinute: typeof rate === 'string' ? Number(rate) : null,
      });
      return { id: org.id, name: org.name, slug: org.slug, plan: org.plan };
    }
    case 'token create': {
      const expiresAt = typeof values['expires-at'] === 'string' ? values['expires-at'] : null;
      if (expiresAt !== null && !Number.isNaN(Date.parse(expiresAt)) && Date.parse(expiresAt) <= Date.now()) {
        throw new UsageError(`--expires-at must be in the future, got "${expiresAt}"`);
      }
      const { token, value } = await service.createToken({
        organizationSlug: required(values, 'org'),
        name: required(values, 'name'),
        scopes: typeof values.scopes === 'string' ? values.scopes.split(',') : [],
        expiresAt,
      });
      const { id, prefix, name, scopes } = tokenView(token);
      return { id, token: value, prefix, name, scopes, expiresAt: token.expiresAt?.toISOString() ?? null };
    }
    case 'token revoke': {
      const token = await service.revokeToken(required(values, 'id'));
      return { id: token.id, revokedAt: token.revokedAt?.toISOString() ?? null };
    }
    case 'token list':
      return { data: (await service.listTokens(required(values, 'org'))).map(tokenView) };
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

runCli({
  usage: USAGE,
  options: {
    name: { type: 'string' },
    slug: { type: 'string' },
    plan: { type: 'string' },
    'rate-limit': { type: 'string' },
    org: { type: 'string' },
    scopes: { type: 'string' },
    'expires-at': { type: 'string' },
    id: { type: 'string' },
    email: { type: 'string' },
    role: { type: 'string' },
  },
  open: async () => {
    const config = loadConfig();
    const identity = await openIdentity({ ...config, LOG_LEVEL: 'silent' });
    return { resources: { identity, dashboardUrl: config.DASHBOARD_URL }, close: () => identity.close() };
  },
  run: ({ identity, dashboardUrl }, command, values) => run(identity, dashboardUrl, command, values),
});
