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

/** An HTTP answer as the gateway sent it (headers the route set, the JSON body as text). */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One use of an idempotency key (decision 0016). `slot` (`<organizationId>:<key>`) is unique, so the
 * insert of a record is the claim; `id` names this use only, so deleting an expired or released use
 * can never remove the one that replaced it (FerretDB deletes by id after filtering, decision 0006).
 */
export interface IdempotencyRecord {
  id: string;
  slot: string;
  organizationId: string;
  key: string;
  fingerprint: string;
  state: 'running' | 'done';
  /** Until then a running claim counts as in progress; afterwards its outcome is unknown. */
  leaseUntil: Date;
  expiresAt: Date;
  /** `YYYY-MM-DDTHH` of expiresAt: the sweep finds expired records by equality (decision 0014). */
  expiresHour: string;
  answer: StoredAnswer | null;
  createdAt: Date;
}
