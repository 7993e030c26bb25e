import type { Vehicle } from '@armada/contracts/fleet';
import type { AuthContext } from '../../services/auth-service';
import type { DocumentStore } from '../../store/document-store';
import { addMonths } from './due-rules';
import type { MaintenanceService } from './maintenance-service';

const DAY_MS = 86_400_000;

const shift = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * MNT-14: a fresh store gets, for the first company, plans for its commonest vehicle type and one
 * vehicle, two finished work orders in the past and two to come (after next week, so today's
 * fleet and plans are untouched), made through the service as a user would.
 */
export async function seedMaintenance(
  service: MaintenanceService,
  docs: DocumentStore,
  now: number,
): Promise<void> {
  const [company] = docs.entries('companies');
  if (!company) return;
  const companyId = company.record.id;
  if (await service.hasPlans(companyId)) return;
  const admin = docs.list('users', companyId).find((user) => user.role === 'admin');
  if (!admin) return;
  const auth: AuthContext = {
    sessionHash: 'seed',
    user: {
      ...admin,
      accessRight: ['maintenance:read', 'maintenance:create', 'maintenance:update'],
    },
    company: company.record,
  };
  const vehicles: Vehicle[] = docs
    .list('vehicles', companyId)
    .filter((v) => v.is_active && v.parent_id === null);
  if (vehicles.length < 4) return;
  const today = service.dayOf(companyId, now);
  const counts = new Map<number, number>();
  for (const v of vehicles) counts.set(v.vehicle_type.id, (counts.get(v.vehicle_type.id) ?? 0) + 1);
  const commonType = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]?.[0];
  const last = vehicles[vehicles.length - 1] as Vehicle;
  const secondLast = vehicles[vehicles.length - 2] as Vehicle;

  const periodic = await service.createPlan(auth, {
    name: 'Servis berkala 10.000 km',
    ...(commonType === undefined ? { vehicle_id: last.id } : { vehicle_type_id: commonType }),
    every_km: 10_000,
    every_engine_hours: 250,
    every_months: 6,
    start_on: addMonths(shift(today, 10), -6),
    notes: 'Ganti oli mesin, filter oli dan pemeriksaan rem.',
  });
  const kir = await service.createPlan(auth, {
    name: 'Uji KIR',
    vehicle_id: last.id,
    every_months: 6,
    start_on: addMonths(shift(today, -5), -6),
    notes: 'Perpanjangan buku uji KIR di Dishub.',
  });
  await service.createPlan(auth, {
    name: 'Ganti ban',
    vehicle_id: secondLast.id,
    every_km: 40_000,
    every_months: 24,
  });

  const done = await service.createOrder(auth, {
    vehicle_id: last.id,
    plan_id: periodic.data.id,
    workshop: 'Bengkel Maju Jaya, Cakung',
    planned_start_on: shift(today, -40),
    planned_end_on: shift(today, -39),
    tasks: [
      { description: 'Ganti oli mesin', done: true },
      { description: 'Ganti filter oli', done: true },
      { description: 'Periksa kampas rem', done: true },
    ],
    parts: [
      {
        name: 'Oli mesin 15W-40 (liter)',
        part_number: 'OLI-1540',
        quantity: 7,
        unit_price: 95_000,
      },
      { name: 'Filter oli', part_number: 'FO-220', quantity: 1, unit_price: 185_000 },
    ],
    labour_cost: 350_000,
    notes: 'Kampas rem depan tersisa 40%.',
  });
  await service.updateOrder(auth, done.data.id, { status: 'DONE' });
  const tyres = await service.createOrder(auth, {
    vehicle_id: secondLast.id,
    workshop: 'Toko Ban Sentosa, Bekasi',
    planned_start_on: shift(today, -20),
    planned_end_on: shift(today, -20),
    tasks: [{ description: 'Spooring dan balancing', done: true }],
    labour_cost: 250_000,
  });
  await service.updateOrder(auth, tyres.data.id, { status: 'DONE' });
  await service.createOrder(auth, {
    vehicle_id: last.id,
    plan_id: kir.data.id,
    workshop: 'UPT Pengujian Kendaraan Bermotor Pulo Gadung',
    planned_start_on: shift(today, 9),
    planned_end_on: shift(today, 9),
    tasks: [{ description: 'Uji emisi dan rem', done: false }],
    labour_cost: 87_000,
  });
  await service.createOrder(auth, {
    vehicle_id: secondLast.id,
    workshop: 'Bengkel Maju Jaya, Cakung',
    planned_start_on: shift(today, 10),
    planned_end_on: shift(today, 12),
    tasks: [
      { description: 'Turun mesin', done: false },
      { description: 'Ganti kopling', done: false },
    ],
    parts: [{ name: 'Kampas kopling', part_number: 'KK-77', quantity: 1, unit_price: 1_250_000 }],
    labour_cost: 1_500_000,
  });
}
