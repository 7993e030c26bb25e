import { useTranslation } from 'react-i18next';
import type { LicenceExpiryStatus } from '@armada/contracts/licences';

/** LIC-6: a document's status with its days, coloured by how urgent it is. */
export function ExpiryBadge({
  status,
  daysLeft,
}: {
  status: LicenceExpiryStatus;
  daysLeft: number;
}) {
  const { t } = useTranslation();
  const days =
    daysLeft < 0
      ? t('licences.daysLeft.expired', { count: -daysLeft })
      : daysLeft === 0
        ? t('licences.daysLeft.today')
        : t('licences.daysLeft.left', { count: daysLeft });
  return (
    <span className="licences__badge" data-status={status} data-testid="licence-status">
      <span className="licences__badge-status">{t(`licences.status.${status}`)}</span>
      <span className="licences__badge-days">{days}</span>
    </span>
  );
}
