import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateServicePlanRequest,
  CreateWorkOrderRequest,
  DueListQuery,
  ServicePlan,
  ServicePlanListQuery,
  UpdateServicePlanRequest,
  UpdateWorkOrderRequest,
  WorkOrder,
  WorkOrderListQuery,
} from '@armada/contracts/maintenance';
import { env } from '@/config/env';
import { apiClient } from '@/lib/api-client';
import { readQueryOptions } from '@/lib/resources/record-resource';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';

/** Every maintenance query key starts with `maintenanceKeys.all`. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  due: (query: DueListQuery) => [...maintenanceKeys.all, 'due', query] as const,
  orders: (query: WorkOrderListQuery) => [...maintenanceKeys.all, 'orders', query] as const,
  plans: (query: ServicePlanListQuery) => [...maintenanceKeys.all, 'plans', query] as const,
};

const withId = (url: string, id: number) => url.replace(':id', String(id));

/** `GET /api/maintenance/due` (MNT-5). */
export const dueQueryOptions = (query: DueListQuery) =>
  readQueryOptions(
    maintenanceKeys.due(query),
    { url: ROUTE_URLS.listMaintenanceDue, validate: validators.listMaintenanceDue },
    query,
  );

/** `GET /api/maintenance/work-order` (MNT-6). */
export const workOrdersQueryOptions = (query: WorkOrderListQuery) =>
  readQueryOptions(
    maintenanceKeys.orders(query),
    { url: ROUTE_URLS.listWorkOrders, validate: validators.listWorkOrders },
    query,
  );

/** `GET /api/maintenance/plan` (MNT-1). */
export const plansQueryOptions = (query: ServicePlanListQuery) =>
  readQueryOptions(
    maintenanceKeys.plans(query),
    { url: ROUTE_URLS.listServicePlans, validate: validators.listServicePlans },
    query,
  );

export function useDue(query: DueListQuery) {
  return useQuery(dueQueryOptions(query));
}
export function useWorkOrders(query: WorkOrderListQuery) {
  return useQuery(workOrdersQueryOptions(query));
}
export function usePlans(query: ServicePlanListQuery) {
  return useQuery(plansQueryOptions(query));
}

export type WorkOrderChange =
  | { kind: 'create'; body: CreateWorkOrderRequest }
  | { kind: 'update'; id: number; body: UpdateWorkOrderRequest }
  | { kind: 'photo'; id: number; fileName: string; data: string };

export async function changeWorkOrder(change: WorkOrderChange): Promise<WorkOrder> {
  if (change.kind === 'create') {
    return (
      await apiClient.post(ROUTE_URLS.createWorkOrder, {
        validate: validators.createWorkOrder,
        body: change.body,
      })
    ).data;
  }
  if (change.kind === 'photo') {
    return (
      await apiClient.post(withId(ROUTE_URLS.uploadWorkOrderPhoto, change.id), {
        validate: validators.uploadWorkOrderPhoto,
        body: { file_name: change.fileName, data: change.data },
      })
    ).data;
  }
  return (
    await apiClient.put(withId(ROUTE_URLS.updateWorkOrder, change.id), {
      validate: validators.updateWorkOrder,
      body: change.body,
    })
  ).data;
}

/** Saves a work order (or adds a photo); every maintenance list refreshes. */
export function useChangeWorkOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWorkOrder,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
  });
}

export type PlanChange =
  | { kind: 'create'; body: CreateServicePlanRequest }
  | { kind: 'update'; id: number; body: UpdateServicePlanRequest };

export async function changePlan(change: PlanChange): Promise<ServicePlan> {
  if (change.kind === 'create') {
    return (
      await apiClient.post(ROUTE_URLS.createServicePlan, {
        validate: validators.createServicePlan,
        body: change.body,
      })
    ).data;
  }
  return (
    await apiClient.put(withId(ROUTE_URLS.updateServicePlan, change.id), {
      validate: validators.updateServicePlan,
      body: change.body,
    })
  ).data;
}

export function useChangePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePlan,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: maintenanceKeys.all });
    },
  });
}

/** MNT-15: the export file's address for the list's filters (a download the browser saves). */
export function exportUrl(
  format: 'csv' | 'xlsx',
  language: string,
  query: Pick<WorkOrderListQuery, 'status' | 'search'>,
): string {
  const params = new URLSearchParams({ format, language: language === 'en' ? 'en' : 'id' });
  if (query.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  return `${env.apiBaseUrl}/api/maintenance/work-order/export?${params.toString()}`;
}

/** A photo's address (its `url` is under the API base). */
export function photoUrl(url: string): string {
  return `${env.apiBaseUrl}${url}`;
}
