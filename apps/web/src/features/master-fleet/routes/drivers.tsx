import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@armada/contracts/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { DriversPage } from '@/features/master-fleet/components/drivers-page';

/** /master/drivers: master data, drivers (docs/rules/master-fleet.md MDF-11 ... MDF-16). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('masterFleet.drivers.title'));
  if (!identity) return <PageLoader />;
  return (
    <DriversPage
      userId={identity.userId}
      canEdit={identity.accessRight.includes(PERMISSIONS.masterRead)}
    />
  );
}
