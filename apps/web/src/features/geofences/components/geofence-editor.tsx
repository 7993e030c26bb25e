import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { MultiSelect } from 'primereact/multiselect';
import {
  GEOFENCE_CATEGORIES,
  GEOFENCE_DEFAULTS,
  GEOFENCE_LIMITS,
  checkShapeInput,
  type Geofence,
  type GeofenceCategory,
  type GeofenceMapItem,
  type GeofenceShapeInput,
} from '@armada/contracts/geofences';
import { apiClient } from '@/lib/api-client';
import { ROUTE_URLS } from '@/lib/contract';
import * as validators from '@/lib/contract/checks.generated.js';
import { EditorActions } from '@/components/ui/editor-actions';
import { serverErrorText } from '@/lib/server-error-text';
import { fleetDirectoryQueryOptions } from '@/lib/resources/vehicles';
import { useChangeGeofence } from '../api/geofences';
import { formatMetres } from '../utils/format';
import { shapeProblemText } from '../utils/problem-text';
import { DrawingMap } from './drawing-map';

const DEFAULT_WIDTH_M = 100;

export interface GeofenceEditorProps {
  /** The geofence to change; null to create one. */
  geofence: Geofence | null;
  /** The company's other geofences, shown faintly while drawing. */
  context: readonly GeofenceMapItem[];
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  onHide: () => void;
  onSaved: (geofence: Geofence) => void;
}

/** The form's shape with the corridor's width it shows apart. */
function withWidth(shape: GeofenceShapeInput | null, widthM: number): GeofenceShapeInput | null {
  return shape?.type === 'CORRIDOR' ? { ...shape, width_m: widthM } : shape;
}

/**
 * GEO-20: draw a geofence's shape on the map (or give a circle's numbers), then its name,
 * category, vehicles and groups, and which events raise alerts. The shape is checked here with
 * the server's own checks before it is sent.
 */
export function GeofenceEditor({
  geofence,
  context,
  tileUrl,
  tileAttribution,
  onHide,
  onSaved,
}: GeofenceEditorProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const language = i18n.resolvedLanguage ?? 'id';
  const [name, setName] = useState(geofence?.name ?? '');
  const [category, setCategory] = useState<GeofenceCategory>(geofence?.category ?? 'CUSTOMER');
  const [shape, setShape] = useState<GeofenceShapeInput | null>(geofence?.shape ?? null);
  const [widthM, setWidthM] = useState(
    geofence?.shape.type === 'CORRIDOR' ? geofence.shape.width_m : DEFAULT_WIDTH_M,
  );
  const [circle, setCircle] = useState(() =>
    geofence?.shape.type === 'CIRCLE'
      ? {
          latitude: geofence.shape.center[0],
          longitude: geofence.shape.center[1],
          radius: geofence.shape.radius_m,
        }
      : { latitude: null as number | null, longitude: null as number | null, radius: 200 },
  );
  const [vehicleIds, setVehicleIds] = useState<number[]>(geofence?.vehicles.map((v) => v.id) ?? []);
  const [groupIds, setGroupIds] = useState<number[]>(geofence?.groups.map((g) => g.id) ?? []);
  const [alertOnEnter, setAlertOnEnter] = useState(
    geofence?.alert_on_enter ?? GEOFENCE_DEFAULTS.alertOnEnter,
  );
  const [alertOnExit, setAlertOnExit] = useState(
    geofence?.alert_on_exit ?? GEOFENCE_DEFAULTS.alertOnExit,
  );
  const [dwellOn, setDwellOn] = useState(geofence ? geofence.dwell_minutes !== null : false);
  const [dwellMinutes, setDwellMinutes] = useState(geofence?.dwell_minutes ?? 60);
  const [active, setActive] = useState(geofence?.active ?? true);
  const [focusVehicle, setFocusVehicle] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const directory = useQuery(fleetDirectoryQueryOptions());
  const change = useChangeGeofence();
  const others = useMemo(
    () => context.filter((item) => item.id !== geofence?.id),
    [context, geofence?.id],
  );

  const focus = useQuery({
    queryKey: ['geofences', 'focus', focusVehicle],
    enabled: focusVehicle !== null,
    // The vehicle where it is now: asked once per choice.
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get(ROUTE_URLS.getVehicleLive.replace(':id', String(focusVehicle)), {
          validate: validators.VehicleLiveItem,
          signal,
        })
      ).data,
  });

  const vehicles = directory.data?.vehicles ?? [];
  const plateOf = (vehicleId: number) =>
    vehicles.find((vehicle) => vehicle.id === vehicleId)?.license_plate ?? String(vehicleId);
  const sent = withWidth(shape, widthM);

  const summary = (() => {
    if (!shape) return t('geofences.editor.noShape');
    if (shape.type === 'CIRCLE') {
      return t('geofences.shape.CIRCLE', {
        radius: `${formatMetres(shape.radius_m ?? 0, language)}`,
      });
    }
    const count = Math.max(0, (shape.points?.length ?? 0) - (shape.type === 'POLYGON' ? 1 : 0));
    return shape.type === 'POLYGON'
      ? t('geofences.shape.POLYGON', { count })
      : `${t('geofences.shape.CORRIDOR', { width: formatMetres(widthM, language) })} · ${t(
          'geofences.editor.points',
          { count },
        )}`;
  })();

  const makeCircle = () => {
    if (circle.latitude === null || circle.longitude === null) return;
    setShape({
      type: 'CIRCLE',
      center: [circle.latitude, circle.longitude],
      radius_m: circle.radius,
    });
  };

  const onDrawn = (next: GeofenceShapeInput | null) => {
    setProblem(null);
    setShape(next);
    if (next?.type === 'CIRCLE' && next.center && next.radius_m !== undefined) {
      setCircle({ latitude: next.center[0], longitude: next.center[1], radius: next.radius_m });
    }
  };

  const submit = () => {
    setServerError(null);
    if (!sent) {
      setProblem(t('geofences.editor.noShape'));
      return;
    }
    const checked = checkShapeInput(sent);
    if (!checked.ok) {
      const first = checked.problems[0];
      setProblem(
        first
          ? t('geofences.editor.shapeProblem', { problem: shapeProblemText(first, t, language) })
          : null,
      );
      return;
    }
    setProblem(null);
    const body = {
      name: name.trim(),
      category,
      shape: sent,
      alert_on_enter: alertOnEnter,
      alert_on_exit: alertOnExit,
      dwell_minutes: dwellOn ? dwellMinutes : null,
      vehicle_ids: vehicleIds,
      group_ids: groupIds,
      active,
    };
    change.mutate(geofence ? { kind: 'update', id: geofence.id, body } : { kind: 'create', body }, {
      onSuccess: onSaved,
      onError: (error) => setServerError(serverErrorText(error, t) || t('geofences.editor.failed')),
    });
  };

  const ready = name.trim() !== '' && sent !== null;

  return (
    <Dialog
      visible
      modal
      onHide={onHide}
      header={
        geofence
          ? t('geofences.editor.titleEdit', { name: geofence.name })
          : t('geofences.editor.titleCreate')
      }
      breakpoints={{ '960px': '100vw' }}
      style={{ width: '72rem' }}
      contentClassName="geofence-editor-dialog"
      data-testid="geofence-editor"
    >
      <form
        className="geofence-editor geofence-colors"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="geofence-editor__map">
          <p className="geofence-editor__hint">{t('geofences.editor.drawHint')}</p>
          <DrawingMap
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
            mode="geofence"
            shape={shape}
            bandWidthM={widthM}
            context={others}
            focus={
              focus.data
                ? {
                    latitude: focus.data.latitude,
                    longitude: focus.data.longitude,
                    label: focus.data.license_plate,
                  }
                : null
            }
            onChange={onDrawn}
          />
        </div>

        <div className="geofence-editor__form">
          {serverError && (
            <div className="geofence-editor__server" role="alert">
              <i className="pi pi-exclamation-circle" aria-hidden="true" />
              <span>{serverError}</span>
            </div>
          )}
          <div className="geofence-editor__field">
            <label htmlFor={`${id}-focus`}>{t('geofences.editor.centerOn')}</label>
            <Dropdown
              inputId={`${id}-focus`}
              value={focusVehicle}
              options={vehicles.map((vehicle) => ({
                label: vehicle.license_plate,
                value: vehicle.id,
              }))}
              filter
              showClear
              placeholder={t('geofences.editor.centerOnPlaceholder')}
              onChange={(event) => setFocusVehicle((event.value as number | null) ?? null)}
              aria-describedby={`${id}-focus-hint`}
              appendTo="self"
              data-testid="geofence-focus"
            />
            <small id={`${id}-focus-hint`}>
              {focus.isError
                ? t('geofences.editor.centerFailed')
                : t('geofences.editor.centerOnHint')}
            </small>
          </div>

          <fieldset className="geofence-editor__field">
            <legend>{t('geofences.editor.shapeLegend')}</legend>
            <p className="geofence-editor__summary" data-testid="geofence-shape-summary">
              {summary}
            </p>
            {shape?.type === 'CORRIDOR' && (
              <>
                <label htmlFor={`${id}-width`}>{t('geofences.editor.width')}</label>
                <InputNumber
                  inputId={`${id}-width`}
                  value={widthM}
                  locale={language === 'en' ? 'en-US' : 'id-ID'}
                  onValueChange={(event) => setWidthM(event.value ?? DEFAULT_WIDTH_M)}
                />
              </>
            )}
            {(shape === null || shape.type === 'CIRCLE') && (
              <>
                <div className="geofence-editor__row">
                  <span>
                    <label htmlFor={`${id}-lat`}>{t('geofences.editor.latitude')}</label>
                    <InputNumber
                      inputId={`${id}-lat`}
                      value={circle.latitude}
                      minFractionDigits={0}
                      maxFractionDigits={6}
                      locale={language === 'en' ? 'en-US' : 'id-ID'}
                      onValueChange={(event) =>
                        setCircle((current) => ({ ...current, latitude: event.value ?? null }))
                      }
                    />
                  </span>
                  <span>
                    <label htmlFor={`${id}-lng`}>{t('geofences.editor.longitude')}</label>
                    <InputNumber
                      inputId={`${id}-lng`}
                      value={circle.longitude}
                      minFractionDigits={0}
                      maxFractionDigits={6}
                      locale={language === 'en' ? 'en-US' : 'id-ID'}
                      onValueChange={(event) =>
                        setCircle((current) => ({ ...current, longitude: event.value ?? null }))
                      }
                    />
                  </span>
                  <span>
                    <label htmlFor={`${id}-radius`}>{t('geofences.editor.radius')}</label>
                    <InputNumber
                      inputId={`${id}-radius`}
                      value={circle.radius}
                      locale={language === 'en' ? 'en-US' : 'id-ID'}
                      onValueChange={(event) =>
                        setCircle((current) => ({ ...current, radius: event.value ?? 200 }))
                      }
                    />
                  </span>
                </div>
                <Button
                  type="button"
                  outlined
                  size="small"
                  icon="pi pi-circle"
                  label={t('geofences.editor.makeCircle')}
                  disabled={circle.latitude === null || circle.longitude === null}
                  onClick={makeCircle}
                />
              </>
            )}
            {problem && (
              <div className="geofence-editor__problem" role="alert" data-testid="geofence-problem">
                <i className="pi pi-exclamation-triangle" aria-hidden="true" />
                <span>{problem}</span>
              </div>
            )}
          </fieldset>

          <div className="geofence-editor__field">
            <label htmlFor={`${id}-name`}>{t('geofences.editor.name')}</label>
            <InputText
              id={`${id}-name`}
              value={name}
              maxLength={GEOFENCE_LIMITS.nameMax}
              onChange={(event) => setName(event.target.value)}
              data-testid="geofence-name"
            />
          </div>
          <div className="geofence-editor__field">
            <label htmlFor={`${id}-category`}>{t('geofences.editor.category')}</label>
            <Dropdown
              inputId={`${id}-category`}
              value={category}
              options={GEOFENCE_CATEGORIES.map((value) => ({
                label: t(`geofences.category.${value}`),
                value,
              }))}
              onChange={(event) => setCategory(event.value as GeofenceCategory)}
              appendTo="self"
              data-testid="geofence-category"
            />
          </div>
          <div className="geofence-editor__field">
            <label htmlFor={`${id}-vehicles`}>{t('geofences.editor.vehicles')}</label>
            <MultiSelect
              inputId={`${id}-vehicles`}
              value={vehicleIds}
              options={vehicles.map((vehicle) => ({
                label: vehicle.license_plate,
                value: vehicle.id,
              }))}
              filter
              display="chip"
              maxSelectedLabels={3}
              selectedItemsLabel={t('geofences.applies.vehicles', { count: vehicleIds.length })}
              placeholder={t('geofences.applies.all')}
              onChange={(event) => setVehicleIds(event.value as number[])}
              appendTo="self"
              aria-describedby={`${id}-applies`}
            />
          </div>
          <div className="geofence-editor__field">
            <label htmlFor={`${id}-groups`}>{t('geofences.editor.groups')}</label>
            <MultiSelect
              inputId={`${id}-groups`}
              value={groupIds}
              options={(directory.data?.groups ?? []).map((group) => ({
                label: group.name,
                value: group.id,
              }))}
              display="chip"
              placeholder={t('geofences.applies.all')}
              onChange={(event) => setGroupIds(event.value as number[])}
              appendTo="self"
              aria-describedby={`${id}-applies`}
            />
            <small id={`${id}-applies`}>
              {vehicleIds.length + groupIds.length === 0
                ? t('geofences.editor.appliesHint')
                : vehicleIds.map(plateOf).join(', ')}
            </small>
          </div>

          <fieldset className="geofence-editor__field">
            <legend>{t('geofences.editor.alertsLegend')}</legend>
            <div className="geofence-editor__check">
              <Checkbox
                inputId={`${id}-enter`}
                checked={alertOnEnter}
                onChange={(event) => setAlertOnEnter(event.checked === true)}
                data-testid="geofence-alert-enter"
              />
              <label htmlFor={`${id}-enter`}>{t('geofences.editor.alertEnter')}</label>
            </div>
            <div className="geofence-editor__check">
              <Checkbox
                inputId={`${id}-exit`}
                checked={alertOnExit}
                onChange={(event) => setAlertOnExit(event.checked === true)}
              />
              <label htmlFor={`${id}-exit`}>{t('geofences.editor.alertExit')}</label>
            </div>
            <div className="geofence-editor__dwell">
              <Checkbox
                inputId={`${id}-dwell`}
                checked={dwellOn}
                onChange={(event) => setDwellOn(event.checked === true)}
              />
              <label htmlFor={`${id}-dwell`}>{t('geofences.editor.dwell')}</label>
              <InputNumber
                inputId={`${id}-dwell-minutes`}
                aria-label={t('geofences.editor.dwellMinutes')}
                value={dwellMinutes}
                min={GEOFENCE_LIMITS.minDwellMinutes}
                max={GEOFENCE_LIMITS.maxDwellMinutes}
                disabled={!dwellOn}
                suffix={language === 'en' ? ' min' : ' menit'}
                size={6}
                onValueChange={(event) => setDwellMinutes(event.value ?? 60)}
              />
            </div>
            <small>{t('geofences.editor.visitsNote')}</small>
          </fieldset>

          <EditorActions
            id={id}
            editing={geofence !== null}
            active={active}
            onActiveChange={setActive}
            labels={{
              active: t('geofences.editor.active'),
              cancel: t('geofences.actions.cancel'),
              save: t('geofences.actions.save'),
            }}
            ready={ready}
            pending={change.isPending}
            onCancel={onHide}
            saveTestId="geofence-save"
          />
        </div>
      </form>
    </Dialog>
  );
}
