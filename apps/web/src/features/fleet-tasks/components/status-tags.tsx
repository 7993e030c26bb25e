import { useTranslation } from 'react-i18next';
import { Tag } from 'primereact/tag';
import type { FleetTaskStatus, FleetTaskStopStatus } from '@armada/contracts/fleet-tasks';
import { stopTone, taskTone } from '../utils/fleet-task-status';

/** A task's status, translated, in its colour. */
export function TaskStatusTag({ status }: { status: FleetTaskStatus }) {
  const { t } = useTranslation();
  return (
    <Tag
      className={`ft-tag ft-tone--${taskTone(status)}`}
      data-status={status}
      value={t(`fleetTasks.status.${status}`)}
    />
  );
}

/** A stop's status, translated, in its colour. */
export function StopStatusTag({ status }: { status: FleetTaskStopStatus }) {
  const { t } = useTranslation();
  return (
    <Tag
      className={`ft-tag ft-tone--${stopTone(status)}`}
      data-status={status}
      value={t(`fleetTasks.stopStatus.${status}`)}
    />
  );
}
