import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LiveStreamingPage } from '@/features/track-vision/components/live-streaming-page';

/** /live-streaming: live camera views (docs/rules/track-vision.md §1). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('trackVision.live.title'));
  return <LiveStreamingPage />;
}
