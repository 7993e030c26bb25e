import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { VideoHistoryPage } from '@/features/track-vision/components/video-history-page';

/** /video-history: footage requested from the devices (docs/rules/track-vision.md §2). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('trackVision.history.title'));
  return <VideoHistoryPage />;
}
