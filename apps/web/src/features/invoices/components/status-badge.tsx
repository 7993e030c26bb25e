import { useTranslation } from 'react-i18next';
import type { Invoice } from '@armada/contracts/invoices';

const COLORS = {
  UNPAID: '#2563EB',
  PARTLY_PAID: '#D97706',
  PAID: '#16A34A',
  OVERDUE: '#DC2626',
  CANCELLED: '#64748B',
} as const;

/** The invoice's payment status (INV-8), or "Dibatalkan" for a cancelled one. */
export function InvoiceStatusBadge({
  invoice,
}: {
  invoice: Pick<Invoice, 'status' | 'payment_status'>;
}) {
  const { t } = useTranslation();
  const key = invoice.status === 'CANCELLED' ? 'CANCELLED' : (invoice.payment_status ?? 'UNPAID');
  return (
    <span className="invoices__status" data-status={key}>
      <span className="invoices__dot" style={{ backgroundColor: COLORS[key] }} aria-hidden="true" />
      {t(`invoices.status.${key}`)}
    </span>
  );
}
