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

export interface UserRepository {
  /** Fails with a duplicate-key error (code 11000) when the email exists in the organization. */
  insertUser(user: User): Promise<void>;
  findUserById(id: string): Promise<User | null>;
  findUserByEmail(organizationId: string, email: string): Promise<User | null>;
  findUserBySetupHash(hash: string): Promise<User | null>;
  listUsers(organizationId: string): Promise<User[]>;
  /** Sets the password and clears the setup token, only while `setupHash` is still the pending one. */
  setPassword(id: string, setupHash: string, passwordHash: string, at: Date): Promise<User | null>;
  setSetupToken(id: string, setupHash: string, expiresAt: Date, at: Date): Promise<User | null>;
}
