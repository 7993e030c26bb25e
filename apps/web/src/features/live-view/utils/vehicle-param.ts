/** The query that opens one vehicle (spec 01 section 2): `?type=vehicle&vehicleId={id}`. */
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
