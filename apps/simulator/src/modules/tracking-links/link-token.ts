import { createHash, randomBytes } from 'node:crypto';
import { TRACKING_LINK_LIMITS } from '@armada/contracts/tracking-links';

/**
 * TRK-3: a token is 32 random bytes from the operating system's generator (256 bits, base64url,
 * 43 characters); only its SHA-256 is stored, so a copy of the database opens no page.
 */
export function newLinkToken(): string {
  return randomBytes(TRACKING_LINK_LIMITS.tokenBytes).toString('base64url');
}

/** The stored form of a token: SHA-256, hex. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A token of ours: base64url of exactly tokenBytes bytes. Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export function isLinkTokenShape(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

/** The last four characters, shown in the list to tell links apart. */
export function tokenHintOf(token: string): string {
  return token.slice(-4);
}
