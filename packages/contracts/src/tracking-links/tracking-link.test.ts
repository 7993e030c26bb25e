import { describe, expect, it } from 'vitest';
import { API_BASES } from '../shared/route-definition';
import { PUBLIC_TRACKING_API_PREFIX, publicTrackingPath } from './public-page';
import { TRACKING_LINK_LIMITS, trackingLinkStatus } from './tracking-link';

const HOUR = 3_600_000;

describe('TRK-5 a link status over a stepped clock', () => {
  it('is active until its expiry instant, then expired for good', () => {
    const start = Date.parse('2026-11-20T07:00:00Z');
    const link = { expiresAt: start + TRACKING_LINK_LIMITS.minHours * HOUR, revokedAt: null };
    const seen: string[] = [];
    for (let minute = 0; minute <= 61; minute += 1) {
      seen.push(trackingLinkStatus(link, start + minute * 60_000));
    }
    expect(seen.slice(0, 60).every((status) => status === 'ACTIVE')).toBe(true);
    expect(seen.slice(60)).toEqual(['EXPIRED', 'EXPIRED']);
    expect(trackingLinkStatus(link, start + HOUR - 1)).toBe('ACTIVE');
  });

  it('is revoked from its revocation on, whatever its expiry', () => {
    const start = Date.parse('2026-11-20T07:00:00Z');
    const link = { expiresAt: start + TRACKING_LINK_LIMITS.maxHours * HOUR, revokedAt: start };
    expect(trackingLinkStatus(link, start)).toBe('REVOKED');
    expect(trackingLinkStatus(link, start + 8 * 24 * HOUR)).toBe('REVOKED');
  });

  it('allows one hour to seven days', () => {
    expect(TRACKING_LINK_LIMITS.minHours).toBe(1);
    expect(TRACKING_LINK_LIMITS.maxHours).toBe(168);
    expect(TRACKING_LINK_LIMITS.tokenBytes * 8).toBeGreaterThanOrEqual(128);
  });

  it('has its page at /t/<token> and its API under the main base', () => {
    expect(publicTrackingPath('abc_-1')).toBe('/t/abc_-1');
    expect(PUBLIC_TRACKING_API_PREFIX.startsWith(`${API_BASES.main}/`)).toBe(true);
  });
});
