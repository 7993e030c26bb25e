import { useTranslation } from 'react-i18next';
import { useAppConfig } from '@/lib/app-config';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LiveViewPage } from '@/features/live-view/components/live-view-page';

/**
 * /liveview-2 (new) and /liveview (old): the live view (issue 7, docs/rules/shell.md §2). Leaflet
 * and every map module load with this route only. The live channel connection is the signed-in
 * session's (app/use-session-live-channel.ts), opened at once on this page.
 */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('liveView.pageTitle'));
  const appConfig = useAppConfig();
  return (
    <LiveViewPage
      tileUrl={appConfig.isError ? '' : appConfig.data?.tileUrl}
      tileAttribution={appConfig.data?.tileAttribution}
    />
  );
}
