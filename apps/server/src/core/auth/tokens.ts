import { createHash, randomBytes } from 'node:crypto';

/** A random secret for URLs and cookies (256 bits, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so reading the database does not yield a usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
