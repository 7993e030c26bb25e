import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import {
  DELIVERY_ORDER_IMPORT_COLUMNS,
  DELIVERY_ORDER_IMPORT_LIMITS,
  DELIVERY_ORDER_IMPORT_REQUIRED_COLUMNS,
  type DeliveryOrderImportCommitResult,
  type DeliveryOrderImportReport,
} from '@armada/contracts/delivery-orders';
import { isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-number';
import { serverErrorText } from '@/lib/server-error-text';
import { deliveryOrderKeys } from '../api/delivery-orders';
import {
  ImportRefusedError,
  importApi,
  importTemplateUrl,
  type ImportApi,
  type ImportProgress,
} from '../api/import-delivery-orders';

export interface ImportDialogProps {
  onHide: () => void;
  onImported: (result: DeliveryOrderImportCommitResult) => void;
  /** The calls; tests give their own. */
  api?: ImportApi;
}

type Stage =
  | { kind: 'idle' }
  | { kind: 'sending'; step: 'check' | 'commit'; progress: ImportProgress | null }
  | { kind: 'report'; report: DeliveryOrderImportReport };

const L = DELIVERY_ORDER_IMPORT_LIMITS;

/**
 * The import dialog of `/delivery/` (DLV-33): the templates, a file, the upload's progress, the
 * row-by-row report, then the save. A failure keeps the chosen file and the last report, so the
 * user can retry without choosing again.
 */
export function ImportDialog({ onHide, onImported, api = importApi }: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const queryClient = useQueryClient();
  const base = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [validOnly, setValidOnly] = useState(false);
  const busy = stage.kind === 'sending';
  const n = (value: number) => formatNumber(value, language);
  const failure = (caught: unknown) =>
    isApiError(caught) && caught.statusCode === 0
      ? t('deliveries.import.network')
      : serverErrorText(caught, t) || t('deliveries.import.failed');

  const choose = (chosen: File | null) => {
    setError(null);
    setValidOnly(false);
    setStage({ kind: 'idle' });
    if (chosen && chosen.size > L.maxBytes) {
      // Said before sending: the server would refuse it from its size anyway (DLV-27).
      setFile(null);
      setError(t('deliveries.import.tooLarge', { mb: L.maxBytes / 1024 / 1024 }));
      return;
    }
    setFile(chosen);
  };

  const check = async () => {
    if (!file) return;
    setError(null);
    setStage({ kind: 'sending', step: 'check', progress: null });
    try {
      const report = await api.check(file, {
        onProgress: (progress) => setStage({ kind: 'sending', step: 'check', progress }),
      });
      setStage({ kind: 'report', report });
    } catch (caught) {
      setStage({ kind: 'idle' });
      setError(failure(caught));
    }
  };

  const commit = async (report: DeliveryOrderImportReport) => {
    if (!file) return;
    setError(null);
    setStage({ kind: 'sending', step: 'commit', progress: null });
    try {
      const result = await api.commit(file, {
        validOnly: report.invalid_rows > 0 && validOnly,
        onProgress: (progress) => setStage({ kind: 'sending', step: 'commit', progress }),
      });
      await queryClient.invalidateQueries({ queryKey: deliveryOrderKeys.all });
      onImported(result);
    } catch (caught) {
      // The books may have changed since the check: show the report the server refused with.
      setStage({
        kind: 'report',
        report: caught instanceof ImportRefusedError ? caught.report : report,
      });
      setError(failure(caught));
    }
  };

  const report = stage.kind === 'report' ? stage.report : null;
  const percent =
    stage.kind === 'sending' && stage.progress && stage.progress.total > 0
      ? Math.round((stage.progress.sent / stage.progress.total) * 100)
      : null;
  const uploaded = percent !== null && percent >= 100;
  const canCommit =
    report !== null && report.valid_rows > 0 && (report.invalid_rows === 0 || validOnly) && !busy;

  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={t('deliveries.import.title')}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '52rem' }}
      closable={!busy}
    >
      <div className="delivery-import" data-testid="delivery-import-dialog">
        <p>{t('deliveries.import.intro', { max: n(L.maxRows), mb: L.maxBytes / 1024 / 1024 })}</p>
        <div className="delivery-import__templates">
          <a
            className="p-button p-button-outlined p-button-sm"
            href={importTemplateUrl('xlsx')}
            download
          >
            <i className="pi pi-file-excel" aria-hidden="true" />
            <span>{t('deliveries.import.templateXlsx')}</span>
          </a>
          <a
            className="p-button p-button-outlined p-button-sm"
            href={importTemplateUrl('csv')}
            download
          >
            <i className="pi pi-file" aria-hidden="true" />
            <span>{t('deliveries.import.templateCsv')}</span>
          </a>
        </div>
        <p className="delivery-import__hint">
          {t('deliveries.import.columnsHint', {
            columns: DELIVERY_ORDER_IMPORT_COLUMNS.join(', '),
            required: DELIVERY_ORDER_IMPORT_REQUIRED_COLUMNS.join(', '),
          })}
        </p>

        <div className="delivery-form__field">
          <label htmlFor={`${base}-file`}>{t('deliveries.import.fileLabel')}</label>
          <input
            ref={input}
            id={`${base}-file`}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            data-testid="delivery-import-file"
          />
          {file && (
            <small>
              {t('deliveries.import.fileInfo', {
                name: file.name,
                size: `${formatNumber(file.size / 1024, language, { maximumFractionDigits: 0 })} KB`,
              })}
            </small>
          )}
        </div>

        {error && (
          <div className="delivery-form__server" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{error}</span>
          </div>
        )}

        {stage.kind === 'sending' && (
          <div className="delivery-import__progress" aria-live="polite">
            <ProgressBar
              mode={percent === null || uploaded ? 'indeterminate' : 'determinate'}
              value={percent ?? 0}
              style={{ height: '0.5rem' }}
              aria-label={t('deliveries.import.progressLabel')}
              data-testid="delivery-import-progress"
            />
            <span>
              {percent !== null && !uploaded
                ? t('deliveries.import.uploading', { percent })
                : t(
                    stage.step === 'check'
                      ? 'deliveries.import.checking'
                      : 'deliveries.import.saving',
                  )}
            </span>
          </div>
        )}

        {report && (
          <section className="delivery-import__report" aria-labelledby={`${base}-report`}>
            <h3 id={`${base}-report`}>{t('deliveries.import.reportTitle')}</h3>
            <p data-testid="delivery-import-summary">
              {t('deliveries.import.summary', {
                rows: n(report.rows),
                valid: n(report.valid_rows),
                invalid: n(report.invalid_rows),
              })}{' '}
              {t('deliveries.import.destinations', {
                matched: n(report.matched_destinations),
                geocoded: n(report.geocoded_destinations),
              })}
            </p>
            {report.problems.length > 0 && (
              <>
                {report.problems_total > report.problems.length && (
                  <p>
                    {t('deliveries.import.problemsMore', {
                      shown: n(report.problems.length),
                      total: n(report.problems_total),
                    })}
                  </p>
                )}
                <div className="delivery-import__table-wrap">
                  <table className="delivery-import__table" data-testid="delivery-import-problems">
                    <thead>
                      <tr>
                        <th scope="col">{t('deliveries.import.table.row')}</th>
                        <th scope="col">{t('deliveries.import.table.column')}</th>
                        <th scope="col">{t('deliveries.import.table.problem')}</th>
                        <th scope="col">{t('deliveries.import.table.value')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {report.problems.map((problem, index) => (
                        <tr key={`${problem.row}-${problem.column ?? ''}-${index}`}>
                          <td>{problem.row}</td>
                          <td>{problem.column ?? '-'}</td>
                          <td>{t(`deliveries.import.problems.${problem.code}`)}</td>
                          <td className="delivery-import__value">{problem.value ?? ''}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </>
            )}
            {report.invalid_rows > 0 && report.valid_rows > 0 && (
              <label className="delivery-import__valid-only">
                <input
                  type="checkbox"
                  checked={validOnly}
                  onChange={(event) => setValidOnly(event.target.checked)}
                  data-testid="delivery-import-valid-only"
                />
                <span>{t('deliveries.import.validOnly', { count: report.valid_rows })}</span>
              </label>
            )}
          </section>
        )}

        <div className="delivery-form__actions delivery-import__actions">
          <Button
            type="button"
            text
            label={t('deliveries.import.close')}
            onClick={onHide}
            disabled={busy}
          />
          <Button
            type="button"
            outlined={report !== null}
            label={t('deliveries.import.check')}
            onClick={() => void check()}
            disabled={!file || busy}
            loading={stage.kind === 'sending' && stage.step === 'check'}
            data-testid="delivery-import-check"
          />
          {report && report.valid_rows > 0 && (
            <Button
              type="button"
              label={t('deliveries.import.commit', {
                count: report.invalid_rows > 0 ? report.valid_rows : report.rows,
              })}
              onClick={() => void commit(report)}
              disabled={!canCommit}
              data-testid="delivery-import-commit"
            />
          )}
        </div>
      </div>
    </Dialog>
  );
}
