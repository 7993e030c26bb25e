import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import type { ListDeclaration } from '../shared/list-fields';
import { API_BASES, defineRoute } from '../shared/route-definition';
import {
  CancelFleetTaskRequestSchema,
  CreateFleetTaskRequestSchema,
  FleetTaskDetailSchema,
  FleetTaskSchema,
  FleetTaskStopParamsSchema,
  ReassignFleetTaskRequestSchema,
} from './fleet-task';

/** What the fleet task list filters, sorts and searches on (FT-5). */
export const fleetTaskList = {
  resource: 'fleet-task',
  fields: {
    id: { type: 'number' },
    number: { type: 'string' },
    status: { type: 'string' },
    source: { type: 'string' },
    day: { type: 'string' },
    'vehicle.id': { type: 'number' },
    'vehicle.license_plate': { type: 'string' },
    'driver.id': { type: 'number' },
    'driver.fullname': { type: 'string' },
    'route_optimization.id': { type: 'number' },
    total_stops: { type: 'number' },
    planned_start_on: { type: 'date' },
    created_on: { type: 'date' },
  },
  searchFields: ['number', 'vehicle.license_plate', 'driver.fullname'],
  defaultSort: [
    { field: 'planned_start_on', order: 'desc' },
    { field: 'id', order: 'desc' },
  ],
} as const satisfies ListDeclaration;
export type FleetTaskListField = keyof typeof fleetTaskList.fields;

const base = `${API_BASES.fleetPlanning}/fleet-task`;
const tags = ['fleet-task'];
const Detail = ItemResponseSchema(FleetTaskDetailSchema);

export const listFleetTasksRoute = defineRoute({
  id: 'listFleetTasks',
  method: 'GET',
  url: base,
  summary: 'Fleet tasks of the company, paged, searchable, sortable, filterable (FT-5)',
  tags,
  auth: true,
  list: fleetTaskList,
  schema: { querystring: ListQuerySchema, response: { 200: ListResponseSchema(FleetTaskSchema) } },
});

export const getFleetTaskRoute = defineRoute({
  id: 'getFleetTask',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One fleet task with its stops, planned and driven path; 404 when unknown',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Detail } },
});

export const createFleetTaskRoute = defineRoute({
  id: 'createFleetTask',
  method: 'POST',
  url: base,
  summary: 'A fleet task made by hand: a vehicle, a driver and orders in a given or solved order',
  tags,
  auth: true,
  schema: { body: CreateFleetTaskRequestSchema, response: { 201: Detail } },
});

export const reassignFleetTaskRoute = defineRoute({
  id: 'reassignFleetTask',
  method: 'POST',
  url: `${base}/:id/reassign`,
  summary: 'Give a planned or started task to another vehicle (and driver); 409 once it is closed',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: ReassignFleetTaskRequestSchema,
    response: { 200: Detail },
  },
});

export const cancelFleetTaskRoute = defineRoute({
  id: 'cancelFleetTask',
  method: 'POST',
  url: `${base}/:id/cancel`,
  summary: 'Cancel a planned or started task: its open stops are skipped; 409 once it is closed',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: CancelFleetTaskRequestSchema, response: { 200: Detail } },
});

export const cancelFleetTaskStopRoute = defineRoute({
  id: 'cancelFleetTaskStop',
  method: 'POST',
  url: `${base}/:id/stop/:stopId/cancel`,
  summary: 'Skip one stop that is still ahead; 409 once it is arrived or settled',
  tags,
  auth: true,
  schema: {
    params: FleetTaskStopParamsSchema,
    body: CancelFleetTaskRequestSchema,
    response: { 200: Detail },
  },
});

export const fleetTaskRoutes = [
  listFleetTasksRoute,
  getFleetTaskRoute,
  createFleetTaskRoute,
  reassignFleetTaskRoute,
  cancelFleetTaskRoute,
  cancelFleetTaskStopRoute,
] as const;
