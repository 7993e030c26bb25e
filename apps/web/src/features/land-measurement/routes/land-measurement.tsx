import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAppConfig } from '@/lib/app-config';
import { LandMeasurementPage } from '@/features/land-measurement/components/land-measurement-page';

/** /land-measurement: land measurement (docs/rules/land-measurement.md LAND-11). */
export function Component() {
  const { t } = useTranslation();
  const appConfig = useAppConfig();
  useDocumentTitle(t('landMeasurement.pageTitle'));
  return (
    <LandMeasurementPage
      tileUrl={appConfig.isError ? '' : appConfig.data?.tileUrl}
      tileAttribution={appConfig.data?.tileAttribution}
    />
  );
}
