import { queryOptions, useQuery } from '@tanstack/react-query';
import { VehicleDetailSchema, alertMediaOperations, type VehicleDetail } from '@armada/contracts';
import {
  RESULT_FIELDS,
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';

const vehicleByIdOperation = operationOf(alertMediaOperations, 'vehicleById');

export const VEHICLE_BY_ID_DOCUMENT = /* GraphQL */ `
  query VehicleById($id: Int!) {
    vehicleById(id: $id) { ${RESULT_FIELDS} data ${graphqlSelection(VehicleDetailSchema)} }
  }
`;

/**
 * `vehicleById(id)` (spec 02 section 7): the vehicle's device type (who can be called), its
 * driver's phone and its tracker. Null when the server has no such vehicle for the company.
 */
export async function getVehicleDetail(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<VehicleDetail | null> {
  const result = requireSuccess(
    await graphqlRequest(vehicleByIdOperation, VEHICLE_BY_ID_DOCUMENT, { id }, { signal }),
  );
  return result.data;
}

export const getVehicleDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['notifications', 'vehicle', id] as const,
    queryFn: ({ signal }) => getVehicleDetail(id, { signal }),
    // A vehicle's device changes rarely; the preview reopens without a new call for a while.
    staleTime: 5 * 60_000,
  });

export function useVehicleDetail(id: number | null) {
  return useQuery({ ...getVehicleDetailQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
}
