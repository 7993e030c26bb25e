import { describe, expect, it } from 'vitest';
import { LICENCE_LIMITS } from '@armada/contracts/licences';
import { formatBytes, formatDay, scanProblem } from './format';

describe('licence formatting (docs/rules/licences.md)', () => {
  it('writes days with Indonesian month names', () => {
    expect(formatDay('2026-08-17', 'id')).toBe('17 Agu 2026');
    expect(formatDay('2026-08-17', 'en')).toBe('17 Aug 2026');
  });

  it('writes sizes in KB and MB', () => {
    expect(formatBytes(340 * 1024, 'id')).toBe('340 KB');
    expect(formatBytes(1.25 * 1024 * 1024, 'id')).toBe('1,3 MB');
  });

  it('LIC-8: refuses before sending what is plainly not a scan', () => {
    expect(scanProblem({ name: 'stnk.pdf', size: 10, type: 'application/pdf' })).toBeNull();
    expect(scanProblem({ name: 'FOTO.JPG', size: 10, type: '' })).toBeNull();
    expect(scanProblem({ name: 'setup.exe', size: 10, type: 'application/x-msdownload' })).toBe(
      'type',
    );
    expect(scanProblem({ name: 'kosong.png', size: 0, type: 'image/png' })).toBe('empty');
    expect(
      scanProblem({
        name: 'besar.pdf',
        size: LICENCE_LIMITS.scanMaxBytes + 1,
        type: 'application/pdf',
      }),
    ).toBe('size');
  });
});
