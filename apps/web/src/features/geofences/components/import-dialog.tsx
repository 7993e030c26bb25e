import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { ProgressBar } from 'primereact/progressbar';
import {
  GEOFENCE_IMPORT,
  type GeofenceImportReport,
  type GeofenceImportResult,
} from '@armada/contracts/geofences';
import { isApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format-number';
import { serverErrorText } from '@/lib/server-error-text';
import { geofenceKeys } from '../api/geofences';
import {
  ImportRefusedError,
  fileProblem,
  importApi,
  type ImportApi,
} from '../api/import-geofences';
import { shapeProblemText } from '../utils/problem-text';

export interface ImportDialogProps {
  onHide: () => void;
  onImported: (result: GeofenceImportResult) => void;
  /** The calls; tests give their own. */
  api?: ImportApi;
}

type Stage = 'idle' | 'checking' | 'saving';

const MB = GEOFENCE_IMPORT.maxBytes / 1024 / 1024;

/**
 * GEO-21: a GeoJSON file checked for its type and size here, then by the server feature by
 * feature; imported whole, or only its valid features when the user asks for that.
 */
export function ImportDialog({ onHide, onImported, api = importApi }: ImportDialogProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const base = useId();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>('idle');
  const [report, setReport] = useState<GeofenceImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = stage !== 'idle';
  const n = (value: number) => formatNumber(value, language);
  const failure = (caught: unknown) =>
    isApiError(caught) && caught.statusCode === 0
      ? t('geofences.import.network')
      : serverErrorText(caught, t) || t('geofences.import.failed');

  const choose = (chosen: File | null) => {
    setError(null);
    setReport(null);
    setFile(null);
    if (!chosen) return;
    const problem = fileProblem(chosen);
    if (problem === 'type') {
      setError(t('geofences.import.wrongType'));
      return;
    }
    if (problem === 'size') {
      setError(t('geofences.import.tooLarge', { mb: MB }));
      return;
    }
    setFile(chosen);
  };

  const check = async () => {
    if (!file) return;
    setError(null);
    setStage('checking');
    try {
      setReport(await api.check(file));
    } catch (caught) {
      setError(failure(caught));
    } finally {
      setStage('idle');
    }
  };

  const commit = async (validOnly: boolean) => {
    if (!file) return;
    setError(null);
    setStage('saving');
    try {
      const result = await api.commit(file, validOnly);
      await queryClient.invalidateQueries({ queryKey: geofenceKeys.all });
      onImported(result);
    } catch (caught) {
      if (caught instanceof ImportRefusedError) setReport(caught.report);
      setError(failure(caught));
    } finally {
      setStage('idle');
    }
  };

  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={t('geofences.import.title')}
      breakpoints={{ '640px': '100vw' }}
      style={{ width: '46rem' }}
      closable={!busy}
    >
      <div className="geofence-import" data-testid="geofence-import">
        <p>{t('geofences.import.intro', { mb: MB, max: n(GEOFENCE_IMPORT.maxFeatures) })}</p>
        <div className="geofence-editor__field">
          <label htmlFor={`${base}-file`}>{t('geofences.import.fileLabel')}</label>
          <input
            id={`${base}-file`}
            type="file"
            accept={[...GEOFENCE_IMPORT.extensions, ...GEOFENCE_IMPORT.contentTypes].join(',')}
            disabled={busy}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
            data-testid="geofence-import-file"
          />
          {file && (
            <small>
              {t('geofences.import.fileInfo', {
                name: file.name,
                size: formatNumber(file.size / 1024, language, { maximumFractionDigits: 0 }),
              })}
            </small>
          )}
        </div>

        {error && (
          <div className="geofence-editor__server" role="alert">
            <i className="pi pi-exclamation-circle" aria-hidden="true" />
            <span>{error}</span>
          </div>
        )}

        {busy && (
          <div aria-live="polite">
            <ProgressBar mode="indeterminate" style={{ height: '0.5rem' }} />
            <span>
              {t(stage === 'checking' ? 'geofences.import.checking' : 'geofences.import.saving')}
            </span>
          </div>
        )}

        {report && (
          <section aria-labelledby={`${base}-report`}>
            <p id={`${base}-report`} data-testid="geofence-import-summary">
              {t('geofences.import.summary', {
                total: n(report.valid + report.invalid),
                valid: n(report.valid),
                invalid: n(report.invalid),
              })}
            </p>
            <div className="geofence-import__table-wrap">
              <table className="geofence-import__table">
                <thead>
                  <tr>
                    <th scope="col">{t('geofences.import.table.number')}</th>
                    <th scope="col">{t('geofences.import.table.name')}</th>
                    <th scope="col">{t('geofences.import.table.shape')}</th>
                    <th scope="col">{t('geofences.import.table.problem')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.features.map((feature) => (
                    <tr key={feature.index}>
                      <td>{feature.index + 1}</td>
                      <td>{feature.name}</td>
                      <td>
                        {feature.shape_type
                          ? t(`geofences.shapeType.${feature.shape_type}`)
                          : t('geofences.import.unknownShape')}
                      </td>
                      <td data-ok={feature.problems.length === 0}>
                        {feature.problems.length === 0
                          ? t('geofences.import.ok')
                          : feature.problems
                              .map((problem) => shapeProblemText(problem, t, language))
                              .join(' ')}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}

        <div className="geofence-editor__actions">
          <Button
            type="button"
            text
            label={t('geofences.actions.close')}
            onClick={onHide}
            disabled={busy}
          />
          <Button
            type="button"
            outlined={report !== null}
            label={t('geofences.import.check')}
            onClick={() => void check()}
            disabled={!file || busy}
            data-testid="geofence-import-check"
          />
          {report && report.invalid > 0 && report.valid > 0 && (
            <Button
              type="button"
              label={t('geofences.import.importValid', { count: report.valid })}
              onClick={() => void commit(true)}
              disabled={busy}
            />
          )}
          {report && report.invalid === 0 && (
            <Button
              type="button"
              label={t('geofences.import.import')}
              onClick={() => void commit(false)}
              disabled={busy}
              data-testid="geofence-import-commit"
            />
          )}
        </div>
      </div>
    </Dialog>
  );
}
