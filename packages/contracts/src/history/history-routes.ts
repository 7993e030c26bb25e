import { IdParamsSchema, ItemResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';
import {
  DailyRollupSchema,
  DailyRollupsQuerySchema,
  FuelEventSchema,
  FuelEventsQuerySchema,
  HistoryPageSchema,
  HistoryStopSchema,
  HistoryStopsQuerySchema,
  HistoryTripSchema,
  HistoryTripsQuerySchema,
  VehicleTrackQuerySchema,
  VehicleTrackSchema,
} from './history';

/** The fleet's history (docs/rules/history.md): playback's track and the reports' records. */
const base = `${API_BASES.main}/history`;
const tags = ['history'];

/** HIST-1, HIST-2, HIST-6. */
export const getVehicleTrackRoute = defineRoute({
  id: 'getVehicleTrack',
  method: 'GET',
  url: `${API_BASES.main}/vehicle/:id/track`,
  summary:
    "One vehicle's positions over a period of at most 7 days (parallel arrays), with its trips, stops, fuel events and alerts; 404 for a vehicle the company does not have",
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    querystring: VehicleTrackQuerySchema,
    response: { 200: ItemResponseSchema(VehicleTrackSchema) },
  },
});

/** HIST-1, HIST-2, HIST-9, HIST-10. */
export const listVehicleTripsRoute = defineRoute({
  id: 'listVehicleTrips',
  method: 'GET',
  url: `${base}/trips`,
  summary:
    'Trips of a vehicle, some vehicles or the company that started in a period of at most 31 days, paged',
  tags,
  auth: true,
  schema: {
    querystring: HistoryTripsQuerySchema,
    response: { 200: HistoryPageSchema(HistoryTripSchema) },
  },
});

/** HIST-1, HIST-2, HIST-11. */
export const listVehicleStopsRoute = defineRoute({
  id: 'listVehicleStops',
  method: 'GET',
  url: `${base}/stops`,
  summary:
    'Parked and idling stops that started in a period of at most 31 days, with place and duration, paged',
  tags,
  auth: true,
  schema: {
    querystring: HistoryStopsQuerySchema,
    response: { 200: HistoryPageSchema(HistoryStopSchema) },
  },
});

/** HIST-1, HIST-2, HIST-13. */
export const listFuelEventsRoute = defineRoute({
  id: 'listFuelEvents',
  method: 'GET',
  url: `${base}/fuel-events`,
  summary:
    'Refills and drops read from the fuel level in a period of at most 31 days, with litres, place and time, paged',
  tags,
  auth: true,
  schema: {
    querystring: FuelEventsQuerySchema,
    response: { 200: HistoryPageSchema(FuelEventSchema) },
  },
});

/** HIST-1, HIST-2, HIST-15. */
export const listDailyRollupsRoute = defineRoute({
  id: 'listDailyRollups',
  method: 'GET',
  url: `${base}/daily`,
  summary:
    'Per vehicle or per driver and company day: distance, driving, idling and parking time, fuel used and added, alerts by code; at most 12 months, paged',
  tags,
  auth: true,
  schema: {
    querystring: DailyRollupsQuerySchema,
    response: { 200: HistoryPageSchema(DailyRollupSchema) },
  },
});

export const historyRoutes = [
  getVehicleTrackRoute,
  listVehicleTripsRoute,
  listVehicleStopsRoute,
  listFuelEventsRoute,
  listDailyRollupsRoute,
] as const;
