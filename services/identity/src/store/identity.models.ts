import { recordTurnModel } from '@rapport/platform/mongo';
import { type Connection, Schema } from 'mongoose';
import type { ApiToken, Organization } from '../domain/identity.types';
import type { User } from '../domain/user.types';

const organizationSchema = new Schema<Organization & { _id: string }>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    slug: { type: String, required: true, unique: true },
    plan: { type: String, required: true },
    rateLimitPerMinute: { type: Number, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'organizations' },
);

const tokenSchema = new Schema<ApiToken & { _id: string }>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    prefix: { type: String, required: true },
    hash: { type: String, required: true, unique: true },
    scopes: { type: [String], default: [] },
    expiresAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    // Written here before token_uses existed; read only where a token has no token_uses document.
    lastUsedAt: { type: Date, default: null },
    lastUsedIp: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'tokens' },
);

/**
 * A token's last use, one document per token (`_id` is the token's id). Kept apart from the token:
 * FerretDB v1 writes a whole document back on update, so a use written into the token document could
 * undo a revocation written meanwhile, and the uses are the busy writes.
 */
const tokenUseSchema = new Schema<{ _id: string; lastUsedAt: Date; lastUsedIp: string }>(
  {
    _id: { type: String, required: true },
    lastUsedAt: { type: Date, required: true },
    lastUsedIp: { type: String, required: true },
  },
  { versionKey: false, collection: 'token_uses' },
);

const userSchema = new Schema<User & { _id: string; emailKey: string }>(
  {
    _id: { type: String, required: true },
    organizationId: { type: String, required: true, index: true },
    email: { type: String, required: true },
    // `<organizationId>:<email>`: one unique single-field index (decision 0006) instead of a compound one.
    emailKey: { type: String, required: true, unique: true },
    name: { type: String, required: true },
    role: { type: String, required: true },
    passwordHash: { type: String, default: null },
    setupTokenHash: { type: String, default: null, index: true },
    setupExpiresAt: { type: Date, default: null },
    credentialVersion: { type: String, default: '' },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'users' },
);

const usedLinkSchema = new Schema<{ _id: string; usedAt: Date }>(
  { _id: { type: String, required: true }, usedAt: { type: Date, required: true } },
  { versionKey: false, collection: 'used_setup_links' },
);

export function registerModels(connection: Connection) {
  return {
    Organizations: connection.model('Organization', organizationSchema),
    Tokens: connection.model('Token', tokenSchema),
    TokenUses: connection.model('TokenUse', tokenUseSchema),
    Users: connection.model('User', userSchema),
    // One document per set-password link used: the insert into _id is what makes a link single-use
    // (FerretDB's updates are read-then-write, so a conditional update cannot: decision 0006).
    UsedLinks: connection.model('UsedLink', usedLinkSchema),
    /** The claims of records' write turns (decision 0030): users and tokens' last uses. */
    Turns: recordTurnModel(connection),
  };
}
export type IdentityModels = ReturnType<typeof registerModels>;
