import { describe, expect, it } from 'vitest';
import { logDataText } from './alert-log-text';

const label = (key: 'notValid' | 'wrongDetection') =>
  key === 'notValid' ? 'Tidak valid' : 'Deteksi salah';

describe('log data text', () => {
  it('shows recorded false-alert reasons in either language as their labels', () => {
    expect(logDataText({ typeField: 'FalseAlert', data: 'Tidak ada kejadian' }, label)).toBe(
      'Tidak valid',
    );
    expect(logDataText({ typeField: 'FalseAlert', data: 'No Occurrences' }, label)).toBe(
      'Tidak valid',
    );
    expect(
      logDataText({ typeField: 'FalseAlert', data: 'Detected as another occurrence' }, label),
    ).toBe('Deteksi salah');
    expect(logDataText({ typeField: 'FalseAlert', data: 'Sensor dicuci' }, label)).toBe(
      'Sensor dicuci',
    );
    expect(logDataText({ typeField: 'Feedback', data: 'Sudah ditelepon' }, label)).toBe(
      'Sudah ditelepon',
    );
    expect(logDataText({ typeField: 'Resolve', data: null }, label)).toBeNull();
  });
});
