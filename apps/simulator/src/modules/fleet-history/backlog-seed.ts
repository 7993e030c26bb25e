import { DAY_MS, WIB_OFFSET_MS, startOfWibDay } from '../../domain/wib-time';
import type { DocumentStore } from '../../store/document-store';
import type { SqlClient } from '../../store/sql-client';
import { backlogVehicles, companyZones } from './backlog-inputs';
import {
  dayTimeline,
  packDayTimeline,
  planBacklog,
  timelineSamples,
  type BacklogDayHint,
  type BacklogVehicle,
  type LegSource,
} from './backlog-timeline';
import { doorRng, hasDoorSensor, pastDoorEvents, type DoorEventRow } from './door-sensor';
import { emptyRows, rowsOfChanges } from './history-records';
import { zoneDayNumber } from './history-rules';
import type { BacklogDayRow, HistoryStore } from './history-store';
import { VehicleHistory } from './vehicle-history';

/**
 * HIST-7, HIST-8 (ADR 0029): the past of a fresh store. The first start only notes when it
 * started; a company's past is written the first time its history is read: for every vehicle
 * and WIB day of the retention period before the start day, the day's timeline (kept, to draw
 * its positions on first read) and the records its changes give (trips, stops, fuel events, day
 * figures) through the same VehicleHistory the live fleet feeds. The past ends at midnight of
 * the start day on the company's clock; the live fleet records from the start on.
 */

/** The store's first start (world_meta `fleet_history`), written once. */
export interface BacklogMarker {
  seed: number;
  startMs: number;
}

export type BacklogPast = BacklogDayRow & { timeline: object };

/** Writes one company's past, then its marker; returns the vehicle-days written. */
export async function writeCompanyBacklog(deps: {
  db: SqlClient;
  store: HistoryStore;
  documents: DocumentStore;
  legs: LegSource;
  marker: BacklogMarker;
  companyId: number;
  now: number;
  retentionDays: number;
  /** Asked between vehicles: true stops without writing (the simulator is closing). */
  stopping?: () => boolean;
}): Promise<{ vehicleDays: number; wrote: boolean }> {
  const { marker } = deps;
  const vehicles = backlogVehicles(deps.documents, marker.seed).filter(
    (v) => v.companyId === deps.companyId,
  );
  const firstDay = Math.max(
    startOfWibDay(marker.startMs) - deps.retentionDays * DAY_MS,
    startOfWibDay(deps.now) - deps.retentionDays * DAY_MS,
  );
  const hints = await drivingHistoryHints(deps.db, deps.companyId, firstDay);
  let vehicleDays = 0;
  // Some vehicles at a time, each part its own transaction: the store answers other queries
  // between parts (a thousand vehicles' past is hundreds of thousands of rows).
  for (let i = 0; i < vehicles.length; i += PART_VEHICLES) {
    const rows = emptyRows();
    const backlogDays: BacklogPast[] = [];
    const doorEvents: DoorEventRow[] = [];
    for (const vehicle of vehicles.slice(i, i + PART_VEHICLES)) {
      // One vehicle at a time, then the event loop: requests are answered meanwhile.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (deps.stopping?.()) return { vehicleDays: 0, wrote: false };
      const until =
        zoneDayNumber(marker.startMs, vehicle.zoneOffsetMs) * DAY_MS - vehicle.zoneOffsetMs;
      if (until <= firstDay) continue;
      const drawn = drawVehicleBacklog({
        seed: marker.seed,
        vehicle,
        firstDay,
        until,
        hints: hints.get(vehicle.vehicleId) ?? new Map(),
        legs: deps.legs,
      });
      const stopsBefore = rows.stops.length;
      const tripsBefore = rows.trips.length;
      drawn.history.drainWith((changes) => rowsOfChanges(drawn.history.vehicle, changes, rows));
      backlogDays.push(...drawn.days);
      // HIST-18: a door vehicle's past openings, drawn from its past stops.
      if (
        hasDoorSensor(
          marker.seed,
          vehicle.vehicleId,
          vehicle.category,
          vehicle.spec.reefer !== null,
        )
      )
        doorEvents.push(
          ...pastDoorEvents(
            {
              vehicleId: vehicle.vehicleId,
              companyId: vehicle.companyId,
              driverId: vehicle.driverId,
              depot: vehicle.depot,
              reeferDoorMs: vehicle.spec.reefer?.doorOpenMs ?? null,
              deliveryStops: vehicle.stops,
            },
            rows.stops.slice(stopsBefore),
            doorRng(marker.seed, 'past', vehicle.vehicleId),
            { trips: rows.trips.slice(tripsBefore), legs: deps.legs },
          ),
        );
    }
    await deps.store.writeBacklogPart({ ...rows, backlogDays, doorEvents });
    vehicleDays += backlogDays.length;
  }
  if (vehicles.length > 0) {
    const zones = new Map(
      [...companyZones(deps.documents)].filter(([id]) => id === deps.companyId),
    );
    const driverOf = new Map(vehicles.map((v) => [v.vehicleId, v.driverId]));
    await deps.store.recountAlerts(zones, firstDay - DAY_MS, marker.startMs, driverOf);
  }
  await deps.store.markBacklogWritten(deps.companyId, vehicleDays);
  return { vehicleDays, wrote: true };
}

/** Vehicles whose past is written in one transaction. */
const PART_VEHICLES = 25;

/** One vehicle's past: its history fed with the timeline's changes, and its days to store. */
export function drawVehicleBacklog(input: {
  seed: number;
  vehicle: BacklogVehicle;
  firstDay: number;
  until: number;
  hints: ReadonlyMap<number, BacklogDayHint>;
  legs: LegSource;
}): { history: VehicleHistory; days: BacklogPast[] } {
  const { vehicle } = input;
  const plan = planBacklog(input);
  const history = new VehicleHistory(
    {
      vehicleId: vehicle.vehicleId,
      companyId: vehicle.companyId,
      driverId: vehicle.driverId,
      zoneOffsetMs: vehicle.zoneOffsetMs,
    },
    // Sparse samples: the time between two changes is all covered (no device gaps).
    { maxGapMs: Number.POSITIVE_INFINITY },
  );
  const fuelAtDay = new Map<number, number>([[input.firstDay, plan.startFuelL]]);
  const samples = timelineSamples(plan.entries, plan.marks, {
    dense: false,
    from: input.firstDay,
    to: input.until,
    fuelAtFromL: plan.startFuelL,
    spec: vehicle.spec,
    zoneOffsetMs: vehicle.zoneOffsetMs,
    legs: input.legs,
  });
  const tankL = vehicle.spec.tankL;
  let levelL = plan.startFuelL;
  for (const s of samples) {
    if ((s.t + WIB_OFFSET_MS) % DAY_MS === 0) fuelAtDay.set(s.t, s.fuelL);
    if (s.mark) {
      const litres = s.mark[2];
      const before = s.mark[1] === 0 ? s.fuelL - litres : s.fuelL + litres;
      history.fuel({
        kind: s.mark[1] === 0 ? 'REFILL' : 'DROP',
        at: s.t,
        lat: s.lat,
        lng: s.lng,
        beforePct: pct(before, tankL),
        afterPct: pct(s.fuelL, tankL),
        litres,
      });
    }
    levelL = s.fuelL;
    history.push(s, levelL);
  }
  history.finish(input.until);
  const days: BacklogPast[] = [];
  for (let day = input.firstDay; day < input.until; day += DAY_MS) {
    days.push({
      vehicleId: vehicle.vehicleId,
      companyId: vehicle.companyId,
      dayStart: day,
      untilAt: Math.min(day + DAY_MS, input.until),
      fuelStartL: Math.round((fuelAtDay.get(day) ?? levelL) * 1000) / 1000,
      timeline: packDayTimeline(dayTimeline(plan, day), day),
    });
  }
  return { history, days };
}

const pct = (litres: number, tankL: number): number =>
  Math.round(Math.min(100, Math.max(0, (litres / tankL) * 100)) * 10) / 10;

/**
 * HIST-8: the driving history's days (HISTORY-6's `vehicle_day_distance`) from `firstDay` on,
 * per vehicle of the company: the past drives on the days it drove, about as far.
 */
async function drivingHistoryHints(
  db: SqlClient,
  companyId: number,
  firstDay: number,
): Promise<Map<number, Map<number, BacklogDayHint>>> {
  const rows = await db.query<{
    vehicle_id: number;
    wib_day: unknown;
    km: unknown;
    last_report: unknown;
  }>(
    `SELECT vehicle_id, wib_day, km, last_report FROM vehicle_day_distance
     WHERE company_id = $1 AND wib_day >= $2`,
    [companyId, firstDay],
  );
  const out = new Map<number, Map<number, BacklogDayHint>>();
  for (const row of rows) {
    const vehicleId = Number(row.vehicle_id);
    let days = out.get(vehicleId);
    if (!days) {
      days = new Map();
      out.set(vehicleId, days);
    }
    days.set(Number(row.wib_day), {
      km: Number(row.km),
      lastReport: row.last_report === null ? null : Number(row.last_report),
    });
  }
  return out;
}
