import {
  VehicleDetailSchema,
  alertMediaOperations,
  type VehicleDetail,
} from '@armada/contracts/alerts';
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
 * `vehicleById(id)` (docs/rules/alert-center.md §7): the vehicle with its device (type, IMEI, last
 * report), driver and GPS phone, for the alert media and the notification preview. Null when the
 * server answers no data; another company's or an unknown vehicle is a refusal (NOT_FOUND).
 */
export async function getVehicleDetail(
  id: number,
  { signal }: { signal?: AbortSignal | undefined } = {},
): Promise<VehicleDetail | null> {
  const result = requireSuccess(
    await graphqlRequest(vehicleByIdOperation, VEHICLE_BY_ID_DOCUMENT, { id }, { signal }),
  );
  return result.data;
}
