import {
  CreateServicePlanRequestSchema,
  CreateWorkOrderRequestSchema,
  DueListQuerySchema,
  DueListSchema,
  ServicePlanListQuerySchema,
  ServicePlanPageSchema,
  ServicePlanSchema,
  UpdateServicePlanRequestSchema,
  UpdateWorkOrderRequestSchema,
  UploadWorkOrderPhotoRequestSchema,
  WorkOrderListQuerySchema,
  WorkOrderPageSchema,
  WorkOrderSchema,
} from './maintenance';
import { IdParamsSchema, ItemResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';

const base = `${API_BASES.main}/maintenance`;
const tags = ['maintenance'];
const Plan = ItemResponseSchema(ServicePlanSchema);
const Order = ItemResponseSchema(WorkOrderSchema);

/**
 * Where a work order's photo is served: a file route beside the catalogue's JSON routes (the
 * photo's `url`), like the proof pictures of fleet tasks.
 */
export const WORK_ORDER_PHOTO_ROUTE = `${base}/work-order/:id/photo/:photoId`;

/** MNT-1, MNT-12. */
export const listServicePlansRoute = defineRoute({
  id: 'listServicePlans',
  method: 'GET',
  url: `${base}/plan`,
  summary: "The company's service plans, by name, paged",
  tags,
  auth: true,
  schema: { querystring: ServicePlanListQuerySchema, response: { 200: ServicePlanPageSchema } },
});

export const getServicePlanRoute = defineRoute({
  id: 'getServicePlan',
  method: 'GET',
  url: `${base}/plan/:id`,
  summary: 'One service plan',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Plan } },
});

/** MNT-1, MNT-2. */
export const createServicePlanRoute = defineRoute({
  id: 'createServicePlan',
  method: 'POST',
  url: `${base}/plan`,
  summary:
    'Create a service plan for one vehicle or a vehicle type: every N km, N engine hours or N months, whichever first',
  tags,
  auth: true,
  schema: { body: CreateServicePlanRequestSchema, response: { 201: Plan } },
});

export const updateServicePlanRoute = defineRoute({
  id: 'updateServicePlan',
  method: 'PUT',
  url: `${base}/plan/:id`,
  summary: 'Change a service plan (the fields given)',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: UpdateServicePlanRequestSchema, response: { 200: Plan } },
});

/** MNT-3, MNT-5. */
export const listMaintenanceDueRoute = defineRoute({
  id: 'listMaintenanceDue',
  method: 'GET',
  url: `${base}/due`,
  summary:
    'Plans due soon or overdue per vehicle, overdue first, with the measure that triggered (odometer, engine hours, months)',
  tags,
  auth: true,
  schema: { querystring: DueListQuerySchema, response: { 200: DueListSchema } },
});

/** MNT-6, MNT-7. */
export const listWorkOrdersRoute = defineRoute({
  id: 'listWorkOrders',
  method: 'GET',
  url: `${base}/work-order`,
  summary: "The company's work orders, newest planned start first, paged and filtered",
  tags,
  auth: true,
  schema: { querystring: WorkOrderListQuerySchema, response: { 200: WorkOrderPageSchema } },
});

export const getWorkOrderRoute = defineRoute({
  id: 'getWorkOrder',
  method: 'GET',
  url: `${base}/work-order/:id`,
  summary: 'One work order',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Order } },
});

/** MNT-6 ... MNT-9. */
export const createWorkOrderRoute = defineRoute({
  id: 'createWorkOrder',
  method: 'POST',
  url: `${base}/work-order`,
  summary:
    'Open a work order for a vehicle over planned days; one overlapping an open or in-progress work order of the vehicle is refused (409)',
  tags,
  auth: true,
  schema: { body: CreateWorkOrderRequestSchema, response: { 201: Order } },
});

/** MNT-6 ... MNT-9. */
export const updateWorkOrderRoute = defineRoute({
  id: 'updateWorkOrder',
  method: 'PUT',
  url: `${base}/work-order/:id`,
  summary:
    'Change a work order (the fields given), its status included (OPEN → IN_PROGRESS → DONE)',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: UpdateWorkOrderRequestSchema, response: { 200: Order } },
});

/** MNT-11. */
export const uploadWorkOrderPhotoRoute = defineRoute({
  id: 'uploadWorkOrderPhoto',
  method: 'POST',
  url: `${base}/work-order/:id/photo`,
  summary:
    'Add a photo (JPEG, PNG or WebP by its bytes, base64, at most 5 MB) to a work order; answers the work order',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    body: UploadWorkOrderPhotoRequestSchema,
    response: { 201: Order },
  },
});

export const maintenanceRoutes = [
  listServicePlansRoute,
  getServicePlanRoute,
  createServicePlanRoute,
  updateServicePlanRoute,
  listMaintenanceDueRoute,
  listWorkOrdersRoute,
  getWorkOrderRoute,
  createWorkOrderRoute,
  updateWorkOrderRoute,
  uploadWorkOrderPhotoRoute,
] as const;
