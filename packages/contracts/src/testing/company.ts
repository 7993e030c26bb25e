import type { BankAccount, Company, CompanyCategory } from '../company/company';

/**
 * The seeded company (id 1001) as tests build it: one typed factory instead of a copy per test
 * file. For tests only; nothing outside a test imports `@armada/contracts/testing`.
 */
export function makeBankAccount(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    bankAccountId: 1,
    companyId: 1001,
    bankName: 'Bank Central Asia (BCA)',
    accountName: 'PT Armada Logistik Nusantara',
    accountNo: '5260751205',
    isDefault: true,
    ...overrides,
  };
}

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: 1001,
    name: 'PT Armada Logistik Nusantara',
    idleTimeout: 10,
    parkTimeout: 60,
    offlineTimeout: 30,
    fuelGainAlert: 10,
    fuelLossAlert: 8,
    isActive: true,
    showGeocode: true,
    phoneNo: '+62214600123',
    faxNo: null,
    taxNo: '01.234.567.8-045.000',
    category: 'Logistik & Distribusi',
    companyTag: 'enterprise',
    email: 'ops@armadalogistik.co.id',
    domainName: 'armadalogistik.co.id',
    logoUrl: null,
    setupNotifCompleted: false,
    dsBase: 100,
    dsIntervalType: 'MONTHLY',
    timeZone: 'Asia/Jakarta',
    dsInitialInterval: 30,
    dsInitialBonus: 5,
    dsInterval: 30,
    dsBonus: 2,
    dsCostBrake: 2,
    dsCostAccel: 2,
    dsCostOverspeed: 3,
    dsCostSharpturn: 1.5,
    dsMinScoreA: 90,
    dsMinScoreB: 80,
    dsMinScoreC: 70,
    dsMinScoreD: 60,
    bankAccounts: [
      makeBankAccount(),
      makeBankAccount({ bankAccountId: 2, bankName: 'Bank Mandiri', isDefault: false }),
    ],
    ...overrides,
  };
}

export function makeCompanyCategory(overrides: Partial<CompanyCategory> = {}): CompanyCategory {
  return {
    text: 'Logistik & Distribusi',
    hasRelation: false,
    companyId: 1001,
    srcTable: null,
    srcColumn: null,
    ...overrides,
  };
}

/** The company fields the driver score reads (its settings, docs/rules/shell.md §3). */
export const DRIVER_SCORE_SETTING_FIELDS = [
  'dsBase',
  'dsIntervalType',
  'dsInitialInterval',
  'dsInitialBonus',
  'dsInterval',
  'dsBonus',
  'dsCostBrake',
  'dsCostAccel',
  'dsCostOverspeed',
  'dsCostSharpturn',
  'dsMinScoreA',
  'dsMinScoreB',
  'dsMinScoreC',
  'dsMinScoreD',
] as const satisfies readonly (keyof Company)[];
export type CompanyDriverScoreSettings = Pick<
  Company,
  (typeof DRIVER_SCORE_SETTING_FIELDS)[number]
>;

/** The driver-score settings of a company (by default the seeded one: monthly periods). */
export function driverScoreSettingsOf(
  company: Company = makeCompany(),
): CompanyDriverScoreSettings {
  const { dsBase, dsIntervalType, dsInitialInterval, dsInitialBonus, dsInterval, dsBonus } =
    company;
  const { dsCostBrake, dsCostAccel, dsCostOverspeed, dsCostSharpturn } = company;
  const { dsMinScoreA, dsMinScoreB, dsMinScoreC, dsMinScoreD } = company;
  return {
    dsBase,
    dsIntervalType,
    dsInitialInterval,
    dsInitialBonus,
    dsInterval,
    dsBonus,
    dsCostBrake,
    dsCostAccel,
    dsCostOverspeed,
    dsCostSharpturn,
    dsMinScoreA,
    dsMinScoreB,
    dsMinScoreC,
    dsMinScoreD,
  };
}

/**
 * Weekly settings of the driver-score example worked by hand in the simulator's engine and
 * service tests (DRIVER-1..7): the seeded company's grades, shorter periods, dearer acceleration.
 */
export const WEEKLY_DRIVER_SCORE_SETTINGS: CompanyDriverScoreSettings = {
  dsBase: 100,
  dsIntervalType: 'WEEKLY',
  dsInitialInterval: 3,
  dsInitialBonus: 2,
  dsInterval: 2,
  dsBonus: 1,
  dsCostBrake: 2,
  dsCostAccel: 2.5,
  dsCostOverspeed: 3,
  dsCostSharpturn: 1.5,
  dsMinScoreA: 90,
  dsMinScoreB: 80,
  dsMinScoreC: 70,
  dsMinScoreD: 60,
};
