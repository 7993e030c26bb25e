import type { MasterExportQuery } from '@armada/contracts/fleet';
import type { Clock } from '../../domain/clock';
import { toWibIso } from '../../domain/wib-time';
import type { AuthContext } from '../../services/auth-service';
import type { DocumentStore } from '../../store/document-store';
import { tableFile, type Cell } from './vehicle-file';

/**
 * MDF-20: the drivers, vehicle groups or box types of the company as a file, active ones unless
 * asked, in the columns of their forms (the records they name by name).
 */
export async function masterExport(
  store: DocumentStore,
  clock: Clock,
  auth: AuthContext,
  query: MasterExportQuery,
): Promise<{ bytes: Buffer; contentType: string; fileName: string }> {
  const companyId = auth.company.id;
  const all = query.include_inactive === true;
  let header: string[];
  let rows: Cell[][];
  let sheet: string;
  if (query.resource === 'drivers') {
    const plateOf = new Map<number, string>();
    for (const v of store.list('vehicles', companyId))
      if (v.driver) plateOf.set(v.driver.id, v.license_plate);
    header = [
      'fullname',
      'phone_no',
      'license_type',
      'license_no',
      'license_expiry',
      'vehicle',
      'is_active',
    ];
    rows = store
      .list('drivers', companyId)
      .filter((d) => all || d.isActive)
      .map((d) => [
        d.fullname,
        d.phoneNo,
        d.licenseType,
        d.licenseNo,
        d.licenseExpiry ?? '',
        plateOf.get(d.driverId) ?? '',
        d.isActive ? 'true' : 'false',
      ]);
    sheet = 'Pengemudi';
  } else if (query.resource === 'vehicle-groups') {
    const counts = new Map<number, number>();
    for (const v of store.list('vehicles', companyId))
      for (const g of v.vehicle_group) counts.set(g.id, (counts.get(g.id) ?? 0) + 1);
    header = ['name', 'vehicle_count', 'is_active'];
    rows = store
      .list('vehicle_groups', companyId)
      .filter((g) => all || (g.is_active ?? true))
      .map((g) => [g.name, counts.get(g.id) ?? 0, (g.is_active ?? true) ? 'true' : 'false']);
    sheet = 'Grup kendaraan';
  } else {
    header = [
      'name',
      'weight_capacity_kg',
      'volume_capacity_cbm',
      'length_m',
      'width_m',
      'height_m',
      'is_active',
    ];
    rows = store
      .list('box_types', companyId)
      .filter((b) => all || b.is_active)
      .map((b) => [
        b.name,
        b.weight_capacity,
        b.volume_capacity,
        b.length,
        b.width,
        b.height,
        b.is_active ? 'true' : 'false',
      ]);
    sheet = 'Jenis bak';
  }
  const day = toWibIso(clock.now()).slice(0, 10);
  return {
    bytes: await tableFile(header, rows, query.format, sheet, ['phone_no', 'license_no']),
    contentType:
      query.format === 'csv'
        ? 'text/csv; charset=utf-8'
        : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    fileName: `${query.resource}-${day}.${query.format}`,
  };
}
