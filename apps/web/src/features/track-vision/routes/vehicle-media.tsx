import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { VehicleMediaPage } from '@/features/track-vision/components/vehicle-media-page';

/** /vehicle-media: the gallery of snapshots and clips (docs/rules/track-vision.md §3). */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('trackVision.media.title'));
  return <VehicleMediaPage />;
}
