import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { FleetAvailabilityPage } from '@/features/fleet-availability/components/fleet-availability-page';

/** /fleet-availability: each vehicle's days booked, in maintenance, off shift or free (FA-8). */
export function Component() {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  useDocumentTitle(t('fleetAvailability.title'));
  if (!identity) return <PageLoader />;
  return <FleetAvailabilityPage accessRight={identity.accessRight} />;
}
