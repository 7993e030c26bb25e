import { useTranslation } from 'react-i18next';
import type { DeliveryScheduleStatus } from '@armada/contracts/delivery-scheduler';

/** ACTIVE or PAUSED, with a dot (SCH-23). */
export function ScheduleStatusBadge({ status }: { status: DeliveryScheduleStatus }) {
  const { t } = useTranslation();
  return (
    <span className="delivery-scheduler__status" data-status={status}>
      <span className="delivery-scheduler__dot" aria-hidden="true" />
      {t(`deliveryScheduler.status.${status}`)}
    </span>
  );
}
