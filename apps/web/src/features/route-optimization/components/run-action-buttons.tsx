import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { RouteOptimizationRunAction } from '@armada/contracts/route-optimization';
import type { ActionTarget, ConfirmedAction } from '../hooks/use-run-action-flow';

const ICONS: Record<RouteOptimizationRunAction, string> = {
  cancel: 'pi pi-stop-circle',
  rerun: 'pi pi-replay',
  're-optimize': 'pi pi-sliders-h',
  'create-fleet-task': 'pi pi-truck',
  rollback: 'pi pi-undo',
  'move-point': 'pi pi-arrows-alt',
};

export interface RunActionButtonsProps {
  target: ActionTarget;
  actions: readonly RouteOptimizationRunAction[];
  onAction: (action: ConfirmedAction, target: ActionTarget) => void;
  onMovePoint?: () => void;
  busy?: boolean;
  /** Icon-only buttons with the label as tooltip and accessible name (a table row). */
  compact?: boolean;
}

/** One button per action the run's status allows (contracts `allowedRunActions`). */
export function RunActionButtons({
  target,
  actions,
  onAction,
  onMovePoint,
  busy = false,
  compact = false,
}: RunActionButtonsProps) {
  const { t } = useTranslation();
  return (
    <div className={`ro-actions${compact ? ' ro-actions--compact' : ''}`}>
      {actions.map((action) => {
        if (action === 'move-point' && !onMovePoint) return null;
        const label = t(`routeOptimization.actions.${action}`);
        return (
          <Button
            key={action}
            type="button"
            size="small"
            icon={ICONS[action]}
            label={compact ? undefined : label}
            aria-label={compact ? `${label} ${target.number}` : undefined}
            tooltip={compact ? label : undefined}
            tooltipOptions={{ position: 'top' }}
            text={compact}
            outlined={!compact}
            severity={action === 'cancel' || action === 'rollback' ? 'danger' : undefined}
            disabled={busy}
            data-action={action}
            onClick={(event) => {
              event.stopPropagation();
              if (action === 'move-point') onMovePoint?.();
              else onAction(action, target);
            }}
          />
        );
      })}
    </div>
  );
}
