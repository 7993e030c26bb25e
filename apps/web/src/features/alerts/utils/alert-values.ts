import {
  ALERT_CONSTANTS,
  formatAlertValue,
  isValueTypeAlertCode,
  type RawAlert,
} from '@armada/contracts';

/** Unit keys of the value-type codes (their labels live in the alerts strings). */
export type AlertUnitKey = 'speed' | 'percent' | 'minutes' | 'celsius' | 'hours';

const UNIT_KEYS: Record<string, AlertUnitKey> = {
  'km/h': 'speed',
  '%': 'percent',
  minutes: 'minutes',
  '°C': 'celsius',
  hours: 'hours',
};

/** A value as the popup shows it: '-' or a number with its unit key (null: no unit). */
export type DisplayValue =
  { kind: 'empty' } | { kind: 'value'; value: string; unit: AlertUnitKey | null };

const DRIVING_TIME_CODE = 117;

function displayOf(alertCode: number, value: string | number | null): DisplayValue {
  const text = formatAlertValue(alertCode, value);
  if (text === '-') return { kind: 'empty' };
  if (!isValueTypeAlertCode(alertCode)) return { kind: 'value', value: text, unit: null };
  const unit = ALERT_CONSTANTS.valueTypeUnits[alertCode];
  return {
    kind: 'value',
    value: text.slice(0, -unit.length).trim(),
    unit: UNIT_KEYS[unit] ?? null,
  };
}

/** The alert value (spec 02 section 5: '-' when empty or 0.00 for the value-type codes). */
export function alertValue(alert: Pick<RawAlert, 'alertCode' | 'alertData'>): DisplayValue {
  return displayOf(alert.alertCode, alert.alertData);
}

/** The trigger value; the driving-time alert's trigger always shows 4 hours (section 9). */
export function triggerValue(alert: Pick<RawAlert, 'alertCode' | 'alertTrigger'>): DisplayValue {
  if (alert.alertCode === DRIVING_TIME_CODE) {
    return { kind: 'value', value: String(ALERT_CONSTANTS.drivingTimeTriggerHours), unit: 'hours' };
  }
  return displayOf(alert.alertCode, alert.alertTrigger);
}

export function isCameraAlertCode(code: number): boolean {
  return (
    (ALERT_CONSTANTS.driverMonitoringAlertCodes as readonly number[]).includes(code) ||
    (ALERT_CONSTANTS.drivingAssistanceAlertCodes as readonly number[]).includes(code)
  );
}
