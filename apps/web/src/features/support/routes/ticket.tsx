import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { canUseSupport } from '@armada/contracts/support';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { TicketPage } from '@/features/support/components/ticket-page';
import { ticketLabel } from '@/features/support/paths';

/** /company-ticket/:id: one ticket and its conversation (docs/rules/support.md). */
export function Component() {
  const { t } = useTranslation();
  const params = useParams();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('support.detail.crumb', { number: ticketLabel(params.id) }));
  const id = Number(params.id);
  if (!identity) return <PageLoader />;
  return (
    <TicketPage
      key={id}
      id={Number.isInteger(id) && id > 0 ? id : 0}
      companyId={identity.companyId}
      canWrite={canUseSupport(identity.accessRight, 'write')}
    />
  );
}
