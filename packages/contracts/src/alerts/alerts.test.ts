import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  AlertActionInputSchema,
  alertActionDateRange,
  alertColour,
  alertLevel,
  alertLogTypeOf,
  falseAlertReasonLabel,
  formatAlertCount,
  notificationDetailId,
  parseFieldOperationAlertData,
  type SubscribedAlertRules,
} from './alerts';

describe('notificationDetailId (docs/rules/shell.md §2)', () => {
  it('is the raw alert id when present', () => {
    expect(
      notificationDetailId({
        rawAlertId: 'ra-77',
        alertCode: 8,
        vehicleId: 5,
        createdOn: '2026-11-20T08:00:00.000Z',
        alertFlag: 1,
      }),
    ).toBe('ra-77');
    expect(notificationDetailId({ rawAlertId: 77, alertCode: 8, vehicleId: 5, createdOn: 0 })).toBe(
      '77',
    );
  });

  it('joins code, vehicle, created ms and flag with dashes otherwise', () => {
    const createdOn = '2026-11-20T08:00:00.000Z';
    const ms = Date.parse(createdOn);
    expect(
      notificationDetailId({
        rawAlertId: null,
        alertCode: 8,
        vehicleId: 5,
        createdOn,
        alertFlag: 2,
      }),
    ).toBe(`8-5-${ms}-2`);
    expect(
      notificationDetailId({ rawAlertId: '', alertCode: 8, vehicleId: 5, createdOn: ms }),
    ).toBe(`8-5-${ms}-`);
    expect(() =>
      notificationDetailId({ alertCode: 8, vehicleId: 5, createdOn: 'not a date' }),
    ).toThrow(RangeError);
  });
});

describe('alert level and colour (docs/rules/alert-center.md §4)', () => {
  const rules: SubscribedAlertRules = {
    urgentAlertRules: [1],
    importantAlertRules: [2],
    autoPopupAlertRules: [3],
  };
  const open = { isResolved: false, isFalseAlert: false };

  it('is urgent only with urgent scope', () => {
    expect(alertLevel({ alertRuleIds: [1] }, rules, true)).toBe('urgent');
    expect(alertLevel({ alertRuleIds: [1] }, rules, false)).toBe('none');
    expect(alertLevel({ alertRuleIds: [1, 2] }, rules, false)).toBe('important');
  });

  it('is important for important or auto-popup rules', () => {
    expect(alertLevel({ alertRuleIds: [2] }, rules, true)).toBe('important');
    expect(alertLevel({ alertRuleIds: [3] }, rules, true)).toBe('important');
    expect(alertLevel({ alertRuleIds: [9] }, rules, true)).toBe('none');
  });

  it('colours resolved and false alerts success, urgent danger, important warning', () => {
    expect(alertColour({ isResolved: true, isFalseAlert: false }, 'urgent', true)).toBe('success');
    expect(alertColour({ isResolved: false, isFalseAlert: true }, 'urgent', true)).toBe('success');
    expect(alertColour(open, 'urgent', true)).toBe('danger');
    expect(alertColour(open, 'important', true)).toBe('warning');
    expect(alertColour(open, 'important', false)).toBe('danger');
  });
});

describe('display rules', () => {
  it("caps counts at '99+'", () => {
    expect(formatAlertCount(0)).toBe('0');
    expect(formatAlertCount(99)).toBe('99');
    expect(formatAlertCount(100)).toBe('99+');
  });

  it('parses field-operation alert data', () => {
    expect(parseFieldOperationAlertData('FTI/2611/0001|42|7')).toEqual({
      number: 'FTI/2611/0001',
      id: 42,
      logId: 7,
    });
    for (const bad of [null, '', '42|7', 'a|b|c', 'x|0|1', 'x|1|2|3']) {
      expect(parseFieldOperationAlertData(bad)).toBeNull();
    }
  });

  it('labels the recorded false-alert reasons in either language', () => {
    expect(falseAlertReasonLabel('Tidak ada kejadian')).toBe('notValid');
    expect(falseAlertReasonLabel('No Occurrences')).toBe('notValid');
    expect(falseAlertReasonLabel('Terdeteksi sebagai kejadian lain')).toBe('wrongDetection');
    expect(falseAlertReasonLabel('Detected as another occurrence')).toBe('wrongDetection');
    expect(falseAlertReasonLabel('Sopir sedang istirahat')).toBeNull();
  });
});

describe('alert actions', () => {
  const dateRange = alertActionDateRange('2026-11-20T08:00:00.000Z');

  it('spans the created time plus or minus 1 s', () => {
    expect(dateRange).toEqual({
      start: '2026-11-20T07:59:59.000Z',
      end: '2026-11-20T08:00:01.000Z',
    });
  });

  it('validates each action type with its data', () => {
    const base = { rawAlertId: ['ra-1'], selectionMode: 'Selection', dateRange } as const;
    const valid = [
      { ...base, actionType: 'Read', data: null },
      { ...base, actionType: 'Feedback', data: { note: 'Sudah dihubungi' } },
      { ...base, actionType: 'FalseAlert', data: { isFalseAlert: true, reason: 'No Occurrences' } },
      { ...base, actionType: 'Resolve', data: { isResolved: false } },
    ];
    for (const input of valid) expect(Value.Check(AlertActionInputSchema, input)).toBe(true);
    const invalid = [
      { ...base, actionType: 'Feedback', data: { note: '' } },
      { ...base, actionType: 'Feedback', data: { note: 'x'.repeat(256) } },
      { ...base, actionType: 'Resolve', data: { isFalseAlert: true, reason: null } },
      { ...base, actionType: 'Read', data: null, rawAlertId: [] },
      { ...base, actionType: 'Read', data: null, selectionMode: 'All' },
      { ...base, actionType: 'Delete', data: null },
    ];
    for (const input of invalid) expect(Value.Check(AlertActionInputSchema, input)).toBe(false);
  });

  it('records recheck and unresolve as their own log types', () => {
    const base = { rawAlertId: ['ra-1'], selectionMode: 'Selection' as const, dateRange };
    expect(
      alertLogTypeOf({
        ...base,
        actionType: 'FalseAlert',
        data: { isFalseAlert: false, reason: null },
      }),
    ).toBe('CancelFalseAlert');
    expect(alertLogTypeOf({ ...base, actionType: 'Resolve', data: { isResolved: true } })).toBe(
      'Resolve',
    );
    expect(alertLogTypeOf({ ...base, actionType: 'Resolve', data: { isResolved: false } })).toBe(
      'Unresolve',
    );
  });
});
