import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { importVehicles, useVehicleWrite, vehicleExportUrl } from '../api/vehicles';

/**
 * MDF-9: send a CSV or XLSX of the export's columns; every row is saved or none, and a refusal
 * names the row, the column and the problem. The chosen file stays chosen after a refusal.
 */
export function VehicleImportDialog({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const upload = useVehicleWrite(importVehicles);
  const problem = upload.error
    ? (isApiError(upload.error) && serverErrorText(upload.error, t)) || t('masterFleet.form.failed')
    : null;
  return (
    <Dialog
      visible
      onHide={onHide}
      header={t('masterFleet.import.title')}
      className="master-dialog master-dialog--small"
      breakpoints={{ '640px': '100vw' }}
    >
      <div className="master-import" data-testid="vehicle-import">
        <p>{t('masterFleet.import.intro')}</p>
        <p>
          <a href={vehicleExportUrl('xlsx', true)} download>
            {t('masterFleet.import.template')}
          </a>
        </p>
        <label className="master-form__label" htmlFor="master-vehicles-import-file">
          {t('masterFleet.import.file')}
        </label>
        <input
          id="master-vehicles-import-file"
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          data-testid="vehicle-import-file"
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            upload.reset();
          }}
        />
        {problem && (
          <div className="master-form__server" role="alert" data-testid="vehicle-import-error">
            {problem}
          </div>
        )}
        {upload.data && (
          <div className="master-import__done" role="status" data-testid="vehicle-import-done">
            {t('masterFleet.import.done', {
              created: upload.data.created,
              updated: upload.data.updated,
            })}
          </div>
        )}
        <div className="master-form__actions">
          <Button type="button" text label={t('masterFleet.form.close')} onClick={onHide} />
          <Button
            type="button"
            label={t('masterFleet.import.send')}
            icon="pi pi-upload"
            disabled={!file}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
            data-testid="vehicle-import-send"
          />
        </div>
      </div>
    </Dialog>
  );
}
