import {
  DEVICE_TYPES,
  FLEET_CATEGORIES,
  MASTER_FLEET_LIMITS,
  VEHICLE_FILE_COLUMNS,
  VehicleInputSchema,
  type BoxType,
  type DeviceType,
  type Driver,
  type FleetCategory,
  type VehicleFileColumn,
  type VehicleInput,
  type VehicleType,
} from '@armada/contracts/fleet';
import type { Address } from '@armada/contracts/customers';
import Value from 'typebox/value';
import type { Cell, ImportSheet } from '../delivery-order-import/read-import-file';
import type { VehicleGroupRecord } from '../../domain/records';
import { cellText, type MasterRowProblem, type MasterRowProblemCode } from './master-import';

/**
 * MDF-9: the rows of an import file as the form's requests. Names in the file (vehicle type,
 * box type, groups, depot, driver) are looked up in the company's records, case-insensitively;
 * the capacity columns come from the box type and are not read.
 */

export type RowProblem = MasterRowProblem;

export interface ImportLookups {
  vehicleTypes: readonly VehicleType[];
  boxTypes: readonly BoxType[];
  groups: readonly VehicleGroupRecord[];
  depots: readonly Address[];
  drivers: readonly Driver[];
}

export interface ParsedRow {
  row: number;
  input: VehicleInput;
  active: boolean;
}

/** Columns a file must have; the capacities are read from the box type. */
const REQUIRED: readonly VehicleFileColumn[] = VEHICLE_FILE_COLUMNS.filter(
  (c) => c !== 'weight_capacity_kg' && c !== 'volume_capacity_cbm',
);

const text = cellText;

const key = (value: string) => value.trim().toLocaleLowerCase('id');

const TRUE = new Set(['true', 'ya', 'yes', '1', 'aktif', 'active']);
const FALSE = new Set(['false', 'tidak', 'no', '0', 'nonaktif', 'inactive']);

export function parseVehicleRows(
  sheet: ImportSheet,
  lookups: ImportLookups,
): { rows: ParsedRow[] } | { columns: string[] } | RowProblem {
  const header = sheet.header.map((h) => key(h));
  const missing = REQUIRED.filter((column) => !header.includes(column));
  if (missing.length > 0) return { columns: missing };
  if (sheet.rows.length > MASTER_FLEET_LIMITS.maxImportRows)
    return {
      row: MASTER_FLEET_LIMITS.maxImportRows + 2,
      column: 'license_plate',
      problem: 'tooManyRows',
      value: '',
      other: 0,
    };
  const at = (cells: Cell[], column: VehicleFileColumn) => text(cells[header.indexOf(column)]);
  const byName = <T>(list: readonly T[], name: (item: T) => string) =>
    new Map(list.map((item) => [key(name(item)), item]));
  const types = byName(lookups.vehicleTypes, (t) => t.type);
  const boxes = byName(lookups.boxTypes, (b) => b.name);
  const groups = byName(lookups.groups, (g) => g.name);
  const depots = byName(lookups.depots, (d) => d.name);
  const drivers = byName(lookups.drivers, (d) => d.fullname);
  const rows: ParsedRow[] = [];
  for (const { row, cells } of sheet.rows) {
    const problem = (column: VehicleFileColumn, code: MasterRowProblemCode): RowProblem => ({
      row,
      column,
      problem: code,
      value: value(column),
      other: 0,
    });
    const value = (column: VehicleFileColumn) => at(cells, column);
    const number = (column: VehicleFileColumn): number | RowProblem => {
      const raw = value(column).replace(',', '.');
      const n = raw === '' ? 0 : Number(raw);
      return Number.isFinite(n) ? n : problem(column, 'notANumber');
    };
    const category = value('fleet_category');
    if (!(FLEET_CATEGORIES as readonly string[]).includes(category))
      return problem('fleet_category', 'notAccepted');
    const type = types.get(key(value('vehicle_type')));
    if (!type) return problem('vehicle_type', 'noRecord');
    const boxName = value('box_type');
    const box = boxName === '' ? null : boxes.get(key(boxName));
    if (box === undefined) return problem('box_type', 'noRecord');
    const groupIds: number[] = [];
    for (const name of value('groups')
      .split(';')
      .map((g) => g.trim())
      .filter(Boolean)) {
      const group = groups.get(key(name));
      if (!group) return { ...problem('groups', 'noRecord'), value: name };
      if (!groupIds.includes(group.id)) groupIds.push(group.id);
    }
    const depot = depots.get(key(value('depot')));
    if (!depot) return problem('depot', 'noRecord');
    const driverName = value('driver');
    const driver = driverName === '' ? null : drivers.get(key(driverName));
    if (driver === undefined) return problem('driver', 'noRecord');
    const year = number('year');
    const fuel = number('fuel_tank_l');
    const odometer = number('odometer_km');
    for (const n of [year, fuel, odometer]) if (typeof n !== 'number') return n;
    const imei = value('device_imei');
    const deviceType = value('device_type');
    if (imei !== '' && !(DEVICE_TYPES as readonly string[]).includes(deviceType))
      return problem('device_type', 'notAccepted');
    const channels = value('camera_channels')
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean)
      .map(Number);
    const activeText = key(value('is_active'));
    if (activeText !== '' && !TRUE.has(activeText) && !FALSE.has(activeText))
      return problem('is_active', 'notBoolean');
    const input: VehicleInput = {
      license_plate: value('license_plate'),
      fleet_category: category as FleetCategory,
      brand: value('brand'),
      model: value('model'),
      year: year as number,
      vehicle_type_id: type.vehicleTypeId,
      box_type_id: box?.id ?? null,
      group_ids: groupIds,
      depot_id: depot.id,
      driver_id: driver?.driverId ?? null,
      fuel_tank_l: fuel as number,
      odometer_km: odometer as number,
      device:
        imei === ''
          ? null
          : {
              imei,
              type: deviceType as DeviceType,
              gps_phone_no: value('gps_phone_no'),
              camera_channels: channels,
            },
    };
    // The same schema the form's request meets: lengths, ranges, IMEI digits.
    const [error] = Value.Errors(VehicleInputSchema, input);
    if (error) {
      const column = columnOf(error.instancePath);
      return problem(column, 'notAccepted');
    }
    rows.push({ row, input, active: activeText === '' || TRUE.has(activeText) });
  }
  return { rows };
}

/** The file column of a request field the schema refused. */
function columnOf(path: string): VehicleFileColumn {
  const field = path.replace(/^\//, '').split('/');
  const map: Record<string, VehicleFileColumn> = {
    device: 'device_imei',
    fuel_tank_l: 'fuel_tank_l',
    odometer_km: 'odometer_km',
    year: 'year',
    brand: 'brand',
    model: 'model',
    license_plate: 'license_plate',
  };
  if (field[0] === 'device' && field[1] === 'gps_phone_no') return 'gps_phone_no';
  if (field[0] === 'device' && field[1] === 'camera_channels') return 'camera_channels';
  return map[field[0] ?? ''] ?? 'license_plate';
}
