import type { Address } from '@armada/contracts/customers';
import { reverseGeocode } from '../../domain/geocoding/reverse-geocode';
import type { DocumentStore } from '../../store/document-store';
import type { DailyRow, FuelEventRow, StopRow, TripRow } from './history-store';
import {
  fuelUsedL,
  type DayFigures,
  type HistoryVehicle,
  type PendingChanges,
} from './vehicle-history';
import type { StopState, TripState } from './trip-stop-detector';

/**
 * The nearest known address of a place (simulated reverse geocoding, GEO-1), per company,
 * cached by the place rounded to about 10 m: a depot or a customer's gate is looked up once.
 */
export class PlaceNames {
  private readonly cache = new Map<string, string | null>();
  private readonly byCompany = new Map<number, readonly Address[]>();

  constructor(private readonly store: DocumentStore) {}

  nameOf(companyId: number, lat: number, lng: number): string | null {
    const key = `${companyId}:${lat.toFixed(4)}:${lng.toFixed(4)}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    let addresses = this.byCompany.get(companyId);
    if (!addresses) {
      addresses = this.store.list('addresses', companyId);
      this.byCompany.set(companyId, addresses);
    }
    const found = reverseGeocode(lat, lng, addresses)?.address ?? null;
    if (this.cache.size > 50_000) this.cache.clear();
    this.cache.set(key, found);
    return found;
  }

  /** Addresses were added or changed: look them up again. */
  forget(): void {
    this.cache.clear();
    this.byCompany.clear();
  }
}

export interface RecordRows {
  trips: TripRow[];
  stops: StopRow[];
  fuelEvents: FuelEventRow[];
  days: DailyRow[];
}

export const emptyRows = (): RecordRows => ({ trips: [], stops: [], fuelEvents: [], days: [] });

const litresToMl = (litres: number): number => Math.round(litres * 1000);

/**
 * A vehicle history's changes, as `drainWith` hands them over (the first of each list up to its
 * count), as the rows the store writes (appended to `into`; every value copied).
 */
export function rowsOfChanges(
  vehicle: HistoryVehicle,
  changes: PendingChanges,
  into: RecordRows,
): void {
  const { vehicleId, companyId, driverId } = vehicle;
  for (let k = 0; k < changes.tripCount; k++) {
    const trip = changes.trips[k] as TripState;
    into.trips.push({
      companyId,
      vehicleId,
      driverId,
      startedAt: trip.startedAt,
      endedAt: trip.endedAt,
      ongoing: trip.ongoing,
      startLat: round6(trip.startLat),
      startLng: round6(trip.startLng),
      endLat: round6(trip.endLat),
      endLng: round6(trip.endLng),
      distanceM: Math.round(trip.distanceM),
      movingS: Math.round(trip.movingMs / 1000),
      idleS: Math.round(trip.idleMs / 1000),
      maxSpeedKmh: trip.maxKmh,
    });
  }
  for (let k = 0; k < changes.stopCount; k++) {
    const stop = changes.stops[k] as StopState;
    into.stops.push({
      companyId,
      vehicleId,
      driverId,
      startedAt: stop.startedAt,
      endedAt: stop.endedAt,
      ongoing: stop.ongoing,
      kind: stop.kind,
      latitude: round6(stop.lat),
      longitude: round6(stop.lng),
    });
  }
  for (const event of changes.fuelEvents) {
    into.fuelEvents.push({
      companyId,
      vehicleId,
      driverId,
      at: event.at,
      kind: event.kind,
      litres: event.litres,
      beforePct: event.beforePct,
      afterPct: event.afterPct,
      latitude: round6(event.lat),
      longitude: round6(event.lng),
    });
  }
  for (let k = 0; k < changes.dayCount; k++) {
    const day = changes.days[k] as DayFigures;
    into.days.push({
      vehicleId,
      companyId,
      driverId: day.driverId,
      day: day.day,
      distanceM: Math.round(day.distanceM),
      trips: day.trips,
      drivingS: Math.round(day.drivingMs / 1000),
      idlingS: Math.round(day.idlingMs / 1000),
      parkingS: Math.round(day.parkingMs / 1000),
      maxSpeedKmh: day.maxKmh,
      fuelUsedMl: litresToMl(fuelUsedL(day.fuel)),
      fuelAddedMl: litresToMl(day.fuel.addedL),
      fuelDroppedMl: litresToMl(day.fuel.droppedL),
    });
  }
}

const round6 = (n: number): number => Math.round(n * 1e6) / 1e6;
