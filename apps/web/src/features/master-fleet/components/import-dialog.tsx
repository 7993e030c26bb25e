import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseMutationResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { VehicleImportResult } from '@armada/contracts/fleet';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';

/**
 * MDF-9, MDF-21: send a CSV or XLSX of a list's export columns; every row is saved or none, and
 * a refusal names the row, the column and the problem. The chosen file stays chosen after a
 * refusal, so it can be sent again once fixed.
 */
export function ImportDialog({
  title,
  intro,
  templateHref,
  done,
  upload,
  testId,
  onHide,
}: {
  title: string;
  intro: string;
  /** What a saved file did, in the list's words. */
  done: (result: VehicleImportResult) => string;
  /** An export of every record: the file to start from. */
  templateHref: string;
  upload: UseMutationResult<VehicleImportResult, Error, File>;
  /** Prefix of the dialog's test ids (`<testId>-file`, `-send`, `-error`, `-done`). */
  testId: string;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const problem = upload.error
    ? (isApiError(upload.error) && serverErrorText(upload.error, t)) || t('masterFleet.form.failed')
    : null;
  const inputId = `${testId}-input`;
  return (
    <Dialog
      visible
      onHide={onHide}
      header={title}
      className="master-dialog master-dialog--small"
      breakpoints={{ '640px': '100vw' }}
    >
      <div className="master-import" data-testid={testId}>
        <p>{intro}</p>
        <p>
          <a href={templateHref} download>
            {t('masterFleet.import.template')}
          </a>
        </p>
        <label className="master-form__label" htmlFor={inputId}>
          {t('masterFleet.import.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          data-testid={`${testId}-file`}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            upload.reset();
          }}
        />
        {problem && (
          <div className="master-form__server" role="alert" data-testid={`${testId}-error`}>
            {problem}
          </div>
        )}
        {upload.data && (
          <div className="master-import__done" role="status" data-testid={`${testId}-done`}>
            {done(upload.data)}
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
            data-testid={`${testId}-send`}
          />
        </div>
      </div>
    </Dialog>
  );
}
