import { type Connection, Schema } from 'mongoose';
import type { ApiToken, Organization } from '../domain/identity.types';

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
    lastUsedAt: { type: Date, default: null },
    lastUsedIp: { type: String, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, collection: 'tokens' },
);

export function registerModels(connection: Connection) {
  return {
    Organizations: connection.model('Organization', organizationSchema),
    Tokens: connection.model('Token', tokenSchema),
  };
}
export type IdentityModels = ReturnType<typeof registerModels>;
