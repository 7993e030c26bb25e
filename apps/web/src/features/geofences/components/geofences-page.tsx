import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import {
  GEOFENCE_CATEGORIES,
  canUseGeofences,
  geofenceList,
  type Geofence,
  type GeofenceCategory,
} from '@armada/contracts/geofences';
import { formatFilterExpression, sortableFields } from '@armada/contracts/shared';
import { formatCompany } from '@/lib/company-time';
import { useToast } from '@/components/ui/toast';
import {
  ListEmptyState,
  ListTable,
  StatusFilter,
  readStatusList,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
  noAccessError,
} from '@/components/ui/list-table';
import {
  exportUrl,
  geofenceKeys,
  geofenceListQueryOptions,
  useGeofenceMap,
  type GeofenceListQueryKey,
} from '../api/geofences';
import { formatMetres } from '../utils/format';
import { CATEGORY_COLOR_VARS } from '../utils/shape-layers';
import { GeofenceEditor } from './geofence-editor';
import { ImportDialog } from './import-dialog';
import { ShapesMap } from './shapes-map';
import { VisitsPanel } from './visits-panel';
import './geofences.css';

const dataSource: ListDataSource<Geofence, GeofenceListQueryKey> = {
  queryOptions: geofenceListQueryOptions,
  queryKeyRoot: geofenceKeys.lists(),
};
const SORT_FIELDS: readonly string[] = sortableFields(geofenceList);
const FILTER_KEYS = ['category'] as const;
const TABLE_KEY = 'geofences';
/** Below this width the table starts with its less needed columns hidden (the chooser shows them). */
const WIDE_SCREEN = 1600;

export interface GeofencesPageProps {
  accessRight: readonly string[];
  userId: number;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
}

/** `/master/geofences` (GEO-19 ... GEO-21): the company's geofences, on a list and a map. */
export function GeofencesPage({
  accessRight,
  userId,
  tileUrl,
  tileAttribution,
}: GeofencesPageProps) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const language = i18n.resolvedLanguage ?? 'id';
  const canCreate = canUseGeofences(accessRight, 'create');
  const canUpdate = canUseGeofences(accessRight, 'update');
  const { state, setState, filters, setFilters } = useListUrlState({
    sortFields: SORT_FIELDS,
    filterKeys: FILTER_KEYS,
  });
  const categories = useMemo(
    () => readStatusList(filters.category, GEOFENCE_CATEGORIES),
    [filters.category],
  );
  const expressions = useMemo(
    () =>
      categories.length > 0
        ? [formatFilterExpression({ field: 'category', operator: 'in', values: [...categories] })]
        : [],
    [categories],
  );
  const map = useGeofenceMap();
  const [selected, setSelected] = useState<Geofence | null>(null);
  const [editing, setEditing] = useState<Geofence | 'new' | null>(null);
  const [importing, setImporting] = useState(false);

  const shapes = useMemo(() => {
    const items = (map.data ?? []).map((item) => ({ ...item }));
    // An inactive geofence opened from the list is shown too.
    if (selected && !items.some((item) => item.id === selected.id)) {
      items.push({
        id: selected.id,
        name: selected.name,
        category: selected.category,
        shape: selected.shape,
      });
    }
    return items;
  }, [map.data, selected]);

  const shapeText = (row: Geofence) => {
    const { shape } = row;
    if (shape.type === 'CIRCLE') {
      return t('geofences.shape.CIRCLE', { radius: formatMetres(shape.radius_m, language) });
    }
    if (shape.type === 'POLYGON') return t('geofences.shape.POLYGON', { count: row.vertex_count });
    return t('geofences.shape.CORRIDOR', { width: formatMetres(shape.width_m, language) });
  };
  const appliesText = (row: Geofence) => {
    if (row.vehicles.length + row.groups.length === 0) return t('geofences.applies.all');
    const parts = [];
    if (row.vehicles.length > 0)
      parts.push(t('geofences.applies.vehicles', { count: row.vehicles.length }));
    if (row.groups.length > 0)
      parts.push(t('geofences.applies.groups', { count: row.groups.length }));
    return parts.join(', ');
  };
  const alertsText = (row: Geofence) => {
    const parts = [];
    if (row.alert_on_enter) parts.push(t('geofences.alerts.enter'));
    if (row.alert_on_exit) parts.push(t('geofences.alerts.exit'));
    if (row.dwell_minutes !== null) {
      parts.push(t('geofences.alerts.dwell', { minutes: row.dwell_minutes }));
    }
    return parts.length > 0 ? parts.join(' · ') : t('geofences.alerts.none');
  };

  const columns = useMemo<ListTableColumn<Geofence>[]>(
    () => [
      {
        key: 'name',
        header: t('geofences.columns.name'),
        sortField: 'name',
        minWidth: '13rem',
        body: (row) => (
          <span className="geofences__name">
            <span
              className="geofences__swatch"
              style={{ ['--swatch' as string]: `var(${CATEGORY_COLOR_VARS[row.category]})` }}
              aria-hidden="true"
            />
            {row.name}
          </span>
        ),
      },
      {
        key: 'category',
        header: t('geofences.columns.category'),
        sortField: 'category',
        minWidth: '8rem',
        body: (row) => t(`geofences.category.${row.category}`),
      },
      {
        key: 'shape',
        header: t('geofences.columns.shape'),
        sortField: 'shape.type',
        minWidth: '11rem',
        body: shapeText,
      },
      {
        key: 'applies',
        header: t('geofences.columns.appliesTo'),
        minWidth: '9rem',
        hideOnCard: true,
        defaultHiddenBelow: WIDE_SCREEN,
        body: appliesText,
      },
      {
        key: 'alerts',
        header: t('geofences.columns.alerts'),
        minWidth: '10rem',
        body: alertsText,
      },
      {
        key: 'active',
        header: t('geofences.columns.status'),
        sortField: 'active',
        minWidth: '6rem',
        hideOnCard: true,
        defaultHiddenBelow: WIDE_SCREEN,
        body: (row) => (
          <span className="geofences__status" data-active={row.active}>
            {t(row.active ? 'geofences.status.active' : 'geofences.status.inactive')}
          </span>
        ),
      },
      {
        key: 'updated',
        header: t('geofences.columns.updated'),
        sortField: 'updated_on',
        minWidth: '9rem',
        hideOnCard: true,
        defaultHiddenBelow: WIDE_SCREEN,
        body: (row) =>
          formatCompany(row.updated_on, 'DD MMM YYYY HH:mm', { language, label: true }),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the texts follow t and language
    [t, language],
  );

  return (
    <div className="geofences">
      <header className="geofences__header">
        <div>
          <h1 className="geofences__title">{t('geofences.title')}</h1>
          <p className="geofences__intro">{t('geofences.intro')}</p>
        </div>
        <div className="geofences__actions">
          {canCreate && (
            <Button
              type="button"
              outlined
              icon="pi pi-upload"
              label={t('geofences.actions.import')}
              onClick={() => setImporting(true)}
              data-testid="geofences-import"
            />
          )}
          <a
            className="p-button p-button-outlined geofences__export"
            href={exportUrl()}
            download
            data-testid="geofences-export"
          >
            <i className="pi pi-download" aria-hidden="true" />
            <span>{t('geofences.actions.export')}</span>
          </a>
        </div>
      </header>

      <div className="geofences__body">
        <ListTable<Geofence, GeofenceListQueryKey>
          label={t('geofences.tableLabel')}
          dataSource={dataSource}
          columns={columns}
          state={state}
          onStateChange={setState}
          filters={expressions}
          rememberColumnsFor={{ userId, tableId: TABLE_KEY }}
          rowLabel={(row) => row.name}
          itemName={(count) => t('geofences.item', { count })}
          searchPlaceholder={t('geofences.searchPlaceholder')}
          canDelete={false}
          onRowClick={setSelected}
          rowActions={(row) => (
            <>
              <Button
                type="button"
                icon="pi pi-map"
                text
                rounded
                aria-label={t('geofences.actions.showRow', { name: row.name })}
                tooltip={t('geofences.actions.showRow', { name: row.name })}
                onClick={(event) => {
                  event.stopPropagation();
                  setSelected(row);
                }}
              />
              {canUpdate && (
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={t('geofences.actions.editRow', { name: row.name })}
                  tooltip={t('geofences.actions.edit')}
                  onClick={(event) => {
                    event.stopPropagation();
                    setEditing(row);
                  }}
                  data-testid="geofence-edit"
                />
              )}
            </>
          )}
          renderError={noAccessError(t('geofences.noAccess'))}
          emptyState={
            <ListEmptyState
              icon="map"
              title={t('geofences.empty.title')}
              text={t('geofences.empty.description')}
            />
          }
          toolbarEnd={
            <>
              <StatusFilter
                statuses={GEOFENCE_CATEGORIES}
                value={categories}
                labelOf={(category: GeofenceCategory) => t(`geofences.category.${category}`)}
                onChange={(category) => setFilters({ category })}
                placeholder={t('geofences.categoryFilter.placeholder')}
                ariaLabel={t('geofences.categoryFilter.label')}
                testId="geofences-category-filter"
              />
              {canCreate && (
                <Button
                  type="button"
                  icon="pi pi-plus"
                  label={t('geofences.actions.create')}
                  onClick={() => setEditing('new')}
                  data-testid="geofences-create"
                />
              )}
            </>
          }
        />

        <aside className="geofences__side">
          <ShapesMap
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
            shapes={shapes}
            selectedId={selected?.id ?? null}
            label={t('geofences.map.label')}
            testId="geofences-map"
          />
          {map.isSuccess && shapes.length === 0 && (
            <p className="geofences__muted">{t('geofences.map.empty')}</p>
          )}
          {selected && <VisitsPanel geofenceId={selected.id} />}
        </aside>
      </div>

      {editing && (
        <GeofenceEditor
          geofence={editing === 'new' ? null : editing}
          context={map.data ?? []}
          tileUrl={tileUrl}
          tileAttribution={tileAttribution}
          onHide={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setSelected(saved);
            toast.success(t('geofences.editor.saved'));
          }}
        />
      )}
      {importing && (
        <ImportDialog
          onHide={() => setImporting(false)}
          onImported={(result) => {
            setImporting(false);
            toast.success(t('geofences.import.done', { count: result.created.length }));
          }}
        />
      )}
    </div>
  );
}
