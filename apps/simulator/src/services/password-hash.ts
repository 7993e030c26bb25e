import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Salted scrypt password hashes: `scrypt$<N>$<salt base64>$<hash base64>`. Small N: demo
 * passwords, and the seed hashes five of them at start-up.
 */
const N = 16_384;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, { N: cost, r: 8, p: 1 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, N);
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) {
    // Same work for unknown users, so timing does not tell which usernames exist.
    await derive(password, Buffer.alloc(16), N);
    return false;
  }
  const [scheme, cost, saltText, hashText] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64');
  const actual = await derive(password, Buffer.from(saltText, 'base64'), Number(cost));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
