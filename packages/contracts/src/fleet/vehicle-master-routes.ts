import Type from 'typebox';
import { vehicleList } from '../shared/list-fields';
import {
  IdParamsSchema,
  ItemResponseSchema,
  ListQuerySchema,
  ListResponseSchema,
} from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';
import { VehicleSchema } from './vehicle';
import {
  MASTER_FLEET_LIMITS,
  SetActiveRequestSchema,
  VehicleExportQuerySchema,
  VehicleImportResultSchema,
  VehicleInputSchema,
} from './vehicle-master';

/**
 * Under `/api/master/vehicle`: the master data list answers the stored records (no live
 * position moving between two reads), so a write's effect is what changes it (MDF-7).
 */
const base = `${API_BASES.main}/master/vehicle`;
const tags = ['vehicle'];
const Item = ItemResponseSchema(VehicleSchema);

/** MDF-5, MDF-7: every unit of the company as stored, trailers included. */
export const listMasterVehiclesRoute = defineRoute({
  id: 'listMasterVehicles',
  method: 'GET',
  url: base,
  summary: 'The company’s vehicles as master data (stored records, no live position)',
  tags,
  auth: true,
  list: vehicleList,
  schema: { querystring: ListQuerySchema, response: { 200: ListResponseSchema(VehicleSchema) } },
});

/** MDF-1 ... MDF-4, MDF-6. */
export const createVehicleRoute = defineRoute({
  id: 'createVehicle',
  method: 'POST',
  url: base,
  summary:
    'Add a vehicle; 409 when its plate (in the company) or its device IMEI (anywhere) is taken',
  tags,
  auth: true,
  schema: { body: VehicleInputSchema, response: { 201: Item } },
});

/** MDF-1 ... MDF-4. */
export const updateVehicleRoute = defineRoute({
  id: 'updateVehicle',
  method: 'PUT',
  url: `${base}/:id`,
  summary: 'Replace a vehicle’s master data (same checks as adding one)',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: VehicleInputSchema, response: { 200: Item } },
});

/** MDF-5. */
export const setVehicleActiveRoute = defineRoute({
  id: 'setVehicleActive',
  method: 'POST',
  url: `${base}/:id/active`,
  summary: 'Deactivate or reactivate a vehicle; a deactivated one stays in history and reports',
  tags,
  auth: true,
  schema: { params: IdParamsSchema, body: SetActiveRequestSchema, response: { 200: Item } },
});

/** MDF-8. */
export const exportVehiclesRoute = defineRoute({
  id: 'exportVehicles',
  method: 'GET',
  url: `${base}/export`,
  summary: 'The company’s vehicles as a CSV or XLSX file that imports back unchanged',
  tags,
  auth: true,
  schema: {
    querystring: VehicleExportQuerySchema,
    response: { 200: Type.Unknown({ description: 'The file (attachment)' }) },
  },
});

/** MDF-9. */
export const importVehiclesRoute = defineRoute({
  id: 'importVehicles',
  method: 'POST',
  url: `${base}/import`,
  summary:
    'Add or update vehicles from a CSV or XLSX file (the body is the file, the export’s ' +
    `columns, at most ${MASTER_FLEET_LIMITS.maxImportRows} rows); one bad row refuses the file`,
  tags,
  auth: true,
  schema: { response: { 201: ItemResponseSchema(VehicleImportResultSchema) } },
});

export const vehicleMasterRoutes = [
  listMasterVehiclesRoute,
  createVehicleRoute,
  updateVehicleRoute,
  setVehicleActiveRoute,
  exportVehiclesRoute,
  importVehiclesRoute,
] as const;
