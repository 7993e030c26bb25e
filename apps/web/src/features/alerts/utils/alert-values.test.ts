import { describe, expect, it } from 'vitest';
import { alertValue, isCameraAlertCode, triggerValue } from './alert-values';

describe('alert and trigger values (spec 02 sections 5 and 9)', () => {
  it("shows '-' for empty or 0.00 values of the value-type codes", () => {
    for (const alertCode of [8, 13, 14, 15, 16, 17, 18, 117]) {
      expect(alertValue({ alertCode, alertData: null })).toEqual({ kind: 'empty' });
      expect(alertValue({ alertCode, alertData: '0.00' })).toEqual({ kind: 'empty' });
    }
  });

  it('gives the value-type codes their unit', () => {
    expect(alertValue({ alertCode: 8, alertData: '92.5' })).toEqual({
      kind: 'value',
      value: '92.5',
      unit: 'speed',
    });
    expect(triggerValue({ alertCode: 15, alertTrigger: 30 })).toEqual({
      kind: 'value',
      value: '30',
      unit: 'minutes',
    });
    expect(alertValue({ alertCode: 17, alertData: '9.456' })).toMatchObject({
      value: '9.46',
      unit: 'celsius',
    });
  });

  it('the driving-time trigger always shows 4 hours', () => {
    expect(triggerValue({ alertCode: 117, alertTrigger: null })).toEqual({
      kind: 'value',
      value: '4',
      unit: 'hours',
    });
  });

  it('other codes show their value as it is, without a unit', () => {
    expect(alertValue({ alertCode: 49, alertData: null })).toEqual({ kind: 'empty' });
    expect(alertValue({ alertCode: 5, alertData: '0.4' })).toEqual({
      kind: 'value',
      value: '0.4',
      unit: null,
    });
  });

  it('knows the camera codes', () => {
    expect(isCameraAlertCode(50)).toBe(true);
    expect(isCameraAlertCode(134)).toBe(true);
    expect(isCameraAlertCode(8)).toBe(false);
  });
});
