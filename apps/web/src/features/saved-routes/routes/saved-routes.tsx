import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppConfig } from '@/lib/app-config';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { DrawingMap } from '@/features/geofences/components/drawing-map';
import { ShapesMap } from '@/features/geofences/components/shapes-map';
import { shapeProblemText } from '@/features/geofences/utils/problem-text';
import { SavedRoutesPage } from '@/features/saved-routes/components/saved-routes-page';
import type { RouteMaps } from '@/features/saved-routes/utils/maps';

/**
 * /route/: saved routes (docs/rules/saved-routes.md SRT-9), drawn with the geofences feature's
 * maps (ADR 0030: the drawing library loads with its editor only).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const { data: identity } = useIdentity();
  const appConfig = useAppConfig();
  useDocumentTitle(t('savedRoutes.pageTitle'));
  if (!identity) return <PageLoader />;
  const maps: RouteMaps = {
    DrawingMap,
    ShapesMap,
    problemText: (problem, language) => shapeProblemText(problem, i18n.t, language),
  };
  return (
    <SavedRoutesPage
      accessRight={identity.accessRight}
      userId={identity.userId}
      tileUrl={appConfig.isError ? '' : appConfig.data?.tileUrl}
      tileAttribution={appConfig.data?.tileAttribution}
      maps={maps}
    />
  );
}
