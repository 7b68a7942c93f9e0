import { createHash, randomBytes } from 'node:crypto';
import { isEmail } from '@rapport/contracts';
import {
  conflict,
  DomainError,
  ErrorCode,
  invalid,
  isDuplicateKey,
  newId,
  notFound,
} from '@rapport/platform';
import type { IdentityRepository, UserRepository } from './identity.ports';
import type { CreateTokenInput, IdentityService } from './identity.service';
import type { ApiToken, Organization } from './identity.types';
import { hashPassword, passwordProblems, verifyPassword } from './password';
import { type Action, may, mayInvite, ROLES, type Role } from './roles';
import type { User } from './user.types';

/** A first Owner's link (admin CLI) is used at once; an invitation may wait for its reader. */
export const OWNER_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export interface UserWithOrganization {
  user: User;
  organization: Organization;
}

export interface NewUserLink {
  user: User;
  setupToken: string;
  setupExpiresAt: Date;
}

const denied = (what: string) => new DomainError(ErrorCode.PERMISSION_DENIED, `your role may not ${what}`);
const wrongCredentials = () =>
  new DomainError(ErrorCode.UNAUTHENTICATED, 'wrong organization, email or password');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Dashboard users and the only place roles are checked: every action the dashboard takes for a
 * user comes through `authorize`, including the token actions it delegates to IdentityService.
 */
export class UserService {
  private dummyHash?: Promise<string>;

  constructor(
    private readonly users: UserRepository,
    private readonly orgs: Pick<IdentityRepository, 'findOrganizationById' | 'findOrganizationBySlug'>,
    private readonly tokens: IdentityService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Admin CLI only: a user (by default the Owner) of an organization, with a set-password link. */
  async createUser(input: { organizationSlug: string; email: string; name: string; role?: Role }) {
    const org = await this.orgs.findOrganizationBySlug(input.organizationSlug);
    if (!org) throw notFound(`unknown organization "${input.organizationSlug}"`);
    return this.addUser(org, { ...input, role: input.role ?? 'owner' }, OWNER_LINK_TTL_MS);
  }

  /** Admin CLI only: a fresh set-password link for an existing user (lost link, forgotten password). */
  async issueSetupLink(organizationSlug: string, email: string): Promise<NewUserLink> {
    const org = await this.orgs.findOrganizationBySlug(organizationSlug);
    const user = org && (await this.users.findUserByEmail(org.id, email.trim().toLowerCase()));
    if (!user) throw notFound(`no user "${email}" in organization "${organizationSlug}"`);
    const setupToken = randomBytes(32).toString('base64url');
    const setupExpiresAt = new Date(this.now().getTime() + OWNER_LINK_TTL_MS);
    const updated = await this.users.setSetupToken(user.id, sha256(setupToken), setupExpiresAt, this.now());
    return { user: updated ?? user, setupToken, setupExpiresAt };
  }

  async inviteUser(
    actorId: string,
    input: { email: string; name: string; role: Role | undefined },
  ): Promise<NewUserLink> {
    const actor = await this.authorize(actorId, 'users:invite');
    const role = input.role ?? 'member';
    if (!mayInvite(actor.user.role, role)) throw denied(`invite an ${role}`);
    return this.addUser(actor.organization, { ...input, role }, INVITATION_TTL_MS);
  }

  async listUsers(actorId: string): Promise<User[]> {
    const actor = await this.authorize(actorId, 'users:list');
    return this.users.listUsers(actor.organization.id);
  }

  async getUser(userId: string): Promise<UserWithOrganization> {
    const user = await this.users.findUserById(userId);
    const organization = user && (await this.orgs.findOrganizationById(user.organizationId));
    if (!user || !organization) throw notFound('unknown user');
    return { user, organization };
  }

  async signIn(organizationSlug: string, email: string, password: string): Promise<UserWithOrganization> {
    // A NUL names nobody (and the store refuses it): wrong credentials, after the same hash.
    const readable = !`${organizationSlug}${email}`.includes('\u0000');
    const org = readable
      ? await this.orgs.findOrganizationBySlug(organizationSlug.trim().toLowerCase())
      : null;
    const user = org && (await this.users.findUserByEmail(org.id, email.trim().toLowerCase()));
    // Unknown organizations and users cost one hash too, so timing does not tell which exist.
    this.dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    const stored = user?.passwordHash ?? (await this.dummyHash);
    const matches = await verifyPassword(password, stored);
    if (!org || !user?.passwordHash || !matches) throw wrongCredentials();
    return { user, organization: org };
  }

  async setPassword(setupToken: string, password: string): Promise<UserWithOrganization> {
    const hash = sha256(setupToken);
    const user = setupToken ? await this.users.findUserBySetupHash(hash) : null;
    if (!user?.setupExpiresAt || user.setupExpiresAt.getTime() <= this.now().getTime()) {
      throw notFound('this link is unknown, used or expired; ask for a new one');
    }
    const problems = passwordProblems(password);
    if (problems.length) throw invalid(problems);
    // A new credential version ends every dashboard session signed in before (decision 0015). An id,
    // not a counter: two writes racing (read-then-write on FerretDB v1) cannot leave the same version.
    const credentials = { passwordHash: await hashPassword(password), credentialVersion: newId() };
    const updated = await this.users.setPassword(user.id, hash, credentials, this.now());
    if (!updated) throw notFound('this link is unknown, used or expired; ask for a new one');
    return this.getUser(updated.id);
  }

  async listTokens(actorId: string): Promise<ApiToken[]> {
    const actor = await this.authorize(actorId, 'tokens:list');
    return this.tokens.listTokens(actor.organization.slug);
  }

  async createToken(actorId: string, input: Omit<CreateTokenInput, 'organizationSlug'>) {
    const actor = await this.authorize(actorId, 'tokens:manage');
    const expires = input.expiresAt ? Date.parse(input.expiresAt) : Number.NaN;
    if (!Number.isNaN(expires) && expires <= this.now().getTime()) {
      throw invalid(['the expiry date must be in the future']);
    }
    return this.tokens.createToken({ ...input, organizationSlug: actor.organization.slug });
  }

  async revokeToken(actorId: string, tokenId: string): Promise<ApiToken> {
    const actor = await this.authorize(actorId, 'tokens:manage');
    return this.tokens.revokeToken(tokenId, actor.organization.id);
  }

  /** The acting user, if their role allows `action`; PERMISSION_DENIED otherwise. */
  async authorize(actorId: string, action: Action): Promise<UserWithOrganization> {
    const user = actorId ? await this.users.findUserById(actorId) : null;
    const organization = user && (await this.orgs.findOrganizationById(user.organizationId));
    if (!user || !organization) throw new DomainError(ErrorCode.PERMISSION_DENIED, 'unknown user');
    if (!may(user.role, action))
      throw denied(action === 'tokens:manage' ? 'create or revoke tokens' : action);
    return { user, organization };
  }

  private async addUser(
    org: Organization,
    input: { email: string; name: string; role: Role },
    ttlMs: number,
  ): Promise<NewUserLink> {
    const email = input.email?.trim().toLowerCase() ?? '';
    const name = input.name?.trim() ?? '';
    const errors: string[] = [];
    // NUL: the store refuses it (a 500 otherwise).
    // isEmail: the length first, then the one email pattern (linear; this copy of it was quadratic, issue 48).
    if (!isEmail(email) || email.includes('\u0000')) errors.push('email must be an email address');
    if (!name) errors.push('name should not be empty');
    if (name.length > 100) errors.push('name must be at most 100 characters long');
    if (name.includes('\u0000')) errors.push('name must not contain NUL characters');
    if (!ROLES.includes(input.role)) errors.push(`role must be one of: ${ROLES.join(', ')}`);
    if (errors.length) throw invalid(errors);
    const at = this.now();
    const setupToken = randomBytes(32).toString('base64url');
    const setupExpiresAt = new Date(at.getTime() + ttlMs);
    const user: User = {
      id: newId(),
      organizationId: org.id,
      email,
      name,
      role: input.role,
      passwordHash: null,
      setupTokenHash: sha256(setupToken),
      setupExpiresAt,
      credentialVersion: '',
      createdAt: at,
      updatedAt: at,
    };
    try {
      await this.users.insertUser(user);
    } catch (err) {
      if (isDuplicateKey(err)) throw conflict(`"${email}" is already a user here`);
      throw err;
    }
    return { user, setupToken, setupExpiresAt };
  }
}
