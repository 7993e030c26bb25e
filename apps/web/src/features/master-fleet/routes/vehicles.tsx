import { useTranslation } from 'react-i18next';
import { PERMISSIONS } from '@armada/contracts/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { VehiclesPage } from '@/features/master-fleet/components/vehicles-page';

/** /master/vehicles: master data, vehicles (docs/rules/master-fleet.md). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('masterFleet.vehicles.title'));
  if (!identity) return <PageLoader />;
  return (
    <VehiclesPage
      userId={identity.userId}
      canEdit={identity.accessRight.includes(PERMISSIONS.masterRead)}
    />
  );
}
