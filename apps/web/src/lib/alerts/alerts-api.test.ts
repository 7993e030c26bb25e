import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import {
  RawAlertSchema,
  type AlertActionResult,
  type LiveMessageAlert,
} from '@armada/contracts/alerts';
import { applyAlertAction, rawAlertOfLiveMessage } from './alerts-api';

const live: LiveMessageAlert = {
  rawAlertId: '41',
  alertCode: 8,
  alertRuleIds: [3],
  alertFlag: null,
  vehicleId: 7,
  childVehicleId: null,
  createdOn: '2026-11-14T03:00:00.000Z',
  isUrgent: true,
  isImportant: false,
  alertData: '92.5',
  alertTrigger: 80,
  latitude: -6.2,
  longitude: 106.8,
  alertDescription: { idn: 'Kecepatan berlebih', eng: 'Overspeed' },
  driverName: 'Budi',
  licensePlate: 'B 1234 XY',
  iconUrl: null,
  companyId: 1,
  sourceDeviceCategory: null,
};

const action = (over: Partial<AlertActionResult>): AlertActionResult => ({
  rawAlertId: ['41'],
  userId: 5,
  actionType: 'Resolve',
  type: 'Resolve',
  data: { isResolved: true },
  createdOn: '2026-11-14T03:01:00.000Z',
  aggregate: { updatedAlerts: 1, updatedAlertStatuses: 1, insertedAlertLogs: 1 },
  ...over,
});

describe('rawAlertOfLiveMessage', () => {
  it('is a valid raw alert nobody has acted on', () => {
    const alert = rawAlertOfLiveMessage(live);
    expect(Value.Check(RawAlertSchema, alert)).toBe(true);
    expect(alert).toMatchObject({
      vehicle: { id: 7, licensePlate: 'B 1234 XY' },
      driver: { fullname: 'Budi' },
      alert: { descriptionIdn: 'Kecepatan berlebih', descriptionEng: 'Overspeed' },
      isResolved: false,
      isRead: false,
      userLogs: [],
    });
  });
});

describe('applyAlertAction', () => {
  const alert = rawAlertOfLiveMessage(live);

  it('resolves and logs the action', () => {
    const next = applyAlertAction(alert, action({}));
    expect(next.isResolved).toBe(true);
    expect(next.userLogs).toHaveLength(1);
    expect(next.userLogs[0]).toMatchObject({ typeField: 'Resolve', userId: 5, data: null });
  });

  it('a false alert is also resolved, as the server records it', () => {
    const flagged = applyAlertAction(
      alert,
      action({
        actionType: 'FalseAlert',
        type: 'FalseAlert',
        data: { isFalseAlert: true, reason: 'x' },
      }),
    );
    expect(flagged).toMatchObject({ isFalseAlert: true, isResolved: true });
  });

  it('cancelling a false alert also un-resolves', () => {
    const flagged = applyAlertAction(
      { ...alert, isResolved: true },
      action({
        actionType: 'FalseAlert',
        type: 'FalseAlert',
        data: { isFalseAlert: true, reason: 'x' },
      }),
    );
    expect(flagged.isFalseAlert).toBe(true);
    const rechecked = applyAlertAction(
      flagged,
      action({
        actionType: 'FalseAlert',
        type: 'CancelFalseAlert',
        data: { isFalseAlert: false, reason: null },
      }),
    );
    expect(rechecked).toMatchObject({ isFalseAlert: false, isResolved: false });
    expect(rechecked.userLogs.map((l) => l.typeField)).toEqual(['FalseAlert', 'CancelFalseAlert']);
  });

  it('a note becomes the last feedback', () => {
    const next = applyAlertAction(
      alert,
      action({ actionType: 'Feedback', type: 'Feedback', data: { note: 'Sopir dihubungi' } }),
    );
    expect(next.lastUserFeedback).toEqual({
      createdOn: '2026-11-14T03:01:00.000Z',
      feedback: 'Sopir dihubungi',
      userId: 5,
    });
  });

  it('leaves alerts the action does not name', () => {
    expect(applyAlertAction(alert, action({ rawAlertId: ['99'] }))).toBe(alert);
  });
});
