import { queryOptions } from '@tanstack/react-query';
import {
  ALERT_CONSTANTS,
  FieldOperationDetailSchema,
  alertOperations,
  type FieldOperationDetail,
  type RawAlertsFilter,
  type TotalImportantAlertsFilter,
} from '@armada/contracts/alerts';
import { accountOperations } from '@armada/contracts/auth';
import { GeocodedAddressSchema, type GeocodedAddress } from '@armada/contracts/shared';
import {
  alertQueryKeys,
  getAlertCenterPayload,
  getRawAlerts,
  getUnresolvedCounts,
} from '@/lib/alerts/alerts-api';
import {
  RESULT_FIELDS,
  graphqlRequest,
  graphqlSelection,
  operationOf,
  requireSuccess,
} from '@/lib/graphql-client';
import type { AccordionKey } from '../utils/accordion';
import { liveAlertJournal } from '../utils/live-alert-journal';
import type { UnresolvedCounts } from '../utils/stored-counts';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The end of the history window lies a day ahead of the browser's clock: an alert is never
 * created in the future, and a browser clock a little behind the server's must not hide the
 * newest alerts.
 */
const END_MARGIN_MS = DAY_MS;

export interface HistoryRange {
  startDate: string;
  endDate: string;
}

/** The 2-day history window of the lists and counts (docs/rules/alert-center.md §7 and §9). */
export function historyRange(now: number): HistoryRange {
  return {
    startDate: new Date(now - ALERT_CONSTANTS.list.historyWindowDays * DAY_MS).toISOString(),
    endDate: new Date(now + END_MARGIN_MS).toISOString(),
  };
}

/**
 * One accordion's list (docs/rules/alert-center.md §7): page 1 of 20, newest first, urgent or
 * important, in the history window; with the unresolved-only switch, neither resolved nor false
 * alert.
 */
export function alertListFilter(
  key: AccordionKey,
  range: HistoryRange,
  unresolvedOnly: boolean,
): RawAlertsFilter {
  return {
    pagination: { page: 1, show: ALERT_CONSTANTS.list.pageSize },
    orderBy: { field: 'createdOn', direction: 'desc' },
    ...(key === 'urgent' ? { isUrgent: true } : { isImportant: true }),
    startDate: range.startDate,
    endDate: range.endDate,
    ...(unresolvedOnly && { isResolved: false, isFalseAlert: false }),
  };
}

/**
 * The alert center's lists, under their own key (under `alertQueryKeys.all`, so an action
 * refetches them): they hold the list only, not the notifications page's pages.
 */
export const ALERT_CENTER_LIST_KEY = [...alertQueryKeys.all, 'center-list'] as const;

export const alertListQueryOptions = (filter: RawAlertsFilter) =>
  queryOptions({
    queryKey: [...ALERT_CENTER_LIST_KEY, filter] as const,
    // Alerts that come live while the fetch is on its way are kept (live-alert-journal.ts).
    queryFn: ({ signal }) =>
      liveAlertJournal.withLiveAlerts(filter, () =>
        getRawAlerts(filter, { signal }).then((page) => page.list),
      ),
    staleTime: Infinity,
  });

export const unresolvedCountsQueryOptions = (filter: TotalImportantAlertsFilter) =>
  queryOptions({
    queryKey: alertQueryKeys.counts(filter),
    queryFn: async ({ signal }): Promise<UnresolvedCounts> => {
      const list = await getUnresolvedCounts(filter, { signal });
      const of = (type: 'Urgent' | 'Important') =>
        list.find((entry) => entry.alertUrgencyType === type)?.unresolved ?? 0;
      return { urgent: of('Urgent'), important: of('Important') };
    },
    staleTime: Infinity,
  });

export const alertCenterPayloadQueryOptions = (isSharedVehicle: boolean) => {
  const filter = { filterByType: ['SystemNotif', 'AlertCenter'], isSharedVehicle } as const;
  return queryOptions({
    queryKey: alertQueryKeys.payload({ ...filter, filterByType: [...filter.filterByType] }),
    queryFn: ({ signal }) =>
      getAlertCenterPayload({ ...filter, filterByType: [...filter.filterByType] }, { signal }),
    staleTime: 5 * 60_000,
  });
};

const reverseGeocodingOperation = operationOf(accountOperations, 'reverseGeocoding');
const REVERSE_GEOCODING_DOCUMENT = /* GraphQL */ `
  query ReverseGeocoding($latitude: Float!, $longitude: Float!) {
    reverseGeocoding(latitude: $latitude, longitude: $longitude) {
      ${RESULT_FIELDS} data ${graphqlSelection(GeocodedAddressSchema)}
    }
  }
`;

/** The address of an alert's position (docs/rules/alert-center.md §7: reverse geocoding). */
export const reverseGeocodingQueryOptions = (latitude: number, longitude: number) =>
  queryOptions({
    queryKey: ['alerts-geocoding', latitude, longitude] as const,
    queryFn: async ({ signal }): Promise<GeocodedAddress | null> => {
      const result = requireSuccess(
        await graphqlRequest(
          reverseGeocodingOperation,
          REVERSE_GEOCODING_DOCUMENT,
          { latitude, longitude },
          { signal },
        ),
      );
      return result.data;
    },
    staleTime: Infinity,
  });

const fieldOperationOperation = operationOf(alertOperations, 'fieldOperationDetail');
const FIELD_OPERATION_DOCUMENT = /* GraphQL */ `
  query FieldOperationDetail($id: Int!, $logId: Int!) {
    fieldOperationDetail(id: $id, logId: $logId) {
      ${RESULT_FIELDS} data ${graphqlSelection(FieldOperationDetailSchema)}
    }
  }
`;

/** A field-operation alert's task detail (only with all four fleet-task-instant scopes). */
export const fieldOperationQueryOptions = (id: number, logId: number) =>
  queryOptions({
    queryKey: ['alerts-field-operation', id, logId] as const,
    queryFn: async ({ signal }): Promise<FieldOperationDetail | null> => {
      const result = requireSuccess(
        await graphqlRequest(
          fieldOperationOperation,
          FIELD_OPERATION_DOCUMENT,
          { id, logId },
          { signal },
        ),
      );
      return result.data;
    },
    staleTime: 5 * 60_000,
  });
