import Type from 'typebox';
import {
  IdParamsSchema,
  IdSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import {
  CreateFleetTaskResponseSchema,
  DriverDaySchema,
  MovePointRequestSchema,
  RouteOptimizationDeliveryOrderSchema,
  RouteOptimizationErrorResponseSchema,
  RouteOptimizationQuotaSchema,
  RouteOptimizationResultSchema,
  RouteOptimizationRunActionResponseSchema,
  RouteOptimizationRunSchema,
  RouteOptimizationSettingSchema,
  RouteOptimizationSubmitResponseSchema,
  RouteOptimizationSubmitSchema,
  VehicleSelectionRowSchema,
} from './route-optimization';
import {
  routeOptimizationDeliveryOrderList,
  routeOptimizationRunList,
  routeOptimizationVehicleList,
} from '../shared/list-fields';
import { API_BASES, defineRoute } from '../shared/route-definition';

/**
 * The fleet-planning paths of docs/rules/route-optimization.md §7.2, under
 * `/fleet-planning/api/web/v1`. Bodies and answers the spec does not show are ours (see
 * `route-optimization.ts`). Create and re-optimize answer 202 with the new run id: solving happens
 * off the request, the client follows the run's status. Refused submits answer 4xx with
 * `RouteOptimizationErrorResponse`.
 */
const base = `${API_BASES.fleetPlanning}/route-optimization`;
const tags = ['route-optimization'];

const RunPointParamsSchema = Type.Object({
  id: IdSchema,
  vehicleId: IdSchema,
  pointId: IdSchema,
});

/** Run listing without the `filters` the other lists take: vehicles are listed by search only. */
const VehiclesQuerySchema = Type.Omit(ListQuerySchema, ['filters']);

export const listRouteOptimizationsRoute = defineRoute({
  id: 'listRouteOptimizations',
  method: 'GET',
  url: base,
  summary: 'Route optimization runs (filters e.g. "status in SOLVED,FAILED")',
  tags,
  auth: true,
  list: routeOptimizationRunList,
  schema: {
    querystring: ListQuerySchema,
    response: { 200: ListResponseSchema(RouteOptimizationRunSchema) },
  },
});

export const createRouteOptimizationRoute = defineRoute({
  id: 'createRouteOptimization',
  method: 'POST',
  url: base,
  summary: 'Create a run and queue it for solving; counts against the quota',
  tags,
  auth: true,
  schema: {
    body: RouteOptimizationSubmitSchema,
    response: {
      202: RouteOptimizationSubmitResponseSchema,
      400: RouteOptimizationErrorResponseSchema,
      422: RouteOptimizationErrorResponseSchema,
      429: RouteOptimizationErrorResponseSchema,
    },
  },
});

export const routeOptimizationUsageRoute = defineRoute({
  id: 'getRouteOptimizationUsage',
  method: 'GET',
  url: `${base}/usage`,
  summary: "The company's route optimization quota: usage, limit, remaining, period",
  tags,
  auth: true,
  schema: {
    querystring: Type.Object({}),
    response: { 200: ItemResponseSchema(RouteOptimizationQuotaSchema) },
  },
});

export const getRouteOptimizationRoute = defineRoute({
  id: 'getRouteOptimization',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One run with its status (not in the spec; used to follow a run while it solves)',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(RouteOptimizationRunSchema) },
  },
});

export const getRouteOptimizationResultRoute = defineRoute({
  id: 'getRouteOptimizationResult',
  method: 'GET',
  url: `${base}/:id/result`,
  summary: 'The solved routes: vehicles with ordered stops, times and distances',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(RouteOptimizationResultSchema) },
  },
});

export const getRouteOptimizationSettingRoute = defineRoute({
  id: 'getRouteOptimizationSetting',
  method: 'GET',
  url: `${base}/:id/setting`,
  summary: "The run's parameters, as the re-optimize screen loads them",
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: ItemResponseSchema(RouteOptimizationSettingSchema) },
  },
});

export const listRouteOptimizationDeliveryOrdersRoute = defineRoute({
  id: 'listRouteOptimizationDeliveryOrders',
  method: 'GET',
  url: `${base}/:id/delivery-orders`,
  summary: "The run's delivery orders with their priority",
  tags,
  auth: true,
  list: routeOptimizationDeliveryOrderList,
  schema: {
    params: IdParamsSchema,
    querystring: ListQuerySchema,
    response: { 200: ListResponseSchema(RouteOptimizationDeliveryOrderSchema) },
  },
});

export const listRouteOptimizationVehiclesRoute = defineRoute({
  id: 'listRouteOptimizationVehicles',
  method: 'GET',
  url: `${base}/:id/vehicles`,
  summary: 'The vehicles selected for the run',
  tags,
  auth: true,
  list: routeOptimizationVehicleList,
  schema: {
    params: IdParamsSchema,
    querystring: VehiclesQuerySchema,
    response: { 200: ListResponseSchema(VehicleSelectionRowSchema) },
  },
});

export const createRouteOptimizationFleetTaskRoute = defineRoute({
  id: 'createRouteOptimizationFleetTask',
  method: 'POST',
  url: `${base}/:id/fleet-task`,
  summary: 'Create one fleet task per used vehicle from a solved run',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 201: CreateFleetTaskResponseSchema } },
});

export const rerunRouteOptimizationRoute = defineRoute({
  id: 'rerunRouteOptimization',
  method: 'PUT',
  url: `${base}/:id/rerun`,
  summary: 'Queue a failed or cancelled run again with the same parameters',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 202: RouteOptimizationRunActionResponseSchema } },
});

export const cancelRouteOptimizationRoute = defineRoute({
  id: 'cancelRouteOptimization',
  method: 'PATCH',
  url: `${base}/:id/cancel`,
  summary: 'Cancel a queued or solving run',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: RouteOptimizationRunActionResponseSchema } },
});

export const reoptimizeRouteOptimizationRoute = defineRoute({
  id: 'reoptimizeRouteOptimization',
  method: 'PUT',
  url: `${base}/:id/re-optimize`,
  summary: 'Create a new run from this one with new parameters; answers the new run id',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: RouteOptimizationSubmitSchema,
    response: {
      202: RouteOptimizationSubmitResponseSchema,
      400: RouteOptimizationErrorResponseSchema,
      422: RouteOptimizationErrorResponseSchema,
      429: RouteOptimizationErrorResponseSchema,
    },
  },
});

export const moveRouteOptimizationPointRoute = defineRoute({
  id: 'moveRouteOptimizationPoint',
  method: 'POST',
  url: `${base}/:id/vehicle/:vehicleId/point/:pointId/movement`,
  summary: 'Move a stop to another vehicle or position; answers the updated result',
  tags,
  auth: true,
  schema: {
    params: RunPointParamsSchema,
    body: MovePointRequestSchema,
    response: { 200: ItemResponseSchema(RouteOptimizationResultSchema) },
  },
});

export const rollbackRouteOptimizationRoute = defineRoute({
  id: 'rollbackRouteOptimization',
  method: 'POST',
  url: `${base}/:id/rollback`,
  summary:
    'Withdraw the fleet tasks created from the run, or return a solved run to its previous plan',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: RouteOptimizationRunActionResponseSchema } },
});

export const getDriverDayRoute = defineRoute({
  id: 'getDriverDay',
  method: 'GET',
  url: `${API_BASES.fleetPlanning}/driver-day`,
  summary: "The signed-in driver's planned stops for today (from fleet tasks)",
  tags,
  auth: true,
  schema: {
    querystring: Type.Object({}),
    response: { 200: ItemResponseSchema(DriverDaySchema) },
  },
});

export const routeOptimizationRoutes = [
  listRouteOptimizationsRoute,
  createRouteOptimizationRoute,
  routeOptimizationUsageRoute,
  getRouteOptimizationRoute,
  getRouteOptimizationResultRoute,
  getRouteOptimizationSettingRoute,
  listRouteOptimizationDeliveryOrdersRoute,
  listRouteOptimizationVehiclesRoute,
  createRouteOptimizationFleetTaskRoute,
  rerunRouteOptimizationRoute,
  cancelRouteOptimizationRoute,
  reoptimizeRouteOptimizationRoute,
  moveRouteOptimizationPointRoute,
  rollbackRouteOptimizationRoute,
  getDriverDayRoute,
] as const;
