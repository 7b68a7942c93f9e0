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

export interface TokenUse {
  tokenId: string;
  at: Date;
  ip: string;
}
