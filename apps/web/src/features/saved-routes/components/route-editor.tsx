import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import { RadioButton } from 'primereact/radiobutton';
import {
  SAVED_ROUTE_LIMITS,
  checkRoutePath,
  type GeofenceShapeInput,
  type LatLng,
  type SavedRoute,
} from '@armada/contracts/geofences';
import { EditorActions } from '@/components/ui/editor-actions';
import { serverErrorText } from '@/lib/server-error-text';
import { fleetDirectoryQueryOptions } from '@/lib/resources/vehicles';
import { clock } from '@/lib/clock';
import { formatCompany } from '@/lib/company-time';
import { formatNumber } from '@/lib/format-number';
import {
  useChangeSavedRoute,
  useOpenTasks,
  useTaskPath,
  useTripTrack,
  useVehicleTrips,
} from '../api/saved-routes';
import type { RouteMaps } from '../utils/maps';

const DEFAULT_TOLERANCE_M = 100;

type Source = 'DRAWN' | 'FLEET_TASK' | 'TRIP';
const SOURCES: readonly Source[] = ['DRAWN', 'FLEET_TASK', 'TRIP'];
/** SRT-8: the trips offered are those of the last days. */
const TRIP_DAYS = 7;
const DAY_MS = 86_400_000;

export interface RouteEditorProps {
  route: SavedRoute | null;
  maps: RouteMaps;
  /** Where the company's routes run: the map looks there before a line is drawn. */
  area: readonly LatLng[];
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  onHide: () => void;
  onSaved: (route: SavedRoute) => void;
}

/**
 * SRT-9: a route's line drawn on the map, taken from a planned or running fleet task or from a
 * vehicle's past trip (SRT-8; the path or track shown before it is saved), its tolerance and the
 * vehicles that keep to it.
 */
export function RouteEditor({
  route,
  maps,
  area,
  tileUrl,
  tileAttribution,
  onHide,
  onSaved,
}: RouteEditorProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const id = useId();
  const { DrawingMap, ShapesMap } = maps;
  const [source, setSource] = useState<Source>(route?.source ?? 'DRAWN');
  const [name, setName] = useState(route?.name ?? '');
  const [tolerance, setTolerance] = useState(route?.tolerance_m ?? DEFAULT_TOLERANCE_M);
  const [path, setPath] = useState<LatLng[] | null>(route?.path ?? null);
  const [taskId, setTaskId] = useState<number | null>(null);
  const [tripVehicleId, setTripVehicleId] = useState<number | null>(null);
  const [tripStart, setTripStart] = useState<string | null>(null);
  const [tripPeriod] = useState(() => {
    const now = clock.now();
    return {
      from: new Date(now - TRIP_DAYS * DAY_MS).toISOString(),
      to: new Date(now).toISOString(),
    };
  });
  const [vehicleIds, setVehicleIds] = useState<number[]>(route?.vehicles.map((v) => v.id) ?? []);
  const [active, setActive] = useState(route?.active ?? true);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const directory = useQuery(fleetDirectoryQueryOptions());
  const tasks = useOpenTasks(source === 'FLEET_TASK' && route === null);
  const task = useTaskPath(source === 'FLEET_TASK' ? taskId : null);
  const change = useChangeSavedRoute();
  const creatingFromTask = route === null && source === 'FLEET_TASK';
  const creatingFromTrip = route === null && source === 'TRIP';
  const trips = useVehicleTrips(creatingFromTrip ? tripVehicleId : null, tripPeriod);
  const trip = trips.data?.find((row) => row.started_on === tripStart) ?? null;
  const tripTrack = useTripTrack(creatingFromTrip ? tripVehicleId : null, trip);
  const taken = creatingFromTask || creatingFromTrip;
  const when = (iso: string) => formatCompany(iso, 'DD MMM HH:mm', { language });

  const drawn = useMemo<GeofenceShapeInput | null>(
    () => (path ? { type: 'CORRIDOR', points: path, width_m: tolerance * 2 } : null),
    // The map reports the line; the tolerance is the band's half only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [path],
  );
  const taskShapes = useMemo(
    () =>
      task.data && task.data.planned_path.length > 1
        ? [
            {
              id: task.data.id,
              name: task.data.number,
              category: null,
              shape: {
                type: 'CORRIDOR' as const,
                points: task.data.planned_path,
                width_m: tolerance * 2,
              },
            },
          ]
        : [],
    [task.data, tolerance],
  );
  const tripShapes = useMemo(
    () =>
      tripTrack.data && tripTrack.data.length > 1
        ? [
            {
              id: 1,
              name: trip?.vehicle.license_plate ?? '',
              category: null,
              shape: { type: 'CORRIDOR' as const, points: tripTrack.data, width_m: tolerance * 2 },
            },
          ]
        : [],
    [tripTrack.data, trip, tolerance],
  );
  const takenShapes = creatingFromTrip ? tripShapes : taskShapes;

  const submit = () => {
    setServerError(null);
    setProblem(null);
    let line: LatLng[] | undefined;
    if (!taken) {
      const checked = checkRoutePath(path ?? []);
      if (!checked.ok) {
        const first = checked.problems[0];
        setProblem(first ? maps.problemText(first, language) : t('savedRoutes.editor.noLine'));
        return;
      }
      line = checked.shape;
    }
    const done = {
      onSuccess: onSaved,
      onError: (error: unknown) =>
        setServerError(serverErrorText(error, t) || t('savedRoutes.editor.failed')),
    };
    if (route) {
      change.mutate(
        {
          kind: 'update',
          id: route.id,
          body: {
            name: name.trim(),
            tolerance_m: tolerance,
            vehicle_ids: vehicleIds,
            active,
            ...(line && JSON.stringify(line) !== JSON.stringify(route.path) ? { path: line } : {}),
          },
        },
        done,
      );
      return;
    }
    change.mutate(
      {
        kind: 'create',
        body: {
          name: name.trim(),
          tolerance_m: tolerance,
          vehicle_ids: vehicleIds,
          ...(creatingFromTask
            ? { fleet_task_id: taskId ?? 0 }
            : creatingFromTrip
              ? { trip: { vehicle_id: tripVehicleId ?? 0, started_on: tripStart ?? '' } }
              : { path: line ?? [] }),
        },
      },
      done,
    );
  };

  const ready =
    name.trim() !== '' &&
    (creatingFromTask
      ? taskId !== null && taskShapes.length > 0
      : creatingFromTrip
        ? tripStart !== null && tripShapes.length > 0
        : path !== null);

  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={
        route
          ? t('savedRoutes.editor.titleEdit', { name: route.name })
          : t('savedRoutes.editor.titleCreate')
      }
      breakpoints={{ '960px': '100vw' }}
      style={{ width: '72rem' }}
      data-testid="route-editor"
    >
      <form
        className="route-editor"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="route-editor__map">
          <p className="route-editor__hint">
            {creatingFromTask
              ? t('savedRoutes.editor.taskHint')
              : creatingFromTrip
                ? t('savedRoutes.editor.tripHint')
                : t('savedRoutes.editor.drawHint')}
          </p>
          {taken ? (
            <ShapesMap
              tileUrl={tileUrl}
              tileAttribution={tileAttribution}
              shapes={takenShapes}
              selectedId={takenShapes[0]?.id ?? null}
              label={t('savedRoutes.map.label')}
              testId="route-task-map"
            />
          ) : (
            <DrawingMap
              tileUrl={tileUrl}
              tileAttribution={tileAttribution}
              mode="route"
              shape={drawn}
              bandWidthM={tolerance * 2}
              area={area}
              onChange={(shape) => {
                setProblem(null);
                setPath(shape?.points ?? null);
              }}
            />
          )}
        </div>

        <div className="route-editor__form">
          {serverError && (
            <div className="route-editor__server" role="alert">
              <i className="pi pi-exclamation-circle" aria-hidden="true" />
              <span>{serverError}</span>
            </div>
          )}
          {route === null && (
            <fieldset className="route-editor__field route-editor__sources">
              <legend>{t('savedRoutes.editor.source')}</legend>
              {SOURCES.map((value) => (
                <div key={value} className="route-editor__check">
                  <RadioButton
                    inputId={`${id}-source-${value}`}
                    name={`${id}-source`}
                    value={value}
                    checked={source === value}
                    onChange={() => setSource(value)}
                    data-testid={`route-source-${value}`}
                  />
                  <label htmlFor={`${id}-source-${value}`}>
                    {t(`savedRoutes.source.${value}`)}
                  </label>
                </div>
              ))}
            </fieldset>
          )}
          {creatingFromTask && (
            <div className="route-editor__field">
              <label htmlFor={`${id}-task`}>{t('savedRoutes.editor.task')}</label>
              <Dropdown
                inputId={`${id}-task`}
                value={taskId}
                options={(tasks.data ?? []).map((row) => ({
                  label: `${row.number} · ${row.vehicle.license_plate}`,
                  value: row.id,
                }))}
                filter
                emptyMessage={t('savedRoutes.editor.noTasks')}
                placeholder={tasks.isPending ? '…' : t('savedRoutes.editor.choose')}
                onChange={(event) => setTaskId((event.value as number | null) ?? null)}
                appendTo="self"
              />
              {task.data && task.data.planned_path.length < 2 && (
                <small role="alert">{t('savedRoutes.editor.taskWithoutPath')}</small>
              )}
            </div>
          )}
          {creatingFromTrip && (
            <>
              <div className="route-editor__field">
                <label htmlFor={`${id}-trip-vehicle`}>{t('savedRoutes.editor.tripVehicle')}</label>
                <Dropdown
                  inputId={`${id}-trip-vehicle`}
                  value={tripVehicleId}
                  options={(directory.data?.vehicles ?? []).map((vehicle) => ({
                    label: vehicle.license_plate,
                    value: vehicle.id,
                  }))}
                  filter
                  placeholder={t('savedRoutes.editor.choose')}
                  onChange={(event) => {
                    setTripVehicleId((event.value as number | null) ?? null);
                    setTripStart(null);
                  }}
                  appendTo="self"
                  data-testid="route-trip-vehicle"
                />
              </div>
              <div className="route-editor__field">
                <label htmlFor={`${id}-trip`}>{t('savedRoutes.editor.trip')}</label>
                <Dropdown
                  inputId={`${id}-trip`}
                  value={tripStart}
                  disabled={tripVehicleId === null}
                  options={(trips.data ?? []).map((row) => ({
                    label: t('savedRoutes.editor.tripOption', {
                      start: when(row.started_on),
                      end: when(row.ended_on),
                      distance: formatNumber(row.distance_km, language, {
                        maximumFractionDigits: 1,
                      }),
                    }),
                    value: row.started_on,
                  }))}
                  emptyMessage={t('savedRoutes.editor.noTrips')}
                  placeholder={trips.isFetching ? '…' : t('savedRoutes.editor.choose')}
                  onChange={(event) => setTripStart((event.value as string | null) ?? null)}
                  appendTo="self"
                  data-testid="route-trip"
                />
                {tripTrack.isError && (
                  <small role="alert">{t('savedRoutes.editor.tripTrackFailed')}</small>
                )}
                {tripTrack.data && tripTrack.data.length < 2 && (
                  <small role="alert">{t('savedRoutes.editor.tripWithoutTrack')}</small>
                )}
              </div>
            </>
          )}
          {problem && (
            <div className="route-editor__problem" role="alert">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" />
              <span>{problem}</span>
            </div>
          )}
          <div className="route-editor__field">
            <label htmlFor={`${id}-name`}>{t('savedRoutes.editor.name')}</label>
            <InputText
              id={`${id}-name`}
              value={name}
              maxLength={SAVED_ROUTE_LIMITS.nameMax}
              onChange={(event) => setName(event.target.value)}
              data-testid="route-name"
            />
          </div>
          <div className="route-editor__field">
            <label htmlFor={`${id}-tolerance`}>{t('savedRoutes.editor.tolerance')}</label>
            <InputNumber
              inputId={`${id}-tolerance`}
              value={tolerance}
              min={SAVED_ROUTE_LIMITS.minToleranceM}
              max={SAVED_ROUTE_LIMITS.maxToleranceM}
              suffix=" m"
              locale={language === 'en' ? 'en-US' : 'id-ID'}
              onValueChange={(event) => setTolerance(event.value ?? DEFAULT_TOLERANCE_M)}
              aria-describedby={`${id}-tolerance-hint`}
            />
            <small id={`${id}-tolerance-hint`}>{t('savedRoutes.editor.toleranceHint')}</small>
          </div>
          <div className="route-editor__field">
            <label htmlFor={`${id}-vehicles`}>{t('savedRoutes.editor.vehicles')}</label>
            <MultiSelect
              inputId={`${id}-vehicles`}
              value={vehicleIds}
              options={(directory.data?.vehicles ?? []).map((vehicle) => ({
                label: vehicle.license_plate,
                value: vehicle.id,
              }))}
              filter
              display="chip"
              maxSelectedLabels={3}
              selectedItemsLabel={t('savedRoutes.vehicles', { count: vehicleIds.length })}
              placeholder={t('savedRoutes.editor.noVehicles')}
              onChange={(event) => setVehicleIds(event.value as number[])}
              appendTo="self"
              aria-describedby={`${id}-vehicles-hint`}
            />
            <small id={`${id}-vehicles-hint`}>{t('savedRoutes.editor.vehiclesHint')}</small>
          </div>
          <EditorActions
            id={id}
            editing={route !== null}
            active={active}
            onActiveChange={setActive}
            labels={{
              active: t('savedRoutes.editor.active'),
              cancel: t('savedRoutes.actions.cancel'),
              save: t('savedRoutes.actions.save'),
            }}
            ready={ready}
            pending={change.isPending}
            onCancel={onHide}
            saveTestId="route-save"
          />
        </div>
      </form>
    </Dialog>
  );
}
