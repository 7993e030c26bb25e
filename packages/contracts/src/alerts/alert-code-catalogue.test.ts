import { describe, expect, it } from 'vitest';
import { ALERT_CONSTANTS } from './alert-constants';
import {
  ALERT_CODE_CATALOGUE,
  alertCodeName,
  alertValueUnit,
  formatAlertValue,
} from './alert-code-catalogue';

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

describe('formatAlertValue (AC-67)', () => {
  it("shows '-' for empty or 0.00 values of value-type codes (AC-38)", () => {
    for (const code of ALERT_CONSTANTS.valueTypeAlertCodes) {
      for (const language of ['id', 'en']) {
        expect(formatAlertValue(code, null, language)).toBe('-');
        expect(formatAlertValue(code, '', language)).toBe('-');
        expect(formatAlertValue(code, '0.00', language)).toBe('-');
        expect(formatAlertValue(code, 0.001, language)).toBe('-');
        expect(formatAlertValue(code, 'n/a', language)).toBe('-');
      }
    }
  });

  it('writes the number with the decimal comma in Indonesian and the point in English', () => {
    expect(formatAlertValue(8, '75.9', 'id')).toBe('75,9 km/jam');
    expect(formatAlertValue(8, '75.9', 'en')).toBe('75.9 km/h');
    expect(formatAlertValue(6, '0.51', 'id')).toBe('0,51 g');
    expect(formatAlertValue(6, 0.51, 'en')).toBe('0.51 g');
    expect(formatAlertValue(17, 9.456, 'id')).toBe('9,46 °C');
    expect(formatAlertValue(13, 12, 'id')).toBe('12%');
    expect(formatAlertValue(15, 1250, 'id')).toBe('1.250 menit');
    expect(formatAlertValue(15, 1250, 'en')).toBe('1,250 minutes');
    expect(formatAlertValue(117, 4, 'id')).toBe('4 jam');
    expect(formatAlertValue(117, 4, 'en-US')).toBe('4 hours');
  });

  it('keeps what is not a number, and the values of codes without a unit, as they came', () => {
    expect(formatAlertValue(49, '0.00', 'id')).toBe('0.00');
    expect(formatAlertValue(49, null, 'id')).toBe('-');
    expect(formatAlertValue(51, 'cabin', 'en')).toBe('cabin');
    expect(formatAlertValue(5, 'high', 'id')).toBe('high');
  });

  it('names the unit of a code in a language, null without one', () => {
    expect(alertValueUnit(8, 'id')).toBe('km/jam');
    expect(alertValueUnit(21, 'en')).toBe('minutes');
    expect(alertValueUnit(50, 'id')).toBeNull();
  });
});

describe('geofence and route codes (GEO-10, SRT-5)', () => {
  it('are declared once, with both names, and their values carry their unit', () => {
    for (const code of [
      ...ALERT_CONSTANTS.geofenceAlertCodes,
      ...ALERT_CONSTANTS.routeAlertCodes,
    ]) {
      expect(alertCodeName(code, 'id'), `code ${code}`).not.toBeNull();
      expect(alertCodeName(code, 'en'), `code ${code}`).not.toBeNull();
    }
    expect(alertCodeName(150, 'id')).toBe('Masuk geofence');
    expect(alertCodeName(153, 'en')).toBe('Route deviation');
    expect(formatAlertValue(152, 75, 'id')).toBe('75 menit');
    expect(formatAlertValue(153, 1250, 'id')).toBe('1.250 m');
    expect(formatAlertValue(150, null, 'en')).toBe('-');
  });
});
