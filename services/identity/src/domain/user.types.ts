import type { Role } from './roles';

export interface User {
  id: string;
  organizationId: string;
  /** Lowercased; unique within the organization (through `emailKey`). */
  email: string;
  name: string;
  role: Role;
  passwordHash: string | null;
  /** SHA-256 of the pending one-time set-password token, if any. */
  setupTokenHash: string | null;
  setupExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
