import { ALERT_CONSTANTS, formatAlertValue, type RawAlert } from '@armada/contracts/alerts';

const DRIVING_TIME_CODE = 117;

/**
 * The alert value with its unit in the interface language (AC-67: "75,9 km/jam"), '-' when
 * empty or 0.00 for the value-type codes (AC-38).
 */
export function alertValue(
  alert: Pick<RawAlert, 'alertCode' | 'alertData'>,
  language: string,
): string {
  return formatAlertValue(alert.alertCode, alert.alertData, language);
}

/** The trigger value; the driving-time alert's trigger always shows 4 hours (AC-63). */
export function triggerValue(
  alert: Pick<RawAlert, 'alertCode' | 'alertTrigger'>,
  language: string,
): string {
  const value =
    alert.alertCode === DRIVING_TIME_CODE
      ? ALERT_CONSTANTS.drivingTimeTriggerHours
      : alert.alertTrigger;
  return formatAlertValue(alert.alertCode, value, language);
}

export function isCameraAlertCode(code: number): boolean {
  return (
    (ALERT_CONSTANTS.driverMonitoringAlertCodes as readonly number[]).includes(code) ||
    (ALERT_CONSTANTS.drivingAssistanceAlertCodes as readonly number[]).includes(code)
  );
}
