import { useTranslation } from 'react-i18next';
import {
  DELIVERY_REQUEST_STATUS_COLORS,
  type DeliveryRequestStatusName,
} from '@armada/contracts/delivery-requests';

/** A coloured dot and the translated status (DELIVERY_REQUEST_STATUS_COLORS). */
export function RequestStatusBadge({ status }: { status: DeliveryRequestStatusName }) {
  const { t } = useTranslation();
  return (
    <span className="delivery-requests__status" data-status={status}>
      <span
        className="delivery-requests__dot"
        style={{ backgroundColor: DELIVERY_REQUEST_STATUS_COLORS[status] }}
        aria-hidden="true"
      />
      {t(`deliveryRequests.status.${status}`)}
    </span>
  );
}
