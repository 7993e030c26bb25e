import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { ADDRESS_IMPORT_LIMITS, type AddressImportResult } from '@armada/contracts/customers';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { ImportRefusedError, useImportAddresses } from '../api/addresses';

/**
 * ADDR-12: import a CSV or XLSX file of the export's columns. Every row is saved, or none: a
 * refused file lists each problem by row and column, and the file can be fixed and sent again.
 */
export function ImportDialog({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<AddressImportResult | null>(null);
  const [refused, setRefused] = useState<ImportRefusedError | null>(null);
  const upload = useImportAddresses();

  const choose = (chosen: File | null) => {
    setResult(null);
    setRefused(null);
    setProblem(null);
    if (!chosen) return setFile(null);
    const name = chosen.name.toLowerCase();
    if (!name.endsWith('.csv') && !name.endsWith('.xlsx')) {
      setProblem(t('masterAddresses.import.wrongType'));
      return setFile(null);
    }
    if (chosen.size > ADDRESS_IMPORT_LIMITS.maxBytes) {
      setProblem(t('masterAddresses.import.tooLarge'));
      return setFile(null);
    }
    setFile(chosen);
  };

  const send = () => {
    if (!file) return;
    setRefused(null);
    setProblem(null);
    upload.mutate(file, {
      onSuccess: setResult,
      onError: (error) => {
        if (error instanceof ImportRefusedError) setRefused(error);
        else
          setProblem(
            isApiError(error) ? serverErrorText(error, t) : t('masterAddresses.import.failed'),
          );
      },
    });
  };

  return (
    <Dialog
      visible
      onHide={onHide}
      header={t('masterAddresses.import.title')}
      style={{ width: '40rem' }}
      breakpoints={{ '760px': '100vw' }}
      draggable={false}
      resizable={false}
      className="address-import"
    >
      <p className="address-import__intro">{t('masterAddresses.import.intro')}</p>
      <div className="address-import__file">
        <span className="address-form__label">{t('masterAddresses.import.file')}</span>
        <div className="address-import__picker">
          {/* The native picker's words follow the browser's language: a button of ours instead. */}
          <input
            ref={input}
            id="address-import-file"
            className="address-import__input"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            data-testid="address-import-file"
          />
          <label htmlFor="address-import-file" className="p-button p-button-outlined">
            <i className="pi pi-file" aria-hidden="true" />
            <span className="p-button-label">{t('masterAddresses.import.choose')}</span>
          </label>
          <span className="address-import__name">
            {file ? file.name : t('masterAddresses.import.noFile')}
          </span>
        </div>
      </div>
      {problem && (
        <p className="address-form__error" role="alert">
          {problem}
        </p>
      )}
      {result && (
        <p className="address-import__done" role="status" data-testid="address-import-result">
          {t('masterAddresses.import.done', { created: result.created, updated: result.updated })}
        </p>
      )}
      {refused && (
        <div role="alert" className="address-import__refused" data-testid="address-import-problems">
          <p>{t('masterAddresses.import.refused', { count: refused.report.problems.length })}</p>
          <ul>
            {refused.report.problems.slice(0, 50).map((p, index) => (
              <li key={index}>
                {t('masterAddresses.import.problemLine', {
                  row: p.row,
                  column: p.column ?? '-',
                  problem: t(`masterAddresses.import.problems.${p.problem}`),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="address-form__footer">
        <small className="address-form__hint">{t('masterAddresses.import.columns')}</small>
        <div className="address-form__actions">
          <Button type="button" label={t('masterAddresses.import.close')} text onClick={onHide} />
          <Button
            type="button"
            label={t('masterAddresses.import.send')}
            icon="pi pi-upload"
            disabled={!file}
            loading={upload.isPending}
            onClick={send}
            data-testid="address-import-send"
          />
        </div>
      </div>
    </Dialog>
  );
}
