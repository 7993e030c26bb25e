import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { TrackingLinksPage } from '@/features/tracking-links/components/tracking-links-page';

/** /trackingtemp/: temporary tracking links (docs/rules/tracking-links.md TRK-8). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('trackingLinks.pageTitle'));
  if (!identity) return <PageLoader />;
  return <TrackingLinksPage accessRight={identity.accessRight} userId={identity.userId} />;
}
