import {
  VEHICLE_FILE_COLUMNS,
  type MasterFleetExportFormat,
  type Vehicle,
  type VehicleFileColumn,
} from '@armada/contracts/fleet';
import { excelJs } from '../../lib/file-format-libraries';

/**
 * MDF-8: the vehicles as a file that imports back unchanged (MDF-9): the columns are the
 * import's names, groups and camera channels joined by ";". CSV is UTF-8 with a byte order mark
 * (spreadsheet programs then read the Indonesian letters); XLSX with ExcelJS, as the licences
 * and reports export, with a bold frozen header.
 */

export type Cell = string | number;

export function vehicleCells(vehicle: Vehicle): Record<VehicleFileColumn, Cell> {
  return {
    license_plate: vehicle.license_plate,
    fleet_category: vehicle.fleet_category,
    brand: vehicle.brand,
    model: vehicle.model,
    year: vehicle.year,
    vehicle_type: vehicle.vehicle_type.type,
    box_type: vehicle.box_type?.name ?? '',
    weight_capacity_kg: vehicle.box_type?.weight_capacity ?? '',
    volume_capacity_cbm: vehicle.box_type?.volume_capacity ?? '',
    groups: vehicle.vehicle_group.map((g) => g.name).join(';'),
    depot: vehicle.depot.name,
    driver: vehicle.driver?.fullname ?? '',
    fuel_tank_l: vehicle.fuel_tank_l ?? '',
    odometer_km: vehicle.odometer_km ?? '',
    device_imei: vehicle.device?.imei ?? '',
    device_type: vehicle.device?.type ?? '',
    gps_phone_no: vehicle.device?.gps_phone_no ?? '',
    camera_channels: (vehicle.device?.camera_channels ?? []).join(';'),
    is_active: vehicle.is_active ? 'true' : 'false',
  };
}

/** A CSV field: quoted when it holds a separator, a quote or a line break; formulas defused. */
function csvField(value: Cell): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function vehiclesFile(
  vehicles: readonly Vehicle[],
  format: MasterFleetExportFormat,
): Promise<Buffer> {
  const header = [...VEHICLE_FILE_COLUMNS];
  const rows = vehicles.map((v) => {
    const cells = vehicleCells(v);
    return header.map((column) => cells[column]);
  });
  // IMEIs and phone numbers stay text: a spreadsheet would round a 15-digit number.
  return tableFile(header, rows, format, 'Kendaraan', ['device_imei', 'gps_phone_no']);
}

/** MDF-8, MDF-20: a header and rows as CSV (UTF-8 with BOM, formulas defused) or XLSX. */
export async function tableFile(
  header: readonly string[],
  rows: readonly (readonly Cell[])[],
  format: MasterFleetExportFormat,
  sheetName: string,
  textColumns: readonly string[] = [],
): Promise<Buffer> {
  if (format === 'csv') {
    const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
    return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
  }
  const workbook = new (excelJs().Workbook)();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow([...header]).font = { bold: true };
  for (const row of rows) sheet.addRow([...row]);
  for (const name of textColumns) {
    const index = header.indexOf(name);
    if (index >= 0) sheet.getColumn(index + 1).numFmt = '@';
  }
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(12, (header[index] ?? '').length + 4);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
