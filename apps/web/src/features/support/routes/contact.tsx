import { useTranslation } from 'react-i18next';
import { canUseSupport } from '@armada/contracts/support';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { ContactPage } from '@/features/support/components/contact-page';

/** /contactus: the support desk's channels (docs/rules/support.md SUP-1). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('support.contact.title'));
  if (!identity) return <PageLoader />;
  return (
    <ContactPage
      userName={identity.name}
      companyName={identity.companyName}
      canOpenTickets={canUseSupport(identity.accessRight, 'read')}
    />
  );
}
