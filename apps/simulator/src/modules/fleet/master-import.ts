import {
  BoxTypeInputSchema,
  DriverInputSchema,
  MASTER_FLEET_LIMITS,
  VehicleGroupInputSchema,
  type BoxType,
  type Driver,
  type DriverInput,
  type MasterExportResource,
  type Vehicle,
  type VehicleImportResult,
} from '@armada/contracts/fleet';
import { isCalendarDay } from '@armada/contracts/licences';
import { SERVER_ERROR_REASONS, type ServerErrorParams } from '@armada/contracts/shared';
import Value from 'typebox/value';
import type { VehicleGroupRecord } from '../../domain/records';
import { ServiceError } from '../../services/service-error';
import type { DocumentStore, WriteBatch } from '../../store/document-store';
import type { Cell, ImportSheet } from '../delivery-order-import/read-import-file';
import { normalisePhone } from './driver-master-service';
import { normalisePlate } from './vehicle-rules';

/**
 * MDF-21 ... MDF-23: drivers, vehicle groups and box types from a file of their export's columns
 * (master-export.ts). Every row is checked against the store and the rows before it; the first
 * bad row refuses the file and nothing is written. Saving is one batch, so the links between
 * records (which vehicle a driver drives, the names vehicles carry) are settled for the whole
 * file at once, not row by row.
 */

const R = SERVER_ERROR_REASONS;

/** The columns a file must have, per list; the others of the export are read when present. */
const REQUIRED: Record<MasterExportResource, readonly string[]> = {
  drivers: ['fullname', 'phone_no', 'license_type', 'license_no'],
  'vehicle-groups': ['name'],
  'box-types': [
    'name',
    'weight_capacity_kg',
    'volume_capacity_cbm',
    'length_m',
    'width_m',
    'height_m',
  ],
};

/**
 * Why a row is refused, as a code the web words in the reader's language (with `value`, the
 * cell as written, and `other`, the earlier row a repeat points at).
 */
export const MASTER_ROW_PROBLEMS = {
  tooManyRows: () => `The file has more than ${MASTER_FLEET_LIMITS.maxImportRows} rows.`,
  notANumber: (value: string) => `"${value}" is not a number.`,
  notAccepted: (value: string) => `"${value}" is not accepted here.`,
  notBoolean: (value: string) => `Use true or false, not "${value}".`,
  notADay: (value: string) => `"${value}" is not a calendar day (YYYY-MM-DD).`,
  notAMobile: (value: string) => `"${value}" is not a mobile number.`,
  repeated: (value: string, other: number) => `"${value}" is already on row ${other}.`,
  noVehicle: (value: string) => `The company has no vehicle "${value}".`,
  vehicleRepeated: (value: string, other: number) => `${value} is already given on row ${other}.`,
  inactiveWithVehicle: () => 'An inactive driver cannot be given a vehicle.',
  noRecord: (value: string) => `The company has no "${value}" here.`,
  taken: (value: string) => `"${value}" is already in use.`,
} as const;
export type MasterRowProblemCode = keyof typeof MASTER_ROW_PROBLEMS;

export interface MasterRowProblem {
  row: number;
  column: string;
  problem: MasterRowProblemCode;
  value: string;
  other: number;
}

class RowRefusal extends Error {
  constructor(readonly problem: MasterRowProblem) {
    super(problem.problem);
  }
}

/** A cell as text; an export's defused leading "=" or "+" loses its quote again. */
export function cellText(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell)
    .trim()
    .replace(/^'(?=[=+\-@])/, '');
}

const key = (value: string) => value.trim().replace(/\s+/g, ' ').toLocaleLowerCase('id');
const tidy = (name: string) => name.trim().replace(/\s+/g, ' ');

const TRUE = new Set(['true', 'ya', 'yes', '1', 'aktif', 'active']);
const FALSE = new Set(['false', 'tidak', 'no', '0', 'nonaktif', 'inactive']);

interface Row {
  row: number;
  text(column: string): string;
  refuse(column: string, problem: MasterRowProblemCode, other?: number): never;
  /** `is_active`: empty keeps the record's state (a new record is active). */
  active(current: boolean | undefined): boolean;
  number(column: string): number;
}

function rowsOf(sheet: ImportSheet, resource: MasterExportResource): Row[] {
  const header = sheet.header.map(key);
  const missing = REQUIRED[resource].filter((column) => !header.includes(column));
  if (missing.length > 0)
    throw ServiceError.validation(
      `The file's header misses the columns ${missing.join(', ')}; start from an export.`,
      {
        reason: R.masterImportHeaderInvalid,
        params: { columns: missing.join(', ') },
        field: 'body',
      },
    );
  if (sheet.rows.length > MASTER_FLEET_LIMITS.maxImportRows)
    throw refusal({
      row: MASTER_FLEET_LIMITS.maxImportRows + 2,
      column: REQUIRED[resource][0] ?? 'name',
      problem: 'tooManyRows',
      value: '',
      other: 0,
    });
  return sheet.rows.map(({ row, cells }) => {
    const text = (column: string) => {
      const at = header.indexOf(column);
      return at < 0 ? '' : cellText(cells[at]);
    };
    const refuse = (column: string, problem: MasterRowProblemCode, other = 0): never => {
      throw new RowRefusal({ row, column, problem, value: text(column), other });
    };
    return {
      row,
      text,
      refuse,
      active: (current) => {
        const value = key(text('is_active'));
        if (value === '') return current ?? true;
        if (TRUE.has(value)) return true;
        if (FALSE.has(value)) return false;
        return refuse('is_active', 'notBoolean');
      },
      number: (column) => {
        const raw = text(column).replace(',', '.');
        const n = raw === '' ? Number.NaN : Number(raw);
        return Number.isFinite(n) ? n : refuse(column, 'notANumber');
      },
    };
  });
}

/** The 400 of a refused row (MDF-9, MDF-21): its number, column, problem code and cell. */
export function rowRefusal(
  problem: MasterRowProblem,
  reason:
    typeof R.masterImportRowInvalid | typeof R.vehicleImportRowInvalid = R.masterImportRowInvalid,
): ServiceError {
  const params: ServerErrorParams = { ...problem };
  const text = MASTER_ROW_PROBLEMS[problem.problem](problem.value, problem.other);
  return ServiceError.validation(
    `Row ${problem.row}, ${problem.column}: ${text} Nothing was imported.`,
    { reason, params, field: 'body' },
  );
}

const refusal = (problem: MasterRowProblem) => rowRefusal(problem);

/** The first schema problem of a row's request, named by its file column. */
function schemaProblem(
  row: Row,
  errors: Iterable<{ instancePath: string }>,
  columns: Record<string, string>,
): void {
  for (const error of errors) {
    const field = error.instancePath.replace(/^\//, '').split('/')[0] ?? '';
    row.refuse(columns[field] ?? field, 'notAccepted');
  }
}

/**
 * Reads the rows of `resource` and puts them on `batch`; a refused row throws (a 400 naming the
 * row, column and problem) before anything is committed.
 */
export function importMasterRows(
  store: DocumentStore,
  batch: WriteBatch,
  companyId: number,
  resource: MasterExportResource,
  sheet: ImportSheet,
): VehicleImportResult {
  const rows = rowsOf(sheet, resource);
  try {
    if (resource === 'drivers') return importDrivers(store, batch, companyId, rows);
    if (resource === 'vehicle-groups') return importGroups(store, batch, companyId, rows);
    return importBoxTypes(store, batch, companyId, rows);
  } catch (error) {
    if (error instanceof RowRefusal) throw refusal(error.problem);
    throw error;
  }
}

/** Rows naming the same record twice (by `name`) are refused at the second. */
function firstSeen(seen: Map<string, number>, row: Row, column: string, value: string): void {
  const earlier = seen.get(key(value));
  if (earlier !== undefined) row.refuse(column, 'repeated', earlier);
  seen.set(key(value), row.row);
}

/** MDF-22: groups by name; a name written in another case renames the group everywhere. */
function importGroups(
  store: DocumentStore,
  batch: WriteBatch,
  companyId: number,
  rows: Row[],
): VehicleImportResult {
  const byName = new Map(store.list('vehicle_groups', companyId).map((g) => [key(g.name), g]));
  const seen = new Map<string, number>();
  const renamed = new Map<number, string>();
  let created = 0;
  let updated = 0;
  for (const row of rows) {
    const name = tidy(row.text('name'));
    schemaProblem(row, Value.Errors(VehicleGroupInputSchema, { name }), {});
    firstSeen(seen, row, 'name', name);
    const current = byName.get(key(name));
    const group: VehicleGroupRecord = {
      ...current,
      id: current?.id ?? store.reserveId('vehicle_groups'),
      name,
      is_active: row.active(current?.is_active ?? true),
    };
    batch.put('vehicle_groups', companyId, group);
    if (current) {
      updated++;
      if (current.name !== name) renamed.set(group.id, name);
    } else created++;
  }
  for (const v of store.list('vehicles', companyId))
    if (v.vehicle_group.some((g) => renamed.has(g.id)))
      batch.put('vehicles', companyId, {
        ...v,
        vehicle_group: v.vehicle_group.map((g) => ({
          id: g.id,
          name: renamed.get(g.id) ?? g.name,
        })),
      });
  return { created, updated };
}

const BOX_COLUMNS = {
  weight_capacity: 'weight_capacity_kg',
  volume_capacity: 'volume_capacity_cbm',
  length: 'length_m',
  width: 'width_m',
  height: 'height_m',
} as const;

/** MDF-22: box types by name; vehicles carrying one get its new name and capacities. */
function importBoxTypes(
  store: DocumentStore,
  batch: WriteBatch,
  companyId: number,
  rows: Row[],
): VehicleImportResult {
  const byName = new Map(store.list('box_types', companyId).map((b) => [key(b.name), b]));
  const seen = new Map<string, number>();
  const changed = new Map<number, BoxType>();
  let created = 0;
  let updated = 0;
  for (const row of rows) {
    const name = tidy(row.text('name'));
    const input = {
      name,
      weight_capacity: row.number(BOX_COLUMNS.weight_capacity),
      volume_capacity: row.number(BOX_COLUMNS.volume_capacity),
      length: row.number(BOX_COLUMNS.length),
      width: row.number(BOX_COLUMNS.width),
      height: row.number(BOX_COLUMNS.height),
    };
    schemaProblem(row, Value.Errors(BoxTypeInputSchema, input), BOX_COLUMNS);
    firstSeen(seen, row, 'name', name);
    const current = byName.get(key(name));
    const box: BoxType = {
      id: current?.id ?? store.reserveId('box_types'),
      ...input,
      is_active: row.active(current?.is_active),
    };
    batch.put('box_types', companyId, box);
    if (current) {
      updated++;
      changed.set(box.id, box);
    } else created++;
  }
  for (const v of store.list('vehicles', companyId)) {
    const box = v.box_type ? changed.get(v.box_type.id) : undefined;
    if (box)
      batch.put('vehicles', companyId, {
        ...v,
        box_type: {
          id: box.id,
          name: box.name,
          weight_capacity: box.weight_capacity,
          volume_capacity: box.volume_capacity,
        },
      });
  }
  return { created, updated };
}

const DRIVER_COLUMNS: Record<string, string> = {
  fullname: 'fullname',
  phoneNo: 'phone_no',
  licenseType: 'license_type',
  licenseNo: 'license_no',
  licenseExpiry: 'license_expiry',
};

/**
 * MDF-23: drivers by SIM number. The `vehicle` column is the plate the driver drives, empty for
 * none; the assignments are settled for the whole file: two rows may not name one vehicle, a
 * vehicle named in the file leaves the driver it had, a driver of the file no longer named on
 * their vehicle leaves it, and an inactive driver drives nothing (MDF-16). User accounts and
 * photos are kept; the file does not carry them.
 */
function importDrivers(
  store: DocumentStore,
  batch: WriteBatch,
  companyId: number,
  rows: Row[],
): VehicleImportResult {
  const drivers = store.list('drivers', companyId);
  const bySim = new Map(drivers.map((d) => [d.licenseNo, d]));
  const vehicles = store.list('vehicles', companyId);
  const byPlate = new Map(vehicles.map((v) => [v.license_plate, v]));
  const seenSim = new Map<string, number>();
  const seenPlate = new Map<string, number>();
  /** Vehicle id -> the driver of the file it is given to. */
  const given = new Map<number, Driver>();
  const ofFile = new Map<number, Driver>();
  let created = 0;
  let updated = 0;
  for (const row of rows) {
    const licenseNo = row.text('license_no');
    const current = bySim.get(licenseNo);
    const expiry = row.text('license_expiry');
    const input: DriverInput = {
      fullname: tidy(row.text('fullname')),
      phoneNo: row.text('phone_no'),
      licenseType: row.text('license_type') as DriverInput['licenseType'],
      licenseNo,
      licenseExpiry: expiry === '' ? null : expiry,
      vehicleId: null,
      userId: current?.userId ?? null,
    };
    schemaProblem(row, Value.Errors(DriverInputSchema, input), DRIVER_COLUMNS);
    if (input.licenseExpiry !== null && !isCalendarDay(input.licenseExpiry))
      row.refuse('license_expiry', 'notADay');
    const phoneNo = normalisePhone(input.phoneNo);
    if (!/^\+628[0-9]{7,12}$/.test(phoneNo)) row.refuse('phone_no', 'notAMobile');
    const earlier = seenSim.get(licenseNo);
    if (earlier !== undefined) row.refuse('license_no', 'repeated', earlier);
    seenSim.set(licenseNo, row.row);
    const isActive = row.active(current?.isActive);
    const driver: Driver = {
      driverId: current?.driverId ?? store.reserveId('drivers'),
      fullname: input.fullname,
      userId: input.userId,
      isActive,
      photograph: current?.photograph ?? null,
      phoneNo,
      licenseType: input.licenseType,
      licenseNo,
      licenseExpiry: input.licenseExpiry,
    };
    const plateText = row.text('vehicle');
    if (plateText !== '') {
      const plate = normalisePlate(plateText);
      const vehicle = plate === null ? undefined : byPlate.get(plate);
      if (!vehicle) row.refuse('vehicle', 'noVehicle');
      if (!isActive) row.refuse('vehicle', 'inactiveWithVehicle');
      const other = seenPlate.get(vehicle.license_plate);
      if (other !== undefined) row.refuse('vehicle', 'vehicleRepeated', other);
      seenPlate.set(vehicle.license_plate, row.row);
      given.set(vehicle.id, driver);
    }
    ofFile.set(driver.driverId, driver);
    batch.put('drivers', companyId, driver);
    if (current) updated++;
    else created++;
  }
  for (const v of vehicles) {
    const next = given.get(v.id);
    let driver: Vehicle['driver'];
    if (next) driver = { id: next.driverId, fullname: next.fullname, phone_no: next.phoneNo };
    else if (v.driver && ofFile.has(v.driver.id)) driver = null;
    else continue;
    if (
      driver?.id !== v.driver?.id ||
      driver?.fullname !== v.driver?.fullname ||
      driver?.phone_no !== v.driver?.phone_no
    )
      batch.put('vehicles', companyId, { ...v, driver });
  }
  return { created, updated };
}
