import { useTranslation } from 'react-i18next';
import {
  DELIVERY_ORDER_STATUS_COLORS,
  type DeliveryOrderStatusName,
} from '@armada/contracts/delivery-orders';

/** A coloured dot and the translated status (DELIVERY_ORDER_STATUS_COLORS). */
export function StatusBadge({ status }: { status: DeliveryOrderStatusName }) {
  const { t } = useTranslation();
  return (
    <span className="deliveries__status" data-status={status}>
      <span
        className="deliveries__dot"
        style={{ backgroundColor: DELIVERY_ORDER_STATUS_COLORS[status] }}
        aria-hidden="true"
      />
      {t(`deliveries.status.${status}`)}
    </span>
  );
}
