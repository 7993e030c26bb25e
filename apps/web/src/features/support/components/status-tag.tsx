import { useTranslation } from 'react-i18next';
import type { SupportTicketStatus } from '@armada/contracts/support';

/** SUP-4: a ticket's status in words, coloured by who is to act. */
export function StatusTag({ status }: { status: SupportTicketStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`support__status support__status--${status.toLowerCase()}`}
      data-testid="ticket-status"
      data-status={status}
    >
      {t(`support.status.${status}`)}
    </span>
  );
}
