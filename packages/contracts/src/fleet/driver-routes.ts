import type { ListDeclaration } from '../shared/list-fields';
import { ListQuerySchema, ListResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';
import Type from 'typebox';
import { IdParamsSchema, ItemResponseSchema } from '../shared/list-query';
import {
  DRIVER_PHOTO_LIMITS,
  DRIVER_PHOTO_TYPES,
  DriverAccountSchema,
  DriverInputSchema,
  MasterDriverSchema,
} from './driver-master';
import { ErrorResponseSchema } from '../shared/errors';
import { SetActiveRequestSchema } from './vehicle-master';

/** `GET /api/driver`: what the list filters, sorts and searches (master data, MDF-11). */
export const driverList = {
  resource: 'driver',
  fields: {
    /** The same as driverId: every list sorts by `id` (the suites' `sorts=id asc`). */
    id: { type: 'number' },
    driverId: { type: 'number' },
    fullname: { type: 'string' },
    phoneNo: { type: 'string' },
    licenseType: { type: 'string' },
    isActive: { type: 'boolean' },
  },
  searchFields: ['fullname', 'phoneNo'],
  defaultSort: [{ field: 'fullname', order: 'asc' }],
} as const satisfies ListDeclaration;

/** MDF-11. */
export const listDriversRoute = defineRoute({
  id: 'listDrivers',
  method: 'GET',
  url: `${API_BASES.main}/driver`,
  summary: 'The company’s drivers, paged, searchable by name and phone',
  tags: ['driver'],
  auth: true,
  list: driverList,
  schema: {
    querystring: ListQuerySchema,
    response: { 200: ListResponseSchema(MasterDriverSchema) },
  },
});

const base = `${API_BASES.main}/driver`;
const tags = ['driver'];
const Item = ItemResponseSchema(MasterDriverSchema);

/** MDF-11 ... MDF-14. */
export const createDriverRoute = defineRoute({
  id: 'createDriver',
  method: 'POST',
  url: base,
  summary: 'Add a driver; 409 when the SIM number or the user account is another driver’s',
  tags,
  auth: true,
  schema: { body: DriverInputSchema, response: { 201: Item } },
});

export const updateDriverRoute = defineRoute({
  id: 'updateDriver',
  method: 'PUT',
  url: `${base}/:id`,
  summary: 'Replace a driver’s master data; the vehicles naming the driver follow',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: DriverInputSchema, response: { 200: Item } },
});

/** MDF-5, MDF-16. */
export const setDriverActiveRoute = defineRoute({
  id: 'setDriverActive',
  method: 'POST',
  url: `${base}/:id/active`,
  summary: 'Deactivate or reactivate a driver; history and reports keep naming them',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: SetActiveRequestSchema, response: { 200: Item } },
});

/** MDF-15. */
export const uploadDriverPhotoRoute = defineRoute({
  id: 'uploadDriverPhoto',
  method: 'POST',
  url: `${base}/:id/photo`,
  summary:
    `Set a driver’s photo: the body is the image itself (${DRIVER_PHOTO_TYPES.join(', ')}, told ` +
    `by its first bytes, at most ${DRIVER_PHOTO_LIMITS.maxBytes / 1024 / 1024} MB)`,
  tags,
  auth: true,
  schema: { params: IdParamsSchema, response: { 200: Item } },
});

/** MDF-15. */
export const getDriverPhotoRoute = defineRoute({
  id: 'getDriverPhoto',
  method: 'GET',
  url: `${base}/:id/photo`,
  summary: 'A driver’s photo, in the type its first bytes told; 404 while they have none',
  tags,
  auth: true,
  schema: {
    params: IdParamsSchema,
    response: { 200: Type.Unknown({ description: 'The image' }), 404: ErrorResponseSchema },
  },
});

/** MDF-24. */
export const listDriverAccountsRoute = defineRoute({
  id: 'listDriverAccounts',
  method: 'GET',
  url: `${base}/accounts`,
  summary: 'The company’s user accounts that can sign in, each with the driver it is linked to',
  tags,
  auth: true,
  schema: { response: { 200: ItemResponseSchema(Type.Array(DriverAccountSchema)) } },
});

export const driverRoutes = [
  listDriversRoute,
  listDriverAccountsRoute,
  createDriverRoute,
  updateDriverRoute,
  setDriverActiveRoute,
  getDriverPhotoRoute,
] as const;

/** In a context of their own: the body is the file (registered after `driverRoutes`). */
export const driverPhotoRoutes = [uploadDriverPhotoRoute] as const;
