import { describe, expect, it } from 'vitest';
import {
  formatCompanyDateTime,
  formatDuration,
  formatReportDay,
  formatReportValue,
  formatRupiah,
} from './report-values';

describe('report values as people read them (RPT-6)', () => {
  it('writes rupiah, distances and numbers the Indonesian way, and the English way', () => {
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(-5000)).toBe('-Rp 5.000');
    expect(formatRupiah(1_250_000, 'en')).toBe('Rp 1,250,000');
    expect(formatReportValue('distance_km', 1234.56, 'id', 'Asia/Jakarta')).toBe('1.234,6 km');
    expect(formatReportValue('distance_km', 1234.56, 'en', 'Asia/Jakarta')).toBe('1,234.6 km');
    expect(formatReportValue('percent', 92.44, 'id', 'Asia/Jakarta')).toBe('92,4%');
    expect(formatReportValue('speed_kmh', 104, 'id', 'Asia/Jakarta')).toBe('104 km/jam');
    expect(formatReportValue('litres', 60, 'id', 'Asia/Jakarta')).toBe('60 L');
    expect(formatReportValue('integer', null, 'id', 'Asia/Jakarta')).toBe('-');
  });

  it('writes durations in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 dtk');
    expect(formatDuration(2700)).toBe('45 mnt');
    expect(formatDuration(3 * 3600 + 5 * 60)).toBe('3 jam 05 mnt');
    expect(formatDuration(3 * 3600 + 5 * 60, 'en')).toBe('3 h 05 min');
  });

  it('writes instants on the company clock and days day first', () => {
    const at = Date.parse('2026-12-04T07:05:00Z');
    expect(formatCompanyDateTime(at, 'Asia/Jakarta')).toBe('04/12/2026 14:05');
    expect(formatCompanyDateTime(at, 'Asia/Jayapura')).toBe('04/12/2026 16:05');
    expect(formatReportDay('2026-12-04')).toBe('04/12/2026');
    expect(formatReportValue('date', '2026-12-04', 'en', 'Asia/Jakarta')).toBe('04/12/2026');
  });
});
