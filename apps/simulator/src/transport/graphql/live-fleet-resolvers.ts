import { VehicleStatusesFilterSchema } from '@armada/contracts/alerts';
import { graphqlOperations } from '@armada/contracts/catalogue';
import { ReverseGeocodingInputSchema } from '@armada/contracts/shared';
import type { TSchema } from 'typebox';
import type { Services } from '../../services/services';
import { authOf, type ResolverContext } from './fleet-company-resolvers';
import { answer, argumentParser } from './graphql-result';

type Resolver = (root: unknown, args: unknown, context: ResolverContext) => Promise<object>;

/** An operation's argument schema, as the contracts define it. */
function argsOf(field: string): TSchema {
  const args = graphqlOperations.find((op) => op.field === field)?.args;
  if (!args) throw new Error(`the contracts define no ${field} operation`);
  return args;
}

/**
 * The moving fleet over GraphQL (GQL-9): vehicleById (the device's last report and position),
 * vehicleStatuses (service, archived, repair) and reverseGeocoding (the nearest known address).
 */
export function liveFleetResolvers(services: Services): {
  Query: Record<string, Resolver>;
  Mutation: Record<string, Resolver>;
} {
  const byIdArgs = argumentParser(argsOf('vehicleById'), 'args');
  const statusesFilter = argumentParser(VehicleStatusesFilterSchema, 'filter');
  const geocodeArgs = argumentParser(ReverseGeocodingInputSchema, 'args');
  return {
    Query: {
      vehicleById: (_root, args, context) =>
        answer(context.log, { data: null }, () => ({
          data: services.liveFleet.vehicleDetail(
            authOf(context),
            (byIdArgs(args) as { id: number }).id,
          ),
        })),
      vehicleStatuses: (_root, args, context) =>
        answer(context.log, { list: [] }, () => ({
          list: services.liveFleet.vehicleStatuses(
            authOf(context),
            statusesFilter((args as { filter?: unknown }).filter),
          ),
        })),
      reverseGeocoding: (_root, args, context) =>
        answer(context.log, { data: null }, () => {
          const { latitude, longitude } = geocodeArgs(args);
          return { data: services.liveFleet.geocode(authOf(context), latitude, longitude) };
        }),
    },
    Mutation: {},
  };
}
