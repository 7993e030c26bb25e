import { describe, expect, it } from 'vitest';
import { hashLinkToken, isLinkTokenShape, newLinkToken, tokenHintOf } from './link-token';

describe('TRK-3 tokens', () => {
  it('are 32 random bytes in base64url (256 bits), each one new', () => {
    const tokens = Array.from({ length: 200 }, () => newLinkToken());
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      expect(isLinkTokenShape(token)).toBe(true);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('are stored as their SHA-256 in hex, never as they are', () => {
    // The SHA-256 test vector of "abc" (FIPS 180-2).
    expect(hashLinkToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    const token = newLinkToken();
    expect(hashLinkToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkToken(token)).not.toContain(token);
    expect(hashLinkToken(`${token.slice(0, -1)}x`)).not.toBe(hashLinkToken(token));
  });

  it('have a shape checked before any lookup', () => {
    expect(isLinkTokenShape('')).toBe(false);
    expect(isLinkTokenShape('987654321')).toBe(false);
    expect(isLinkTokenShape(`${'a'.repeat(42)}=`)).toBe(false);
    expect(isLinkTokenShape('a'.repeat(44))).toBe(false);
    expect(isLinkTokenShape("' OR 1=1 --")).toBe(false);
  });

  it('show their last four characters as a hint', () => {
    expect(tokenHintOf('abcdefgh')).toBe('efgh');
  });
});
