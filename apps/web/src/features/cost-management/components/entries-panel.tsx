import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { COST_KINDS, type CostEntry, type CostKind } from '@armada/contracts/costs';
import { ConfirmationModal } from '@/components/ui/confirmation-modal';
import { useToast } from '@/components/ui/toast';
import { formatCompanyDateTime } from '@/lib/company-time';
import { formatNumber } from '@/lib/format-number';
import { serverErrorText } from '@/lib/server-error-text';
import { allCostEntries, useChangeCost, useCostEntries } from '../api/costs';
import { downloadCsv, entriesCsv, formatRupiah } from '../utils/format';
import { EntryDialog } from './entry-dialog';
import { ImportDialog } from './import-dialog';
import { ListState, Pager } from '@/components/ui/list-state';

const PAGE_SIZE = 20;

export interface EntriesPanelProps {
  canCreate: boolean;
  /** COST-13: entries typed by hand can be corrected. */
  canUpdate: boolean;
  canDelete: boolean;
}

/** COST-1 ... COST-5, COST-12: the cost list, entering and importing costs. */
export function EntriesPanel({ canCreate, canUpdate, canDelete }: EntriesPanelProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const toast = useToast();
  const [kind, setKind] = useState<CostKind | null>(null);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'entry' | 'import' | null>(null);
  const [removing, setRemoving] = useState<CostEntry | null>(null);
  const [editing, setEditing] = useState<CostEntry | null>(null);
  const withActions = canUpdate || canDelete;
  const change = useChangeCost();
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const filters = { ...(kind ? { kind } : {}), ...(search ? { search } : {}) };
  const entries = useCostEntries({ page, limit: PAGE_SIZE, ...filters });
  const [exporting, setExporting] = useState(false);
  const data = entries.data;
  const kindText = (entry: CostEntry) =>
    entry.kind === 'OTHER' && entry.category
      ? t(`costManagement.categories.${entry.category}`)
      : t(`costManagement.kinds.${entry.kind}`);

  const download = async () => {
    setExporting(true);
    try {
      const all = await allCostEntries(filters);
      const header = [
        'when',
        'kind',
        'vehicle',
        'place',
        'reference',
        'litres',
        'amount',
        'notes',
      ].map((key) =>
        t(`costManagement.exportEntries.${key}` as 'costManagement.exportEntries.when'),
      );
      downloadCsv(
        entriesCsv(all, header, kindText, (entry) =>
          formatCompanyDateTime(entry.occurred_at, { language }),
        ),
        `${t('costManagement.exportEntries.fileName')}.csv`,
      );
    } catch (error) {
      toast.error(serverErrorText(error, t) || t('costManagement.failed'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <section className="costs__panel" aria-label={t('costManagement.tabs.entries')}>
      <div className="costs__toolbar">
        <span className="costs__search">
          <i className="pi pi-search" aria-hidden="true" />
          <InputText
            value={typed}
            maxLength={80}
            placeholder={t('costManagement.entries.search')}
            aria-label={t('costManagement.entries.search')}
            onChange={(event) => setTyped(event.target.value)}
          />
        </span>
        <Dropdown
          value={kind}
          options={COST_KINDS.map((value) => ({
            value,
            label: t(`costManagement.kinds.${value}`),
          }))}
          placeholder={t('costManagement.entries.allKinds')}
          aria-label={t('costManagement.entries.kindFilter')}
          showClear
          onChange={(event) => {
            setKind((event.value as CostKind | undefined) ?? null);
            setPage(1);
          }}
        />
        <div className="costs__toolbar-end">
          <Button
            type="button"
            icon="pi pi-download"
            outlined
            label={t('costManagement.overview.export')}
            loading={exporting}
            disabled={(data?.total_count ?? 0) === 0}
            onClick={() => void download()}
          />
          {canCreate && (
            <>
              <Button
                type="button"
                icon="pi pi-upload"
                outlined
                label={t('costManagement.entries.import')}
                onClick={() => setDialog('import')}
                data-testid="cost-import-open"
              />
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('costManagement.entries.add')}
                onClick={() => setDialog('entry')}
                data-testid="cost-add"
              />
            </>
          )}
        </div>
      </div>
      <ListState
        block="costs"
        noAccessText={t('costManagement.noAccess')}
        loading={entries.isPending}
        error={entries.isError ? entries.error : null}
        empty={(data?.items.length ?? 0) === 0}
        emptyText={
          search || kind ? t('costManagement.entries.noMatch') : t('costManagement.entries.empty')
        }
        onRetry={() => void entries.refetch()}
      />
      {data && data.items.length > 0 && (
        <table className="costs__table" data-testid="cost-list">
          <thead>
            <tr>
              <th scope="col">{t('costManagement.columns.when')}</th>
              <th scope="col">{t('costManagement.columns.kind')}</th>
              <th scope="col">{t('costManagement.columns.vehicle')}</th>
              <th scope="col">{t('costManagement.columns.place')}</th>
              <th scope="col" className="costs__num">
                {t('costManagement.columns.litres')}
              </th>
              <th scope="col" className="costs__num">
                {t('costManagement.columns.amount')}
              </th>
              {withActions && (
                <th scope="col">
                  <span className="sr-only">{t('costManagement.columns.actions')}</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {data.items.map((entry) => (
              <tr key={entry.id}>
                <td data-label={t('costManagement.columns.when')} className="costs__nowrap">
                  {formatCompanyDateTime(entry.occurred_at, { language })}
                </td>
                <td data-label={t('costManagement.columns.kind')}>
                  <span className="costs__tag" data-kind={entry.kind}>
                    {kindText(entry)}
                  </span>
                  {entry.source === 'IMPORT' && (
                    <small className="costs__muted"> {t('costManagement.entries.imported')}</small>
                  )}
                </td>
                <td data-label={t('costManagement.columns.vehicle')} className="costs__nowrap">
                  {entry.vehicle?.license_plate ?? t('costManagement.entries.wholeFleet')}
                </td>
                <td data-label={t('costManagement.columns.place')}>
                  <span>
                    {entry.place || '–'}
                    {entry.reference && (
                      <small className="costs__muted"> · {entry.reference}</small>
                    )}
                  </span>
                </td>
                <td data-label={t('costManagement.columns.litres')} className="costs__num">
                  {entry.litres === null
                    ? '–'
                    : `${formatNumber(entry.litres, language, { maximumFractionDigits: 1 })} L`}
                </td>
                <td data-label={t('costManagement.columns.amount')} className="costs__num">
                  {formatRupiah(entry.amount)}
                </td>
                {withActions && (
                  <td className="costs__row-action">
                    {canUpdate && entry.source === 'MANUAL' && (
                      <Button
                        type="button"
                        icon="pi pi-pencil"
                        text
                        rounded
                        aria-label={t('costManagement.entries.edit', {
                          amount: formatRupiah(entry.amount),
                        })}
                        onClick={() => setEditing(entry)}
                        data-testid="cost-edit"
                      />
                    )}
                    {canDelete && (
                      <Button
                        type="button"
                        icon="pi pi-trash"
                        text
                        rounded
                        severity="danger"
                        aria-label={t('costManagement.entries.remove', {
                          amount: formatRupiah(entry.amount),
                        })}
                        onClick={() => setRemoving(entry)}
                      />
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {data && (
        <p className="costs__hint" data-testid="cost-list-total">
          {t('costManagement.entries.count', {
            count: data.total_count,
            total: formatRupiah(data.total_amount),
          })}
        </p>
      )}
      {data && (
        <Pager block="costs" page={data.page} totalPage={data.total_page} onPage={setPage} />
      )}
      {dialog === 'entry' && <EntryDialog onHide={() => setDialog(null)} />}
      {editing && <EntryDialog entry={editing} onHide={() => setEditing(null)} />}
      {dialog === 'import' && <ImportDialog onHide={() => setDialog(null)} />}
      <ConfirmationModal
        variant="delete"
        visible={removing !== null}
        title={t('costManagement.entries.removeTitle')}
        message={t('costManagement.entries.removeMessage', {
          amount: removing ? formatRupiah(removing.amount) : '',
        })}
        confirmLabel={t('costManagement.entries.removeConfirm')}
        cancelLabel={t('costManagement.cancel')}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const entry = removing;
          setRemoving(null);
          if (!entry) return;
          change.mutate(
            { kind: 'delete', id: entry.id },
            {
              onSuccess: () => toast.success(t('costManagement.entries.removed')),
              onError: (error) =>
                toast.error(serverErrorText(error, t) || t('costManagement.failed')),
            },
          );
        }}
      />
    </section>
  );
}
