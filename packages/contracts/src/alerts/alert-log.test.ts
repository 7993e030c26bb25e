import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { ALERT_USER_LOG_TYPES, AlertUserLogEntrySchema } from './alert-log';
import { ALERT_LOG_TYPES, AlertDescriptionSchema, AlertPaginationSchema } from './alerts';

describe('notification log contract', () => {
  it('has the alert log kinds of alerts.ts', () => {
    expect(ALERT_USER_LOG_TYPES).toEqual(ALERT_LOG_TYPES);
  });

  it('describes the alert and pages as the alert schemas do', () => {
    const { alert } = AlertUserLogEntrySchema.properties;
    const sample = { descriptionIdn: 'a', descriptionEng: 'b', iconUrl: null };
    expect(Value.Check(alert, sample)).toBe(Value.Check(AlertDescriptionSchema, sample));
    expect(Object.keys(alert.properties)).toEqual(Object.keys(AlertDescriptionSchema.properties));
    expect(Value.Check(AlertPaginationSchema, { page: 1, show: 20, total: 0 })).toBe(true);
  });
});
