import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import {
  ROUTE_OPTIMIZATION_ERROR_CODES,
  ROUTE_OPTIMIZATION_LIMIT_REACHED_MESSAGE,
  type RouteOptimizationRunAction,
  type RouteOptimizationRunStatus,
} from '@armada/contracts/route-optimization';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useToast } from '@/components/ui/toast';
import { useRunAction } from '../api/run-actions';
import { useRouteOptimizationUsage } from '../quota/get-usage';
import { rollbackKind } from '../utils/run-status';

/** What a confirmation needs to name the run and say what the action does. */
export interface ActionTarget {
  id: number;
  number: string;
  status: RouteOptimizationRunStatus;
  version: number;
  previousVersion?: number | null;
}

/** The actions that ask first; moving a stop has its own dialog. */
export type ConfirmedAction = Exclude<RouteOptimizationRunAction, 'move-point'>;

interface Pending {
  action: ConfirmedAction;
  target: ActionTarget;
}

function isLimitReached(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return (
    error.statusCode === 429 ||
    error.code === ROUTE_OPTIMIZATION_ERROR_CODES.limitReached ||
    error.message.trim().toLowerCase() === ROUTE_OPTIMIZATION_LIMIT_REACHED_MESSAGE
  );
}

/**
 * The run actions with their confirmation (the list's and the detail's): `request(action, run)`
 * opens the dialog, accepting calls the service (re-optimize opens its screen), and a toast
 * says how it went. A 409 (the run moved on meanwhile) reloads; a limit-reached answer to a
 * rerun turns the quota meter empty (docs/rules/route-optimization.md §8).
 */
export function useRunActionFlow(): {
  request: (action: ConfirmedAction, target: ActionTarget) => void;
  busy: boolean;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const usage = useRouteOptimizationUsage();
  const mutation = useRunAction();
  const [pending, setPending] = useState<Pending | null>(null);

  const accept = () => {
    if (!pending) return;
    const { action, target } = pending;
    if (action === 're-optimize') {
      setPending(null);
      void navigate(paths.routeOptimizationReoptimize.getHref(target.id));
      return;
    }
    mutation.mutate(
      { action, id: target.id },
      {
        onSuccess: () => {
          setPending(null);
          toast.success(t(`routeOptimization.actions.done.${action}`, { number: target.number }));
        },
        onError: (error) => {
          setPending(null);
          if (isLimitReached(error)) {
            usage.markEmpty();
            toast.error(t('routeOptimization.actions.failed.limitReached'));
          } else if (isApiError(error) && error.statusCode === 409) {
            toast.warn(t('routeOptimization.actions.failed.conflict'));
          } else {
            toast.error(t('routeOptimization.actions.failed.generic'));
          }
        },
      },
    );
  };

  const confirmKey = pending
    ? pending.action === 'rollback'
      ? rollbackKind(pending.target.status) === 'tasks'
        ? 'rollbackTasks'
        : 'rollbackPlan'
      : pending.action
    : null;
  const close = () => {
    if (!mutation.isPending) setPending(null);
  };

  const dialog = (
    <Dialog
      visible={pending !== null}
      onHide={close}
      header={confirmKey ? t(`routeOptimization.actions.confirm.${confirmKey}.title`) : ''}
      modal
      dismissableMask={!mutation.isPending}
      closable={!mutation.isPending}
      className="ro-confirm"
      style={{ width: 'min(28rem, 92vw)' }}
      footer={
        <div className="ro-confirm__footer">
          <Button
            type="button"
            outlined
            label={t('routeOptimization.actions.no')}
            onClick={close}
            disabled={mutation.isPending}
            autoFocus
          />
          <Button
            type="button"
            label={confirmKey ? t(`routeOptimization.actions.confirm.${confirmKey}.accept`) : ''}
            severity={
              pending?.action === 'cancel' || pending?.action === 'rollback' ? 'danger' : undefined
            }
            loading={mutation.isPending}
            onClick={accept}
            data-testid="ro-confirm-accept"
          />
        </div>
      }
    >
      {pending && confirmKey && (
        <p className="ro-confirm__text">
          {t(`routeOptimization.actions.confirm.${confirmKey}.text`, {
            number: pending.target.number,
            version: pending.target.version,
            previous: pending.target.previousVersion ?? pending.target.version - 1,
          })}
        </p>
      )}
    </Dialog>
  );

  return {
    request: (action, target) => setPending({ action, target }),
    busy: mutation.isPending,
    dialog,
  };
}
