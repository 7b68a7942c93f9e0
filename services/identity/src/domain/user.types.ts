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
  /**
   * A new id with every password set ('' before the first): dashboard sessions keep the one they
   * started with, and a session whose version differs is ended (decision 0015).
   */
  credentialVersion: string;
  createdAt: Date;
  updatedAt: Date;
}
