import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  alertLevel,
  type AlertActionResult,
  type LiveMessageAlert,
  type RawAlert,
  type RawAlertsFilter,
  type SubscribedAlertRules,
} from '@armada/contracts/alerts';
import type { Identity } from '@armada/contracts/auth';
import { alertQueryKeys, rawAlertOfLiveMessage } from '@/lib/alerts/alerts-api';
import { clock } from '@/lib/clock';
import { liveChannel, liveChannels, useLiveResume, useLiveSubscription } from '@/lib/live-channel';
import {
  alertCenterPayloadQueryOptions,
  alertListFilter,
  ALERT_CENTER_LIST_KEY,
  alertListQueryOptions,
  historyRange,
  unresolvedCountsQueryOptions,
  type HistoryRange,
} from '../api/alert-center-queries';
import { applyActionToList, matchesListFilter, mergeAlerts } from '../utils/alert-list';
import { liveAlertJournal } from '../utils/live-alert-journal';
import { readStoredPayload, writeStoredPayload } from '../utils/popup-storage';
import type { UnresolvedCounts } from '../utils/stored-counts';
import type { AlertScopes } from './use-alert-scopes';

export { matchesListFilter };

/** Counts are refetched at most this often while messages stream in. */
const COUNTS_REFETCH_MS = 1500;

const EMPTY: RawAlert[] = [];

/** Every alert center list in the cache, with the filter it was fetched with. */
function forEachList(
  queryClient: QueryClient,
  change: (list: RawAlert[], filter: RawAlertsFilter) => RawAlert[],
) {
  for (const [key, data] of queryClient.getQueriesData<RawAlert[]>({
    queryKey: ALERT_CENTER_LIST_KEY,
  })) {
    if (!data) continue;
    const filter = key[key.length - 1] as RawAlertsFilter;
    const next = change(data, filter);
    if (next !== data) queryClient.setQueryData(key, next);
  }
}

/** Adds a live alert to every cached list it belongs in (20 newest, no duplicates). */
export function addAlertToLists(queryClient: QueryClient, alert: RawAlert): void {
  forEachList(queryClient, (list, filter) =>
    matchesListFilter(alert, filter) ? mergeAlerts(list, [alert]) : list,
  );
}

/** Applies a recorded action to every cached list; unresolved-only lists drop what it closed. */
export function applyActionToLists(queryClient: QueryClient, action: AlertActionResult): void {
  forEachList(queryClient, (list, filter) => {
    const next = applyActionToList(list, action);
    if (next === list || filter.isResolved !== false) return next;
    return next.filter((alert) => matchesListFilter(alert, filter));
  });
}

export interface AlertCenterDataOptions {
  identity: Identity;
  scopes: AlertScopes;
  unresolvedOnly: boolean;
  /** Whether the alert channels are listened to (not on the live view and control tower). */
  liveAlerts: boolean;
  storedCounts: UnresolvedCounts | null;
  /** Keeps the counts for the next visit (restored when under an hour old). */
  saveCounts: (counts: UnresolvedCounts) => void;
  onNewAlert: (alert: RawAlert, rules: SubscribedAlertRules | null) => void;
  onAction: (action: AlertActionResult) => void;
}

/**
 * The alert center's data (docs/rules/alert-center.md §2, §4, §7 and §9): the subscribed rules, the
 * Urgent and Important lists of the last 2 days, the unresolved counts (stored for the next visit),
 * and the live channel's new alerts and resolutions applied to all of them. After a reconnect
 * everything is fetched again (messages sent meanwhile are lost; the fetch replaces the lists,
 * so nothing is listed twice).
 */
export function useAlertCenterData({
  identity,
  scopes,
  unresolvedOnly,
  liveAlerts,
  storedCounts,
  saveCounts,
  onNewAlert,
  onAction,
}: AlertCenterDataOptions) {
  const queryClient = useQueryClient();
  const [range, setRange] = useState<HistoryRange>(() => historyRange(clock.now()));

  // The last payload this user had, until the server answers (after a reload, offline).
  const [storedPayload] = useState(() => readStoredPayload(identity.userId, scopes.sharedVehicle));
  const payload = useQuery({
    ...alertCenterPayloadQueryOptions(scopes.sharedVehicle),
    ...(storedPayload && { placeholderData: storedPayload }),
  });
  const rules = payload.data?.subscribedAlertRules ?? null;
  useEffect(() => {
    if (payload.data && !payload.isPlaceholderData) {
      writeStoredPayload(identity.userId, scopes.sharedVehicle, payload.data);
    }
  }, [payload.data, payload.isPlaceholderData, identity.userId, scopes.sharedVehicle]);

  const urgentFilter = useMemo(
    () => alertListFilter('urgent', range, unresolvedOnly),
    [range, unresolvedOnly],
  );
  const importantFilter = useMemo(
    () => alertListFilter('important', range, unresolvedOnly),
    [range, unresolvedOnly],
  );
  const urgent = useQuery({
    ...alertListQueryOptions(urgentFilter),
    enabled: scopes.main && scopes.urgent,
  });
  const important = useQuery({
    ...alertListQueryOptions(importantFilter),
    enabled: scopes.main,
  });

  const countsFilter = useMemo(
    () => ({ startDate: range.startDate, endDate: range.endDate }),
    [range],
  );
  const countsKey = alertQueryKeys.counts(countsFilter);
  const counts = useQuery({
    ...unresolvedCountsQueryOptions(countsFilter),
    ...(storedCounts && { placeholderData: storedCounts }),
  });

  useEffect(() => {
    if (counts.data && !counts.isPlaceholderData) saveCounts(counts.data);
  }, [counts.data, counts.isPlaceholderData, saveCounts]);

  // One refetch of the counts for a burst of messages.
  const countsTimer = useRef<number | undefined>(undefined);
  const refetchCountsSoon = useCallback(() => {
    if (countsTimer.current !== undefined) return;
    countsTimer.current = window.setTimeout(() => {
      countsTimer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: alertQueryKeys.counts(countsFilter) });
    }, COUNTS_REFETCH_MS);
  }, [queryClient, countsFilter]);
  useEffect(() => () => window.clearTimeout(countsTimer.current), []);

  const receive = (message: LiveMessageAlert) => {
    const alert = rawAlertOfLiveMessage(message);
    // A list fetch on its way now may have been answered before this alert was stored.
    liveAlertJournal.record(alert);
    const wasListed = [urgent.data, important.data].some((list) =>
      list?.some((listed) => listed.rawAlertId === alert.rawAlertId),
    );
    try {
      addAlertToLists(queryClient, alert);
    } catch (error) {
      // docs/rules/alert-center.md §8: a merging failure empties the lists (the next fetch refills
      // them).
      console.error('Alert center: merging a new alert failed', error);
      forEachList(queryClient, () => []);
    }
    if (!wasListed) {
      // Counted now, checked against the server shortly.
      queryClient.setQueryData<UnresolvedCounts>(countsKey, (current) => {
        if (!current) return current;
        const level = rules ? alertLevel(alert, rules, scopes.urgent) : 'none';
        if (alert.isUrgent || level === 'urgent') return { ...current, urgent: current.urgent + 1 };
        if (alert.isImportant || level === 'important') {
          return { ...current, important: current.important + 1 };
        }
        return current;
      });
      onNewAlert(alert, rules);
    }
    refetchCountsSoon();
  };

  const live = liveAlerts;
  useLiveSubscription(live ? liveChannels.alertCenterNew(identity.userId) : null, (message) =>
    receive(message.payload),
  );
  useLiveSubscription(
    live ? liveChannels.alertCenterResolve(identity.companyId) : null,
    (message) => {
      const action = message.payload;
      // Reads are per user: another user's read changes nothing here.
      if (action.type === 'Read' && action.userId !== identity.userId) return;
      applyActionToLists(queryClient, action);
      liveAlertJournal.applyAction(action);
      onAction(action);
      refetchCountsSoon();
    },
  );

  // Tags of shared vehicles (payload.tags): their alerts arrive as alert-center-{tag}.
  const tags = payload.data?.tags;
  const receiveRef = useRef(receive);
  receiveRef.current = receive;
  useEffect(() => {
    if (!live || !tags || tags.length === 0) return undefined;
    const stops = tags.map((tag) =>
      liveChannel.subscribe(
        liveChannels.alertCenterTag(tag.replace(/^alert-center-/, '')),
        (message) => receiveRef.current(message.payload),
      ),
    );
    return () => stops.forEach((stop) => stop());
  }, [live, tags]);

  useLiveResume(() => {
    // A new window (time moved on) refetches the lists and counts under new keys.
    setRange(historyRange(clock.now()));
    void queryClient.invalidateQueries({ queryKey: alertQueryKeys.all });
  });

  return {
    rules,
    rulesLoaded: payload.isSuccess,
    urgent: urgent.data ?? EMPTY,
    important: important.data ?? EMPTY,
    listsLoading: urgent.isLoading || important.isLoading,
    listsError: urgent.isError || important.isError,
    counts: counts.data ?? storedCounts,
    /** The counts call failed: the urgent reminder treats it as nothing unresolved. */
    countsFailed: counts.isError,
    refresh: () => setRange(historyRange(clock.now())),
  };
}
