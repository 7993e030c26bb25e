import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import type { RouteOptimizationRunStatus } from '@armada/contracts/route-optimization';
import { isRunActive, statusTone } from '../utils/run-status';

/** The run's status, translated, in its colour; a spinner while it is queued or solving. */
export function RunStatusTag({ status }: { status: RouteOptimizationRunStatus }) {
  const { t } = useTranslation();
  return (
    <Tag
      className={`ro-status ro-status--${statusTone(status)}`}
      data-status={status}
      icon={isRunActive(status) ? 'pi pi-spin pi-spinner' : undefined}
      value={t(`routeOptimization.status.${status}`)}
    />
  );
}
