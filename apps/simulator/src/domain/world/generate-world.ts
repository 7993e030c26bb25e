import { ALL_PERMISSIONS, SECOND_COMPANY_ADMIN, type DemoAccount } from '@armada/contracts/auth';
import type { Banner, Company } from '@armada/contracts/company';
import type { Address, Customer } from '@armada/contracts/customers';
import {
  DELIVERY_ORDER_STATUS_COLORS,
  type DeliveryOrder,
  type DeliveryOrderStatusName,
} from '@armada/contracts/delivery-orders';
import type {
  BoxType,
  Device,
  DeviceType,
  Driver,
  Vehicle,
  VehicleType,
} from '@armada/contracts/fleet';
import {
  BRANDED_FEATURE_FLAGS,
  DEMO_FEATURE_FLAGS,
  DEMO_PERMISSION_SETS,
} from '../permission-sets';
import {
  BRANDED_DEPOTS,
  DEMO_DEPOTS,
  DISTRICTS,
  STREETS,
  findDistrict,
  type DepotSite,
  type District,
  type Region,
} from '../places';
import {
  GLOBAL_COMPANY_ID,
  type CollectionName,
  type CollectionRecords,
  type CompanyCategoryRecord,
  type CompanyRecord,
  type UserRecord,
  type VehicleGroupRecord,
} from '../records';
import { Rng } from '../rng';
import { DAY_MS, startOfWibDay, toWibIso } from '../wib-time';
import {
  BOX_TYPE_SPECS,
  DEMO_EXTRA_GROUPS,
  DEMO_GROUP_NAMES,
  VEHICLE_TYPE_SPECS,
  type VehicleTypeSpec,
} from './fleet-catalogue';
import { scatter, type LatLng } from './geo';
import { IndonesianNames, slug } from './names';
import { BRANDED_COMPANY_ID, DEMO_COMPANY_ID, FLEET_SIZE_RANGE, WORLD_VERSION } from './world-ids';

export {
  BRANDED_COMPANY_ID,
  DEFAULT_SEED,
  DEMO_COMPANY_ID,
  FLEET_SIZE_RANGE,
  WORLD_VERSION,
} from './world-ids';

export interface WorldOptions {
  seed: number;
  /** The clock's now when the world is made; order dates and positions lie before it. */
  nowMs: number;
  /**
   * Parent vehicles of the demo company (ARMADA_SIM_VEHICLES), 1 to 20,000; by default the
   * plan's 60. Spread over its depots in the plan's proportions (WORLD-7).
   */
  fleetSize?: number;
}

export type WorldCollections = {
  [K in CollectionName]: { companyId: number; record: CollectionRecords[K] }[];
};

export interface World {
  seed: number;
  version: number;
  /** The demo company's parent vehicles when set (WORLD-7); null: the plan's own fleet. */
  fleetSize: number | null;
  nowMs: number;
  collections: WorldCollections;
}

interface CompanyPlan {
  id: number;
  code: string;
  depots: readonly DepotSite[];
  regions: readonly Region[];
  /** Parent vehicles per depot key. */
  vehiclesPerDepot: Record<string, number>;
  tractorsPerDepot: Record<string, number>;
  customers: number;
  orders: number;
  groupNames: Record<string, string>;
  extraGroups: readonly string[];
}

const DEMO_PLAN: CompanyPlan = {
  id: DEMO_COMPANY_ID,
  code: 'ALN',
  depots: DEMO_DEPOTS,
  regions: ['jabodetabek', 'surabaya'],
  vehiclesPerDepot: {
    cakung: 22,
    cikarang: 10,
    tangerang: 8,
    bandung: 4,
    rungkut: 10,
    margomulyo: 6,
  },
  tractorsPerDepot: { cakung: 3, margomulyo: 1, cikarang: 1 },
  customers: 80,
  orders: 340,
  groupNames: DEMO_GROUP_NAMES,
  extraGroups: DEMO_EXTRA_GROUPS,
};

const BRANDED_PLAN: CompanyPlan = {
  id: BRANDED_COMPANY_ID,
  code: 'LJT',
  depots: BRANDED_DEPOTS,
  regions: ['surabaya'],
  vehiclesPerDepot: { sidoarjo: 10 },
  tractorsPerDepot: {},
  customers: 8,
  orders: 30,
  groupNames: { sidoarjo: 'Armada Sidoarjo' },
  extraGroups: ['Kurir Kota'],
};

/** The user id of SECOND_COMPANY_ADMIN (after the demo accounts'). */
const SECOND_COMPANY_ADMIN_ID = 6;

/** Fixed identities of the demo accounts (names shown in the top bar). */
const ACCOUNT_PEOPLE: Record<
  DemoAccount,
  { id: number; fullname: string; companyId: number; email: string | null; phoneNo: string | null }
> = {
  admin: {
    id: 1,
    fullname: 'Rina Kusumawati',
    companyId: DEMO_COMPANY_ID,
    email: 'rina.kusumawati@armadalogistik.co.id',
    phoneNo: '+6281210002001',
  },
  dispatcher: {
    id: 2,
    fullname: 'Agus Setiawan',
    companyId: DEMO_COMPANY_ID,
    email: 'agus.setiawan@armadalogistik.co.id',
    phoneNo: '+6281310002002',
  },
  // No phone number: the contact reminder (docs/rules/alert-center.md §4) has an account to show
  // on.
  operator: {
    id: 3,
    fullname: 'Dewi Lestari',
    companyId: DEMO_COMPANY_ID,
    email: 'dewi.lestari@armadalogistik.co.id',
    phoneNo: null,
  },
  driver: {
    id: 4,
    fullname: 'Budi Santoso',
    companyId: DEMO_COMPANY_ID,
    email: null,
    phoneNo: '+6285710002004',
  },
  branded: {
    id: 5,
    fullname: 'Hendra Wijaya',
    companyId: BRANDED_COMPANY_ID,
    email: 'hendra@lintasjaya.co.id',
    phoneNo: '+6281610002005',
  },
};

class Ids {
  private readonly next = new Map<string, number>();
  take(collection: string, start = 1): number {
    const id = this.next.get(collection) ?? start;
    this.next.set(collection, id + 1);
    return id;
  }
}

function emptyCollections(): WorldCollections {
  return {
    companies: [],
    company_categories: [],
    users: [],
    drivers: [],
    vehicle_groups: [],
    vehicle_types: [],
    box_types: [],
    vehicles: [],
    addresses: [],
    customers: [],
    delivery_orders: [],
    banners: [],
    feedback: [],
    saved_filters: [],
    old_version_reasons: [],
    system_notifications: [],
    media_requests: [],
    media_overrides: [],
    // Seeded at start by the alert rule service (ALERTRULE-1), so older stores get them too.
    alert_rules: [],
  };
}

/**
 * The seeded world: two companies (the demo company and the branded-tracker company 1449),
 * their users, fleets, addresses, customers and delivery orders. Pure: the same seed and now
 * give the same world.
 */
export function generateWorld(options: WorldOptions): World {
  const { seed, nowMs } = options;
  const root = new Rng(seed);
  const ids = new Ids();
  const out = emptyCollections();
  const push = <K extends CollectionName>(
    collection: K,
    companyId: number,
    record: CollectionRecords[K],
  ): void => {
    out[collection].push({ companyId, record });
  };

  push('companies', DEMO_COMPANY_ID, demoCompany(root.fork('company-demo')));
  push('companies', BRANDED_COMPANY_ID, brandedCompany());
  for (const [companyId, texts] of [
    [
      DEMO_COMPANY_ID,
      ['Logistik & Distribusi', 'Manufaktur', 'Distributor FMCG', 'Ekspedisi', 'Rental Kendaraan'],
    ],
    [BRANDED_COMPANY_ID, ['Kurir & Ekspedisi', 'Logistik & Distribusi']],
  ] as const) {
    for (const text of texts) {
      const category: CompanyCategoryRecord = {
        id: ids.take('company_categories'),
        text,
        createdOn: toWibIso(nowMs - 400 * DAY_MS),
      };
      push('company_categories', companyId, category);
    }
  }

  const staffRng = root.fork('staff');
  const staffNames = new IndonesianNames(staffRng);
  const marketing = Array.from({ length: 6 }, () => staffNames.person());
  const orderDesk = [
    ACCOUNT_PEOPLE.admin.fullname,
    ACCOUNT_PEOPLE.dispatcher.fullname,
    staffNames.person(),
    staffNames.person(),
  ];

  const demoPlan =
    options.fleetSize === undefined ? DEMO_PLAN : scalePlan(DEMO_PLAN, options.fleetSize);
  for (const plan of [demoPlan, BRANDED_PLAN]) {
    const rng = root.fork(`company-${plan.id}`);
    const places = buildCustomersAndAddresses(rng.fork('customers'), plan, ids, nowMs);
    const fleet = buildFleet(rng.fork('fleet'), plan, ids, nowMs, places);
    for (const record of fleet.vehicleTypes) push('vehicle_types', plan.id, record);
    for (const record of fleet.boxTypes) push('box_types', plan.id, record);
    for (const record of fleet.groups) push('vehicle_groups', plan.id, record);
    for (const record of fleet.drivers) push('drivers', plan.id, record);
    for (const record of fleet.vehicles) push('vehicles', plan.id, record);
    for (const record of places.depotAddresses) push('addresses', plan.id, record);
    for (const record of places.customerAddresses) push('addresses', plan.id, record);
    for (const record of places.customers) push('customers', plan.id, record);
    const orders = buildDeliveryOrders(rng.fork('orders'), plan, ids, nowMs, places, {
      marketing,
      orderDesk: plan.id === DEMO_COMPANY_ID ? orderDesk : [ACCOUNT_PEOPLE.branded.fullname],
    });
    for (const record of orders) push('delivery_orders', plan.id, record);
  }

  // The driver account is the first driver of the demo company.
  const driverRecord = out.drivers.find((d) => d.companyId === DEMO_COMPANY_ID)?.record;
  for (const account of Object.keys(ACCOUNT_PEOPLE) as DemoAccount[]) {
    const person = ACCOUNT_PEOPLE[account];
    const user: UserRecord = {
      id: person.id,
      username: account,
      fullname: person.fullname,
      email: person.email,
      phoneNo: person.phoneNo,
      role: account,
      accessRight: [...DEMO_PERMISSION_SETS[account]],
      passwordHash: null,
      lastReminder: null,
      language: 'id',
      driverId: null,
    };
    if (account === 'driver' && driverRecord) {
      driverRecord.fullname = person.fullname;
      driverRecord.userId = person.id;
      driverRecord.phoneNo = person.phoneNo ?? driverRecord.phoneNo;
      user.driverId = driverRecord.driverId;
      for (const v of out.vehicles) {
        if (v.record.driver?.id === driverRecord.driverId) {
          v.record.driver = {
            id: driverRecord.driverId,
            fullname: person.fullname,
            phone_no: driverRecord.phoneNo,
          };
        }
      }
    }
    push('users', person.companyId, user);
  }
  // WORLD-6: the second company's administrator (not a demo account): every permission, so the
  // tenant-isolation suite has a user of company 1449 who reads and changes all its records.
  // Pushed last and role staff, so nothing chosen by role or first user (seeded runs) changes.
  push('users', BRANDED_COMPANY_ID, {
    id: SECOND_COMPANY_ADMIN_ID,
    username: SECOND_COMPANY_ADMIN,
    fullname: 'Yohanes Prasetyo',
    email: 'yohanes@lintasjaya.co.id',
    phoneNo: '+6281610002006',
    role: 'staff',
    accessRight: [...ALL_PERMISSIONS],
    passwordHash: null,
    lastReminder: null,
    language: 'id',
    driverId: null,
  });

  for (const banner of buildBanners(ids, nowMs)) push('banners', banner.companyId, banner.record);

  return {
    seed,
    version: WORLD_VERSION,
    fleetSize: options.fleetSize ?? null,
    nowMs,
    collections: out,
  };
}

// ---- companies --------------------------------------------------------------------------------

function demoCompany(rng: Rng): CompanyRecord {
  const company: Company = {
    id: DEMO_COMPANY_ID,
    name: 'PT Armada Logistik Nusantara',
    idleTimeout: 10,
    parkTimeout: 60,
    offlineTimeout: 30,
    fuelGainAlert: 10,
    fuelLossAlert: 8,
    isActive: true,
    showGeocode: true,
    phoneNo: '+62214600123',
    faxNo: '+62214600124',
    taxNo: '01.234.567.8-045.000',
    category: 'Logistik & Distribusi',
    companyTag: 'enterprise',
    email: 'ops@armadalogistik.co.id',
    domainName: 'armadalogistik.co.id',
    logoUrl: null,
    setupNotifCompleted: false,
    dsBase: 100,
    dsIntervalType: 'MONTHLY',
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
      ['Bank Central Asia (BCA)', `526${rng.digits(7)}`, true],
      ['Bank Mandiri', `1250${rng.digits(9)}`, false],
      ['Bank Negara Indonesia (BNI)', `08${rng.digits(8)}`, false],
    ].map(([bankName, accountNo, isDefault], index) => ({
      bankAccountId: index + 1,
      companyId: DEMO_COMPANY_ID,
      bankName: String(bankName),
      accountName: 'PT Armada Logistik Nusantara',
      accountNo: String(accountNo),
      isDefault: Boolean(isDefault),
    })),
    // Jakarta head office: WIB (COMPANY-6).
    timeZone: 'Asia/Jakarta',
  };
  return {
    id: company.id,
    company,
    variant: 'standard',
    featureFlags: { ...DEMO_FEATURE_FLAGS },
    // The demo company took up route optimization last month: new to its users.
    newMenuPaths: ['/route-optimization/'],
    // It used the old version before: its users may still switch back to it.
    oldVersionAllowed: true,
  };
}

function brandedCompany(): CompanyRecord {
  const company: Company = {
    id: BRANDED_COMPANY_ID,
    name: 'PT Lintas Jaya Trans',
    idleTimeout: 15,
    parkTimeout: 120,
    offlineTimeout: 60,
    fuelGainAlert: 15,
    fuelLossAlert: 10,
    isActive: true,
    showGeocode: true,
    phoneNo: '+62318961234',
    faxNo: null,
    taxNo: '02.345.678.9-617.000',
    category: 'Kurir & Ekspedisi',
    companyTag: 'branded-tracker',
    email: 'admin@lintasjaya.co.id',
    domainName: 'track.lintasjaya.co.id',
    logoUrl: null,
    // Neither company has finished the notification onboarding: its modal shows
    // (docs/rules/alert-center.md §4).
    setupNotifCompleted: false,
    dsBase: 100,
    dsIntervalType: 'WEEKLY',
    dsInitialInterval: 7,
    dsInitialBonus: 3,
    dsInterval: 7,
    dsBonus: 1,
    dsCostBrake: 2.5,
    dsCostAccel: 2.5,
    dsCostOverspeed: 4,
    dsCostSharpturn: 2,
    dsMinScoreA: 85,
    dsMinScoreB: 75,
    dsMinScoreC: 65,
    dsMinScoreD: 50,
    bankAccounts: [
      {
        bankAccountId: 4,
        companyId: BRANDED_COMPANY_ID,
        bankName: 'Bank Rakyat Indonesia (BRI)',
        accountName: 'PT Lintas Jaya Trans',
        accountNo: '003101000512308',
        isDefault: true,
      },
    ],
    // Runs its fleet from Makassar: the one demo company on WITA (COMPANY-6).
    timeZone: 'Asia/Makassar',
  };
  return {
    id: company.id,
    company,
    variant: 'branded-tracker',
    featureFlags: { ...BRANDED_FEATURE_FLAGS },
    newMenuPaths: [],
    // A branded tracker never had the old version.
    oldVersionAllowed: false,
  };
}

// ---- fleet ------------------------------------------------------------------------------------

interface Fleet {
  vehicleTypes: VehicleType[];
  boxTypes: BoxType[];
  groups: VehicleGroupRecord[];
  drivers: Driver[];
  vehicles: Vehicle[];
}

const DEVICE_TACS: Record<DeviceType, string> = {
  bsj: '86217105',
  'vss-howen': '86441204',
  teltonika: '35209409',
  concox: '35884305',
};

function luhnCheckDigit(digits: string): string {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return String((10 - (sum % 10)) % 10);
}

function imei(rng: Rng, type: DeviceType): string {
  const body = DEVICE_TACS[type] + rng.digits(6);
  return body + luhnCheckDigit(body);
}

/**
 * The plan with `size` parent vehicles spread over its depots in the plan's proportions (largest
 * remainder, ties to the earlier depot), tractors in the same proportion: the same plan again for
 * the plan's own size, so the default world does not change.
 */
function scalePlan(plan: CompanyPlan, size: number): CompanyPlan {
  if (!Number.isInteger(size) || size < FLEET_SIZE_RANGE.min || size > FLEET_SIZE_RANGE.max)
    throw new RangeError(
      `fleet size must be a whole number from ${FLEET_SIZE_RANGE.min} to ${FLEET_SIZE_RANGE.max}`,
    );
  const entries = Object.entries(plan.vehiclesPerDepot);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  const shares = entries.map(([key, count], index) => {
    const exact = (count * size) / total;
    return { key, index, count: Math.floor(exact), remainder: exact - Math.floor(exact) };
  });
  let left = size - shares.reduce((sum, share) => sum + share.count, 0);
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break;
    share.count += 1;
    left -= 1;
  }
  const vehiclesPerDepot = Object.fromEntries(shares.map(({ key, count }) => [key, count]));
  const tractorsPerDepot = Object.fromEntries(
    Object.entries(plan.tractorsPerDepot).map(([key, tractors]) => {
      const parents = plan.vehiclesPerDepot[key] ?? 0;
      const scaled =
        parents === 0 ? 0 : Math.round((tractors * (vehiclesPerDepot[key] ?? 0)) / parents);
      return [key, Math.min(scaled, vehiclesPerDepot[key] ?? 0)];
    }),
  );
  return { ...plan, vehiclesPerDepot, tractorsPerDepot };
}

function plate(rng: Rng, prefix: string, spec: VehicleTypeSpec, used: Set<string>): string {
  for (;;) {
    const commercial = spec.category === 'Truk';
    const number = commercial ? rng.int(8000, 9899) : rng.int(1000, 7999);
    const suffixLength = prefix === 'B' ? rng.pick([2, 3, 3]) : rng.pick([1, 2, 2]);
    const suffix = rng.letters(suffixLength, 'ABCDEFGHJKLMNPRSTUVWXYZ');
    const candidate = `${prefix} ${number} ${suffix}`;
    if (!used.has(candidate)) {
      used.add(candidate);
      return candidate;
    }
  }
}

function buildFleet(rng: Rng, plan: CompanyPlan, ids: Ids, nowMs: number, places: Places): Fleet {
  const names = new IndonesianNames(rng.fork('names'));
  const boxTypes: BoxType[] = [];
  const boxByKey = new Map<string, BoxType>();
  for (const spec of BOX_TYPE_SPECS) {
    const box: BoxType = {
      id: ids.take('box_types'),
      name: spec.name,
      weight_capacity: spec.weightCapacity,
      volume_capacity: Math.round(spec.length * spec.width * spec.height * 100) / 100,
      length: spec.length,
      width: spec.width,
      height: spec.height,
      is_active: true,
    };
    boxTypes.push(box);
    boxByKey.set(spec.key, box);
  }
  const vehicleTypes: VehicleType[] = [];
  const typeByKey = new Map<string, VehicleType>();
  for (const spec of VEHICLE_TYPE_SPECS) {
    const type: VehicleType = {
      vehicleTypeId: ids.take('vehicle_types'),
      type: spec.type,
      isActive: spec.isActive,
    };
    vehicleTypes.push(type);
    typeByKey.set(spec.key, type);
  }
  const groups: VehicleGroupRecord[] = [];
  const groupByKey = new Map<string, VehicleGroupRecord>();
  for (const depot of plan.depots) {
    const name = plan.groupNames[depot.key] ?? `Armada ${depot.name}`;
    const group = { id: ids.take('vehicle_groups'), name };
    groups.push(group);
    groupByKey.set(depot.key, group);
  }
  for (const name of plan.extraGroups) {
    const group = { id: ids.take('vehicle_groups'), name };
    groups.push(group);
    groupByKey.set(name, group);
  }

  const drivers: Driver[] = [];
  const vehicles: Vehicle[] = [];
  const usedPlates = new Set<string>();
  const weightedTypes = VEHICLE_TYPE_SPECS.filter((s) => s.weight > 0).map(
    (s) => [s, s.weight] as const,
  );
  const moving: { vehicle: Vehicle; region: Region }[] = [];

  const makeDevice = (kind: 'parent' | 'child'): Device => {
    const type: DeviceType =
      kind === 'child'
        ? 'teltonika'
        : rng.weighted([
            ['bsj', 35],
            ['vss-howen', 25],
            ['teltonika', 25],
            ['concox', 15],
          ] as const);
    return {
      id: ids.take('devices'),
      imei: imei(rng, type),
      type,
      gps_phone_no: names.mobile(),
      has_camera: type === 'vss-howen' || (type === 'bsj' && rng.chance(0.5)),
    };
  };
  const makeDriver = (spec: VehicleTypeSpec): Driver => {
    const driver: Driver = {
      driverId: ids.take('drivers'),
      fullname: names.person('male'),
      userId: null,
      isActive: true,
      photograph: null,
      phoneNo: names.mobile(),
      licenseType: spec.licenseType,
      licenseNo: rng.digits(12),
    };
    drivers.push(driver);
    return driver;
  };

  for (const depot of plan.depots) {
    const district = findDistrict(depot.district);
    const depotGroup = groupByKey.get(depot.key);
    const parents = plan.vehiclesPerDepot[depot.key] ?? 0;
    const tractors = plan.tractorsPerDepot[depot.key] ?? 0;
    const tractorSpec = VEHICLE_TYPE_SPECS.find((s) => s.key === 'tractor');
    const trailerSpec = VEHICLE_TYPE_SPECS.find((s) => s.key === 'trailer');
    const specs: VehicleTypeSpec[] = Array.from({ length: parents - tractors }, () =>
      rng.weighted(weightedTypes),
    );
    if (tractorSpec) for (let i = 0; i < tractors; i++) specs.push(tractorSpec);

    for (const spec of specs) {
      const [brand, model] = rng.pick(spec.models);
      const type = typeByKey.get(spec.key);
      if (!type) throw new Error(`vehicle type ${spec.key} missing`);
      const box = spec.boxKey ? (boxByKey.get(spec.boxKey) ?? null) : null;
      const groupsOf: { id: number; name: string }[] = [];
      const ungrouped = rng.chance(0.04);
      if (depotGroup && !ungrouped) groupsOf.push({ id: depotGroup.id, name: depotGroup.name });
      const extra = (name: string) => {
        const g = groupByKey.get(name);
        if (g) groupsOf.push({ id: g.id, name: g.name });
      };
      if (spec.key === 'reefer') extra('Kendaraan Berpendingin');
      if ((spec.category === 'Van' || spec.category === 'Motor') && rng.chance(0.5)) {
        extra('Pengiriman Ekspres');
      }
      if (rng.chance(0.1)) extra('Unit Sewa');
      if (plan.id === BRANDED_COMPANY_ID && spec.category !== 'Truk') extra('Kurir Kota');

      const driver = rng.chance(0.94) ? makeDriver(spec) : null;
      const atDepot = rng.chance(0.35);
      const position = atDepot
        ? scatter(rng, depot, 0.15)
        : scatter(rng, depot, 2, district.seaward ?? []);
      const vehicle: Vehicle = {
        id: ids.take('vehicles'),
        license_plate: plate(rng, rng.pick(depot.platePrefixes), spec, usedPlates),
        parent_id: null,
        fleet_category: spec.category,
        brand,
        model,
        year: rng.int(2015, 2025),
        vehicle_group: groupsOf,
        vehicle_type: { id: type.vehicleTypeId, type: type.type },
        box_type: box
          ? {
              id: box.id,
              name: box.name,
              weight_capacity: box.weight_capacity,
              volume_capacity: box.volume_capacity,
            }
          : null,
        device: makeDevice('parent'),
        driver: driver
          ? { id: driver.driverId, fullname: driver.fullname, phone_no: driver.phoneNo }
          : null,
        depot: { id: places.depotAddressByKey.get(depot.key)?.id ?? 0, name: depot.name },
        position: parkedFix(position, rng.int(0, 359), rng.int(5, 240), nowMs),
        is_active: rng.chance(0.97),
      };
      vehicles.push(vehicle);
      if (!atDepot && depot.key !== 'bandung') {
        moving.push({ vehicle, region: district.region });
      }

      if (spec.key === 'tractor' && trailerSpec) {
        const trailerType = typeByKey.get('trailer');
        const trailerBox = boxByKey.get('container');
        const [tBrand, tModel] = rng.pick(trailerSpec.models);
        if (trailerType && trailerBox) {
          vehicles.push({
            ...vehicle,
            id: ids.take('vehicles'),
            license_plate: plate(rng, rng.pick(depot.platePrefixes), trailerSpec, usedPlates),
            parent_id: vehicle.id,
            brand: tBrand,
            model: tModel,
            vehicle_type: { id: trailerType.vehicleTypeId, type: trailerType.type },
            box_type: {
              id: trailerBox.id,
              name: trailerBox.name,
              weight_capacity: trailerBox.weight_capacity,
              volume_capacity: trailerBox.volume_capacity,
            },
            device: makeDevice('child'),
            driver: null,
            position: { ...vehicle.position },
          });
        }
      }
    }
  }
  // Spare drivers without a vehicle (on leave, relief).
  const spareSpec = VEHICLE_TYPE_SPECS[1];
  if (spareSpec) for (let i = 0; i < 3; i++) makeDriver(spareSpec).isActive = i > 0;

  // Vehicles out on the road sit near delivery points of their region (never in the sea). The
  // candidates per region and the trailers per tractor are looked up once: scanning for them per
  // vehicle took 20 s at 50,000 vehicles.
  const candidatesByRegion = new Map<Region, typeof places.customerAddresses>();
  const childrenOf = new Map<number, Vehicle[]>();
  for (const child of vehicles) {
    if (child.parent_id === null) continue;
    const siblings = childrenOf.get(child.parent_id);
    if (siblings) siblings.push(child);
    else childrenOf.set(child.parent_id, [child]);
  }
  for (const { vehicle, region } of moving) {
    let candidates = candidatesByRegion.get(region);
    if (!candidates) {
      candidates = places.customerAddresses.filter((a) => districtOfAddress(a)?.region === region);
      candidatesByRegion.set(region, candidates);
    }
    if (candidates.length === 0) continue;
    const target = rng.pick(candidates);
    const near = scatter(rng, target, 0.4, districtOfAddress(target)?.seaward ?? []);
    const speed = rng.chance(0.7) ? rng.int(8, 62) : 0;
    vehicle.position = {
      ...vehicle.position,
      ...near,
      speed,
      status: speed > 0 ? 'moving' : 'idle',
    };
    for (const child of childrenOf.get(vehicle.id) ?? []) child.position = { ...vehicle.position };
  }
  return { vehicleTypes, boxTypes, groups, drivers, vehicles };
}

/** A parked vehicle's last fix, reported `ageS` seconds before `nowMs`. */
function parkedFix(
  at: { latitude: number; longitude: number },
  heading: number,
  ageS: number,
  nowMs: number,
): Vehicle['position'] {
  return {
    ...at,
    speed: 0,
    heading,
    recorded_on: toWibIso(nowMs - ageS * 1000),
    status: 'parked',
    seconds_since_report: ageS,
  };
}

function districtOfAddress(address: Address): District | undefined {
  return DISTRICTS.find((d) => d.district === address.district && d.city === address.city);
}

// ---- addresses and customers ------------------------------------------------------------------

interface Places {
  depotAddresses: Address[];
  customerAddresses: Address[];
  customers: Customer[];
  /** Addresses of each customer. */
  addressesOf: Map<number, Address[]>;
  depotAddressByKey: Map<string, Address>;
}

function fullName(street: string, number: number, district: District): string {
  return `${street} No. ${number}, ${district.district}, ${district.city}, ${district.province} ${district.postalCode}`;
}

function buildCustomersAndAddresses(rng: Rng, plan: CompanyPlan, ids: Ids, nowMs: number): Places {
  const names = new IndonesianNames(rng.fork('names'));
  const depotAddresses: Address[] = [];
  const depotAddressByKey = new Map<string, Address>();
  for (const depot of plan.depots) {
    const district = findDistrict(depot.district);
    const address: Address = {
      id: ids.take('addresses'),
      name: depot.name,
      full_name: `${depot.street}, ${district.district}, ${district.city}, ${district.province} ${district.postalCode}`,
      district: district.district,
      city: district.city,
      province: district.province,
      postal_code: district.postalCode,
      latitude: depot.latitude,
      longitude: depot.longitude,
      is_depot: true,
      customer_id: null,
      created_on: toWibIso(nowMs - 700 * DAY_MS),
    };
    depotAddresses.push(address);
    depotAddressByKey.set(depot.key, address);
  }

  const customers: Customer[] = [];
  const customerAddresses: Address[] = [];
  const addressesOf = new Map<number, Address[]>();
  const districtsByRegion = new Map<Region, District[]>();
  for (const region of plan.regions) {
    districtsByRegion.set(
      region,
      DISTRICTS.filter((d) => d.region === region),
    );
  }
  const makeAddress = (customer: Customer, district: District, label: string): Address => {
    const streets = STREETS[district.city] ?? ['Jl. Raya'];
    const street = rng.pick(streets);
    const number = rng.int(1, 250);
    const point: LatLng = scatter(rng, district, 1.3, district.seaward ?? []);
    const address: Address = {
      id: ids.take('addresses'),
      name: label,
      full_name: fullName(street, number, district),
      district: district.district,
      city: district.city,
      province: district.province,
      postal_code: district.postalCode,
      ...point,
      is_depot: false,
      customer_id: customer.id,
      created_on: customer.created_on,
    };
    customerAddresses.push(address);
    const list = addressesOf.get(customer.id) ?? [];
    list.push(address);
    addressesOf.set(customer.id, list);
    return address;
  };

  for (let i = 0; i < plan.customers; i++) {
    const region: Region =
      plan.regions.length > 1
        ? rng.weighted([
            ['jabodetabek', 68],
            ['surabaya', 32],
          ] as const)
        : (plan.regions[0] ?? 'jabodetabek');
    const districts = districtsByRegion.get(region) ?? [];
    const home = rng.pick(districts);
    const business = names.business();
    const id = ids.take('customers');
    const external = rng.chance(0.12);
    const createdMs = nowMs - rng.int(30, 540) * DAY_MS - rng.int(0, 86_399) * 1000;
    const words = business.name.split(' ').slice(1, 3).join(' ');
    const customer: Customer = {
      id,
      code: external ? `EXT-${rng.digits(6)}` : `CUS-${String(id).padStart(5, '0')}`,
      name: business.name,
      type: business.type,
      source: external ? 'EXTERNAL' : 'INTERNAL',
      phone:
        business.type === 'COMPANY' && rng.chance(0.6)
          ? names.landline(region === 'surabaya' ? '31' : '21')
          : names.mobile(),
      email:
        business.type === 'COMPANY'
          ? `${rng.pick(['info', 'admin', 'purchasing', 'order'])}@${slug(words).replace(/\./g, '')}.co.id`
          : `${slug(business.name)}@gmail.com`,
      address: null,
      city: home.city,
      province: home.province,
      npwp:
        business.type === 'COMPANY' && !business.name.startsWith('Toko')
          ? `${rng.digits(2)}.${rng.digits(3)}.${rng.digits(3)}.${rng.digits(1)}-${rng.digits(3)}.000`
          : null,
      contact_person: business.type === 'COMPANY' ? names.person() : null,
      is_active: rng.chance(0.92),
      created_on: toWibIso(createdMs),
      updated_on: toWibIso(createdMs + rng.int(0, 20) * DAY_MS),
    };
    customers.push(customer);
    const count =
      business.type === 'INDIVIDUAL'
        ? rng.int(1, 2)
        : rng.weighted([
            [1, 15],
            [2, 25],
            [3, 25],
            [4, 20],
            [5, 15],
          ] as const);
    const first = makeAddress(customer, home, business.name);
    customer.address = first.full_name;
    for (let n = 1; n < count; n++) {
      const district = rng.chance(0.5) ? home : rng.pick(districts);
      const label = `${business.name} - ${rng.pick(['Cabang', 'Gudang', 'Outlet', 'Toko'])} ${district.district}`;
      makeAddress(customer, district, label);
    }
  }
  return { depotAddresses, customerAddresses, customers, addressesOf, depotAddressByKey };
}

// ---- delivery orders --------------------------------------------------------------------------

function statusFor(rng: Rng, ageDays: number): DeliveryOrderStatusName {
  if (ageDays > 7) {
    return rng.weighted([
      ['DELIVERED', 62],
      ['CANCELLED', 8],
      ['CONFIRMED', 18],
      ['RESCHEDULED', 12],
    ] as const);
  }
  return rng.weighted([
    ['DRAFT', 14],
    ['CONFIRMED', 42],
    ['RESCHEDULED', 10],
    ['ON_DELIVERY', 18],
    ['DELIVERED', 11],
    ['CANCELLED', 5],
  ] as const);
}

function buildDeliveryOrders(
  rng: Rng,
  plan: CompanyPlan,
  ids: Ids,
  nowMs: number,
  places: Places,
  people: { marketing: readonly string[]; orderDesk: readonly string[] },
): DeliveryOrder[] {
  const origins = plan.depots
    .filter((d) => d.key !== 'bandung')
    .map((depot) => ({
      depot,
      address: places.depotAddressByKey.get(depot.key),
      region: findDistrict(depot.district).region,
    }));
  const weights = origins.map((o) => [o, o.depot.key === 'cakung' ? 3 : 1] as const);
  const customersByRegion = new Map<Region, Customer[]>();
  for (const customer of places.customers) {
    const first = places.addressesOf.get(customer.id)?.[0];
    const region = first ? districtOfAddress(first)?.region : undefined;
    if (!region) continue;
    const list = customersByRegion.get(region) ?? [];
    list.push(customer);
    customersByRegion.set(region, list);
  }
  const today = startOfWibDay(nowMs);
  const drafts: Omit<DeliveryOrder, 'id' | 'number'>[] = [];
  for (let i = 0; i < plan.orders; i++) {
    const origin = rng.weighted(weights);
    if (!origin.address) continue;
    const regional = customersByRegion.get(origin.region) ?? places.customers;
    const shipped = rng.pick(regional);
    const destination = rng.pick(places.addressesOf.get(shipped.id) ?? []);
    const billed =
      rng.chance(0.8) || regional.length < 2
        ? shipped
        : rng.pick(regional.filter((c) => c.type === 'COMPANY'));
    const dayOffset = rng.int(0, 27);
    let created = today - dayOffset * DAY_MS + rng.int(7 * 60, 20 * 60 - 1) * 60_000;
    if (created > nowMs - 10 * 60_000) created -= DAY_MS;
    const ageDays = (nowMs - created) / DAY_MS;
    const status = statusFor(rng, ageDays);
    const tier = rng.weighted([
      ['small', 45],
      ['medium', 40],
      ['large', 15],
    ] as const);
    const weight =
      tier === 'small'
        ? rng.float(20, 300)
        : tier === 'medium'
          ? rng.float(300, 1500)
          : rng.float(1500, 4000);
    const loadWeight = Math.round(weight * 2) / 2;
    const loadVolume = Math.max(0.05, Math.round((loadWeight / rng.float(120, 350)) * 100) / 100);
    drafts.push({
      status: { name: status, color: DELIVERY_ORDER_STATUS_COLORS[status] },
      origin_address: { name: origin.address.name, id: origin.address.id },
      destination_address: {
        name: destination.name,
        id: destination.id,
        city: destination.city,
        province: destination.province,
      },
      created_on: toWibIso(created),
      created_by: rng.pick(people.orderDesk),
      shipped_customer: { name: shipped.name, id: shipped.id },
      billed_customer: { name: (billed ?? shipped).name },
      marketing_user: { name: rng.pick(people.marketing) },
      load_weight: loadWeight,
      load_volume: loadVolume,
      vendor: rng.chance(0.08) ? { id: rng.int(1, 4) } : null,
    });
  }
  // Numbers follow creation time, as an order desk hands them out.
  drafts.sort((a, b) => a.created_on.localeCompare(b.created_on));
  return drafts.map((draft, index) => {
    const yymm = draft.created_on.slice(2, 4) + draft.created_on.slice(5, 7);
    return {
      id: ids.take('delivery_orders'),
      number: `DO/${plan.code}/${yymm}/${String(index + 1).padStart(5, '0')}`,
      ...draft,
    };
  });
}

// ---- banners ----------------------------------------------------------------------------------

function buildBanners(ids: Ids, nowMs: number): { companyId: number; record: Banner }[] {
  const start = toWibIso(startOfWibDay(nowMs) - 14 * DAY_MS);
  const end = toWibIso(startOfWibDay(nowMs) + 90 * DAY_MS);
  return [
    {
      companyId: GLOBAL_COMPANY_ID,
      record: {
        id: ids.take('banners'),
        title: 'Optimasi Rute kini lebih cepat',
        description:
          'Rencanakan pengiriman harian dalam hitungan detik dengan Optimasi Rute terbaru.',
        image_url: '/static/banners/route-optimization.png',
        link_url: '/route-optimization/',
        day_show: '0,1,2,3,4',
        domain: null,
        start_on: start,
        end_on: end,
      },
    },
    {
      companyId: DEMO_COMPANY_ID,
      record: {
        id: ids.take('banners'),
        title: 'Skor Pengemudi bulan ini',
        description: 'Lihat 10 pengemudi terbaik armada Anda dan beri mereka apresiasi.',
        image_url: '/static/banners/driver-score.png',
        link_url: '/driverscore/',
        day_show: [0, 2, 4],
        domain: 'armadalogistik.co.id',
        start_on: start,
        end_on: end,
      },
    },
    {
      companyId: BRANDED_COMPANY_ID,
      record: {
        id: ids.take('banners'),
        title: 'Lintas Jaya Tracking',
        description: 'Pantau kurir Anda secara langsung dari peta.',
        image_url: '/static/banners/branded-tracking.png',
        link_url: null,
        day_show: [0, 1, 2, 3, 4, 5, 6],
        domain: 'track.lintasjaya.co.id',
        start_on: start,
        end_on: end,
      },
    },
  ];
}
