import { describe, expect, it } from 'vitest';
import { displayAlertValue, logDataText, statusOf, urgencyOf } from './notification-display';

const unit = (word: 'minutes' | 'hours') => (word === 'minutes' ? 'menit' : 'jam');
const label = (key: 'notValid' | 'wrongDetection') =>
  key === 'notValid' ? 'Tidak valid' : 'Salah deteksi';

describe('notification display rules', () => {
  it("shows values with units, '-' for empty or 0.00 value-type codes, unit words translated", () => {
    expect(displayAlertValue(8, '92.5', unit)).toBe('92.5 km/h');
    expect(displayAlertValue(8, '0.00', unit)).toBe('-');
    expect(displayAlertValue(14, null, unit)).toBe('-');
    expect(displayAlertValue(15, 12, unit)).toBe('12 menit');
    expect(displayAlertValue(117, 4, unit)).toBe('4 jam');
    expect(displayAlertValue(51, null, unit)).toBe('-');
    expect(displayAlertValue(51, 'cabin', unit)).toBe('cabin');
  });

  it('shows recorded false-alert reasons in either language as their labels', () => {
    expect(logDataText({ typeField: 'FalseAlert', data: 'Tidak ada kejadian' }, label)).toBe(
      'Tidak valid',
    );
    expect(logDataText({ typeField: 'FalseAlert', data: 'No Occurrences' }, label)).toBe(
      'Tidak valid',
    );
    expect(
      logDataText({ typeField: 'FalseAlert', data: 'Detected as another occurrence' }, label),
    ).toBe('Salah deteksi');
    expect(logDataText({ typeField: 'FalseAlert', data: 'Sensor dicuci' }, label)).toBe(
      'Sensor dicuci',
    );
    expect(logDataText({ typeField: 'Feedback', data: 'Sudah ditelepon' }, label)).toBe(
      'Sudah ditelepon',
    );
    expect(logDataText({ typeField: 'Resolve', data: null }, label)).toBeNull();
  });

  it('names the urgency and the state', () => {
    expect(urgencyOf({ isUrgent: true, isImportant: true })).toBe('urgent');
    expect(urgencyOf({ isUrgent: false, isImportant: true })).toBe('important');
    expect(urgencyOf({ isUrgent: false, isImportant: false })).toBe('other');
    expect(statusOf({ isResolved: true, isFalseAlert: true })).toBe('falseAlert');
    expect(statusOf({ isResolved: true, isFalseAlert: false })).toBe('resolved');
    expect(statusOf({ isResolved: false, isFalseAlert: false })).toBe('unresolved');
  });
});
