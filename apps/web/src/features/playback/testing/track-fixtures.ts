import type {
  HistoryStop,
  HistoryTrip,
  TrackAlert,
  TrackPositions,
  VehicleTrack,
} from '@armada/contracts/history';

/** One position of a fixture track: seconds after the period's start, where, how fast. */
export interface FixturePoint {
  t: number;
  lat: number;
  lng: number;
  speed?: number;
  heading?: number;
  ignition?: boolean;
  fuel?: number | null;
  temperature?: number | null;
}

const VEHICLE = { id: 12, license_plate: 'B 1234 XY' };

/** The period of the fixtures: Tuesday 10 November 2026 on the WIB clock. */
export const FIXTURE_FROM = '2026-11-10T00:00:00+07:00';
export const FIXTURE_TO = '2026-11-11T00:00:00+07:00';

/** `2026-11-10T08:00:00+07:00` for a number of seconds after the fixture period's start. */
export function fixtureTime(seconds: number, from = FIXTURE_FROM): string {
  const ms = Date.parse(from) + seconds * 1000 + 7 * 3_600_000;
  return `${new Date(ms).toISOString().slice(0, 19)}+07:00`;
}

/** Columnar positions as the contract sends them (HIST-6). */
export function makePositions(
  points: readonly FixturePoint[],
  { fuel = false, temperature = false, start = FIXTURE_FROM } = {},
): TrackPositions {
  return {
    start,
    count: points.length,
    time_s: points.map((p) => p.t),
    lat: points.map((p) => p.lat),
    lng: points.map((p) => p.lng),
    speed_kmh: points.map((p) => p.speed ?? 0),
    heading: points.map((p) => p.heading ?? 0),
    ignition: points.map((p) => p.ignition ?? (p.speed ?? 0) > 0),
    status: points.map((p) => ((p.speed ?? 0) > 0 ? 'moving' : p.ignition ? 'idle' : 'parked')),
    fuel_level_pct: fuel ? points.map((p) => p.fuel ?? null) : null,
    box_temperature_c: temperature ? points.map((p) => p.temperature ?? null) : null,
  };
}

/** A morning's drive east along Jalan Sudirman: 08:00 to 08:10, one position a minute. */
export const MORNING_DRIVE: readonly FixturePoint[] = Array.from({ length: 11 }, (_, i) => ({
  t: 8 * 3600 + i * 60,
  lat: -6.2,
  lng: Math.round((106.8 + i * 0.01) * 1e5) / 1e5,
  speed: i === 0 || i === 10 ? 0 : 60,
  heading: 90,
  ignition: true,
  fuel: 80 - i * 0.5,
  temperature: 4 + (i % 3) * 0.5,
}));

export function makeTrip(overrides: Partial<HistoryTrip> = {}): HistoryTrip {
  return {
    id: 501,
    vehicle: VEHICLE,
    driver: { id: 7, name: 'Budi Santoso' },
    started_on: fixtureTime(8 * 3600),
    ended_on: fixtureTime(8 * 3600 + 600),
    ongoing: false,
    start: { latitude: -6.2, longitude: 106.8, address: 'Jl. Jend. Sudirman, Jakarta Pusat' },
    end: { latitude: -6.2, longitude: 106.9, address: 'Jl. Raya Bekasi, Jakarta Timur' },
    distance_km: 11.1,
    duration_s: 600,
    idle_s: 0,
    max_speed_kmh: 60,
    avg_speed_kmh: 66.6,
    ...overrides,
  };
}

export function makeStop(overrides: Partial<HistoryStop> = {}): HistoryStop {
  return {
    id: 601,
    vehicle: VEHICLE,
    driver: { id: 7, name: 'Budi Santoso' },
    kind: 'PARKED',
    ignition: false,
    started_on: fixtureTime(8 * 3600 + 600),
    ended_on: fixtureTime(9 * 3600),
    ongoing: false,
    duration_s: 3000,
    place: { latitude: -6.2, longitude: 106.9, address: 'Gudang Cakung, Jakarta Timur' },
    ...overrides,
  };
}

export function makeTrackAlert(overrides: Partial<TrackAlert> = {}): TrackAlert {
  return {
    id: '900001',
    code: 3,
    name: 'Overspeed',
    at: fixtureTime(8 * 3600 + 300),
    latitude: -6.2,
    longitude: 106.85,
    ...overrides,
  };
}

/** A track answer (HIST-6) of the fixture vehicle; by default the morning drive and its stop. */
export function makeVehicleTrack(
  overrides: Partial<VehicleTrack> & { points?: readonly FixturePoint[] } = {},
): VehicleTrack {
  const { points = MORNING_DRIVE, ...rest } = overrides;
  const vehicle = { ...VEHICLE, has_fuel_sensor: true, refrigerated: false, ...rest.vehicle };
  return {
    time_zone: 'Asia/Jakarta',
    from: FIXTURE_FROM,
    to: FIXTURE_TO,
    positions: makePositions(points, {
      fuel: vehicle.has_fuel_sensor,
      temperature: vehicle.refrigerated,
      start: rest.from ?? FIXTURE_FROM,
    }),
    trips: [makeTrip()],
    stops: [makeStop()],
    fuel_events: [],
    alerts: [makeTrackAlert()],
    ...rest,
    vehicle,
  };
}
