import Type from 'typebox';
import { ItemResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';
import {
  ArriveStopRequestSchema,
  DeliverStopRequestSchema,
  DriverStopParamsSchema,
  DriverTaskSchema,
  FailStopRequestSchema,
  MyFleetTasksSchema,
} from './driver-task';

/** The driver's own tasks and stop actions (docs/rules/fleet-tasks.md FT-14 ... FT-20). */
const base = `${API_BASES.fleetPlanning}/fleet-task/mine`;
const tags = ['fleet-task'];
const Task = ItemResponseSchema(DriverTaskSchema);

export const getMyFleetTasksRoute = defineRoute({
  id: 'getMyFleetTasks',
  method: 'GET',
  url: base,
  summary: "The signed-in driver's fleet tasks of today, stops in order (FT-14)",
  tags,
  auth: true,
  schema: {
    querystring: Type.Object({}),
    response: { 200: ItemResponseSchema(MyFleetTasksSchema) },
  },
});

export const arriveMyStopRoute = defineRoute({
  id: 'arriveMyStop',
  method: 'POST',
  url: `${base}/stop/:stopId/arrived`,
  summary: 'The driver is at one of their stops; a replayed key changes nothing (FT-15, FT-17)',
  tags,
  auth: true,
  schema: {
    params: DriverStopParamsSchema,
    body: ArriveStopRequestSchema,
    response: { 200: Task },
  },
});

export const deliverMyStopRoute = defineRoute({
  id: 'deliverMyStop',
  method: 'POST',
  url: `${base}/stop/:stopId/delivered`,
  summary: 'Delivered, with the recipient, a photo and a signature (FT-15, FT-18)',
  tags,
  auth: true,
  schema: {
    params: DriverStopParamsSchema,
    body: DeliverStopRequestSchema,
    response: { 200: Task },
  },
});

export const failMyStopRoute = defineRoute({
  id: 'failMyStop',
  method: 'POST',
  url: `${base}/stop/:stopId/failed`,
  summary: 'Not delivered, with a reason and a photo (FT-15, FT-16, FT-18)',
  tags,
  auth: true,
  schema: { params: DriverStopParamsSchema, body: FailStopRequestSchema, response: { 200: Task } },
});

export const driverTaskRoutes = [
  getMyFleetTasksRoute,
  arriveMyStopRoute,
  deliverMyStopRoute,
  failMyStopRoute,
] as const;
