import {
  haversineM,
  pathLengthM,
  type GeofenceShape,
  type LatLng,
} from '@armada/contracts/geofences';
import { CORRIDORS } from '../../domain/roads/network-data';
import type { DocumentStore } from '../../store/document-store';
import type { NewGeofenceRow, NewSavedRouteRow } from './geofence-store';
import { shapeColumns } from './geofence-service';

/**
 * GEO-18: what a fresh world's companies start with, placed where their fleet drives, so visits
 * and alerts come from the first minutes: a circle round each depot, round the first customers'
 * addresses (with a dwell limit), at the toll gates near the company's depots, a parking area
 * by its first depot, and an area trucks should keep out of in each of its cities (alert on
 * entry). Pure in the store's contents: the same world gives the same geofences.
 */

/** Toll gates at the interchanges of the shipped toll roads (domain/roads/network-data.ts). */
export const TOLL_GATES: readonly { name: string; at: LatLng }[] = [
  { name: 'Gerbang Tol Cawang', at: [-6.2445, 106.8705] },
  { name: 'Gerbang Tol Cikunir', at: [-6.2545, 106.9545] },
  { name: 'Gerbang Tol Cikarang Utama', at: [-6.2935, 107.1475] },
  { name: 'Gerbang Tol Tangerang', at: [-6.2125, 106.6455] },
  { name: 'Gerbang Tol Karawaci', at: [-6.2215, 106.6085] },
  { name: 'Gerbang Tol Juanda', at: [-7.3645, 112.7755] },
  { name: 'Gerbang Tol Sidoarjo', at: [-7.4405, 112.7005] },
];

/** Areas where trucks are restricted, per city, each on the roads the fleet drives. */
function restrictedAreas(): { name: string; shape: GeofenceShape }[] {
  const sudirman = CORRIDORS.find((corridor) => corridor.id === 'jkt-sudirman-thamrin');
  const areas: { name: string; shape: GeofenceShape }[] = [];
  if (sudirman) {
    areas.push({
      name: 'Jalur pembatasan truk Sudirman-Thamrin',
      shape: {
        type: 'CORRIDOR',
        points: sudirman.points.slice(0, 8).map(([lat, lng]) => [lat, lng]),
        width_m: 200,
      },
    });
  }
  areas.push({
    name: 'Kawasan Kota Lama Surabaya',
    shape: {
      type: 'POLYGON',
      points: [
        [-7.2335, 112.7305],
        [-7.2335, 112.7445],
        [-7.2495, 112.7445],
        [-7.2495, 112.7305],
        [-7.2335, 112.7305],
      ],
    },
  });
  return areas;
}

const DEPOT_RADIUS_M = 300;
const CUSTOMER_RADIUS_M = 150;
const CUSTOMERS_PER_COMPANY = 12;
const CUSTOMER_DWELL_MINUTES = 45;
const NEAR_DEPOT_M = 60_000;
const M_PER_DEG = 111_195;

/** A rectangle of `width` by `height` metres centred `north` metres from a point. */
function rectangle(center: LatLng, width: number, height: number, north: number): LatLng[] {
  const lat = center[0] + north / M_PER_DEG;
  const dLat = height / 2 / M_PER_DEG;
  const dLng = width / 2 / (M_PER_DEG * Math.cos((lat * Math.PI) / 180));
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  const ring: LatLng[] = [
    [round(lat - dLat), round(center[1] - dLng)],
    [round(lat - dLat), round(center[1] + dLng)],
    [round(lat + dLat), round(center[1] + dLng)],
    [round(lat + dLat), round(center[1] - dLng)],
  ];
  return [...ring, ring[0] as LatLng];
}

export function seededGeofences(store: DocumentStore, createdAt: number): NewGeofenceRow[] {
  const rows: NewGeofenceRow[] = [];
  for (const { record: company } of store.entries('companies')) {
    const companyId = company.id;
    const addresses = store.list('addresses', companyId);
    const depots = addresses.filter((address) => address.is_depot);
    if (depots.length === 0) continue;
    const add = (
      name: string,
      category: NewGeofenceRow['category'],
      shape: GeofenceShape,
      flags: { enter?: boolean; dwell?: number } = {},
    ) =>
      rows.push({
        companyId,
        name,
        category,
        ...shapeColumns(shape),
        active: true,
        alertOnEnter: flags.enter ?? false,
        alertOnExit: false,
        dwellMinutes: flags.dwell ?? null,
        vehicleIds: [],
        groupIds: [],
        createdAt,
        createdBy: null,
      });
    const place = (address: { latitude: number; longitude: number }): LatLng => [
      address.latitude,
      address.longitude,
    ];
    for (const depot of depots) {
      add(depot.name, 'DEPOT', { type: 'CIRCLE', center: place(depot), radius_m: DEPOT_RADIUS_M });
    }
    const first = depots[0];
    if (first) {
      add(`Kantong parkir ${first.name}`, 'PARKING', {
        type: 'POLYGON',
        points: rectangle(place(first), 160, 100, DEPOT_RADIUS_M + 150),
      });
    }
    for (const address of addresses.filter((a) => !a.is_depot).slice(0, CUSTOMERS_PER_COMPANY)) {
      add(
        address.name,
        'CUSTOMER',
        { type: 'CIRCLE', center: place(address), radius_m: CUSTOMER_RADIUS_M },
        { dwell: CUSTOMER_DWELL_MINUTES },
      );
    }
    const near = (point: LatLng) =>
      depots.some((depot) => haversineM(point, place(depot)) <= NEAR_DEPOT_M);
    for (const gate of TOLL_GATES.filter((g) => near(g.at))) {
      add(gate.name, 'TOLL_GATE', { type: 'CIRCLE', center: gate.at, radius_m: 250 });
    }
    for (const area of restrictedAreas()) {
      const firstPoint =
        area.shape.type === 'CIRCLE' ? area.shape.center : (area.shape.points[0] as LatLng);
      if (near(firstPoint)) add(area.name, 'RESTRICTED', area.shape, { enter: true });
    }
  }
  return rows;
}

const SEEDED_ROUTES_PER_COMPANY = 3;
const SEEDED_ROUTE_TOLERANCE_M = 100;

/**
 * SRT-1: three routes per company along the arterial roads that start nearest its first depot,
 * to assign vehicles to; none is assigned yet, so they raise nothing until a dispatcher does.
 */
export function seededRoutes(store: DocumentStore, createdAt: number): NewSavedRouteRow[] {
  const rows: NewSavedRouteRow[] = [];
  for (const { record: company } of store.entries('companies')) {
    const depot = store.list('addresses', company.id).find((address) => address.is_depot);
    if (!depot) continue;
    const distance = (point: readonly [number, number]) =>
      haversineM([point[0], point[1]], [depot.latitude, depot.longitude]);
    const nearest = CORRIDORS.filter((corridor) => corridor.roadClass === 'arterial')
      .map((corridor) => ({ corridor, away: distance(corridor.points[0] ?? [0, 0]) }))
      .sort((a, b) => a.away - b.away || a.corridor.id.localeCompare(b.corridor.id))
      .slice(0, SEEDED_ROUTES_PER_COMPANY);
    for (const { corridor } of nearest) {
      const path = corridor.points.map(([lat, lng]): LatLng => [lat, lng]);
      rows.push({
        companyId: company.id,
        name: `Rute ${corridor.name}`.slice(0, 80),
        toleranceM: SEEDED_ROUTE_TOLERANCE_M,
        path,
        lengthM: pathLengthM(path),
        source: 'DRAWN',
        fleetTask: null,
        trip: null,
        vehicleIds: [],
        active: true,
        createdAt,
        createdBy: null,
      });
    }
  }
  return rows;
}
