import { describe, expect, it } from 'vitest';
import { CORRIDORS } from './network-data';
import {
  GANJIL_GENAP_CORRIDORS,
  INNER_CITY_TRUCK_CORRIDORS,
  MOTORCYCLE,
  closedCorridors,
  plateParity,
  profileOfVehicleType,
  restrictionOn,
  ruleBoundaryMinutes,
  tollClassOf,
  tollRupiah,
  type RuledVehicle,
} from './road-rules';

/** Epoch ms of a WIB wall-clock time (no real clock is read). */
function wib(date: string, hour: number, minute = 0): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d, hour - 7, minute);
}

// 2026-12-07 is a Monday (odd date), 2026-12-08 a Tuesday, 2026-12-12 a Saturday.
const ODD_MONDAY = '2026-12-07';
const EVEN_TUESDAY = '2026-12-08';
const SATURDAY = '2026-12-12';

const van = (plate: string): RuledVehicle => ({ profile: profileOfVehicleType('van'), plate });
const SUDIRMAN = 'jkt-sudirman-thamrin';

describe('road rules (ROADRULE-1..ROADRULE-6)', () => {
  it('every corridor the rules name exists in the network', () => {
    const ids = new Set(CORRIDORS.map((c) => c.id));
    for (const id of [...GANJIL_GENAP_CORRIDORS, ...INNER_CITY_TRUCK_CORRIDORS])
      expect(ids.has(id), id).toBe(true);
  });

  it('ROADRULE-1: toll classes follow axles and tyres; the catalogue types get profiles', () => {
    expect(tollClassOf(2, 4)).toBe('I');
    expect(tollClassOf(2, 6)).toBe('II');
    expect(tollClassOf(3, 10)).toBe('III');
    expect(tollClassOf(4, 14)).toBe('IV');
    expect(tollClassOf(6, 22)).toBe('V');
    expect(profileOfVehicleType('van').tollClass).toBe('I');
    expect(profileOfVehicleType('cdd').tollClass).toBe('II');
    expect(profileOfVehicleType('fuso').tollClass).toBe('III');
    expect(profileOfVehicleType('tronton').tollClass).toBe('IV');
    expect(profileOfVehicleType('trailer').tollClass).toBe('V');
    expect(profileOfVehicleType('unknown-type').tollClass).toBe('I');
  });

  it('ROADRULE-2: plate parity is the last digit of the plate number', () => {
    expect(plateParity('B 1234 XYZ')).toBe('even');
    expect(plateParity('B 1237 XYZ')).toBe('odd');
    expect(plateParity('L 90 AB')).toBe('even');
    expect(plateParity('XYZ')).toBeNull();
  });

  it('ROADRULE-2: odd-even closes the road to the other parity in the weekday hours only', () => {
    // Odd date: the even plate is off Sudirman at 07:00 and 17:00, not at 11:00 or 22:00.
    expect(restrictionOn(SUDIRMAN, van('B 1234 XYZ'), wib(ODD_MONDAY, 7))).toBe('ganjil_genap');
    expect(restrictionOn(SUDIRMAN, van('B 1234 XYZ'), wib(ODD_MONDAY, 17))).toBe('ganjil_genap');
    expect(restrictionOn(SUDIRMAN, van('B 1234 XYZ'), wib(ODD_MONDAY, 11))).toBeNull();
    expect(restrictionOn(SUDIRMAN, van('B 1234 XYZ'), wib(ODD_MONDAY, 21))).toBeNull();
    expect(restrictionOn(SUDIRMAN, van('B 1234 XYZ'), wib(ODD_MONDAY, 5, 59))).toBeNull();
    expect(restrictionOn(SUDIRMAN, van('B 1234 XYZ'), wib(ODD_MONDAY, 9, 59))).toBe('ganjil_genap');
    // The odd plate drives it on an odd date, not on an even one.
    expect(restrictionOn(SUDIRMAN, van('B 1237 XYZ'), wib(ODD_MONDAY, 7))).toBeNull();
    expect(restrictionOn(SUDIRMAN, van('B 1237 XYZ'), wib(EVEN_TUESDAY, 7))).toBe('ganjil_genap');
    // A road the rule does not name is open.
    expect(restrictionOn('jkt-daan-mogot', van('B 1234 XYZ'), wib(ODD_MONDAY, 7))).toBeNull();
  });

  it('ROADRULE-3: no odd-even at weekends and on public holidays; not for two wheels', () => {
    expect(restrictionOn(SUDIRMAN, van('B 1234 XYZ'), wib(SATURDAY, 7))).toBeNull();
    // 2026-12-25 is a Friday, and Christmas.
    expect(restrictionOn(SUDIRMAN, van('B 1234 XYZ'), wib('2026-12-25', 7))).toBeNull();
    const motor = { profile: MOTORCYCLE, plate: 'B 1234 XYZ' };
    expect(restrictionOn(SUDIRMAN, motor, wib(ODD_MONDAY, 7))).toBeNull();
  });

  it('ROADRULE-4: heavy trucks are off the inner city by day, class II+ off the inner toll ring in rush hours', () => {
    const fuso = { profile: profileOfVehicleType('fuso'), plate: 'B 9001 UX' };
    const cdd = { profile: profileOfVehicleType('cdd'), plate: 'B 9001 UX' };
    expect(restrictionOn(SUDIRMAN, fuso, wib(SATURDAY, 12))).toBe('truck_ban');
    expect(restrictionOn(SUDIRMAN, fuso, wib(SATURDAY, 23))).toBeNull();
    // A two-axle truck may use the inner city, with its plate's parity.
    expect(restrictionOn(SUDIRMAN, cdd, wib(SATURDAY, 12))).toBeNull();
    expect(restrictionOn('jkt-inner-ring', cdd, wib(ODD_MONDAY, 8))).toBe('truck_ban');
    expect(restrictionOn('jkt-inner-ring', cdd, wib(ODD_MONDAY, 12))).toBeNull();
    expect(restrictionOn('jkt-inner-ring', cdd, wib(SATURDAY, 8))).toBeNull();
    expect(restrictionOn('jkt-inner-ring', van('B 1234 XYZ'), wib(ODD_MONDAY, 8))).toBeNull();
  });

  it('ROADRULE-5: holiday windows close the toll roads to trucks of three or more axles; motorcycles never drive them', () => {
    const fuso = { profile: profileOfVehicleType('fuso'), plate: 'B 9001 UX' };
    const cdd = { profile: profileOfVehicleType('cdd'), plate: 'B 9001 UX' };
    expect(restrictionOn('jkt-cikampek', fuso, wib('2026-12-24', 3))).toBe('holiday_ban');
    expect(restrictionOn('jkt-cikampek', fuso, wib('2026-12-22', 3))).toBeNull();
    expect(restrictionOn('jkt-cikampek', cdd, wib('2026-12-24', 3))).toBeNull();
    const motor = { profile: MOTORCYCLE, plate: 'B 1234 XYZ' };
    expect(restrictionOn('jkt-cikampek', motor, wib(SATURDAY, 3))).toBe('motorcycle_ban');
  });

  it('ROADRULE-6: toll costs whole Rupiah per km by class', () => {
    expect(tollRupiah('I', 12_345)).toBe(12_345);
    expect(tollRupiah('II', 10_000)).toBe(15_000);
    expect(tollRupiah('V', 10_000)).toBe(20_000);
    expect(Number.isInteger(tollRupiah('III', 1_234.5))).toBe(true);
  });

  it('ROADRULE-7: the closed roads are constant between rule boundaries', () => {
    const bounds = ruleBoundaryMinutes();
    expect(bounds).toEqual([...bounds].sort((a, b) => a - b));
    expect(bounds).toContain(6 * 60);
    expect(bounds).toContain(21 * 60);
    const vehicle = van('B 1234 XYZ');
    for (let minute = 0; minute < 24 * 60; minute += 5) {
      const start = bounds.filter((b) => b <= minute).at(-1) ?? 0;
      const at = (m: number) => [...closedCorridors(vehicle, wib(ODD_MONDAY, 0, m))].join();
      expect(at(minute), `minute ${minute}`).toBe(at(start));
    }
  });
});
