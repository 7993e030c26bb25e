import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from 'primereact/dialog';
import { Button } from 'primereact/button';
import { ProgressBar } from 'primereact/progressbar';
import type {
  ReportExport,
  ReportFormat,
  ReportInfo,
  ReportLanguage,
} from '@armada/contracts/reports';
import { formatNumber } from '@/lib/format-number';
import { serverErrorText } from '@/lib/server-error-text';
import { getReportExport, reportExportFileUrl, startReportExport } from '../api/reports';
import type { ReportFilterValues } from '../utils/report-filters';

/** How often the progress is asked for while a file is made. */
const POLL_MS = 400;

export interface ExportDialogProps {
  info: ReportInfo;
  filters: ReportFilterValues;
  format: ReportFormat;
  sort: string | undefined;
  language: ReportLanguage;
  onClose: () => void;
}

function download(job: ReportExport): void {
  const link = document.createElement('a');
  link.href = reportExportFileUrl(job.id);
  link.download = job.file_name;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * RPT-8, RPT-10: starts an export of the whole result, shows its progress (rows written of all)
 * and downloads the file once it is made; a refusal (a PDF over its limit) is said here.
 */
export function ExportDialog({
  info,
  filters,
  format,
  sort,
  language,
  onClose,
}: ExportDialogProps) {
  const { t, i18n } = useTranslation();
  const [job, setJob] = useState<ReportExport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return undefined;
    started.current = true;
    const abort = new AbortController();
    const run = async () => {
      try {
        let current = await startReportExport(info.id, filters, {
          format,
          language,
          ...(sort ? { sort } : {}),
        });
        setJob(current);
        while (current.status === 'RUNNING' && !abort.signal.aborted) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          current = await getReportExport(current.id, abort.signal);
          setJob(current);
        }
        if (current.status === 'DONE') download(current);
        else if (current.status === 'FAILED') setError(t('reports.export.failed'));
      } catch (failure) {
        if (!abort.signal.aborted)
          setError(serverErrorText(failure, t) || t('reports.export.failed'));
      }
    };
    void run();
    return () => abort.abort();
  }, [info.id, filters, format, sort, language, t]);

  const percent =
    job && job.rows_total > 0
      ? Math.min(100, Math.round((job.rows_done / job.rows_total) * 100))
      : 0;
  const lang = i18n.resolvedLanguage ?? 'id';
  return (
    <Dialog
      header={t('reports.export.title', { format: t(`reports.export.${format}`) })}
      visible
      onHide={onClose}
      style={{ width: 'min(28rem, calc(100vw - 2rem))' }}
      data-testid="report-export-dialog"
    >
      {error ? (
        <p className="reports__error" role="alert">
          {error}
        </p>
      ) : (
        <div className="reports__progress" aria-live="polite">
          <ProgressBar
            value={job?.status === 'DONE' ? 100 : percent}
            mode={job && job.rows_total > 0 ? 'determinate' : 'indeterminate'}
            style={{ height: '0.6rem' }}
            aria-label={t('reports.export.title', { format: t(`reports.export.${format}`) })}
            data-testid="report-export-progress"
          />
          {job && (
            <span>
              {t('reports.export.progress', {
                done: formatNumber(job.rows_done, lang),
                total: formatNumber(job.rows_total, lang),
              })}
            </span>
          )}
          {job?.status === 'DONE' && (
            <span data-testid="report-export-done">{t('reports.export.done')}</span>
          )}
        </div>
      )}
      <div className="reports__dialog-actions">
        {job?.status === 'DONE' && (
          <Button
            type="button"
            label={t('reports.export.download')}
            icon="pi pi-download"
            outlined
            onClick={() => download(job)}
          />
        )}
        <Button
          type="button"
          label={t('reports.export.close')}
          onClick={onClose}
          data-testid="report-export-close"
        />
      </div>
    </Dialog>
  );
}
