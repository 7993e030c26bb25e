import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { DataTable } from 'primereact/datatable';
import { Column } from 'primereact/column';
import { Paginator } from 'primereact/paginator';
import { Tooltip } from 'primereact/tooltip';
import type { Address } from '@armada/contracts/customers';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { SearchBox } from '@/components/ui/list-table/search-box';
import { ACTIVE_ADDRESSES, addressListQueryOptions } from '@/lib/resources/addresses';
import '@/components/ui/list-table/list-table.css';

const PAGE_SIZE = 10;
/** The company's depots first: orders leave from them (then by name). */
const SORTS = ['is_depot desc', 'name asc'];

export interface OriginAddressPickerProps {
  value: { id: number; name: string } | null;
  onChange: (address: Address) => void;
  /** Shows the required message (after the user touched the picker or pressed search). */
  showRequired: boolean;
  disabled?: boolean;
}

/**
 * The required origin address picker (docs/rules/route-optimization.md §2.1): a field that opens a
 * searchable table of addresses (name, full name), with a tooltip saying what the origin is for.
 */
export function OriginAddressPicker({
  value,
  onChange,
  showRequired,
  disabled = false,
}: OriginAddressPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const query = {
    page,
    limit: PAGE_SIZE,
    sorts: SORTS,
    filters: ACTIVE_ADDRESSES,
    ...(search ? { search } : {}),
  };
  const addresses = useQuery({ ...addressListQueryOptions(query), enabled: open });
  const rows = addresses.data?.data.paginated_result ?? [];
  const total = addresses.data?.metadata.total_count ?? 0;
  const tooltipClass = `ro-origin-tip-${id.replace(/[^a-zA-Z0-9]/g, '')}`;
  const invalid = showRequired && value === null;

  return (
    <div className="ro-wizard__field ro-origin">
      <label htmlFor={id} className="ro-wizard__label">
        {t('routeOptimizationWizard.departure.origin')}
        <span className="ro-wizard__required" aria-hidden="true">
          *
        </span>
        <i
          className={`pi pi-info-circle ro-wizard__tip ${tooltipClass}`}
          data-pr-tooltip={t('routeOptimizationWizard.departure.originTooltip')}
          data-pr-position="top"
          aria-label={t('routeOptimizationWizard.departure.originTooltip')}
          role="img"
        />
      </label>
      <Tooltip target={`.${tooltipClass}`} />
      <button
        id={id}
        type="button"
        className={`ro-origin__field p-inputtext${invalid ? ' p-invalid' : ''}`}
        aria-haspopup="dialog"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        aria-required="true"
        disabled={disabled}
        data-testid="origin-address-field"
        onClick={() => setOpen(true)}
      >
        <i className="pi pi-search" aria-hidden="true" />
        <span className={value ? 'ro-origin__value' : 'ro-origin__placeholder'}>
          {value ? value.name : t('routeOptimizationWizard.departure.originPlaceholder')}
        </span>
      </button>
      {invalid && (
        <small id={`${id}-error`} className="ro-wizard__error">
          {t('routeOptimizationWizard.departure.originRequired')}
        </small>
      )}
      <Dialog
        header={t('routeOptimizationWizard.departure.pickerTitle')}
        visible={open}
        onHide={() => setOpen(false)}
        className="ro-origin__dialog"
        breakpoints={{ '640px': '96vw' }}
        draggable={false}
      >
        <SearchBox
          value={search}
          placeholder={t('routeOptimizationWizard.departure.pickerSearch')}
          debounceMs={SHELL_CONSTANTS.table.searchDebounceMs}
          onSearch={(next) => {
            setSearch(next.trim());
            setPage(1);
          }}
        />
        <DataTable
          value={rows}
          dataKey="id"
          loading={addresses.isFetching}
          selectionMode="single"
          selection={rows.find((row) => row.id === value?.id) ?? null}
          onSelectionChange={(event) => {
            const address = event.value as Address | null;
            if (address) {
              onChange(address);
              setOpen(false);
            }
          }}
          emptyMessage={t('routeOptimizationWizard.departure.noAddress')}
          size="small"
          data-testid="origin-address-table"
          aria-label={t('routeOptimizationWizard.departure.pickerTitle')}
        >
          <Column field="name" header={t('routeOptimizationWizard.departure.name')} />
          <Column field="full_name" header={t('routeOptimizationWizard.departure.fullName')} />
        </DataTable>
        {total > PAGE_SIZE && (
          <Paginator
            first={(page - 1) * PAGE_SIZE}
            rows={PAGE_SIZE}
            totalRecords={total}
            onPageChange={(event) => setPage(event.page + 1)}
          />
        )}
      </Dialog>
    </div>
  );
}
