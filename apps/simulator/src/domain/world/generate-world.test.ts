import {
  DEMO_ACCOUNTS,
  SECOND_COMPANY_ADMIN,
  MENU_PERMISSION_RULES,
  PERMISSIONS,
  evaluatePermissionRule,
  isDriverUser,
  type DemoAccount,
} from '@armada/contracts/auth';
import { CompanySchema } from '@armada/contracts/company';
import { ADDRESS_PROVINCES, AddressSchema, CustomerSchema } from '@armada/contracts/customers';
import { DeliveryOrderSchema } from '@armada/contracts/delivery-orders';
import { VehicleSchema } from '@armada/contracts/fleet';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../wib-time';
import { BRANDED_COMPANY_ID, DEMO_COMPANY_ID, generateWorld, type World } from './generate-world';

const NOW = Date.parse('2026-11-20T03:00:00Z');
const world = generateWorld({ seed: 7, nowMs: NOW });
const of = <K extends keyof World['collections']>(collection: K, companyId = DEMO_COMPANY_ID) =>
  world.collections[collection].filter((e) => e.companyId === companyId).map((e) => e.record);

describe('world generator', () => {
  it('WORLD-1 the same seed and now give the same world; another seed another world', () => {
    expect(generateWorld({ seed: 7, nowMs: NOW })).toEqual(world);
    const other = generateWorld({ seed: 8, nowMs: NOW });
    expect(other.collections.vehicles.map((v) => v.record.license_plate)).not.toEqual(
      world.collections.vehicles.map((v) => v.record.license_plate),
    );
    expect(other.collections.customers.map((c) => c.record.name)).not.toEqual(
      world.collections.customers.map((c) => c.record.name),
    );
  });

  it('WORLD-2 has at least 60 vehicles, 200 addresses and 300 delivery orders for the demo company', () => {
    expect(of('vehicles').filter((v) => v.parent_id === null).length).toBeGreaterThanOrEqual(60);
    expect(of('addresses').length).toBeGreaterThanOrEqual(200);
    expect(of('delivery_orders').length).toBeGreaterThanOrEqual(300);
    const statuses = new Set(of('delivery_orders').map((o) => o.status.name));
    for (const status of [
      'CONFIRMED',
      'RESCHEDULED',
      'DRAFT',
      'ON_DELIVERY',
      'DELIVERED',
      'CANCELLED',
    ]) {
      expect(statuses, status).toContain(status);
    }
  });

  it('WORLD-2 gives every delivery depot plannable orders (CONFIRMED or RESCHEDULED, no vendor)', () => {
    const depots = of('addresses').filter((a) => a.is_depot && !a.name.includes('Bandung'));
    for (const depot of depots) {
      const plannable = of('delivery_orders').filter(
        (o) =>
          o.origin_address.id === depot.id &&
          ['CONFIRMED', 'RESCHEDULED'].includes(o.status.name) &&
          o.vendor === null,
      );
      expect(plannable.length, depot.name).toBeGreaterThanOrEqual(5);
    }
  });

  it('WORLD-3 uses Indonesian plates of the depot region, 15-digit IMEIs and +62 numbers', () => {
    const vehicles = of('vehicles');
    expect(vehicles.every((v) => Compile(VehicleSchema).Check(v))).toBe(true);
    for (const v of vehicles) {
      expect(v.license_plate).toMatch(/^(B|D|F|L|W) [1-9][0-9]{3} [A-Z]{1,3}$/);
      if (v.depot.name.includes('Surabaya') || v.depot.name.includes('Rungkut')) {
        expect(v.license_plate).toMatch(/^[LW] /);
      }
      if (v.depot.name.includes('Bandung')) expect(v.license_plate).toMatch(/^D /);
      expect(v.device?.imei).toMatch(/^[0-9]{15}$/);
      expect(v.device?.gps_phone_no).toMatch(/^\+628[0-9]{8,11}$/);
    }
    expect(new Set(vehicles.map((v) => v.license_plate)).size).toBe(vehicles.length);
    const types = new Set(vehicles.map((v) => v.device?.type));
    expect(types).toContain('bsj');
    expect(types).toContain('vss-howen');
    expect(vehicles.some((v) => v.parent_id !== null)).toBe(true);
    expect(vehicles.some((v) => v.vehicle_group.length === 0)).toBe(true);
  });

  it('WORLD-3 places addresses in Greater Jakarta and Surabaya with real provinces', () => {
    const addresses = of('addresses');
    const check = Compile(AddressSchema);
    for (const a of addresses) {
      expect(check.Check(a)).toBe(true);
      expect(ADDRESS_PROVINCES).toContain(a.province);
      const inJakarta =
        a.latitude > -6.7 && a.latitude < -6.08 && a.longitude > 106.45 && a.longitude < 107.2;
      const inSurabaya =
        a.latitude > -7.55 && a.latitude < -7.08 && a.longitude > 112.5 && a.longitude < 112.85;
      const isBandungPool = a.city === 'Bandung' && a.is_depot;
      expect(
        inJakarta || inSurabaya || isBandungPool,
        `${a.name} ${a.latitude},${a.longitude}`,
      ).toBe(true);
      expect(a.full_name).toContain(a.city);
    }
    const cities = new Set(addresses.map((a) => a.city));
    for (const city of [
      'Jakarta Selatan',
      'Bekasi',
      'Tangerang',
      'Depok',
      'Bogor',
      'Surabaya',
      'Sidoarjo',
      'Gresik',
    ]) {
      expect(cities, city).toContain(city);
    }
  });

  it('WORLD-4 delivery orders have the RO-19 shape, WIB dates in the weeks before now', () => {
    const check = Compile(DeliveryOrderSchema);
    const orders = of('delivery_orders');
    for (const order of orders) {
      expect(check.Check(order), order.number).toBe(true);
      expect(order.created_on).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
      const created = Date.parse(order.created_on);
      expect(created).toBeLessThan(NOW);
      expect(created).toBeGreaterThan(NOW - 29 * DAY_MS);
    }
    expect(orders.filter((o) => o.vendor === null).length / orders.length).toBeGreaterThan(0.8);
    expect(new Set(orders.map((o) => o.number)).size).toBe(orders.length);
    const customers = of('customers');
    const check2 = Compile(CustomerSchema);
    expect(customers.every((c) => check2.Check(c))).toBe(true);
    const ids = new Set(customers.map((c) => c.id));
    expect(orders.every((o) => ids.has(o.shipped_customer.id))).toBe(true);
  });

  it('WORLD-5 has the demo company and the branded-tracker company 1449 with every field', () => {
    const companies = world.collections.companies.map((c) => c.record);
    expect(companies.map((c) => c.id).sort()).toEqual([DEMO_COMPANY_ID, BRANDED_COMPANY_ID].sort());
    const check = Compile(CompanySchema);
    for (const record of companies) expect(check.Check(record.company)).toBe(true);
    const branded = companies.find((c) => c.id === BRANDED_COMPANY_ID);
    expect(branded?.variant).toBe('branded-tracker');
    const demo = companies.find((c) => c.id === DEMO_COMPANY_ID);
    expect(demo?.company.name).toBe('PT Armada Logistik Nusantara');
    expect(demo?.company.bankAccounts.filter((a) => a.isDefault)).toHaveLength(1);
    expect(demo?.featureFlags).toEqual({
      vsms2_bilingual: true,
      multiImei: true,
      invoiceCoreFlag: true,
    });
    expect(of('vehicles', BRANDED_COMPANY_ID).length).toBeGreaterThan(0);
  });

  describe('WORLD-6 demo accounts', () => {
    const users = world.collections.users.map((u) => u.record);
    const rights = (account: DemoAccount) =>
      users.find((u) => u.username === account)?.accessRight ?? [];
    const flags = world.collections.companies.find((c) => c.companyId === DEMO_COMPANY_ID)?.record
      .featureFlags;

    it('exist, one per demo account, branded in company 1449', () => {
      expect(users.map((u) => u.username).sort()).toEqual(
        [...DEMO_ACCOUNTS, SECOND_COMPANY_ADMIN].sort(),
      );
      const branded = world.collections.users.find((u) => u.record.username === 'branded');
      expect(branded?.companyId).toBe(BRANDED_COMPANY_ID);
    });

    it('WORLD-6 company 1449 also has an administrator with every permission (not a demo account)', () => {
      const second = world.collections.users.find(
        (u) => u.record.username === SECOND_COMPANY_ADMIN,
      );
      expect(second?.companyId).toBe(BRANDED_COMPANY_ID);
      expect(second?.record.accessRight).toEqual(
        expect.arrayContaining(Object.values(PERMISSIONS)),
      );
      expect(second?.record.role).toBe('staff');
      expect(DEMO_ACCOUNTS).not.toContain(SECOND_COMPANY_ADMIN);
    });

    it.each(Object.entries(MENU_PERMISSION_RULES))(
      'the menu rule of %s is granted to one account and refused to another',
      (_path, rule) => {
        const results = DEMO_ACCOUNTS.map((account) =>
          evaluatePermissionRule(rule, { accessRight: rights(account), featureFlags: flags ?? {} }),
        );
        expect(results).toContain(true);
        expect(results).toContain(false);
      },
    );

    it('admin holds every permission; driver is detected as a driver and nobody else is', () => {
      expect(rights('admin')).toEqual(expect.arrayContaining(Object.values(PERMISSIONS)));
      expect(DEMO_ACCOUNTS.filter((a) => isDriverUser(rights(a)))).toEqual(['driver']);
    });

    it('operator has the urgent and auto-popup scopes; dispatcher has alerts without them', () => {
      expect(rights('operator')).toEqual(
        expect.arrayContaining([
          PERMISSIONS.alertCenterUrgentRead,
          PERMISSIONS.autoPopupUrgentAlertRead,
        ]),
      );
      expect(rights('operator')).not.toContain('tms:read');
      expect(rights('dispatcher')).toContain(PERMISSIONS.alertCenterMainRead);
      expect(rights('dispatcher')).not.toContain(PERMISSIONS.alertCenterUrgentRead);
      expect(rights('dispatcher')).toEqual(
        expect.arrayContaining(['tms:create', 'route-optimization:delete', 'tms:delete']),
      );
    });
  });
});

describe('fleet size (WORLD-7)', () => {
  const parents = (w: World) =>
    w.collections.vehicles
      .filter((e) => e.companyId === DEMO_COMPANY_ID && e.record.parent_id === null)
      .map((e) => e.record);

  it('WORLD-7 the plan size gives exactly the default world', () => {
    expect(generateWorld({ seed: 7, nowMs: NOW, fleetSize: 60 }).collections).toEqual(
      world.collections,
    );
  });

  it('WORLD-7 a size gives that many parent vehicles over every depot, deterministic, plates unique', () => {
    const big = generateWorld({ seed: 7, nowMs: NOW, fleetSize: 1000 });
    const fleet = parents(big);
    expect(fleet).toHaveLength(1000);
    expect(new Set(fleet.map((v) => v.depot.name)).size).toBe(
      new Set(parents(world).map((v) => v.depot.name)).size,
    );
    const plates = big.collections.vehicles.map((e) => e.record.license_plate);
    expect(new Set(plates).size).toBe(plates.length);
    expect(
      parents(generateWorld({ seed: 7, nowMs: NOW, fleetSize: 1000 })).map((v) => v.license_plate),
    ).toEqual(fleet.map((v) => v.license_plate));
    // The branded company keeps its own fleet (its ids come after the demo company's).
    const plates1449 = (w: World) =>
      w.collections.vehicles
        .filter((e) => e.companyId === BRANDED_COMPANY_ID)
        .map((e) => e.record.license_plate);
    expect(plates1449(big)).toEqual(plates1449(world));
  });

  it('WORLD-7 reaches 50,000 vehicles and refuses a size out of range', () => {
    expect(parents(generateWorld({ seed: 7, nowMs: NOW, fleetSize: 50_000 }))).toHaveLength(50_000);
    for (const size of [0, 50_001, 1.5, Number.NaN])
      expect(() => generateWorld({ seed: 7, nowMs: NOW, fleetSize: size })).toThrow(RangeError);
  });
});
