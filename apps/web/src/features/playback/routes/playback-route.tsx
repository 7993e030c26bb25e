import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppConfig } from '@/lib/app-config';
import { PageLoader } from '@/components/ui/page-loader';
import { useIdentity } from '@/features/auth/api/get-identity';
import { PlaybackPage } from '@/features/playback/components/playback-page';
import type { PlayerLayout } from '@/features/playback/components/player';
import { TrackAlertPreview } from './track-alert-preview';

/**
 * The playback page under either address (PLAY-1), composed with what it shows of its siblings:
 * the signed-in identity and the alert center's preview of an alert (PLAY-12). Leaflet, uPlot
 * and the preview load with this route only.
 */
export function PlaybackRoute({ layout }: { layout: PlayerLayout }) {
  const { t } = useTranslation();
  const { data: identity } = useIdentity();
  const appConfig = useAppConfig();
  useDocumentTitle(t('playback.title'));
  if (!identity) return <PageLoader />;
  return (
    <PlaybackPage
      layout={layout}
      tileUrl={appConfig.isError ? '' : appConfig.data?.tileUrl}
      tileAttribution={appConfig.data?.tileAttribution}
      renderAlertPreview={(rawAlertId, onClose) => (
        <TrackAlertPreview
          key={rawAlertId}
          rawAlertId={rawAlertId}
          identity={identity}
          onClose={onClose}
        />
      )}
    />
  );
}
