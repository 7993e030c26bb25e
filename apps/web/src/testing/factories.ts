import type { AppConfig, ErrorResponse, Identity } from '@armada/contracts';

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

export function makeErrorResponse(overrides: Partial<ErrorResponse> = {}): ErrorResponse {
  return {
    statusCode: 401,
    code: 'INVALID_CREDENTIALS',
    message: 'Invalid username or password',
    ...overrides,
  };
}
