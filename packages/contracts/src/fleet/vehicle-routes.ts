import { vehicleList } from '../shared/list-fields';
import Type, { type Static } from 'typebox';
import { ListQuerySchema, ListResponseSchema } from '../shared/list-query';
import { VehicleSchema } from './vehicle';
import { API_BASES, defineRoute } from '../shared/route-definition';

/**
 * The list query plus `parent_only` (docs/rules/route-optimization.md §7.4 always sends
 * parent_only=true).
 */
export const VehicleListQuerySchema = Type.Object({
  ...ListQuerySchema.properties,
  parent_only: Type.Optional(Type.Boolean()),
});
export type VehicleListQuery = Static<typeof VehicleListQuerySchema>;

export const listVehiclesRoute = defineRoute({
  id: 'listVehicles',
  method: 'GET',
  url: `${API_BASES.main}/vehicle`,
  summary: 'Vehicles with group, type, box type, device, driver and last position',
  tags: ['vehicle'],
  auth: true,
  list: vehicleList,
  schema: {
    querystring: VehicleListQuerySchema,
    response: { 200: ListResponseSchema(VehicleSchema) },
  },
});

export const vehicleRoutes = [listVehiclesRoute] as const;
