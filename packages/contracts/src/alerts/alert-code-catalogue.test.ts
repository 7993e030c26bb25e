import { describe, expect, it } from 'vitest';
import { ALERT_CONSTANTS } from './alert-constants';
import { ALERT_CODE_CATALOGUE, alertCodeName } from './alert-code-catalogue';

describe('ALERT_CODE_CATALOGUE', () => {
  it('lists each code once, ascending, with both names', () => {
    const codes = ALERT_CODE_CATALOGUE.map((item) => item.code);
    expect(codes).toEqual([...new Set(codes)].sort((a, b) => a - b));
    for (const item of ALERT_CODE_CATALOGUE) {
      expect(item.nameIdn.trim()).not.toBe('');
      expect(item.nameEng.trim()).not.toBe('');
    }
  });

  it("names every code of the spec's value, driver-monitoring and driving-assistance families", () => {
    const codes = new Set(ALERT_CODE_CATALOGUE.map((item) => item.code));
    for (const code of [
      ...ALERT_CONSTANTS.valueTypeAlertCodes,
      ...ALERT_CONSTANTS.driverMonitoringAlertCodes,
      ...ALERT_CONSTANTS.drivingAssistanceAlertCodes,
    ]) {
      expect(codes.has(code), `code ${code}`).toBe(true);
    }
  });

  it('gives the name in the asked language, or null for an unknown code', () => {
    expect(alertCodeName(8, 'id')).toBe('Kecepatan berlebih');
    expect(alertCodeName(8, 'en')).toBe('Overspeed');
    expect(alertCodeName(9999, 'en')).toBeNull();
  });
});
