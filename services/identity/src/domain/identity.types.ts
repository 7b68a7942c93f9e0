export type Plan = 'free' | 'pro';
export const PLANS: readonly Plan[] = ['free', 'pro'];

/** Features each plan includes; `email_campaigns` gates the campaign endpoints. */
export const PLAN_FEATURES: Record<Plan, readonly string[]> = {
  free: [],
  pro: ['email_campaigns'],
};

export interface Organization {
  id: string;
  name: string;
  slug: string;
  plan: Plan;
  /** Per-token requests per minute; null means the service default. */
  rateLimitPerMinute: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ApiToken {
  id: string;
  organizationId: string;
  name: string;
  prefix: string;
  hash: string;
  scopes: string[];
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  lastUsedIp: string | null;
  createdAt: Date;
}

export interface IdentityRepository {
  insertOrganization(org: Organization): Promise<void>;
  findOrganizationById(id: string): Promise<Organization | null>;
  findOrganizationBySlug(slug: string): Promise<Organization | null>;
  insertToken(token: ApiToken): Promise<void>;
  findTokenByHash(hash: string): Promise<ApiToken | null>;
  findTokenById(id: string): Promise<ApiToken | null>;
  listTokens(organizationId: string): Promise<ApiToken[]>;
  setRevokedAt(id: string, at: Date): Promise<ApiToken | null>;
  /** Sets each token's last use unless the store holds a later one. */
  recordLastUse(uses: TokenUse[]): Promise<void>;
}

export interface TokenUse {
  tokenId: string;
  at: Date;
  ip: string;
}

/**
 * The per-request status of verified tokens that gateways read (see tokenStatusKey in the platform):
 * `markLive` after a successful verification (never over a revocation), `markRevoked` before a
 * revocation is confirmed.
 */
export interface TokenStatusBoard {
  markLive(tokenId: string, expiresAt: Date | null): Promise<void>;
  markRevoked(tokenId: string): Promise<void>;
}
