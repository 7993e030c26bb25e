import { startOfWibDay, toWibIso } from '../../domain/wib-time';
import type { DocumentStore } from '../../store/document-store';
import type { FleetTaskStore } from './fleet-task-store';
import { RECIPIENTS } from './fleet-task-runner';
import { haversineM, planManualTask, type ManualStopInput } from './plan-stops';
import { SYSTEM_ACTOR, taskNumber } from './task-number';

const HOUR_MS = 3_600_000;
const STOPS_PER_TASK = 4;

/**
 * TASK-2: a fresh store gets three tasks per company with vehicles and orders: two days ago's and
 * yesterday's, done (their orders delivered), and today's, planned from 08:00 WIB (its orders on
 * delivery); and a fourth for the company's driver account (FT-20), planned later today. They use orders that are no longer routable, so route optimization keeps every
 * order it could plan.
 */
export async function seedFleetTasks(deps: {
  tasks: FleetTaskStore;
  store: DocumentStore;
  now: number;
}): Promise<number> {
  const { tasks, store, now } = deps;
  let made = 0;
  for (const { record: company } of store.entries('companies')) {
    if ((await tasks.listTasks(company.id)).length > 0) continue;
    const vehicles = store
      .list('vehicles', company.id)
      .filter((vehicle) => vehicle.is_active && vehicle.driver !== null)
      .slice(0, 3);
    const depot = store.list('addresses', company.id).find((address) => address.is_depot);
    if (vehicles.length < 2 || !depot) continue;
    const start = {
      id: depot.id,
      name: depot.name,
      latitude: depot.latitude,
      longitude: depot.longitude,
    };
    // The orders nearest the depot, so a seeded day is a believable city round.
    const ordersOf = (status: string, set = 0): ManualStopInput[] =>
      store
        .list('delivery_orders', company.id)
        .filter((order) => order.status.name === status && order.vendor === null)
        .flatMap((order) => {
          const address = store.get('addresses', company.id, order.destination_address.id);
          if (!address) return [];
          const place = {
            id: address.id,
            name: address.name,
            latitude: address.latitude,
            longitude: address.longitude,
          };
          return [{ order, place, distance: haversineM(start, place) }];
        })
        .sort((a, b) => a.distance - b.distance || a.order.id - b.order.id)
        .slice(set * STOPS_PER_TASK, (set + 1) * STOPS_PER_TASK)
        .map(({ order, place }) => ({
          address: place,
          orders: [
            { id: order.id, number: order.number, shipped_customer: order.shipped_customer },
          ],
        }));
    const today = startOfWibDay(now);
    // FT-20: the driver account's day on the phone: on the third vehicle (its own is parked),
    // leaving an hour after the store is made, so its stops are still ahead when someone looks.
    const driverUser = store
      .list('users', company.id)
      .find((user) => user.role === 'driver' && user.driverId !== null);
    const driverRecord =
      driverUser?.driverId == null
        ? undefined
        : store.get('drivers', company.id, driverUser.driverId);
    const driverDeparture = Math.min(
      today + 23 * HOUR_MS,
      Math.max(today + 8 * HOUR_MS, Math.ceil((now + HOUR_MS) / (15 * 60_000)) * 15 * 60_000),
    );
    const plans: {
      vehicle: (typeof vehicles)[number] | undefined;
      driver?: { id: number; fullname: string };
      departure: number;
      done: boolean;
      orders: ManualStopInput[];
    }[] = [
      {
        vehicle: vehicles[0],
        departure: today - 48 * HOUR_MS + 8 * HOUR_MS,
        done: true,
        orders: ordersOf('DELIVERED', 1),
      },
      {
        vehicle: vehicles[0],
        departure: today - 24 * HOUR_MS + 8 * HOUR_MS,
        done: true,
        orders: ordersOf('DELIVERED'),
      },
      {
        vehicle: vehicles[1],
        departure: today + 8 * HOUR_MS,
        done: false,
        orders: ordersOf('ON_DELIVERY'),
      },
      ...(driverRecord
        ? [
            {
              vehicle: vehicles[2],
              driver: { id: driverRecord.driverId, fullname: driverRecord.fullname },
              departure: driverDeparture,
              done: false,
              orders: ordersOf('ON_DELIVERY', 1),
            },
          ]
        : []),
    ];
    for (const { vehicle, departure, done, orders, ...given } of plans) {
      if (!vehicle || orders.length === 0) continue;
      const plan = planManualTask(start, departure, orders, 'SOLVER');
      const driver = given.driver ?? vehicle.driver;
      await tasks.transaction(async (tx) => {
        const id = await tx.insertManualTask({
          companyId: company.id,
          vehicleId: vehicle.id,
          driverId: driver?.id ?? null,
          day: toWibIso(departure).slice(0, 10),
          at: departure - 12 * HOUR_MS,
          route: {
            route: {
              vehicle: { id: vehicle.id, license_plate: vehicle.license_plate },
              driver: driver ? { id: driver.id, fullname: driver.fullname } : null,
              start_on: toWibIso(plan.plannedStartAt),
              end_on: toWibIso(plan.plannedEndAt),
              distance_m: plan.distanceM,
              stops: [],
              geometry: plan.plannedPath,
            },
            previousStatuses: {},
          },
        });
        const stops = done
          ? plan.stops.map((stop) => ({
              ...stop,
              status: 'DELIVERED' as const,
              arrivedAt: stop.plannedArrivalAt,
              departedAt: stop.plannedDepartureAt,
            }))
          : plan.stops;
        await tx.adopt(
          id,
          company.id,
          {
            number: taskNumber(id, plan.plannedStartAt),
            source: 'MANUAL',
            status: 'PLANNED',
            startAddress: plan.startAddress,
            plannedStartAt: plan.plannedStartAt,
            plannedEndAt: plan.plannedEndAt,
            updatedAt: done ? plan.plannedEndAt : departure - 12 * HOUR_MS,
            distanceM: plan.distanceM,
            plannedPath: plan.plannedPath,
          },
          stops,
        );
        if (done) {
          // TASK-4: their proofs; the pictures are drawn from the seed when first asked for.
          for (const stop of await tx.stopsOf([id])) {
            await tx.updateStop(stop.id, {
              proof: {
                recipient_name: RECIPIENTS[(id + stop.sequence) % RECIPIENTS.length] ?? 'Budi',
                photo: `${id}-${stop.id}-photo.png`,
                signature: `${id}-${stop.id}-signature.png`,
              },
            });
          }
          await tx.updateTask(id, {
            status: 'DONE',
            startedAt: plan.plannedStartAt,
            finishedAt: plan.plannedEndAt,
            drivenPath: plan.plannedPath,
          });
        }
        await tx.addEvent({
          companyId: company.id,
          taskId: id,
          stopId: null,
          kind: 'task',
          status: done ? 'DONE' : 'PLANNED',
          at: done ? plan.plannedEndAt : departure - 12 * HOUR_MS,
          actor: SYSTEM_ACTOR,
          data: { seeded: true },
        });
      });
      made += 1;
    }
  }
  return made;
}
