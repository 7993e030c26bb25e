import type { BankAccount, Company, CompanyCategory } from '@armada/contracts';

/** Typed test factories for the company feature (used by its tests only). */
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
