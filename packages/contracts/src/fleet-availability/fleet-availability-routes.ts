import { ItemResponseSchema } from '../shared/list-query';
import { API_BASES, defineRoute } from '../shared/route-definition';
import {
  FleetAvailabilityQuerySchema,
  FleetAvailabilitySchema,
  FleetShiftSchema,
} from './fleet-availability';

const base = `${API_BASES.fleetPlanning}/fleet-availability`;
const tags = ['fleet-availability'];

export const getFleetAvailabilityRoute = defineRoute({
  id: 'getFleetAvailability',
  method: 'GET',
  url: base,
  summary:
    'Each vehicle and day of a range on the company clock: booked by tasks, maintenance, off shift or free (FA-1 ... FA-6)',
  tags,
  auth: true,
  schema: {
    querystring: FleetAvailabilityQuerySchema,
    response: { 200: ItemResponseSchema(FleetAvailabilitySchema) },
  },
});

export const updateFleetShiftRoute = defineRoute({
  id: 'updateFleetShift',
  method: 'PUT',
  url: `${base}/shift`,
  summary: "The company's working week, which decides the off-shift days (FA-5)",
  tags,
  auth: true,
  schema: { body: FleetShiftSchema, response: { 200: ItemResponseSchema(FleetShiftSchema) } },
});

export const fleetAvailabilityRoutes = [getFleetAvailabilityRoute, updateFleetShiftRoute] as const;
