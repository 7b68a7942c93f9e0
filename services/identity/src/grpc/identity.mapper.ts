import type { Input } from '@rapport/contracts';
import type { ApiToken, Organization, Plan } from '../domain/identity.types';
import { PLAN_FEATURES } from '../domain/identity.types';
import type { Role } from '../domain/roles';
import type { User } from '../domain/user.types';

type OrganizationMessage = Input<'identity', 'Organization'>;
type TokenMessage = Input<'identity', 'Token'>;
type UserMessage = Input<'identity', 'User'>;

const PLAN_TO_PROTO = { free: 'PLAN_FREE', pro: 'PLAN_PRO' } as const satisfies Record<Plan, string>;

export function planFromProto(plan: string | undefined): string | undefined {
  if (plan === 'PLAN_FREE') return 'free';
  if (plan === 'PLAN_PRO') return 'pro';
  return undefined;
}

const iso = (date: Date | null) => (date ? date.toISOString() : undefined);

export function toOrganizationMessage(org: Organization, defaultRateLimit: number): OrganizationMessage {
  return {
    id: org.id,
    name: org.name,
    slug: org.slug,
    plan: PLAN_TO_PROTO[org.plan],
    rateLimitPerMinute: org.rateLimitPerMinute ?? defaultRateLimit,
    features: [...PLAN_FEATURES[org.plan]],
    createdAt: org.createdAt.toISOString(),
    updatedAt: org.updatedAt.toISOString(),
  };
}

export function toTokenMessage(token: ApiToken): TokenMessage {
  return {
    id: token.id,
    organizationId: token.organizationId,
    name: token.name,
    prefix: token.prefix,
    scopes: token.scopes,
    expiresAt: iso(token.expiresAt),
    revokedAt: iso(token.revokedAt),
    lastUsedAt: iso(token.lastUsedAt),
    lastUsedIp: token.lastUsedIp ?? undefined,
    createdAt: token.createdAt.toISOString(),
  };
}

const ROLE_TO_PROTO = {
  owner: 'ROLE_OWNER',
  admin: 'ROLE_ADMIN',
  member: 'ROLE_MEMBER',
} as const satisfies Record<Role, string>;

export function roleFromProto(role: string | undefined): Role | undefined {
  const entry = Object.entries(ROLE_TO_PROTO).find(([, proto]) => proto === role);
  return entry?.[0] as Role | undefined;
}

export function toUserMessage(user: User): UserMessage {
  return {
    id: user.id,
    organizationId: user.organizationId,
    email: user.email,
    name: user.name,
    role: ROLE_TO_PROTO[user.role],
    active: user.passwordHash !== null,
    createdAt: user.createdAt.toISOString(),
    credentialVersion: user.credentialVersion,
  };
}
