import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CostEntry,
  CostEntryListQuery,
  CostImport,
  CostImportRequest,
  CostSummaryQuery,
  CreateCostEntryRequest,
  FuelMatchQuery,
} from '@armada/contracts/costs';
import { apiClient } from '@/lib/api-client';
import { readQueryOptions } from '@/lib/resources/record-resource';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** Every cost query key starts with `costKeys.all`. */
export const costKeys = {
  all: ['costs'] as const,
  entries: (query: CostEntryListQuery) => [...costKeys.all, 'entries', query] as const,
  summary: (query: CostSummaryQuery) => [...costKeys.all, 'summary', query] as const,
  fuelMatch: (query: FuelMatchQuery) => [...costKeys.all, 'fuel-match', query] as const,
};

/** `GET /api/cost/entry` (COST-3). */
export const entriesQueryOptions = (query: CostEntryListQuery) =>
  readQueryOptions(
    costKeys.entries(query),
    { url: ROUTE_URLS.listCostEntries, validate: validators.listCostEntries },
    query,
  );

/** `GET /api/cost/summary` (COST-6 ... COST-8). */
export const summaryQueryOptions = (query: CostSummaryQuery) =>
  readQueryOptions(
    costKeys.summary(query),
    { url: ROUTE_URLS.getCostSummary, validate: validators.getCostSummary },
    query,
  );

/** `GET /api/cost/fuel-match` (COST-9). */
export const fuelMatchQueryOptions = (query: FuelMatchQuery) =>
  readQueryOptions(
    costKeys.fuelMatch(query),
    { url: ROUTE_URLS.getFuelMatch, validate: validators.getFuelMatch },
    query,
  );

export function useCostEntries(query: CostEntryListQuery) {
  return useQuery(entriesQueryOptions(query));
}
export function useCostSummary(query: CostSummaryQuery) {
  return useQuery(summaryQueryOptions(query));
}
export function useFuelMatch(query: FuelMatchQuery) {
  return useQuery(fuelMatchQueryOptions(query));
}

/** COST-12: at most this many entries go into a CSV download (50 pages of 100). */
export const EXPORT_MAX_ENTRIES = 5000;

/** Every entry the list's filters keep, up to EXPORT_MAX_ENTRIES, newest first (the download). */
export async function allCostEntries(query: CostEntryListQuery): Promise<CostEntry[]> {
  const entries: CostEntry[] = [];
  for (let page = 1; entries.length < EXPORT_MAX_ENTRIES; page++) {
    const answer = (
      await apiClient.get(ROUTE_URLS.listCostEntries, {
        validate: validators.listCostEntries,
        query: { ...query, page, limit: 100 },
      })
    ).data;
    entries.push(...answer.items);
    if (page >= answer.total_page) break;
  }
  return entries.slice(0, EXPORT_MAX_ENTRIES);
}

export type CostChange =
  | { kind: 'create'; body: CreateCostEntryRequest }
  | { kind: 'update'; id: number; body: CreateCostEntryRequest }
  | { kind: 'delete'; id: number };

export async function changeCost(change: CostChange): Promise<CostEntry> {
  if (change.kind === 'create') {
    return (
      await apiClient.post(ROUTE_URLS.createCostEntry, {
        validate: validators.createCostEntry,
        body: change.body,
      })
    ).data;
  }
  if (change.kind === 'update') {
    return (
      await apiClient.put(ROUTE_URLS.updateCostEntry.replace(':id', String(change.id)), {
        validate: validators.updateCostEntry,
        body: change.body,
      })
    ).data;
  }
  return (
    await apiClient.delete(ROUTE_URLS.deleteCostEntry.replace(':id', String(change.id)), {
      validate: validators.deleteCostEntry,
    })
  ).data;
}

/** Enters, corrects (COST-13) or removes a cost; every cost view refreshes. */
export function useChangeCost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeCost,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: costKeys.all });
    },
  });
}

export async function importStatement(body: CostImportRequest): Promise<CostImport> {
  return (
    await apiClient.post(ROUTE_URLS.importCostStatement, {
      validate: validators.importCostStatement,
      body,
    })
  ).data;
}

/** Imports a fuel-card or e-toll statement (COST-4); every cost view refreshes. */
export function useImportStatement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importStatement,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: costKeys.all });
    },
  });
}
