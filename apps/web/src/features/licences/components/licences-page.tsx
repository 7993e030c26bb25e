import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import {
  DRIVER_DOCUMENT_KINDS,
  LICENCE_EXPIRY_WINDOWS,
  LICENCE_HOLDER_TYPES,
  VEHICLE_DOCUMENT_KINDS,
  SIM_CLASS_LABELS,
  canUseLicences,
  licenceDocumentList,
  type LicenceDocument,
  type LicenceDocumentKind,
  type LicenceExpiryWindow,
  type LicenceHolderType,
} from '@armada/contracts/licences';
import { sortableFields } from '@armada/contracts/shared';
import {
  ListEmptyState,
  ListTable,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
  noAccessError,
} from '@/components/ui/list-table';
import {
  exportUrl,
  licenceKeys,
  licenceListQueryOptions,
  useLicenceSummary,
  type LicenceListQueryKey,
  type LicenceScope,
} from '../api/licences';
import { formatDay } from '../utils/format';
import { DocumentDialog } from './document-dialog';
import { ScanViewer } from './scan-viewer';
import { ExpiryBadge } from './expiry-badge';
import './licences.css';

const SORT_FIELDS: readonly string[] = sortableFields(licenceDocumentList);
const FILTER_KEYS = ['holder', 'window', 'kind'] as const;
const WIDE_SCREEN = 1400;

const readOne = <S extends string>(value: string | null, known: readonly S[]): S | null =>
  value !== null && (known as readonly string[]).includes(value) ? (value as S) : null;

/** The summary cards, most urgent first, and the window each one opens (LIC-7). */
const CARDS = [
  { key: 'expired', window: 'EXPIRED' },
  { key: 'days_1', window: 'DAYS_1' },
  { key: 'days_7', window: 'DAYS_7' },
  { key: 'days_30', window: 'DAYS_30' },
] as const satisfies readonly { key: string; window: LicenceExpiryWindow }[];

export interface LicencesPageProps {
  accessRight: readonly string[];
  userId: number;
}

/** `/license` (docs/rules/licences.md): vehicle and driver documents by expiry. */
export function LicencesPage({ accessRight, userId }: LicencesPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const { state, setState, filters, setFilters } = useListUrlState({
    sortFields: SORT_FIELDS,
    filterKeys: FILTER_KEYS,
  });
  const tabs = LICENCE_HOLDER_TYPES.filter((h) => canUseLicences(accessRight, h, 'read'));
  const holder: LicenceHolderType =
    readOne(filters.holder, tabs) ?? tabs[0] ?? LICENCE_HOLDER_TYPES[0];
  const window = readOne(filters.window, LICENCE_EXPIRY_WINDOWS);
  const kinds: readonly LicenceDocumentKind[] =
    holder === 'VEHICLE' ? VEHICLE_DOCUMENT_KINDS : DRIVER_DOCUMENT_KINDS;
  const kind = readOne(filters.kind, kinds);
  const scope: LicenceScope = useMemo(() => ({ holder, window, kind }), [holder, window, kind]);
  const dataSource = useMemo<ListDataSource<LicenceDocument, LicenceListQueryKey>>(
    () => ({ queryOptions: licenceListQueryOptions(scope), queryKeyRoot: licenceKeys.lists() }),
    [scope],
  );
  const summary = useLicenceSummary(holder, tabs.length > 0);
  const canCreate = canUseLicences(accessRight, holder, 'create');
  const canUpdate = canUseLicences(accessRight, holder, 'update');
  const canDelete = canUseLicences(accessRight, holder, 'delete');
  const [editing, setEditing] = useState<LicenceDocument | 'new' | null>(null);
  const [viewing, setViewing] = useState<LicenceDocument | null>(null);

  const columns = useMemo<ListTableColumn<LicenceDocument>[]>(() => {
    const holderColumns: ListTableColumn<LicenceDocument>[] =
      holder === 'VEHICLE'
        ? [
            {
              key: 'vehicle',
              header: t('licences.columns.vehicle'),
              sortField: 'vehicle.license_plate',
              minWidth: '8rem',
              body: (row) => <strong>{row.vehicle?.license_plate ?? '-'}</strong>,
            },
          ]
        : [
            {
              key: 'driver',
              header: t('licences.columns.driver'),
              sortField: 'driver.fullname',
              minWidth: '10rem',
              body: (row) => <strong>{row.driver?.fullname ?? '-'}</strong>,
            },
            {
              key: 'simClass',
              header: t('licences.columns.simClass'),
              sortField: 'sim_class',
              minWidth: '7rem',
              body: (row) => (row.sim_class ? SIM_CLASS_LABELS[row.sim_class] : '-'),
            },
          ];
    return [
      ...holderColumns,
      {
        key: 'kind',
        header: t('licences.columns.kind'),
        sortField: 'kind',
        minWidth: '10rem',
        body: (row) => t(`licences.kind.${row.kind}`),
      },
      {
        key: 'number',
        header: t('licences.columns.number'),
        sortField: 'number',
        minWidth: '9rem',
      },
      {
        key: 'expires',
        header: t('licences.columns.expires'),
        sortField: 'expires_on',
        minWidth: '9rem',
        body: (row) => formatDay(row.expires_on, language),
      },
      {
        key: 'status',
        header: t('licences.columns.status'),
        sortField: 'days_left',
        minWidth: '10rem',
        body: (row) => <ExpiryBadge status={row.status} daysLeft={row.days_left} />,
      },
      {
        key: 'issued',
        header: t('licences.columns.issued'),
        sortField: 'issued_on',
        minWidth: '8rem',
        hideOnCard: true,
        defaultHiddenBelow: WIDE_SCREEN,
        body: (row) => formatDay(row.issued_on, language),
      },
      {
        key: 'scans',
        header: t('licences.columns.scans'),
        minWidth: '6rem',
        hideOnCard: true,
        body: (row) =>
          row.scans.length > 0
            ? t('licences.scanCount', { count: row.scans.length })
            : t('licences.noScan'),
      },
    ];
  }, [t, language, holder]);

  if (tabs.length === 0) {
    return <p className="licences__muted">{t('licences.noTabs')}</p>;
  }

  const total = summary.data?.total;
  const sort = state.sort ? `${state.sort.field} ${state.sort.order}` : null;

  return (
    <div className="licences">
      <header className="licences__header">
        <div>
          <h1 className="licences__title">{t('licences.title')}</h1>
          <p className="licences__intro">{t('licences.intro')}</p>
        </div>
        <div className="licences__actions">
          {(['csv', 'xlsx'] as const).map((format) => (
            <a
              key={format}
              className="p-button p-button-outlined licences__export"
              href={exportUrl(scope, format, language, state.search, sort)}
              download
              data-testid={`licences-export-${format}`}
            >
              <i className="pi pi-download" aria-hidden="true" />
              <span>
                {t(format === 'csv' ? 'licences.actions.exportCsv' : 'licences.actions.exportXlsx')}
              </span>
            </a>
          ))}
        </div>
      </header>

      <div className="licences__tabs" role="tablist" aria-label={t('licences.tabs.label')}>
        {tabs.map((tab) => (
          <button
            key={tab}
            type="button"
            role="tab"
            aria-selected={tab === holder}
            className="licences__tab"
            data-testid={`licences-tab-${tab}`}
            onClick={() => setFilters({ holder: tab, window: null, kind: null })}
          >
            {t(`licences.tabs.${tab}`)}
          </button>
        ))}
      </div>

      <section className="licences__cards" aria-label={t('licences.summary.label')}>
        {CARDS.map((card) => {
          const value = summary.data?.[card.key];
          const active = window === card.window;
          return (
            <button
              key={card.key}
              type="button"
              className="licences__card"
              data-window={card.window}
              aria-pressed={active}
              data-testid={`licences-card-${card.window}`}
              onClick={() => setFilters({ holder, window: active ? null : card.window, kind })}
            >
              <span className="licences__card-count">
                {value === undefined ? (summary.isError ? '!' : '…') : value}
              </span>
              <span className="licences__card-label">{t(`licences.summary.${card.key}`)}</span>
            </button>
          );
        })}
        <button
          type="button"
          className="licences__card"
          data-window="ALL"
          aria-pressed={window === null}
          onClick={() => setFilters({ holder, window: null, kind })}
        >
          <span className="licences__card-count">{total ?? '…'}</span>
          <span className="licences__card-label">{t('licences.summary.all')}</span>
        </button>
      </section>

      <ListTable<LicenceDocument, LicenceListQueryKey>
        label={t('licences.tableLabel')}
        dataSource={dataSource}
        columns={columns}
        state={state}
        onStateChange={setState}
        rememberColumnsFor={{ userId, tableId: `licences-${holder}` }}
        rowLabel={(row) => row.number}
        itemName={(count) => t('licences.item', { count })}
        searchPlaceholder={t('licences.searchPlaceholder')}
        canDelete={false}
        onRowClick={canUpdate ? setEditing : setViewing}
        rowActions={(row) => (
          <>
            <Button
              type="button"
              icon="pi pi-images"
              text
              rounded
              aria-label={t('licences.actions.viewScans', { number: row.number })}
              tooltip={t('licences.actions.viewScans', { number: row.number })}
              onClick={(event) => {
                event.stopPropagation();
                setViewing(row);
              }}
              data-testid="licence-view-scans"
            />
            {canUpdate && (
              <Button
                type="button"
                icon="pi pi-pencil"
                text
                rounded
                aria-label={t('licences.actions.editRow', { number: row.number })}
                tooltip={t('licences.actions.edit')}
                onClick={(event) => {
                  event.stopPropagation();
                  setEditing(row);
                }}
                data-testid="licence-edit"
              />
            )}
          </>
        )}
        renderError={noAccessError(t('licences.noAccess'))}
        emptyState={
          <ListEmptyState
            icon="file"
            title={t('licences.empty.title')}
            text={window ? t('licences.empty.filtered') : t('licences.empty.description')}
          />
        }
        toolbarEnd={
          <>
            <Dropdown
              value={window}
              options={LICENCE_EXPIRY_WINDOWS.map((w) => ({
                value: w,
                label: t(`licences.window.${w}`),
              }))}
              showClear
              placeholder={t('licences.windowFilter.placeholder')}
              aria-label={t('licences.windowFilter.label')}
              onChange={(event) =>
                setFilters({ holder, window: (event.value as string | null) ?? null, kind })
              }
              data-testid="licences-window-filter"
            />
            {kinds.length > 1 && (
              <Dropdown
                value={kind}
                options={kinds.map((k) => ({ value: k, label: t(`licences.kind.${k}`) }))}
                showClear
                placeholder={t('licences.kindFilter.placeholder')}
                aria-label={t('licences.kindFilter.label')}
                onChange={(event) =>
                  setFilters({ holder, window, kind: (event.value as string | null) ?? null })
                }
                data-testid="licences-kind-filter"
              />
            )}
            {canCreate && (
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('licences.actions.create')}
                onClick={() => setEditing('new')}
                data-testid="licences-create"
              />
            )}
          </>
        }
      />

      {editing && (
        <DocumentDialog
          holder={holder}
          document={editing === 'new' ? null : editing}
          canDelete={canDelete}
          onHide={() => setEditing(null)}
        />
      )}
      {viewing && <ScanViewer document={viewing} onHide={() => setViewing(null)} />}
    </div>
  );
}
