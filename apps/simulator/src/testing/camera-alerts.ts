import type { RawAlert } from '@armada/contracts/alerts';
import type { Vehicle } from '@armada/contracts/fleet';
import { toWibIso } from '../domain/wib-time';

/** A stored alert's raw record on a vehicle, as the alert engine writes it (media tests). */
export function rawAlertOf(
  id: number,
  vehicle: Vehicle,
  code: number,
  createdAt: number,
): RawAlert {
  return {
    rawAlertId: String(id),
    alertCode: code,
    alertRuleIds: [],
    alertFlag: 0,
    alert: { descriptionIdn: 'Pengemudi menguap', descriptionEng: 'Driver yawning', iconUrl: null },
    vehicle: { id: vehicle.id, licensePlate: vehicle.license_plate },
    vehicleId: vehicle.id,
    childVehicleId: null,
    driver: vehicle.driver ? { fullname: vehicle.driver.fullname } : null,
    createdOn: toWibIso(createdAt),
    isRead: false,
    isResolved: false,
    isFalseAlert: false,
    isUrgent: false,
    isImportant: true,
    alertData: null,
    alertTrigger: null,
    latitude: vehicle.position.latitude,
    longitude: vehicle.position.longitude,
    userLogs: [],
    lastUserFeedback: null,
  };
}
