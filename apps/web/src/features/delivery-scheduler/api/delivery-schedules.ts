import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AutoPlanSettings,
  CreateDeliveryScheduleRequest,
  DeliveryScheduleDetail,
  DeliveryScheduleListItem,
  UpdateAutoPlanSettingsRequest,
  UpdateDeliveryScheduleRequest,
} from '@armada/contracts/delivery-scheduler';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { defineRecordResource, fillUrl } from '@/lib/resources/record-resource';

/** Delivery schedules: the list (SCH-12), one schedule (SCH-13) and their changes. */
const schedules = defineRecordResource<DeliveryScheduleListItem, DeliveryScheduleDetail>({
  root: 'delivery-schedules',
  list: { url: ROUTE_URLS.listDeliverySchedules, validate: validators.listDeliverySchedules },
  detail: { url: ROUTE_URLS.getDeliverySchedule, validate: validators.getDeliverySchedule },
});

export const scheduleKeys = schedules.keys;
export type ScheduleListQueryKey = ReturnType<typeof scheduleKeys.list>;
export const scheduleListQueryOptions = schedules.listQueryOptions;
export const useSchedule = schedules.useDetail;

export type ScheduleChange =
  | { kind: 'create'; body: CreateDeliveryScheduleRequest }
  | { kind: 'update'; id: number; body: UpdateDeliveryScheduleRequest }
  | { kind: 'pause'; id: number }
  | { kind: 'resume'; id: number };

/** One call per change (SCH-9 … SCH-11); each answers the schedule's detail. */
export function changeSchedule(change: ScheduleChange): Promise<DeliveryScheduleDetail> {
  switch (change.kind) {
    case 'create':
      return schedules.send('POST', ROUTE_URLS.createDeliverySchedule, { body: change.body });
    case 'update':
      return schedules.send('PUT', ROUTE_URLS.updateDeliverySchedule, {
        params: { id: change.id },
        body: change.body,
      });
    case 'pause':
      return schedules.send('POST', ROUTE_URLS.pauseDeliverySchedule, {
        params: { id: change.id },
      });
    case 'resume':
      return schedules.send('POST', ROUTE_URLS.resumeDeliverySchedule, {
        params: { id: change.id },
      });
  }
}

/** The delivery orders' query key root (features/deliveries), spelled out: no sibling imports. */
const DELIVERY_ORDER_KEY_ROOT = ['delivery-orders'] as const;

/** Saves a change; a schedule makes orders, so the orders' lists refresh too. */
export function useChangeSchedule() {
  return schedules.useChange(changeSchedule, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: DELIVERY_ORDER_KEY_ROOT }),
  );
}

/** SCH-11: deletes a schedule (its orders stay). */
export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (
        await apiClient.delete(fillUrl(ROUTE_URLS.deleteDeliverySchedule, { id }), {
          validate: validators.deleteDeliverySchedule,
        })
      ).data,
    onSuccess: async (deleted) => {
      queryClient.removeQueries({ queryKey: scheduleKeys.detail(deleted.id) });
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.lists() });
    },
  });
}

const autoPlanKey = ['delivery-auto-plan'] as const;

/** SCH-14, SCH-17: the company's auto-plan setting and its last days. */
export const autoPlanQueryOptions = () =>
  queryOptions({
    queryKey: autoPlanKey,
    queryFn: async ({ signal }): Promise<AutoPlanSettings> =>
      (
        await apiClient.get(ROUTE_URLS.getDeliveryAutoPlan, {
          validate: validators.getDeliveryAutoPlan,
          signal,
        })
      ).data,
  });

export function useAutoPlan() {
  return useQuery(autoPlanQueryOptions());
}

export function useSaveAutoPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateAutoPlanSettingsRequest) =>
      (
        await apiClient.put(ROUTE_URLS.updateDeliveryAutoPlan, {
          validate: validators.updateDeliveryAutoPlan,
          body,
        })
      ).data,
    onSuccess: (settings) => queryClient.setQueryData(autoPlanKey, settings),
  });
}
