import { describe, expect, it } from 'vitest';
import type { Banner } from '@armada/contracts/company';
import {
  chooseBanner,
  isBannerDay,
  needsDefaultLookup,
  parseDayShow,
  weekdayIndex,
  type BannerLookup,
} from './banner-days';
import { hasLoginSuccessFlag } from './login-success-flag';

const day = (isoDate: string) => new Date(`${isoDate}T09:00:00`);

function makeBanner(overrides: Partial<Banner> = {}): Banner {
  return {
    id: 1,
    title: 'Optimasi Rute kini lebih cepat',
    description: 'Rencanakan pengiriman harian dalam hitungan detik.',
    image_url: '/static/banners/route-optimization.png',
    link_url: '/route-optimization/',
    day_show: '0,1,2,3,4',
    domain: null,
    start_on: '2026-11-01T00:00:00+07:00',
    end_on: '2027-02-01T00:00:00+07:00',
    ...overrides,
  };
}

const ok = (...banners: Banner[]): BannerLookup => ({ ok: true, banners });
const failed: BannerLookup = { ok: false };

describe('weekday index (Monday = 0, JS day minus 1)', () => {
  it.each([
    ['2026-11-23', 'Monday', 0],
    ['2026-11-24', 'Tuesday', 1],
    ['2026-11-25', 'Wednesday', 2],
    ['2026-11-26', 'Thursday', 3],
    ['2026-11-27', 'Friday', 4],
    ['2026-11-28', 'Saturday', 5],
    ['2026-11-29', 'Sunday', -1],
  ])('%s (%s) is %i', (date, _name, index) => {
    expect(weekdayIndex(day(date))).toBe(index);
  });
});

describe('day_show', () => {
  it('reads a list or a comma string', () => {
    expect(parseDayShow([0, 2, 4])).toEqual([0, 2, 4]);
    expect(parseDayShow('0,1,2,3,4')).toEqual([0, 1, 2, 3, 4]);
    expect(parseDayShow('5')).toEqual([5]);
  });

  it('allows only the listed weekdays', () => {
    const weekdays = [0, 1, 2, 3, 4];
    expect(isBannerDay(day('2026-11-27').getTime(), weekdays)).toBe(true); // Friday
    expect(isBannerDay(day('2026-11-28').getTime(), weekdays)).toBe(false); // Saturday
    expect(isBannerDay(day('2026-11-28').getTime(), [5])).toBe(true);
  });

  it('never matches Sunday, even with every number listed (Sunday is -1)', () => {
    expect(isBannerDay(day('2026-11-29').getTime(), [0, 1, 2, 3, 4, 5, 6])).toBe(false);
  });

  it('allows every day, Sunday included, when the lookup failed', () => {
    for (const date of ['2026-11-23', '2026-11-28', '2026-11-29']) {
      expect(isBannerDay(day(date).getTime(), null)).toBe(true);
    }
  });
});

describe('lookup: host name first, else the default', () => {
  const hostBanner = makeBanner({ id: 7, day_show: [0, 2, 4], domain: 'armadalogistik.co.id' });
  const defaultBanner = makeBanner({ id: 1, day_show: '0,1,2,3,4' });

  it("uses the host's banner when it has one, without asking for the default", () => {
    expect(needsDefaultLookup(ok(hostBanner))).toBe(false);
    expect(chooseBanner(ok(hostBanner), null)).toEqual({
      banner: hostBanner,
      allowedDays: [0, 2, 4],
    });
  });

  it('falls back to the default when the host has none', () => {
    expect(needsDefaultLookup(ok())).toBe(true);
    expect(chooseBanner(ok(), ok(defaultBanner))).toEqual({
      banner: defaultBanner,
      allowedDays: [0, 1, 2, 3, 4],
    });
  });

  it('falls back to the default when the host call fails', () => {
    expect(needsDefaultLookup(failed)).toBe(true);
    expect(chooseBanner(failed, ok(defaultBanner)).banner).toBe(defaultBanner);
  });

  it('allows every day when both calls fail', () => {
    expect(chooseBanner(failed, failed)).toEqual({ banner: null, allowedDays: null });
  });

  it('treats a default answer without any banner as a failed lookup (data[0] is missing)', () => {
    expect(chooseBanner(ok(), ok())).toEqual({ banner: null, allowedDays: null });
  });
});

describe('the isLoginSuccess flag', () => {
  it.each([
    ['isLoginSuccess=true', true],
    ['isLoginSuccess=1', true],
    ['isLoginSuccess=false', false],
    ['isLoginSuccess=', false],
    ['', false],
  ])('"%s" → %s', (query, expected) => {
    expect(hasLoginSuccessFlag(new URLSearchParams(query))).toBe(expected);
  });
});
