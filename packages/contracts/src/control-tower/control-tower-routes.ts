import Type from 'typebox';
import { IdParamsSchema, IdSchema, ItemResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';
import {
  CONTROL_TOWER_EXCEPTION_KINDS,
  AcknowledgeExceptionRequestSchema,
  AssignExceptionRequestSchema,
  ControlTowerAssigneeSchema,
  ControlTowerBoardSchema,
  ControlTowerExceptionSchema,
  ControlTowerQueueQuerySchema,
} from './control-tower';

const base = `${API_BASES.fleetPlanning}/control-tower`;
const tags = ['control-tower'];
const Exception = ItemResponseSchema(ControlTowerExceptionSchema);

export const getControlTowerBoardRoute = defineRoute({
  id: 'getControlTowerBoard',
  method: 'GET',
  url: `${base}/board`,
  summary: "Today's fleet tasks with their progress, the vehicles on task and the figures (CT-10)",
  tags,
  auth: true,
  schema: { response: { 200: ItemResponseSchema(ControlTowerBoardSchema) } },
});

export const listControlTowerExceptionsRoute = defineRoute({
  id: 'listControlTowerExceptions',
  method: 'GET',
  url: `${base}/exception`,
  summary: 'The exception queue: most urgent first, then newest (CT-9)',
  tags,
  auth: true,
  schema: {
    querystring: ControlTowerQueueQuerySchema,
    response: { 200: ItemResponseSchema(Type.Array(ControlTowerExceptionSchema)) },
  },
});

export const acknowledgeControlTowerExceptionRoute = defineRoute({
  id: 'acknowledgeControlTowerException',
  method: 'POST',
  url: `${base}/exception/:id/acknowledge`,
  summary: 'Acknowledge an exception, optionally assigning it, with a note; 409 when already done',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: AcknowledgeExceptionRequestSchema,
    response: { 200: Exception },
  },
});

export const assignControlTowerExceptionRoute = defineRoute({
  id: 'assignControlTowerException',
  method: 'POST',
  url: `${base}/exception/:id/assign`,
  summary: 'Assign an exception to a user of the company (or to nobody), with a note',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: AssignExceptionRequestSchema,
    response: { 200: Exception },
  },
});

export const listControlTowerAssigneesRoute = defineRoute({
  id: 'listControlTowerAssignees',
  method: 'GET',
  url: `${base}/assignee`,
  summary: 'The users of the company an exception can be assigned to (CT-13)',
  tags,
  auth: true,
  schema: { response: { 200: ItemResponseSchema(Type.Array(ControlTowerAssigneeSchema)) } },
});

export const controlTowerRoutes = [
  getControlTowerBoardRoute,
  listControlTowerExceptionsRoute,
  acknowledgeControlTowerExceptionRoute,
  assignControlTowerExceptionRoute,
  listControlTowerAssigneesRoute,
] as const;

/**
 * Simulator control (ARMADA_SIM_CONTROLS only, not in the catalogue): opens an exception now on
 * a vehicle of the company, with no task, for tests, benches and demos that need one at once.
 */
export const OpenSampleExceptionBodySchema = Type.Object(
  {
    kind: Type.Optional(Type.Enum(CONTROL_TOWER_EXCEPTION_KINDS, { default: 'LATE_RISK' })),
    /** A vehicle of the company; default: its first. */
    vehicleId: Type.Optional(IdSchema),
  },
  { $id: 'OpenSampleExceptionBody', additionalProperties: false },
);

export const openSampleExceptionRoute = defineRoute({
  id: 'openSampleControlTowerException',
  method: 'POST',
  url: `${API_BASES.main}/simulator/control-tower/exception`,
  summary: 'Simulator control: open an exception now on a vehicle of the company',
  tags: ['simulator'],
  auth: true,
  schema: { body: OpenSampleExceptionBodySchema, response: { 201: Exception } },
});
