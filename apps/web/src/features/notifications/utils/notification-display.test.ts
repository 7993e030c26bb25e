import { describe, expect, it } from 'vitest';
import { enCatalogue, idCatalogue } from '@/locales/all';
import { paths } from '@/config/paths';
import { alertPlace, displayAlertValue, statusOf, urgencyOf } from './notification-display';

describe('notification display rules', () => {
  it("shows values with units, '-' for empty or 0.00 value-type codes, in the language (AC-67)", () => {
    expect(displayAlertValue(8, '92.5', 'id')).toBe('92,5 km/jam');
    expect(displayAlertValue(8, '92.5', 'en')).toBe('92.5 km/h');
    expect(displayAlertValue(8, '0.00', 'id')).toBe('-');
    expect(displayAlertValue(14, null, 'id')).toBe('-');
    expect(displayAlertValue(15, 12, 'id')).toBe('12 menit');
    expect(displayAlertValue(117, 4, 'en')).toBe('4 hours');
    expect(displayAlertValue(6, '0.51', 'id')).toBe('0,51 g');
    expect(displayAlertValue(51, null, 'id')).toBe('-');
    expect(displayAlertValue(51, 'cabin', 'id')).toBe('cabin');
  });

  it('names the urgency and the state', () => {
    expect(urgencyOf({ isUrgent: true, isImportant: true })).toBe('urgent');
    expect(urgencyOf({ isUrgent: false, isImportant: true })).toBe('important');
    expect(urgencyOf({ isUrgent: false, isImportant: false })).toBe('other');
    expect(statusOf({ isResolved: true, isFalseAlert: true })).toBe('falseAlert');
    expect(statusOf({ isResolved: true, isFalseAlert: false })).toBe('resolved');
    expect(statusOf({ isResolved: false, isFalseAlert: false })).toBe('unresolved');
  });
});

describe('one state, one name', () => {
  it('the notifications page names the states and the action as the alert center does', async () => {
    for (const language of ['id', 'en'] as const) {
      const catalogue = { id: idCatalogue, en: enCatalogue }[language];
      const { alerts, notifications: page } = catalogue;
      expect(page.status).toEqual({
        unresolved: alerts.state.unresolved,
        resolved: alerts.state.resolved,
        falseAlert: alerts.state.falseAlert,
      });
      expect(page.filters.resolvedChoices.resolved).toBe(alerts.state.resolved);
      expect(page.filters.resolvedChoices.unresolved).toBe(alerts.state.unresolved);
      expect(page.resolve.do).toBe(alerts.actions.resolve);
      expect(page.reasons).toEqual({
        notValid: alerts.reasons.notValid,
        wrongDetection: alerts.reasons.wrongDetection,
      });
    }
  });
});

describe('the live view link of a notification', () => {
  it('opens the live view where the alert happened, not where the vehicle is now', () => {
    const at = alertPlace({ latitude: -6.2, longitude: 106.8 });
    expect(paths.liveViewNew.getHref(7, at)).toBe(
      '/liveview-2?type=vehicle&vehicleId=7&lat=-6.2&lng=106.8',
    );
    expect(alertPlace({ latitude: null, longitude: 106.8 })).toBeUndefined();
    expect(paths.liveViewNew.getHref(7, undefined)).toBe('/liveview-2?type=vehicle&vehicleId=7');
  });
});
