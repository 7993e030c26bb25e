import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  MasterExportResource,
  MasterFleetExportFormat,
  VehicleImportResult,
} from '@armada/contracts/fleet';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { vehicleGroupKeys } from '@/lib/resources/vehicle-groups';
import { vehicleKeys } from '@/lib/resources/vehicles';
import { driverKeys } from './drivers';
import { importContentType } from './vehicles';

/** MDF-20: where a list's export file is read (a link: the browser keeps the session cookie). */
export function masterExportUrl(
  resource: MasterExportResource,
  format: MasterFleetExportFormat,
  includeInactive: boolean,
): string {
  const params = new URLSearchParams({ resource, format });
  if (includeInactive) params.set('include_inactive', 'true');
  return `${env.apiBaseUrl}${ROUTE_URLS.exportMasterData}?${params.toString()}`;
}

/** MDF-21: the file is the body; every row is saved or none. */
export async function importMasterData(
  resource: MasterExportResource,
  file: File,
): Promise<VehicleImportResult> {
  const response = await apiClient.post(ROUTE_URLS.importMasterData, {
    validate: validators.importMasterData,
    query: { resource },
    file,
    contentType: importContentType(file),
  });
  return response.data;
}

/**
 * An import of drivers, groups or box types may change vehicles too (the drivers they carry,
 * group names, box capacities): every list of the fleet is read again.
 */
export function useMasterImport(resource: MasterExportResource) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importMasterData(resource, file),
    onSuccess: () =>
      Promise.all(
        [driverKeys.all, vehicleKeys.all, vehicleGroupKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
