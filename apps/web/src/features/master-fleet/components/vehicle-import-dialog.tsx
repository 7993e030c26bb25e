import { useTranslation } from 'react-i18next';
import { importVehicles, useVehicleWrite, vehicleExportUrl } from '../api/vehicles';
import { ImportDialog } from './import-dialog';

/** MDF-9: the vehicles from a file of the export's columns. */
export function VehicleImportDialog({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  const upload = useVehicleWrite(importVehicles);
  return (
    <ImportDialog
      title={t('masterFleet.import.title')}
      intro={t('masterFleet.import.intro')}
      templateHref={vehicleExportUrl('xlsx', true)}
      done={(result) => t('masterFleet.import.done', result)}
      upload={upload}
      testId="vehicle-import"
      onHide={onHide}
    />
  );
}
