import Type, { type Static } from 'typebox';
import type { ListDeclaration } from '../shared/list-fields';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';
import { boxTypeList } from '../shared/list-fields';
import { BoxTypeSchema } from './box-type';
import {
  MASTER_FLEET_EXPORT_FORMATS,
  MASTER_FLEET_LIMITS,
  SetActiveRequestSchema,
  VehicleImportResultSchema,
} from './vehicle-master';

/**
 * Vehicle groups and box types as master data (docs/rules/master-fleet.md MDF-17 ... MDF-19):
 * their lists, adding, renaming or changing, and (de)activating.
 */

export const MasterVehicleGroupSchema = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  name: Type.String(),
  is_active: Type.Boolean(),
  /** Vehicles in the group, inactive ones included. */
  vehicle_count: Type.Integer({ minimum: 0 }),
});
export type MasterVehicleGroup = Static<typeof MasterVehicleGroupSchema>;

export const VehicleGroupInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
});
export type VehicleGroupInput = Static<typeof VehicleGroupInputSchema>;

export const BoxTypeInputSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 80 }),
  /** Kilograms. */
  weight_capacity: Type.Number({ exclusiveMinimum: 0, maximum: 100_000 }),
  /** Cubic metres. */
  volume_capacity: Type.Number({ exclusiveMinimum: 0, maximum: 200 }),
  /** Inside dimensions in metres. */
  length: Type.Number({ exclusiveMinimum: 0, maximum: 20 }),
  width: Type.Number({ exclusiveMinimum: 0, maximum: 5 }),
  height: Type.Number({ exclusiveMinimum: 0, maximum: 5 }),
});
export type BoxTypeInput = Static<typeof BoxTypeInputSchema>;

export const vehicleGroupList = {
  resource: 'vehicle-group',
  fields: {
    id: { type: 'number' },
    name: { type: 'string' },
    is_active: { type: 'boolean' },
    vehicle_count: { type: 'number' },
  },
  searchFields: ['name'],
  defaultSort: [{ field: 'name', order: 'asc' }],
} as const satisfies ListDeclaration;

const groups = `${API_BASES.main}/master/vehicle-group`;
const boxes = `${API_BASES.main}/master/box-type`;
const GroupItem = ItemResponseSchema(MasterVehicleGroupSchema);
const BoxItem = ItemResponseSchema(BoxTypeSchema);

export const listMasterVehicleGroupsRoute = defineRoute({
  id: 'listMasterVehicleGroups',
  method: 'GET',
  url: groups,
  summary: 'The company’s vehicle groups with their vehicle counts',
  tags: ['vehicle'],
  auth: true,
  list: vehicleGroupList,
  schema: {
    querystring: ListQuerySchema,
    response: { 200: ListResponseSchema(MasterVehicleGroupSchema) },
  },
});

/** MDF-17. */
export const createVehicleGroupRoute = defineRoute({
  id: 'createVehicleGroup',
  method: 'POST',
  url: groups,
  summary: 'Add a vehicle group; 409 when the company has one of that name',
  tags: ['vehicle'],
  auth: true,
  schema: { body: VehicleGroupInputSchema, response: { 201: GroupItem } },
});

/** MDF-17. */
export const updateVehicleGroupRoute = defineRoute({
  id: 'updateVehicleGroup',
  method: 'PUT',
  url: `${groups}/:id`,
  summary: 'Rename a vehicle group; its vehicles carry the new name',
  tags: ['vehicle'],
  auth: true,
  schema: { params: IdParamsSchema, body: VehicleGroupInputSchema, response: { 200: GroupItem } },
});

/** MDF-19. */
export const setVehicleGroupActiveRoute = defineRoute({
  id: 'setVehicleGroupActive',
  method: 'POST',
  url: `${groups}/:id/active`,
  summary: 'Deactivate or reactivate a vehicle group',
  tags: ['vehicle'],
  auth: true,
  schema: { params: IdParamsSchema, body: SetActiveRequestSchema, response: { 200: GroupItem } },
});

export const listMasterBoxTypesRoute = defineRoute({
  id: 'listMasterBoxTypes',
  method: 'GET',
  url: boxes,
  summary: 'The company’s box types as master data (the box-type list, inactive ones included)',
  tags: ['vehicle'],
  auth: true,
  list: boxTypeList,
  schema: { querystring: ListQuerySchema, response: { 200: ListResponseSchema(BoxTypeSchema) } },
});

/** MDF-18. */
export const createBoxTypeRoute = defineRoute({
  id: 'createBoxType',
  method: 'POST',
  url: boxes,
  summary: 'Add a box type; 409 when the company has one of that name',
  tags: ['vehicle'],
  auth: true,
  schema: { body: BoxTypeInputSchema, response: { 201: BoxItem } },
});

/** MDF-18. */
export const updateBoxTypeRoute = defineRoute({
  id: 'updateBoxType',
  method: 'PUT',
  url: `${boxes}/:id`,
  summary: 'Change a box type; its vehicles carry the new name and capacities',
  tags: ['vehicle'],
  auth: true,
  schema: { params: IdParamsSchema, body: BoxTypeInputSchema, response: { 200: BoxItem } },
});

/** MDF-19. */
export const setBoxTypeActiveRoute = defineRoute({
  id: 'setBoxTypeActive',
  method: 'POST',
  url: `${boxes}/:id/active`,
  summary: 'Deactivate or reactivate a box type',
  tags: ['vehicle'],
  auth: true,
  schema: { params: IdParamsSchema, body: SetActiveRequestSchema, response: { 200: BoxItem } },
});

export const MASTER_EXPORT_RESOURCES = ['drivers', 'vehicle-groups', 'box-types'] as const;
export type MasterExportResource = (typeof MASTER_EXPORT_RESOURCES)[number];

export const MasterExportQuerySchema = Type.Object({
  resource: Type.Enum(MASTER_EXPORT_RESOURCES),
  format: Type.Enum(MASTER_FLEET_EXPORT_FORMATS),
  include_inactive: Type.Optional(Type.Boolean()),
});
export type MasterExportQuery = Static<typeof MasterExportQuerySchema>;

/** MDF-20. */
export const exportMasterDataRoute = defineRoute({
  id: 'exportMasterData',
  method: 'GET',
  url: `${API_BASES.main}/master/export`,
  summary: 'The company’s drivers, vehicle groups or box types as a CSV or XLSX file',
  tags: ['vehicle'],
  auth: true,
  schema: {
    querystring: MasterExportQuerySchema,
    response: { 200: Type.Unknown({ description: 'The file (attachment)' }) },
  },
});

/** `POST /api/master/import?resource=...` (MDF-21 ... MDF-23): which list a file fills. */
export const MasterImportQuerySchema = Type.Object({
  resource: Type.Enum(MASTER_EXPORT_RESOURCES),
});
export type MasterImportQuery = Static<typeof MasterImportQuerySchema>;

/** MDF-21 ... MDF-23. */
export const importMasterDataRoute = defineRoute({
  id: 'importMasterData',
  method: 'POST',
  url: `${API_BASES.main}/master/import`,
  summary:
    'Add or update drivers, vehicle groups or box types from a CSV or XLSX file (the body is ' +
    `the file, the export’s columns, at most ${MASTER_FLEET_LIMITS.maxImportRows} rows); one bad ` +
    'row refuses the file',
  tags: ['vehicle'],
  auth: true,
  schema: {
    querystring: MasterImportQuerySchema,
    response: { 201: ItemResponseSchema(VehicleImportResultSchema) },
  },
});

export const groupBoxMasterRoutes = [
  exportMasterDataRoute,
  importMasterDataRoute,
  listMasterVehicleGroupsRoute,
  createVehicleGroupRoute,
  updateVehicleGroupRoute,
  setVehicleGroupActiveRoute,
  listMasterBoxTypesRoute,
  createBoxTypeRoute,
  updateBoxTypeRoute,
  setBoxTypeActiveRoute,
] as const;
