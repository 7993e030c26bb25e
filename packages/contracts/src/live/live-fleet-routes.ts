import {
  FleetDirectorySchema,
  FleetSummarySchema,
  VehicleLiveDetailSchema,
  VehicleTrailQuerySchema,
  VehicleTrailSchema,
} from './live-fleet';
import { IdParamsSchema, ItemResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

/** The live fleet (issue 7): the live view's list, the dashboard's counts, a vehicle's card. */
const tags = ['live-fleet'];

export const getFleetDirectoryRoute = defineRoute({
  id: 'getFleetDirectory',
  method: 'GET',
  url: `${API_BASES.main}/live/fleet`,
  summary: "The company's vehicles as the live view lists them (plate, driver, type, groups)",
  tags,
  auth: true,
  schema: { response: { 200: ItemResponseSchema(FleetDirectorySchema) } },
});

export const getFleetSummaryRoute = defineRoute({
  id: 'getFleetSummary',
  method: 'GET',
  url: `${API_BASES.main}/live/summary`,
  summary: 'Vehicles moving, idle, parked and offline now, and the distance driven today',
  tags,
  auth: true,
  schema: { response: { 200: ItemResponseSchema(FleetSummarySchema) } },
});

export const getVehicleLiveRoute = defineRoute({
  id: 'getVehicleLive',
  method: 'GET',
  url: `${API_BASES.main}/vehicle/:id/live`,
  summary: "One vehicle's live telemetry and address; 404 when the company has no such vehicle",
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(VehicleLiveDetailSchema) },
  },
});

export const getVehicleTrailRoute = defineRoute({
  id: 'getVehicleTrail',
  method: 'GET',
  url: `${API_BASES.main}/vehicle/:id/trail`,
  summary: "One vehicle's positions over the last minutes (default 15, at most 120), oldest first",
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    querystring: VehicleTrailQuerySchema,
    response: { 200: ItemResponseSchema(VehicleTrailSchema) },
  },
});

export const liveFleetRoutes = [
  getFleetDirectoryRoute,
  getFleetSummaryRoute,
  getVehicleLiveRoute,
  getVehicleTrailRoute,
] as const;
