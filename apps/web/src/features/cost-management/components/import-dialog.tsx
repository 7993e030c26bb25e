import { useId, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import {
  COST_IMPORT_COLUMNS,
  COST_IMPORT_KINDS,
  COST_LIMITS,
  type CostImport,
  type CostImportKind,
} from '@armada/contracts/costs';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { serverErrorText } from '@/lib/server-error-text';
import { useImportStatement } from '../api/costs';
import { formatRupiah } from '../utils/format';

/** The file's bytes as base64, read in the browser. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

const ROW_PROBLEMS = [
  'columns',
  'date',
  'time',
  'required',
  'negative',
  'amount',
  'litres',
  'vehicle',
  'future',
] as const;

/** COST-4: a refused row in words: which row, which column, what is wrong with it. */
function importProblemText(error: unknown, t: TFunction): string {
  if (isApiError(error) && error.reason === 'costImport.badRow' && error.params) {
    const problem = ROW_PROBLEMS.find((p) => p === error.params?.problem);
    if (problem) {
      const key = `costManagement.import.problems.${problem}` as const;
      return String(t(key, { row: error.params.row, column: error.params.column }));
    }
  }
  return serverErrorText(error, t) || t('costManagement.failed');
}

/** COST-4, COST-5: import a fuel-card or e-toll statement (CSV), every row or none. */
export function ImportDialog({ onHide }: { onHide: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const id = useId();
  const upload = useImportStatement();
  const [kind, setKind] = useState<CostImportKind>('FUEL_CARD');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState('');
  const [result, setResult] = useState<CostImport | null>(null);

  const submit = async () => {
    setProblem('');
    if (!file) {
      setProblem(t('costManagement.import.chooseFile'));
      return;
    }
    if (file.size > COST_LIMITS.maxImportBytes) {
      setProblem(t('costManagement.import.tooLarge'));
      return;
    }
    const data = await base64Of(file);
    if (!data) {
      setProblem(t('costManagement.import.chooseFile'));
      return;
    }
    upload.mutate(
      { kind, file_name: file.name.slice(0, COST_LIMITS.fileNameMax) || 'statement.csv', data },
      {
        onSuccess: (answer) => {
          setResult(answer);
          toast.success(t('costManagement.import.done', { count: answer.rows }));
        },
        onError: (error) => setProblem(importProblemText(error, t)),
      },
    );
  };

  return (
    <Dialog
      visible
      header={t('costManagement.import.title')}
      onHide={onHide}
      className="costs-dialog"
      breakpoints={{ '640px': '100vw' }}
      footer={
        <div className="costs-form__actions">
          <Button
            type="button"
            label={result ? t('costManagement.close') : t('costManagement.cancel')}
            text
            onClick={onHide}
          />
          {!result && (
            <Button
              type="button"
              label={t('costManagement.import.submit')}
              icon="pi pi-upload"
              loading={upload.isPending}
              onClick={() => void submit()}
              data-testid="cost-import-submit"
            />
          )}
        </div>
      }
    >
      <div className="costs-form">
        <div className="costs-form__field">
          <label htmlFor={`${id}-kind`}>{t('costManagement.import.kind')}</label>
          <Dropdown
            inputId={`${id}-kind`}
            value={kind}
            options={COST_IMPORT_KINDS.map((value) => ({
              value,
              label: t(`costManagement.import.kinds.${value}`),
            }))}
            onChange={(event) => {
              setKind(event.value as CostImportKind);
              setResult(null);
            }}
          />
        </div>
        <p className="costs__hint">
          {t('costManagement.import.columns', { columns: COST_IMPORT_COLUMNS[kind].join(', ') })}
        </p>
        <div className="costs-form__field">
          <label htmlFor={`${id}-file`}>{t('costManagement.import.file')}</label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            data-testid="cost-import-file"
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setResult(null);
              setProblem('');
            }}
          />
        </div>
        {problem && (
          <p id={`${id}-problem`} className="costs-form__failure" role="alert">
            {problem}
          </p>
        )}
        {result && (
          <p className="costs-form__success" role="status" data-testid="cost-import-result">
            {t('costManagement.import.result', {
              count: result.rows,
              total: formatRupiah(result.total_amount),
            })}
          </p>
        )}
      </div>
    </Dialog>
  );
}
