import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SELECTION_MODE,
  alertActionDateRange,
  type AlertActionResult,
  type RawAlert,
} from '@armada/contracts/alerts';
import { applyAlertAction } from '@/lib/alerts/alerts-api';
import { useAlertAction } from '@/lib/alerts/alerts-api';
import { alertActionErrorText } from '@/lib/alerts/alert-action-error';
import { ANALYTICS_EVENTS, track } from '@/lib/analytics';
import { useToast } from '@/components/ui/toast';
import { getNotificationQueryOptions } from '../api/get-notification';
import type { NotificationIdRef } from '../utils/notification-id';

export interface ResolveNotification {
  /** True while the action is on its way (SHELL-34). */
  resolving: boolean;
  /** Marks the alert resolved (true) or unresolved (false); answers the alert as it now is. */
  resolve: (alert: RawAlert, isResolved: boolean) => Promise<RawAlert | null>;
}

/**
 * The resolve flow of the notification preview (docs/rules/shell.md §4 and §8): a Resolve action
 * with the created time plus or minus 1 s; on success a toast says the notification was
 * checked or unchecked and the alert comes back with its new state and log entry; a refusal
 * shows the server's message and changes nothing; a network failure shows the generic error
 * text and is logged. The resolving flag is cleared in every case.
 */
export function useResolveNotification(
  source: 'preview' | 'detail',
  /** The notification query the screen shows, kept in step with the answer. */
  ref: NotificationIdRef,
): ResolveNotification {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const action = useAlertAction();
  const [resolving, setResolving] = useState(false);

  const resolve = useCallback(
    async (alert: RawAlert, isResolved: boolean): Promise<RawAlert | null> => {
      setResolving(true);
      try {
        const result: AlertActionResult = await action.mutateAsync({
          actionType: 'Resolve',
          rawAlertId: [alert.rawAlertId],
          data: { isResolved },
          selectionMode: SELECTION_MODE,
          dateRange: alertActionDateRange(alert.createdOn),
        });
        track(ANALYTICS_EVENTS.resolveFromPreview, {
          rawAlertId: alert.rawAlertId,
          alertCode: alert.alertCode,
          isResolved,
          source,
        });
        toast.success(
          isResolved ? t('notifications.resolve.checked') : t('notifications.resolve.unchecked'),
        );
        // The action refetched every alert query already; if that refetch failed, the screen
        // still shows the new state and log entry from the recorded action.
        const key = getNotificationQueryOptions(ref).queryKey;
        const cached = queryClient.getQueryData(key);
        const next = applyAlertAction(cached ?? alert, result);
        if (!cached || cached.isResolved !== isResolved) queryClient.setQueryData(key, next);
        return queryClient.getQueryData(key) ?? next;
      } catch (error) {
        const refused = alertActionErrorText(error, t, [alert.rawAlertId]);
        if (refused) {
          toast.error(refused);
        } else {
          console.error('Resolving the notification failed', error);
          toast.error(t('notifications.errors.generic'));
        }
        return null;
      } finally {
        setResolving(false);
      }
    },
    [action, queryClient, ref, source, t, toast],
  );

  return { resolving, resolve };
}
