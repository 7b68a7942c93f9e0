import { grants, isGrantableScope } from '@rapport/contracts';
import {
  conflict,
  DomainError,
  ErrorCode,
  invalid,
  isDuplicateKey,
  newId,
  notFound,
} from '@rapport/platform';
import type { IdentityRepository, LastUseRecorder, TokenStatusBoard } from './identity.ports';
import { type ApiToken, type Organization, PLANS, type Plan, type TokenUse } from './identity.types';
import { generateTokenValue, hashesEqual, hashToken, isWellFormedToken, prefixOf } from './token-value';

/** Longest token name (as user names). */
const TOKEN_NAME_MAX = 100;

const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export interface CreateOrganizationInput {
  name: string;
  slug: string;
  plan?: string;
  rateLimitPerMinute?: number | null;
}

export interface CreateTokenInput {
  organizationSlug: string;
  name: string;
  scopes: string[];
  expiresAt?: string | null;
}

export interface Verified {
  token: ApiToken;
  organization: Organization;
  granted: boolean;
}

const MAX_USES_PER_REPORT = 10_000;

const unauthenticated = () => new DomainError(ErrorCode.UNAUTHENTICATED, 'invalid or missing token');

export class IdentityService {
  constructor(
    private readonly repo: IdentityRepository,
    private readonly lastUse: LastUseRecorder,
    private readonly status: TokenStatusBoard,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async createOrganization(input: CreateOrganizationInput): Promise<Organization> {
    const errors: string[] = [];
    const name = input.name?.trim() ?? '';
    if (!name) errors.push('name should not be empty');
    if (!SLUG_PATTERN.test(input.slug ?? '')) {
      errors.push(
        'slug must be 1 to 64 lowercase letters, digits or dashes, not starting or ending with a dash',
      );
    }
    const plan = (input.plan || 'free') as Plan;
    if (!PLANS.includes(plan)) errors.push(`plan must be one of: ${PLANS.join(', ')}`);
    const limit = input.rateLimitPerMinute ?? null;
    if (limit !== null && (!Number.isInteger(limit) || limit < 1)) {
      errors.push('rate limit must be a positive integer');
    }
    if (errors.length) throw invalid(errors);
    const at = this.now();
    const org: Organization = {
      id: newId(),
      name,
      slug: input.slug,
      plan,
      rateLimitPerMinute: limit,
      createdAt: at,
      updatedAt: at,
    };
    try {
      await this.repo.insertOrganization(org);
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(`an organization with slug "${input.slug}" already exists`);
      throw err;
    }
    return org;
  }

  async getOrganization(id: string): Promise<Organization> {
    const org = await this.repo.findOrganizationById(id);
    if (!org) throw notFound('organization not found');
    return org;
  }

  async createToken(input: CreateTokenInput): Promise<{ token: ApiToken; value: string }> {
    const org = await this.repo.findOrganizationBySlug(input.organizationSlug);
    if (!org) throw notFound(`unknown organization "${input.organizationSlug}"`);
    const errors: string[] = [];
    const name = input.name?.trim() ?? '';
    if (!name) errors.push('name should not be empty');
    // As user names: 1 to 100 characters, and no NUL (the store refuses it: a 500 otherwise).
    else if (name.length > TOKEN_NAME_MAX)
      errors.push(`name must be at most ${TOKEN_NAME_MAX} characters long`);
    if (name.includes('\u0000')) errors.push('name must not contain NUL characters');
    const scopes = [...new Set(input.scopes.map((s) => s.trim()).filter(Boolean))];
    const unknown = scopes.filter((s) => !isGrantableScope(s));
    if (unknown.length) errors.push(`unknown scope(s): ${unknown.join(', ')}`);
    let expiresAt: Date | null = null;
    if (input.expiresAt) {
      expiresAt = new Date(input.expiresAt);
      if (!/^\d{4}-\d{2}-\d{2}/.test(input.expiresAt) || Number.isNaN(expiresAt.getTime())) {
        errors.push(`expiresAt must be an ISO 8601 date, got "${input.expiresAt}"`);
      }
    }
    if (errors.length) throw invalid(errors);
    const value = generateTokenValue();
    const token: ApiToken = {
      id: newId(),
      organizationId: org.id,
      name,
      prefix: prefixOf(value),
      hash: hashToken(value),
      scopes,
      expiresAt,
      revokedAt: null,
      lastUsedAt: null,
      lastUsedIp: null,
      createdAt: this.now(),
    };
    await this.repo.insertToken(token);
    return { token, value };
  }

  /**
   * Stores the revocation, then tells the gateways (the token's status in Redis) before answering, so
   * the very next request with the token fails on every gateway. Revoking again repeats the second
   * step: when it failed, the caller retries.
   */
  async revokeToken(tokenId: string, organizationId?: string): Promise<ApiToken> {
    const token = await this.repo.findTokenById(tokenId);
    // With an organization (the dashboard), another organization's token is as unknown as none.
    if (!token || (organizationId && token.organizationId !== organizationId)) {
      throw notFound(`unknown token "${tokenId}"`);
    }
    const revoked = token.revokedAt ? token : await this.repo.setRevokedAt(tokenId, this.now());
    if (!revoked) throw notFound(`unknown token "${tokenId}"`);
    try {
      await this.status.markRevoked(tokenId);
    } catch {
      throw new DomainError(
        ErrorCode.UNAVAILABLE,
        'the revocation is stored but the gateways could not be told yet (Redis unreachable); revoke again',
      );
    }
    return revoked;
  }

  /** Uses of tokens the gateway served from its cache, reported in batches. */
  async recordTokenUse(uses: TokenUse[]): Promise<void> {
    if (uses.length > MAX_USES_PER_REPORT) throw invalid([`at most ${MAX_USES_PER_REPORT} uses per report`]);
    const bad = uses.filter((use) => !use.tokenId || Number.isNaN(use.at.getTime()));
    if (bad.length) throw invalid(['each use needs a token id and an ISO 8601 time']);
    // Through the process's one writer, so this replica's writes never race each other in the store.
    await this.lastUse.write(uses.map((use) => [use.tokenId, { at: use.at, ip: use.ip }]));
  }

  async listTokens(organizationSlug: string): Promise<ApiToken[]> {
    const org = await this.repo.findOrganizationBySlug(organizationSlug);
    if (!org) throw notFound(`unknown organization "${organizationSlug}"`);
    return this.repo.listTokens(org.id);
  }

  /**
   * Reads the store (the gateway asks only for tokens it has not verified lately, or whose status is
   * not `live`), then marks the token live for the gateways.
   */
  async verifyToken(value: string, clientIp: string, requiredScope: string): Promise<Verified> {
    if (!isWellFormedToken(value)) throw unauthenticated();
    const hash = hashToken(value);
    const token = await this.repo.findTokenByHash(hash);
    if (!token || !hashesEqual(token.hash, hash)) throw unauthenticated();
    const at = this.now();
    if (token.revokedAt) throw unauthenticated();
    if (token.expiresAt && token.expiresAt.getTime() <= at.getTime()) throw unauthenticated();
    const organization = await this.repo.findOrganizationById(token.organizationId);
    if (!organization) throw unauthenticated();
    this.lastUse.record(token.id, { at, ip: clientIp });
    // Not awaited: without the mark the gateway simply asks again.
    void this.status.markLive(token.id, token.expiresAt);
    return {
      token: { ...token, lastUsedAt: at, lastUsedIp: clientIp },
      organization,
      granted: grants(token.scopes, requiredScope),
    };
  }
}
