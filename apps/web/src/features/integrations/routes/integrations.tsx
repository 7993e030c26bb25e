import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { IntegrationsPage } from '@/features/integrations/components/integrations-page';

/** /marketplace: integrations (docs/rules/integrations.md). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('integrations.pageTitle'));
  if (!identity) return <PageLoader />;
  return <IntegrationsPage accessRight={identity.accessRight} />;
}
