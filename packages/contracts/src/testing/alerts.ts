import type { LiveMessageAlert } from '../alerts/alerts';

/**
 * A new alert as the live channel carries it (`alert-center-new-<company>`): B 1234 XYZ's
 * overspeed, overridable field by field. For tests only.
 */
export function makeLiveAlert(overrides: Partial<LiveMessageAlert> = {}): LiveMessageAlert {
  return {
    rawAlertId: 'ra-1001',
    alertCode: 8,
    alertRuleIds: [3],
    alertFlag: 1,
    vehicleId: 42,
    childVehicleId: null,
    createdOn: '2026-11-20T08:15:00.000Z',
    isUrgent: true,
    isImportant: false,
    alertData: '92.5',
    alertTrigger: 80,
    latitude: -6.2,
    longitude: 106.8,
    alertDescription: { idn: 'Kecepatan berlebih', eng: 'Overspeed' },
    driverName: 'Budi Santoso',
    licensePlate: 'B 1234 XYZ',
    iconUrl: null,
    companyId: 12,
    sourceDeviceCategory: null,
    ...overrides,
  };
}
