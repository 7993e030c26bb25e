import { describe, expect, it } from 'vitest';
import { ALERT_CONSTANTS } from '../alerts/alert-constants';
import { ROUTE_OPTIMIZATION_CONSTANTS, TRAFFIC_LEVELS } from '../route-optimization/constants';
import { SHELL_CONSTANTS } from './constants';
import { FEEDBACK_LIMITS } from '../feedback/feedback';
import { LIST_LIMITS } from './list-query';
import { SAVED_FILTER_LIMITS } from './saved-filter';

describe('the constants of the rules files §9', () => {
  it('keeps the table defaults consistent', () => {
    expect(SHELL_CONSTANTS.table.pageSizes).toContain(SHELL_CONSTANTS.table.defaultPageSize);
    expect(ALERT_CONSTANTS.reminder.optionsMinutes).toContain(
      ALERT_CONSTANTS.reminder.defaultMinutes,
    );
  });

  it('defines shared numbers once', () => {
    expect(ALERT_CONSTANTS.actionWindowMs).toBe(SHELL_CONSTANTS.resolveWindowMs);
    expect(ROUTE_OPTIMIZATION_CONSTANTS.quota).toBe(SHELL_CONSTANTS.quota);
    expect(SHELL_CONSTANTS.feedback.points).toBe(FEEDBACK_LIMITS);
    expect(SHELL_CONSTANTS.savedFilters).toBe(SAVED_FILTER_LIMITS);
    expect(SHELL_CONSTANTS.table.defaultPageSize).toBe(LIST_LIMITS.defaultLimit);
    expect(SHELL_CONSTANTS.table.pageSizes.every((size) => size <= LIST_LIMITS.maxLimit)).toBe(
      true,
    );
  });

  it('has one speed band per traffic level, slower levels slower', () => {
    const levels = ROUTE_OPTIMIZATION_CONSTANTS.speedOptions.map((o) => o.level);
    expect(levels).toEqual([...TRAFFIC_LEVELS]);
    const maxima = ROUTE_OPTIMIZATION_CONSTANTS.speedOptions.map((o) => o.maxKmh);
    expect([...maxima].sort((a, b) => b - a)).toEqual(maxima);
    expect(TRAFFIC_LEVELS).toContain(ROUTE_OPTIMIZATION_CONSTANTS.defaultTrafficLevel);
  });

  it('lists each alert code once per group', () => {
    for (const codes of [
      ALERT_CONSTANTS.fieldOperationAlertCodes,
      ALERT_CONSTANTS.driverMonitoringAlertCodes,
      ALERT_CONSTANTS.drivingAssistanceAlertCodes,
      ALERT_CONSTANTS.valueTypeAlertCodes,
    ]) {
      expect(new Set(codes).size).toBe(codes.length);
    }
    expect(Object.keys(ALERT_CONSTANTS.valueTypeUnits).map(Number)).toEqual([
      ...ALERT_CONSTANTS.valueTypeAlertCodes,
    ]);
  });
});
