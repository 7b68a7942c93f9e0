import type { ApiToken, IdempotencyRecord, Organization, StoredAnswer, TokenUse } from './identity.types';
import type { User } from './user.types';

// What the identity domain needs from outside (implemented in store/).

export interface IdentityRepository {
  insertOrganization(org: Organization): Promise<void>;
  findOrganizationById(id: string): Promise<Organization | null>;
  findOrganizationBySlug(slug: string): Promise<Organization | null>;
  insertToken(token: ApiToken): Promise<void>;
  findTokenByHash(hash: string): Promise<ApiToken | null>;
  findTokenById(id: string): Promise<ApiToken | null>;
  listTokens(organizationId: string): Promise<ApiToken[]>;
  setRevokedAt(id: string, at: Date): Promise<ApiToken | null>;
  /**
   * Sets each token's last use unless the store holds a later one. Uses live apart from the tokens
   * (FerretDB v1 writes a whole document back, so a use written with the token could undo a revocation).
   */
  recordLastUse(uses: TokenUse[]): Promise<void>;
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

export interface UserRepository {
  /** Fails with a duplicate-key error (code 11000) when the email exists in the organization. */
  insertUser(user: User): Promise<void>;
  findUserById(id: string): Promise<User | null>;
  findUserByEmail(organizationId: string, email: string): Promise<User | null>;
  findUserBySetupHash(hash: string): Promise<User | null>;
  listUsers(organizationId: string): Promise<User[]>;
  /**
   * Sets the password and its credential version and clears the setup token, only while `setupHash` is
   * still the pending one.
   */
  setPassword(
    id: string,
    setupHash: string,
    password: { passwordHash: string; credentialVersion: string },
    at: Date,
  ): Promise<User | null>;
  setSetupToken(id: string, setupHash: string, expiresAt: Date, at: Date): Promise<User | null>;
}

/**
 * Records token use off the request path (a LatestBuffer that writes in batches, one at a time, keeping
 * each token's latest use): `record` for identity's own verifications, `write` for the gateways' reports
 * (answered once written).
 */
export interface LastUseRecorder {
  record(tokenId: string, use: { at: Date; ip: string }): void;
  write(uses: Iterable<[string, { at: Date; ip: string }]>): Promise<void>;
}

export interface IdempotencyRepository {
  /** False when the slot is taken (another use of the key exists). */
  insert(record: IdempotencyRecord): Promise<boolean>;
  findBySlot(slot: string): Promise<IdempotencyRecord | null>;
  /** Records the answer of a running use; false when that use is gone. */
  complete(id: string, slot: string, answer: StoredAnswer): Promise<boolean>;
  remove(id: string, slot: string): Promise<void>;
  /** Ids (and slots) of up to `limit` records whose expiresHour is `hour`. */
  expiringIn(hour: string, limit: number): Promise<{ id: string; slot: string }[]>;
}
