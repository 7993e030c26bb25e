import { queryOptions } from '@tanstack/react-query';
import type { LicenceFlag } from '@armada/contracts/licences';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/**
 * LIC-11 (docs/rules/licences.md): the vehicles among a page of a table whose KIR, or whose
 * driver's SIM, is expired on a day, read by route optimization's vehicle selection. Every key
 * under `licenceFlagKeys.all`.
 */
export const licenceFlagKeys = {
  all: ['licence-flags'] as const,
  of: (vehicleIds: readonly number[], on: string) =>
    [...licenceFlagKeys.all, [...vehicleIds].sort((a, b) => a - b).join(','), on] as const,
};

/** `GET /api/license/flag`; `on` empty: the company's today. */
export const licenceFlagsQueryOptions = (vehicleIds: readonly number[], on: string) =>
  queryOptions({
    queryKey: licenceFlagKeys.of(vehicleIds, on),
    enabled: vehicleIds.length > 0,
    staleTime: 60_000,
    retry: false,
    queryFn: async ({ signal }): Promise<LicenceFlag[]> =>
      (
        await apiClient.get(ROUTE_URLS.listLicenceFlags, {
          validate: validators.listLicenceFlags,
          query: { vehicle_ids: [...vehicleIds].join(','), ...(on ? { on } : {}) },
          signal,
        })
      ).data,
  });
