import { useTranslation } from 'react-i18next';
import { canUseSupport } from '@armada/contracts/support';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { TicketsPage } from '@/features/support/components/tickets-page';

/** /company-ticket: the company's support tickets (docs/rules/support.md SUP-10). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('support.tickets.title'));
  if (!identity) return <PageLoader />;
  return (
    <TicketsPage
      companyId={identity.companyId}
      canWrite={canUseSupport(identity.accessRight, 'write')}
    />
  );
}
