import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** WHK-5: a new signing secret (192 random bits), shown to the user once. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/**
 * WHK-5: the `x-armada-signature` header of a body sent at `atSeconds` (unix seconds):
 * `t=<seconds>,v1=<hex HMAC-SHA256 over "<seconds>.<body>" with the endpoint's secret>`.
 */
export function signWebhook(secret: string, atSeconds: number, body: string): string {
  const mac = createHmac('sha256', secret).update(`${atSeconds}.${body}`).digest('hex');
  return `t=${atSeconds},v1=${mac}`;
}

/**
 * What a receiver does (documented in docs/rules/integrations.md, used by the tests): the
 * header parsed, the HMAC recomputed and compared in constant time, the time within
 * `toleranceSeconds` of `nowSeconds`.
 */
export function verifyWebhook(
  secret: string,
  header: string | undefined,
  body: string,
  nowSeconds: number,
  toleranceSeconds: number,
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
