import type { OtherCostCategory } from '@armada/contracts/costs';
import type { DocumentStore } from '../../store/document-store';
import { companyDayOf } from '../fleet-availability/availability-days';
import type { CostService } from './cost-service';
import type { NewCost } from './cost-store';
import { hashUnit } from '../fleet-history/fuel-reader';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Vehicles per company given demo costs: enough for the charts, few enough to seed quickly. */
const SEEDED_VEHICLES = 12;
const STATIONS = ['SPBU 34.101.01 Cengkareng', 'SPBU 44.501.12 Cikarang', 'SPBU 31.128.02 Cibubur'];
const GATES = ['GT Cikarang Utama', 'GT Cikupa', 'GT Halim', 'GT Kalihurip'];
const OTHERS: readonly [OtherCostCategory, number, string][] = [
  ['PARKING', 25_000, 'Parkir Pelabuhan Tanjung Priok'],
  ['WASH', 75_000, 'Cuci truk'],
  ['DRIVER_ALLOWANCE', 350_000, 'Uang jalan'],
];

/**
 * COST-11: a store with no cost gives each company, for the last 90 days, weekly fuel purchases
 * and toll payments of its first vehicles and a few other costs; amounts and times depend only
 * on the seed, the vehicle and the day, so a seed reproduces them.
 */
export async function seedCosts(
  service: CostService,
  docs: DocumentStore,
  seed: number,
  now: number,
): Promise<void> {
  for (const { record: company } of docs.entries('companies')) {
    const companyId = company.id;
    if (await service.hasEntries(companyId)) continue;
    const zone = service.zoneOf(companyId);
    const vehicles = docs
      .list('vehicles', companyId)
      .filter((v) => v.is_active && v.parent_id === null)
      .slice(0, SEEDED_VEHICLES);
    const entries: NewCost[] = [];
    const add = (entry: Omit<NewCost, 'companyId' | 'day' | 'source' | 'importId'>) =>
      entries.push({
        ...entry,
        companyId,
        day: companyDayOf(entry.occurredAt, zone),
        source: 'MANUAL',
        importId: null,
      });
    const base = {
      notes: '',
      statementKey: null,
      createdAt: now,
      createdById: null,
      createdByName: null,
    };
    const today = Date.parse(`${companyDayOf(now, zone)}T00:00:00Z`);
    for (const [index, vehicle] of vehicles.entries()) {
      for (let daysAgo = 1 + (index % 7); daysAgo <= 90; daysAgo += 7) {
        const u = hashUnit(seed, vehicle.id, daysAgo);
        const at = today - daysAgo * DAY_MS + (7 + Math.floor(u * 8)) * HOUR_MS - 7 * HOUR_MS;
        const litres = 60 + Math.round(u * 80);
        add({
          ...base,
          kind: 'FUEL',
          category: null,
          vehicleId: vehicle.id,
          licensePlate: vehicle.license_plate,
          occurredAt: at,
          amount: litres * 6_800,
          litres,
          place: STATIONS[index % STATIONS.length] ?? '',
          reference: `FC-${String(vehicle.id).padStart(5, '0')}`,
        });
        add({
          ...base,
          kind: 'TOLL',
          category: null,
          vehicleId: vehicle.id,
          licensePlate: vehicle.license_plate,
          occurredAt: at + 2 * HOUR_MS,
          amount: 10_000 + Math.round(u * 60) * 1_000,
          litres: null,
          place: GATES[(index + daysAgo) % GATES.length] ?? '',
          reference: `ET-${String(vehicle.id).padStart(5, '0')}`,
        });
      }
    }
    for (const [index, [category, amount, place]] of OTHERS.entries()) {
      const vehicle = vehicles[index];
      for (let daysAgo = 3 + index; daysAgo <= 90; daysAgo += 30) {
        add({
          ...base,
          kind: 'OTHER',
          category,
          vehicleId: vehicle?.id ?? null,
          licensePlate: vehicle?.license_plate ?? null,
          occurredAt: today - daysAgo * DAY_MS + 3 * HOUR_MS,
          amount,
          litres: null,
          place,
          reference: '',
        });
      }
    }
    await service.seed(entries);
  }
}
