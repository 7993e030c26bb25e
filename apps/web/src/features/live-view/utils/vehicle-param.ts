/** The query that opens one vehicle (docs/rules/shell.md §2): `?type=vehicle&vehicleId={id}`. */
export const VEHICLE_TYPE_PARAM = 'type';
export const VEHICLE_ID_PARAM = 'vehicleId';

export type VehicleParam =
  /** No vehicle asked for. */
  | { kind: 'none' }
  | { kind: 'vehicle'; id: number }
  /** A vehicleId that cannot be an id (not a positive whole number): the page says so. */
  | { kind: 'invalid'; raw: string };

const MAX_ID = 2_147_483_647;

/**
 * The vehicle the address asks for. `type` must be `vehicle` when present (other types are not
 * this page's); the id must be a positive whole number in decimal digits.
 */
export function parseVehicleParam(search: URLSearchParams): VehicleParam {
  const raw = search.get(VEHICLE_ID_PARAM);
  if (raw === null) return { kind: 'none' };
  const type = search.get(VEHICLE_TYPE_PARAM);
  if (type !== null && type !== 'vehicle') return { kind: 'none' };
  const trimmed = raw.trim();
  if (!/^\d{1,10}$/.test(trimmed)) return { kind: 'invalid', raw };
  const id = Number(trimmed);
  if (id < 1 || id > MAX_ID) return { kind: 'invalid', raw };
  return { kind: 'vehicle', id };
}

/** The same query with this vehicle open, or with none (other parameters are kept). */
export function withVehicleParam(search: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (id === null) {
    next.delete(VEHICLE_ID_PARAM);
    next.delete(VEHICLE_TYPE_PARAM);
  } else {
    next.set(VEHICLE_TYPE_PARAM, 'vehicle');
    next.set(VEHICLE_ID_PARAM, String(id));
  }
  return next;
}

/** A place the address asks the map to show (`&lat=&lng=`, where an alert happened). */
export const PLACE_LAT_PARAM = 'lat';
export const PLACE_LNG_PARAM = 'lng';

export interface PlaceParam {
  latitude: number;
  longitude: number;
}

/** The place, when both coordinates are numbers within their ranges; else none. */
export function parsePlaceParam(search: URLSearchParams): PlaceParam | null {
  const lat = search.get(PLACE_LAT_PARAM);
  const lng = search.get(PLACE_LNG_PARAM);
  if (lat === null || lng === null || lat.trim() === '' || lng.trim() === '') return null;
  const latitude = Number(lat);
  const longitude = Number(lng);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** The same query without the place (the user moved on to a vehicle of their own choice). */
export function withoutPlaceParam(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(PLACE_LAT_PARAM);
  next.delete(PLACE_LNG_PARAM);
  return next;
}
