import type { Output } from '@rapport/contracts';

type Organization__Output = Output<'identity', 'Organization'>;
type Token__Output = Output<'identity', 'Token'>;
type User__Output = Output<'identity', 'User'>;

const ROLE_LABELS: Record<string, string> = {
  ROLE_OWNER: 'Owner',
  ROLE_ADMIN: 'Admin',
  ROLE_MEMBER: 'Member',
};
const PLAN_LABELS: Record<string, string> = { PLAN_FREE: 'Free', PLAN_PRO: 'Pro' };
const RESOURCE_TITLES: Record<string, string> = {
  people: 'people',
  companies: 'companies',
  tags: 'tags',
  email: 'email',
  email_templates: 'email templates',
  email_campaigns: 'email campaigns',
  email_suppressions: 'email suppressions',
  segments: 'segments',
  messages: 'messages',
};

/** Dates as people read them, in UTC (the API's zone), e.g. "23 Nov 2026, 14:05 UTC". */
export function formatDate(iso: string | null | undefined, withTime = true): string {
  if (!iso) return '';
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  if (!withTime) return day;
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

export const isManager = (user: User__Output) => user.role === 'ROLE_OWNER' || user.role === 'ROLE_ADMIN';

export const userView = (user: User__Output) => ({ ...user, roleLabel: ROLE_LABELS[user.role] ?? user.role });

export const organizationView = (org: Organization__Output) => ({
  ...org,
  planLabel: PLAN_LABELS[org.plan] ?? org.plan,
  created: formatDate(org.createdAt, false),
});

export function tokenView(token: Token__Output, now = Date.now()) {
  const status = token.revokedAt
    ? 'revoked'
    : token.expiresAt && Date.parse(token.expiresAt) <= now
      ? 'expired'
      : 'active';
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    scopes: token.scopes,
    created: formatDate(token.createdAt),
    expires: formatDate(token.expiresAt),
    status,
    statusLabel: { active: 'Active', expired: 'Expired', revoked: 'Revoked' }[status],
    lastUsed: formatDate(token.lastUsedAt),
    lastUsedIp: token.lastUsedIp ?? '',
  };
}

/** The catalogue grouped by resource, each group with its `<resource>:*` wildcard. */
export function scopeGroups(catalogue: string[], chosen: string[]) {
  const groups = new Map<string, string[]>();
  for (const scope of catalogue) {
    const resource = scope.slice(0, scope.indexOf(':'));
    groups.set(resource, [...(groups.get(resource) ?? []), scope]);
  }
  return [...groups].map(([resource, scopes]) => ({
    resource,
    title: RESOURCE_TITLES[resource] ?? resource,
    wildcard: { value: `${resource}:*`, checked: chosen.includes(`${resource}:*`) },
    scopes: scopes.map((value) => ({ value, checked: chosen.includes(value) })),
  }));
}
