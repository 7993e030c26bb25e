import type { RawAlert } from '@armada/contracts/alerts';
import type { Identity } from '@armada/contracts/auth';
import type { Customer } from '@armada/contracts/customers';
import type { FleetDirectoryVehicle } from '@armada/contracts/live';
import type { AppConfig, ErrorResponse } from '@armada/contracts/shared';

export function makeIdentity(overrides: Partial<Identity> = {}): Identity {
  return {
    userId: 1,
    username: 'admin',
    name: 'Rina Wulandari',
    email: 'rina@nusantara-logistik.co.id',
    phoneNo: '+6281234567890',
    companyId: 100,
    companyName: 'PT Nusantara Logistik',
    companyVariant: 'standard',
    accessRight: ['b1f-liveview-v2:read', 'tms:read', 'tms:create'],
    featureFlags: { vsms2_bilingual: true },
    ...overrides,
  };
}

export function makeAppConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    backend: 'simulator',
    tileUrl: '/tiles/{z}/{x}/{y}.png',
    tileAttribution: 'Armada',
    demoAccounts: ['admin', 'dispatcher', 'operator', 'driver', 'branded'],
    buildId: 'test',
    helpUrl: 'https://help.example.test',
    ...overrides,
  };
}

/** A customer: the company Toko Harapan Mitra of Surabaya, overridable field by field. */
export function makeCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 1,
    code: 'CUS-00001',
    name: 'Toko Harapan Mitra',
    type: 'COMPANY',
    source: 'INTERNAL',
    phone: '+6281234567890',
    email: 'admin@harapanmitra.co.id',
    address: null,
    city: 'Surabaya',
    province: 'Jawa Timur',
    npwp: null,
    contact_person: null,
    is_active: true,
    created_on: '2026-10-21T17:54:31+07:00',
    updated_on: '2026-10-21T17:54:31+07:00',
    ...overrides,
  };
}

export function makeErrorResponse(overrides: Partial<ErrorResponse> = {}): ErrorResponse {
  return {
    statusCode: 401,
    code: 'INVALID_CREDENTIALS',
    message: 'Invalid username or password',
    ...overrides,
  };
}

/** A raw alert: an unread, unresolved overspeed of B 1234 XY, overridable field by field. */
export function makeRawAlert(overrides: Partial<RawAlert> = {}): RawAlert {
  return {
    rawAlertId: '41',
    alertCode: 8,
    alertRuleIds: [3],
    alertFlag: null,
    alert: { descriptionIdn: 'Kecepatan berlebih', descriptionEng: 'Overspeed', iconUrl: null },
    vehicle: { id: 7, licensePlate: 'B 1234 XY' },
    vehicleId: 7,
    childVehicleId: null,
    driver: { fullname: 'Budi Santoso' },
    createdOn: '2026-11-14T02:58:00.000Z',
    isRead: false,
    isResolved: false,
    isFalseAlert: false,
    isUrgent: true,
    isImportant: false,
    alertData: '92.5',
    alertTrigger: 80,
    latitude: -6.2,
    longitude: 106.8,
    userLogs: [],
    lastUserFeedback: null,
    ...overrides,
  };
}

/** A vehicle of the live view's fleet directory: `B 1001 XYZ` driven by `Driver 1` for id 1. */
export function makeDirectoryVehicle(
  id: number,
  overrides: Partial<FleetDirectoryVehicle> = {},
): FleetDirectoryVehicle {
  return {
    id,
    license_plate: `B ${1000 + id} XYZ`,
    fleet_category: 'Truk',
    vehicle_type: 'Hino 500',
    driver_name: `Driver ${id}`,
    group_ids: [],
    has_camera: false,
    refrigerated: false,
    ...overrides,
  };
}
