import { describe, expect, it } from 'vitest';
import { alertValue, isCameraAlertCode, triggerValue } from './alert-values';

describe('alert and trigger values (AC-38, AC-63, AC-67)', () => {
  it("shows '-' for empty or 0.00 values of the value-type codes", () => {
    for (const alertCode of [8, 13, 14, 15, 16, 17, 18, 117]) {
      expect(alertValue({ alertCode, alertData: null }, 'id')).toBe('-');
      expect(alertValue({ alertCode, alertData: '0.00' }, 'en')).toBe('-');
    }
  });

  it('writes the number and the unit in the interface language', () => {
    expect(alertValue({ alertCode: 8, alertData: '75.9' }, 'id')).toBe('75,9 km/jam');
    expect(alertValue({ alertCode: 8, alertData: '75.9' }, 'en')).toBe('75.9 km/h');
    expect(triggerValue({ alertCode: 15, alertTrigger: 30 }, 'id')).toBe('30 menit');
    expect(alertValue({ alertCode: 17, alertData: '9.456' }, 'id')).toBe('9,46 °C');
    expect(alertValue({ alertCode: 6, alertData: '0.51' }, 'id')).toBe('0,51 g');
    expect(alertValue({ alertCode: 6, alertData: '0.51' }, 'en')).toBe('0.51 g');
  });

  it('the driving-time trigger always shows 4 hours', () => {
    expect(triggerValue({ alertCode: 117, alertTrigger: null }, 'id')).toBe('4 jam');
    expect(triggerValue({ alertCode: 117, alertTrigger: null }, 'en')).toBe('4 hours');
  });

  it('codes without a unit show their value as it is', () => {
    expect(alertValue({ alertCode: 49, alertData: null }, 'id')).toBe('-');
    expect(alertValue({ alertCode: 51, alertData: 'cabin' }, 'id')).toBe('cabin');
  });

  it('knows the camera codes', () => {
    expect(isCameraAlertCode(50)).toBe(true);
    expect(isCameraAlertCode(134)).toBe(true);
    expect(isCameraAlertCode(8)).toBe(false);
  });
});
