import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetClock, setClock } from '@/lib/clock';
import {
  companyDay,
  companyDayStart,
  companyToday,
  formatCompanyDate,
  formatCompanyDateTime,
  formatCompanyTime,
  fromPickerDate,
  nextFullHour,
  parseCompanyWallTime,
  toCompanyIso,
  toPickerDate,
  wallTimeOf,
} from './company-time';
import { companyTimeZone, resetCompanyTimeZone, setCompanyTimeZone, zoneLabel } from './zone';

// 20 Dec 2026 17:37 WIB = 10:37 UTC = 18:37 WITA = 19:37 WIT.
const AT = Date.UTC(2026, 11, 20, 10, 37);

afterEach(() => {
  resetCompanyTimeZone();
  resetClock();
  vi.unstubAllEnvs();
});

describe('company time (SHELL-75)', () => {
  it('is WIB until the shell applies the company zone, and falls back to WIB on nonsense', () => {
    expect(companyTimeZone()).toBe('Asia/Jakarta');
    setCompanyTimeZone('Asia/Makassar');
    expect(companyTimeZone()).toBe('Asia/Makassar');
    expect(zoneLabel()).toBe('WITA');
    setCompanyTimeZone('Europe/Berlin');
    expect(companyTimeZone()).toBe('Asia/Jakarta');
  });

  it('reads an instant on each zone clock, whatever offset the text was written in', () => {
    expect(wallTimeOf('2026-12-20T10:37:00Z', 'Asia/Jakarta')).toMatchObject({
      hour: 17,
      minute: 37,
    });
    expect(wallTimeOf('2026-12-20T17:37:00+07:00', 'Asia/Makassar')).toMatchObject({ hour: 18 });
    expect(wallTimeOf(AT, 'Asia/Jayapura')).toMatchObject({ day: 20, hour: 19 });
    expect(wallTimeOf('not a date')).toBeNull();
  });

  it('formats with the interface language and the zone label', () => {
    expect(formatCompanyDateTime(AT, { language: 'id' })).toBe('20 Des 2026 17:37 WIB');
    expect(formatCompanyDateTime(AT, { language: 'en', zone: 'Asia/Makassar' })).toBe(
      '20 Dec 2026 18:37 WITA',
    );
    expect(
      formatCompanyTime(AT + 5000, { language: 'id', seconds: true, zone: 'Asia/Jayapura' }),
    ).toBe('19:37:05 WIT');
    expect(formatCompanyDate(AT, { language: 'id' })).toBe('20 Des 2026');
    expect(formatCompanyDateTime(null, { language: 'id' })).toBe('-');
  });

  it('follows the zone the shell applied', () => {
    setCompanyTimeZone('Asia/Makassar');
    expect(formatCompanyDateTime(AT, { language: 'id' })).toBe('20 Des 2026 18:37 WITA');
    // The day turns at midnight of the company clock: 16:30 UTC is 00:30 the next day in WITA.
    expect(companyDay(Date.UTC(2026, 11, 20, 16, 30))).toBe('2026-12-21');
  });

  it('parses typed wall time as the company clock reads it, refusing impossible days', () => {
    expect(parseCompanyWallTime('2026-12-20 17:37')).toBe(AT);
    expect(parseCompanyWallTime('2026-12-20T18:37', 'Asia/Makassar')).toBe(AT);
    expect(parseCompanyWallTime('2026-02-30')).toBeNaN();
    expect(parseCompanyWallTime('20/12/2026')).toBeNaN();
  });

  it('writes the wire form with the company offset', () => {
    expect(toCompanyIso(AT)).toBe('2026-12-20T17:37:00+07:00');
    expect(toCompanyIso(AT, 'Asia/Jayapura')).toBe('2026-12-20T19:37:00+09:00');
  });

  it('takes "now" and "today" from the app clock, on the company clock', () => {
    setClock(Date.UTC(2026, 11, 20, 17, 30)); // 00:30 WIB on the 21st, still the 20th in UTC
    expect(companyToday()).toBe('2026-12-21');
    expect(companyToday('Asia/Jakarta')).toBe('2026-12-21');
    expect(companyDayStart('2026-12-21')).toBe(Date.UTC(2026, 11, 20, 17, 0));
    expect(companyDayStart('2026-12-21', 1)).toBe(Date.UTC(2026, 11, 21, 17, 0));
  });

  it('gives the next full hour on the company clock', () => {
    expect(toCompanyIso(nextFullHour(AT))).toBe('2026-12-20T18:00:00+07:00');
    expect(toCompanyIso(nextFullHour(AT, 'Asia/Makassar'), 'Asia/Makassar')).toBe(
      '2026-12-20T19:00:00+08:00',
    );
    // 23:37 rolls over to the next day.
    expect(toCompanyIso(nextFullHour(Date.UTC(2026, 11, 20, 16, 37)))).toBe(
      '2026-12-21T00:00:00+07:00',
    );
  });
});

// Node follows a change of TZ at once: each case runs as a browser in that zone would.
describe.each(['UTC', 'Asia/Makassar'])('in a browser on %s', (browserZone) => {
  it('shows and reads the same company times as everywhere else', () => {
    vi.stubEnv('TZ', browserZone);
    expect(new Date(AT).getHours()).toBe(browserZone === 'UTC' ? 10 : 18);
    expect(formatCompanyDateTime(AT, { language: 'id' })).toBe('20 Des 2026 17:37 WIB');
    expect(companyDay(AT)).toBe('2026-12-20');
    expect(parseCompanyWallTime('2026-12-20 17:37')).toBe(AT);
  });

  it('hands a picker the company wall time and reads it back', () => {
    vi.stubEnv('TZ', browserZone);
    const picked = toPickerDate(AT, 'Asia/Jakarta');
    // The picker's fields are the company clock's, not the browser's.
    expect([picked?.getDate(), picked?.getHours(), picked?.getMinutes()]).toEqual([20, 17, 37]);
    expect(fromPickerDate(picked)).toBe(AT);
    // What a user types into the picker (17:37) is 17:37 WIB, the departure typed is the one shown.
    const typed = new Date(2026, 11, 20, 17, 37);
    expect(formatCompanyDateTime(fromPickerDate(typed), { language: 'id' })).toBe(
      '20 Des 2026 17:37 WIB',
    );
  });
});
