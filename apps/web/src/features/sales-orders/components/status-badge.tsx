import { useTranslation } from 'react-i18next';
import type { SalesOrderStatus } from '@armada/contracts/sales-orders';

const COLORS: Record<SalesOrderStatus, string> = {
  DRAFT: '#64748B',
  CONFIRMED: '#2563EB',
  IN_DELIVERY: '#D97706',
  DELIVERED: '#16A34A',
  CANCELLED: '#DC2626',
};

/** A coloured dot and the translated status (SO-6). */
export function SalesOrderStatusBadge({ status }: { status: SalesOrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className="sales-orders__status" data-status={status}>
      <span
        className="sales-orders__dot"
        style={{ backgroundColor: COLORS[status] }}
        aria-hidden="true"
      />
      {t(`salesOrders.status.${status}`)}
    </span>
  );
}
