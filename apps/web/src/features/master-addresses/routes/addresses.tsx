import { useTranslation } from 'react-i18next';
import { ORDER_PERMISSIONS } from '@armada/contracts/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppConfig } from '@/lib/app-config';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { AddressesPage } from '@/features/master-addresses/components/addresses-page';

/** /master/addresses: the address book (docs/rules/addresses.md). Leaflet loads with it only. */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  const appConfig = useAppConfig();
  useDocumentTitle(t('masterAddresses.pageTitle'));
  if (!identity) return <PageLoader />;
  const canChange = ORDER_PERMISSIONS.update.some((p) => identity.accessRight.includes(p));
  return (
    <AddressesPage
      userId={identity.userId}
      canChange={canChange}
      tileUrl={appConfig.isError ? '' : appConfig.data?.tileUrl}
      tileAttribution={appConfig.data?.tileAttribution}
    />
  );
}
