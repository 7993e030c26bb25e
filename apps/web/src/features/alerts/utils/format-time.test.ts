import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCompanyTimeZone, setCompanyTimeZone } from '@/lib/company-time';
import { formatAlertTime } from './format-time';

afterEach(() => {
  resetCompanyTimeZone();
  vi.unstubAllEnvs();
});

describe('alert time (docs/rules/shell.md SHELL-75)', () => {
  it('is on the company clock with its label, whatever the browser zone', () => {
    vi.stubEnv('TZ', 'UTC');
    expect(formatAlertTime('2026-12-03T10:55:03Z', 'id')).toBe('03 Des 2026 17:55:03 WIB');
    vi.stubEnv('TZ', 'Asia/Makassar');
    expect(formatAlertTime('2026-12-03T10:55:03Z', 'en')).toBe('03 Dec 2026 17:55:03 WIB');
  });

  it('follows the company zone, as the notification log does', () => {
    setCompanyTimeZone('Asia/Makassar');
    expect(formatAlertTime('2026-12-03T17:55:03+07:00', 'id')).toBe('03 Des 2026 18:55:03 WITA');
  });
});
