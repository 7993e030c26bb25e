import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';
import {
  AutoPlanSettingsSchema,
  CreateDeliveryScheduleRequestSchema,
  DeleteDeliveryScheduleResponseSchema,
  DeliveryScheduleDetailSchema,
  DeliveryScheduleListItemSchema,
  SchedulerPassResultSchema,
  UpdateAutoPlanSettingsRequestSchema,
  UpdateDeliveryScheduleRequestSchema,
  deliveryScheduleList,
} from './schedule';

const base = `${API_BASES.order}/delivery-schedule`;
const tags = ['delivery-schedule'];
const Detail = ItemResponseSchema(DeliveryScheduleDetailSchema);

/** SCH-12. */
export const listDeliverySchedulesRoute = defineRoute({
  id: 'listDeliverySchedules',
  method: 'GET',
  url: base,
  summary: 'Delivery schedules, paged, with their next delivery days',
  tags,
  auth: true,
  list: deliveryScheduleList,
  schema: {
    querystring: ListQuerySchema,
    response: { 200: ListResponseSchema(DeliveryScheduleListItemSchema) },
  },
});

/** SCH-13. */
export const getDeliveryScheduleRoute = defineRoute({
  id: 'getDeliverySchedule',
  method: 'GET',
  url: `${base}/:id`,
  summary: 'One delivery schedule with its next days and the orders it made',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Detail } },
});

/** SCH-9. */
export const createDeliveryScheduleRoute = defineRoute({
  id: 'createDeliverySchedule',
  method: 'POST',
  url: base,
  summary: 'Create a recurring delivery; its orders for the next days are made at once',
  tags,
  auth: true,
  schema: { body: CreateDeliveryScheduleRequestSchema, response: { 201: Detail } },
});

/** SCH-10. */
export const updateDeliveryScheduleRoute = defineRoute({
  id: 'updateDeliverySchedule',
  method: 'PUT',
  url: `${base}/:id`,
  summary: 'Change a schedule; orders already made stay as they are',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: UpdateDeliveryScheduleRequestSchema,
    response: { 200: Detail },
  },
});

/** SCH-11. */
export const pauseDeliveryScheduleRoute = defineRoute({
  id: 'pauseDeliverySchedule',
  method: 'POST',
  url: `${base}/:id/pause`,
  summary: 'Pause a schedule: it makes no new orders until resumed',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Detail } },
});

/** SCH-11. */
export const resumeDeliveryScheduleRoute = defineRoute({
  id: 'resumeDeliverySchedule',
  method: 'POST',
  url: `${base}/:id/resume`,
  summary: 'Resume a paused schedule (orders from tomorrow on are made at once)',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Detail } },
});

/** SCH-11. */
export const deleteDeliveryScheduleRoute = defineRoute({
  id: 'deleteDeliverySchedule',
  method: 'DELETE',
  url: `${base}/:id`,
  summary: 'Delete a schedule; the orders it made stay',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: DeleteDeliveryScheduleResponseSchema } },
});

const autoPlanUrl = `${API_BASES.order}/delivery-auto-plan`;

/** SCH-14, SCH-17. */
export const getAutoPlanSettingsRoute = defineRoute({
  id: 'getDeliveryAutoPlan',
  method: 'GET',
  url: autoPlanUrl,
  summary: "The company's daily auto-plan setting and its last days",
  tags,
  auth: true,
  schema: { response: { 200: ItemResponseSchema(AutoPlanSettingsSchema) } },
});

/** SCH-14. */
export const updateAutoPlanSettingsRoute = defineRoute({
  id: 'updateDeliveryAutoPlan',
  method: 'PUT',
  url: autoPlanUrl,
  summary: 'Set the daily auto-plan: hour, origin, vehicles, and leave the run or make tasks',
  tags,
  auth: true,
  schema: {
    body: UpdateAutoPlanSettingsRequestSchema,
    response: { 200: ItemResponseSchema(AutoPlanSettingsSchema) },
  },
});

export const deliveryScheduleRoutes = [
  listDeliverySchedulesRoute,
  getDeliveryScheduleRoute,
  createDeliveryScheduleRoute,
  updateDeliveryScheduleRoute,
  pauseDeliveryScheduleRoute,
  resumeDeliveryScheduleRoute,
  deleteDeliveryScheduleRoute,
  getAutoPlanSettingsRoute,
  updateAutoPlanSettingsRoute,
] as const;

/**
 * Simulator control (CTRL-1, ARMADA_SIM_CONTROLS; SCH-21): one scheduler pass in this process
 * now, as its minute tick would run it. Tests and demos; not in the product's catalogue.
 */
export const runSchedulerPassRoute = defineRoute({
  id: 'runSimulatedSchedulerPass',
  method: 'POST',
  url: `${API_BASES.main}/simulator/delivery-scheduler/pass`,
  summary: 'Simulator control: run one delivery scheduler pass now in this process',
  tags: ['simulator'],
  auth: true,
  schema: { response: { 200: SchedulerPassResultSchema } },
});
