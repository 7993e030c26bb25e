import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { canUseSavedRoutes, savedRouteList, type SavedRoute } from '@armada/contracts/geofences';
import { sortableFields } from '@armada/contracts/shared';
import { formatCompany } from '@/lib/company-time';
import { formatNumber } from '@/lib/format-number';
import { useToast } from '@/components/ui/toast';
import {
  ListEmptyState,
  ListTable,
  useListUrlState,
  type ListDataSource,
  type ListTableColumn,
  noAccessError,
} from '@/components/ui/list-table';
import {
  getSavedRoutes,
  savedRouteKeys,
  savedRouteListQueryOptions,
  useRouteDeviations,
  type SavedRouteListQueryKey,
} from '../api/saved-routes';
import type { RouteMaps } from '../utils/maps';
import { RouteEditor } from './route-editor';
import './saved-routes.css';

const dataSource: ListDataSource<SavedRoute, SavedRouteListQueryKey> = {
  queryOptions: savedRouteListQueryOptions,
  queryKeyRoot: savedRouteKeys.lists(),
};
const SORT_FIELDS: readonly string[] = sortableFields(savedRouteList);
const TABLE_KEY = 'saved-routes';
/** The map shows the company's routes, at most this many. */
const MAP_QUERY = { limit: 100, page: 1 };

export interface SavedRoutesPageProps {
  accessRight: readonly string[];
  userId: number;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  maps: RouteMaps;
}

function kilometres(metres: number, language: string): string {
  return `${formatNumber(metres / 1000, language, { maximumFractionDigits: 1 })} km`;
}

/** `/route/` (SRT-9): the company's saved routes, their corridors and deviations. */
export function SavedRoutesPage({
  accessRight,
  userId,
  tileUrl,
  tileAttribution,
  maps,
}: SavedRoutesPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const toast = useToast();
  const canCreate = canUseSavedRoutes(accessRight, 'create');
  const canUpdate = canUseSavedRoutes(accessRight, 'update');
  const { state, setState } = useListUrlState({ sortFields: SORT_FIELDS, filterKeys: [] });
  const [selected, setSelected] = useState<SavedRoute | null>(null);
  const [editing, setEditing] = useState<SavedRoute | 'new' | null>(null);
  const all = useQuery({
    queryKey: [...savedRouteKeys.lists(), 'map'],
    queryFn: ({ signal }) => getSavedRoutes(MAP_QUERY, { signal }),
  });
  const { ShapesMap } = maps;

  const area = useMemo(
    () => (all.data?.data.paginated_result ?? []).flatMap((route) => route.path),
    [all.data],
  );
  const shapes = useMemo(
    () =>
      (all.data?.data.paginated_result ?? []).map((route) => ({
        id: route.id,
        name: route.name,
        category: null,
        shape: { type: 'CORRIDOR' as const, points: route.path, width_m: route.tolerance_m * 2 },
      })),
    [all.data],
  );

  const columns = useMemo<ListTableColumn<SavedRoute>[]>(
    () => [
      {
        key: 'name',
        header: t('savedRoutes.columns.name'),
        sortField: 'name',
        minWidth: '14rem',
        body: (route) => <strong>{route.name}</strong>,
      },
      {
        key: 'source',
        header: t('savedRoutes.columns.source'),
        sortField: 'source',
        minWidth: '9rem',
        body: (route) =>
          route.fleet_task
            ? t('savedRoutes.fromTask', { number: route.fleet_task.number })
            : route.trip
              ? t('savedRoutes.fromTrip', {
                  plate: route.trip.vehicle.license_plate,
                  at: formatCompany(route.trip.started_on, 'DD MMM HH:mm', { language }),
                })
              : t(`savedRoutes.source.${route.source}`),
      },
      {
        key: 'tolerance',
        header: t('savedRoutes.columns.tolerance'),
        sortField: 'tolerance_m',
        align: 'right',
        minWidth: '7rem',
        body: (route) => `${formatNumber(route.tolerance_m, language)} m`,
      },
      {
        key: 'length',
        header: t('savedRoutes.columns.length'),
        sortField: 'length_m',
        align: 'right',
        minWidth: '7rem',
        hideOnCard: true,
        body: (route) => kilometres(route.length_m, language),
      },
      {
        key: 'vehicles',
        header: t('savedRoutes.columns.vehicles'),
        minWidth: '10rem',
        body: (route) =>
          route.vehicles.length === 0
            ? t('savedRoutes.noVehicles')
            : route.vehicles.map((vehicle) => vehicle.license_plate).join(', '),
      },
      {
        key: 'active',
        header: t('savedRoutes.columns.status'),
        sortField: 'active',
        minWidth: '6rem',
        hideOnCard: true,
        body: (route) =>
          t(route.active ? 'savedRoutes.status.active' : 'savedRoutes.status.inactive'),
      },
    ],
    [t, language],
  );

  return (
    <div className="saved-routes">
      <header className="saved-routes__header">
        <h1 className="saved-routes__title">{t('savedRoutes.title')}</h1>
        <p className="saved-routes__intro">{t('savedRoutes.intro')}</p>
      </header>
      <div className="saved-routes__body">
        <ListTable<SavedRoute, SavedRouteListQueryKey>
          label={t('savedRoutes.tableLabel')}
          dataSource={dataSource}
          columns={columns}
          state={state}
          onStateChange={setState}
          rememberColumnsFor={{ userId, tableId: TABLE_KEY }}
          rowLabel={(route) => route.name}
          itemName={(count) => t('savedRoutes.item', { count })}
          searchPlaceholder={t('savedRoutes.searchPlaceholder')}
          canDelete={false}
          onRowClick={setSelected}
          rowActions={(route) => (
            <>
              <Button
                type="button"
                icon="pi pi-map"
                text
                rounded
                aria-label={t('savedRoutes.actions.showRow', { name: route.name })}
                tooltip={t('savedRoutes.actions.showRow', { name: route.name })}
                onClick={(event) => {
                  event.stopPropagation();
                  setSelected(route);
                }}
              />
              {canUpdate && (
                <Button
                  type="button"
                  icon="pi pi-pencil"
                  text
                  rounded
                  aria-label={t('savedRoutes.actions.editRow', { name: route.name })}
                  tooltip={t('savedRoutes.actions.edit')}
                  onClick={(event) => {
                    event.stopPropagation();
                    setEditing(route);
                  }}
                />
              )}
            </>
          )}
          renderError={noAccessError(t('savedRoutes.noAccess'))}
          emptyState={
            <ListEmptyState
              icon="directions"
              title={t('savedRoutes.empty.title')}
              text={t('savedRoutes.empty.description')}
            />
          }
          toolbarEnd={
            canCreate && (
              <Button
                type="button"
                icon="pi pi-plus"
                label={t('savedRoutes.actions.create')}
                onClick={() => setEditing('new')}
                data-testid="routes-create"
              />
            )
          }
        />
        <aside className="saved-routes__side">
          <ShapesMap
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
            shapes={shapes}
            selectedId={selected?.id ?? null}
            onSelect={(id) =>
              setSelected(all.data?.data.paginated_result.find((route) => route.id === id) ?? null)
            }
            label={t('savedRoutes.map.label')}
            testId="routes-map"
          />
          {selected && <Deviations route={selected} />}
        </aside>
      </div>
      {editing && (
        <RouteEditor
          route={editing === 'new' ? null : editing}
          maps={maps}
          area={area}
          tileUrl={tileUrl}
          tileAttribution={tileAttribution}
          onHide={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            setSelected(saved);
            toast.success(t('savedRoutes.editor.saved'));
          }}
        />
      )}
    </div>
  );
}

/** SRT-7: the latest times the route's vehicles were off it. */
function Deviations({ route }: { route: SavedRoute }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const deviations = useRouteDeviations(route.id);
  const when = (iso: string) => formatCompany(iso, 'DD MMM HH:mm', { language, label: true });
  return (
    <section className="saved-routes__deviations" aria-labelledby="route-deviations-title">
      <h2 id="route-deviations-title">{t('savedRoutes.deviations.title', { name: route.name })}</h2>
      {deviations.isPending ? (
        <p aria-busy="true">{t('savedRoutes.deviations.loading')}</p>
      ) : deviations.isError ? (
        <p role="alert">{t('savedRoutes.deviations.failed')}</p>
      ) : deviations.data.length === 0 ? (
        <p className="saved-routes__muted">{t('savedRoutes.deviations.none')}</p>
      ) : (
        <ul>
          {deviations.data.map((deviation) => (
            <li key={deviation.id}>
              <strong>{deviation.vehicle.license_plate}</strong>
              <span>
                {t('savedRoutes.deviations.left', {
                  at: when(deviation.left_on),
                  distance: formatNumber(deviation.max_distance_m, language),
                })}
              </span>
              <span>
                {deviation.ended_on === null
                  ? t('savedRoutes.deviations.stillOff')
                  : deviation.returned
                    ? t('savedRoutes.deviations.returned', { at: when(deviation.ended_on) })
                    : t('savedRoutes.deviations.ended', { at: when(deviation.ended_on) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
