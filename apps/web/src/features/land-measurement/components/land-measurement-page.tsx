import { useCallback, useDeferredValue, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import {
  LAND_LIMITS,
  type LandMeasurement,
  type LandTrackMeasure,
  type LandTrackRequest,
} from '@armada/contracts/land-measurement';
import { ConfirmationModal } from '@/components/ui/confirmation-modal';
import { useToast } from '@/components/ui/toast';
import { formatCompanyDate, formatCompanyDateTime } from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import {
  exportUrl,
  landListQueryOptions,
  useDeleteLandMeasurement,
  useMeasureTrack,
  useSaveLandMeasurement,
} from '../api/land-measurement';
import { figuresOf, type LatLng } from '../utils/corners';
import { formatHectares, formatLength, formatSquareMetres } from '../utils/format';
import { FiguresBox } from './figures-box';
import { LandMap, mapCenterOf } from './land-map';
import { TrackPanel } from './track-panel';
import './land-measurement.css';

const PAGE_SIZE = 20;

export interface LandMeasurementPageProps {
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
}

/** What the side panel is doing. */
type Mode =
  | { kind: 'browse' }
  | { kind: 'track' }
  /** Drawing a new boundary (from the map or a track) or editing a saved one. */
  | { kind: 'edit'; id: number | null; track: LandTrackMeasure | null };

/** LAND-11 ... LAND-13: the map, the drawing and the saved list. */
export function LandMeasurementPage({ tileUrl, tileAttribution }: LandMeasurementPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const id = useId();
  const toast = useToast();
  const rootRef = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'browse' });
  const [corners, setCorners] = useState<LatLng[]>([]);
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');
  const [saveError, setSaveError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [fitKey, setFitKey] = useState('start');
  const [confirmDelete, setConfirmDelete] = useState<LandMeasurement | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const list = useQuery(
    landListQueryOptions({
      limit: PAGE_SIZE,
      page,
      ...(deferredSearch ? { search: deferredSearch } : {}),
    }),
  );
  const save = useSaveLandMeasurement();
  const remove = useDeleteLandMeasurement();
  const measureTrack = useMeasureTrack();
  const items = useMemo(() => list.data?.data.paginated_result ?? [], [list.data]);
  const total = list.data?.metadata.total_count ?? 0;
  const pages = list.data?.metadata.total_page ?? 0;
  const selected = items.find((m) => m.id === selectedId) ?? null;
  const editing = mode.kind === 'edit';
  const figures = useMemo(() => figuresOf(corners), [corners]);
  const canSave = editing && 'ok' in figures && figures.ok && name.trim() !== '';

  const startDrawing = () => {
    setMode({ kind: 'edit', id: null, track: null });
    setCorners([]);
    setName('');
    setNotes('');
    setSaveError(null);
    setSelectedId(null);
  };
  const startEditing = (m: LandMeasurement) => {
    setMode({ kind: 'edit', id: m.id, track: null });
    setCorners(m.boundary.map(([lat, lng]): LatLng => [lat, lng]));
    setName(m.name);
    setNotes(m.notes);
    setSaveError(null);
    setFitKey(`edit-${m.id}-${Date.now()}`);
  };
  const stop = useCallback(() => {
    setMode({ kind: 'browse' });
    setCorners([]);
    setSaveError(null);
  }, []);
  const addAtCentre = useCallback(() => {
    const centre = mapCenterOf(rootRef.current);
    if (centre) setCorners((current) => [...current, centre]);
  }, []);
  const undo = useCallback(() => setCorners((current) => current.slice(0, -1)), []);
  const onKey = useCallback(
    (key: 'add' | 'undo' | 'cancel') => {
      if (key === 'add') addAtCentre();
      else if (key === 'undo') undo();
      else stop();
    },
    [addAtCentre, undo, stop],
  );
  const select = useCallback((next: number) => {
    setSelectedId(next);
    setFitKey(`select-${next}-${Date.now()}`);
  }, []);

  const onMeasureTrack = (request: LandTrackRequest) => {
    measureTrack.mutate(request, {
      onSuccess: (answer) => {
        setMode({ kind: 'edit', id: null, track: answer });
        setCorners(answer.boundary.map(([lat, lng]): LatLng => [lat, lng]));
        setName(t('landMeasurement.track.defaultName', { plate: answer.vehicle.license_plate }));
        setNotes('');
        setSaveError(null);
        setSelectedId(null);
        setFitKey(`track-${Date.now()}`);
      },
    });
  };

  const onSave = () => {
    if (!canSave || mode.kind !== 'edit') return;
    setSaveError(null);
    const body = { name: name.trim(), notes: notes.trim(), boundary: corners };
    const change =
      mode.id === null
        ? {
            id: null,
            body: {
              ...body,
              ...(mode.track
                ? {
                    track: {
                      vehicle_id: mode.track.vehicle.id,
                      from: mode.track.from,
                      to: mode.track.to,
                    },
                  }
                : {}),
            },
          }
        : { id: mode.id, body };
    save.mutate(change, {
      onSuccess: (saved) => {
        toast.success(t('landMeasurement.toast.saved', { name: saved.name }));
        setMode({ kind: 'browse' });
        setCorners([]);
        setSearch('');
        setPage(1);
        setSelectedId(saved.id);
      },
      // LAND-13: what was typed and drawn stays; the reason is said.
      onError: (error) =>
        setSaveError(serverErrorText(error, t) || t('landMeasurement.saveFailed')),
    });
  };

  const onDelete = (m: LandMeasurement) => {
    remove.mutate(m.id, {
      onSuccess: () => {
        toast.success(t('landMeasurement.toast.deleted', { name: m.name }));
        setConfirmDelete(null);
        setSelectedId(null);
      },
      onError: (error) => {
        setConfirmDelete(null);
        toast.error(serverErrorText(error, t) || t('landMeasurement.deleteFailed'));
      },
    });
  };

  const trackShown = mode.kind === 'edit' ? (mode.track?.track ?? null) : null;

  return (
    <div className="land-page" ref={rootRef} data-testid="land-page">
      <header className="land-page__header">
        <div>
          <h1 className="land-page__title">{t('landMeasurement.title')}</h1>
          <p className="land-page__intro">{t('landMeasurement.intro')}</p>
        </div>
        {mode.kind === 'browse' && (
          <div className="land-page__actions">
            <Button
              label={t('landMeasurement.actions.draw')}
              icon="pi pi-pencil"
              onClick={startDrawing}
              data-testid="land-draw"
            />
            <Button
              label={t('landMeasurement.actions.fromTrack')}
              icon="pi pi-truck"
              className="p-button-outlined"
              onClick={() => {
                measureTrack.reset();
                setMode({ kind: 'track' });
              }}
              data-testid="land-from-track"
            />
          </div>
        )}
      </header>
      <div className="land-page__body">
        <section className="land-page__map" aria-label={t('landMeasurement.map.section')}>
          {editing && (
            <div className="land-toolbar" role="toolbar" aria-label={t('landMeasurement.toolbar')}>
              <span className="land-toolbar__hint">{t('landMeasurement.map.hint')}</span>
              <Button
                type="button"
                label={t('landMeasurement.actions.addCentre')}
                icon="pi pi-plus"
                className="p-button-sm p-button-outlined"
                onClick={addAtCentre}
                data-testid="land-add-centre"
              />
              <Button
                type="button"
                label={t('landMeasurement.actions.undo')}
                icon="pi pi-undo"
                className="p-button-sm p-button-outlined"
                onClick={undo}
                disabled={corners.length === 0}
                data-testid="land-undo"
              />
              <Button
                type="button"
                label={t('landMeasurement.actions.clear')}
                icon="pi pi-times"
                className="p-button-sm p-button-text"
                onClick={() => setCorners([])}
                disabled={corners.length === 0}
              />
            </div>
          )}
          <LandMap
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
            corners={corners}
            editing={editing}
            saved={items}
            selectedId={mode.kind === 'edit' ? mode.id : selectedId}
            track={trackShown}
            fitKey={list.isSuccess ? fitKey : ''}
            onCornersChange={setCorners}
            onSelect={select}
            onKey={onKey}
          />
        </section>
        <aside className="land-page__side">
          {mode.kind === 'track' && (
            <TrackPanel
              busy={measureTrack.isPending}
              error={
                measureTrack.isError
                  ? serverErrorText(measureTrack.error, t) || t('landMeasurement.track.failed')
                  : null
              }
              onMeasure={onMeasureTrack}
              onClose={() => setMode({ kind: 'browse' })}
            />
          )}
          {mode.kind === 'edit' && (
            <form
              className="land-panel"
              data-testid="land-editor"
              onSubmit={(event) => {
                event.preventDefault();
                onSave();
              }}
            >
              <h2 className="land-panel__title">
                {mode.id === null
                  ? t('landMeasurement.editor.newTitle')
                  : t('landMeasurement.editor.editTitle')}
              </h2>
              {mode.track && (
                <p className="land-panel__intro" data-testid="land-track-summary">
                  {t(
                    mode.track.method === 'OUTLINE'
                      ? 'landMeasurement.track.summaryOutline'
                      : 'landMeasurement.track.summaryHull',
                    {
                      plate: mode.track.vehicle.license_plate,
                      from: formatCompanyDateTime(mode.track.from, { language }),
                      to: formatCompanyDateTime(mode.track.to, { language }),
                      count: mode.track.position_count,
                    },
                  )}
                </p>
              )}
              <FiguresBox figures={figures} />
              <div className="land-field">
                <label htmlFor={`${id}-name`}>{t('landMeasurement.editor.name')}</label>
                <InputText
                  id={`${id}-name`}
                  value={name}
                  maxLength={LAND_LIMITS.nameMax}
                  onChange={(event) => setName(event.target.value)}
                  placeholder={t('landMeasurement.editor.namePlaceholder')}
                  data-testid="land-name"
                />
              </div>
              <div className="land-field">
                <label htmlFor={`${id}-notes`}>{t('landMeasurement.editor.notes')}</label>
                <InputTextarea
                  id={`${id}-notes`}
                  value={notes}
                  rows={3}
                  autoResize
                  maxLength={LAND_LIMITS.notesMax}
                  onChange={(event) => setNotes(event.target.value)}
                  data-testid="land-notes"
                />
              </div>
              {saveError && (
                <p className="land-field__problem" role="alert" data-testid="land-save-error">
                  {saveError}
                </p>
              )}
              <div className="land-panel__actions">
                <Button
                  type="button"
                  label={t('landMeasurement.actions.cancel')}
                  className="p-button-text"
                  onClick={stop}
                  data-testid="land-cancel"
                />
                <Button
                  type="submit"
                  label={t('landMeasurement.actions.save')}
                  icon="pi pi-check"
                  loading={save.isPending}
                  disabled={!canSave}
                  data-testid="land-save"
                />
              </div>
            </form>
          )}
          {mode.kind === 'browse' && selected && (
            <section className="land-panel" data-testid="land-detail" aria-live="polite">
              <h2 className="land-panel__title">{selected.name}</h2>
              <dl className="land-detail">
                <div>
                  <dt>{t('landMeasurement.figures.area')}</dt>
                  <dd>
                    {formatHectares(selected.area_ha, language)} ·{' '}
                    {formatSquareMetres(selected.area_m2, language)}
                  </dd>
                </div>
                <div>
                  <dt>{t('landMeasurement.figures.perimeter')}</dt>
                  <dd>{formatLength(selected.perimeter_m, language)}</dd>
                </div>
                <div>
                  <dt>{t('landMeasurement.detail.source')}</dt>
                  <dd>
                    {selected.track
                      ? t('landMeasurement.detail.fromTrack', {
                          plate: selected.track.vehicle.license_plate,
                          from: formatCompanyDateTime(selected.track.from, { language }),
                          to: formatCompanyDateTime(selected.track.to, { language }),
                        })
                      : t('landMeasurement.detail.drawn')}
                  </dd>
                </div>
                <div>
                  <dt>{t('landMeasurement.detail.created')}</dt>
                  <dd>
                    {formatCompanyDateTime(selected.created_on, { language })}
                    {selected.created_by ? ` · ${selected.created_by.name}` : ''}
                  </dd>
                </div>
                {selected.notes && (
                  <div>
                    <dt>{t('landMeasurement.editor.notes')}</dt>
                    <dd className="land-detail__notes">{selected.notes}</dd>
                  </div>
                )}
              </dl>
              <div className="land-panel__actions land-panel__actions--wrap">
                <Button
                  type="button"
                  label={t('landMeasurement.actions.edit')}
                  icon="pi pi-pencil"
                  className="p-button-sm"
                  onClick={() => startEditing(selected)}
                  data-testid="land-edit"
                />
                <a
                  className="p-button p-button-sm p-button-outlined"
                  href={exportUrl('geojson', selected.id)}
                  download
                >
                  GeoJSON
                </a>
                <a
                  className="p-button p-button-sm p-button-outlined"
                  href={exportUrl('kml', selected.id)}
                  download
                >
                  KML
                </a>
                <Button
                  type="button"
                  label={t('landMeasurement.actions.delete')}
                  icon="pi pi-trash"
                  className="p-button-sm p-button-danger p-button-text"
                  onClick={() => setConfirmDelete(selected)}
                  data-testid="land-delete"
                />
              </div>
            </section>
          )}
          <section className="land-list" aria-labelledby={`${id}-list`}>
            <div className="land-list__head">
              <h2 id={`${id}-list`} className="land-panel__title">
                {t('landMeasurement.list.title')}
              </h2>
              <div className="land-list__export">
                <span>{t('landMeasurement.list.exportAll')}</span>
                <a href={exportUrl('geojson')} download data-testid="land-export-geojson">
                  GeoJSON
                </a>
                <a href={exportUrl('kml')} download data-testid="land-export-kml">
                  KML
                </a>
              </div>
            </div>
            <span className="p-input-icon-left land-list__search">
              <i className="pi pi-search" aria-hidden="true" />
              <InputText
                type="search"
                value={search}
                onChange={(event) => {
                  setSearch(event.target.value);
                  setPage(1);
                }}
                placeholder={t('landMeasurement.list.search')}
                aria-label={t('landMeasurement.list.search')}
                maxLength={200}
                data-testid="land-search"
              />
            </span>
            {list.isPending ? (
              <p className="land-list__state" role="status">
                {t('landMeasurement.list.loading')}
              </p>
            ) : list.isError ? (
              <div className="land-list__state" role="alert">
                <p>{t('landMeasurement.list.failed')}</p>
                <Button
                  type="button"
                  label={t('landMeasurement.list.retry')}
                  className="p-button-sm p-button-outlined"
                  onClick={() => void list.refetch()}
                />
              </div>
            ) : items.length === 0 ? (
              <p className="land-list__state" data-testid="land-empty">
                {deferredSearch
                  ? t('landMeasurement.list.noMatch')
                  : t('landMeasurement.list.empty')}
              </p>
            ) : (
              <>
                <p className="land-list__count">
                  {t('landMeasurement.list.count', { count: total })}
                </p>
                <ul className="land-list__items" data-testid="land-list">
                  {items.map((m) => (
                    <li key={m.id}>
                      <button
                        type="button"
                        className={`land-item${m.id === selectedId ? ' land-item--selected' : ''}`}
                        aria-pressed={m.id === selectedId}
                        disabled={editing}
                        onClick={() => select(m.id)}
                        data-testid="land-item"
                      >
                        <span className="land-item__name">{m.name}</span>
                        <span className="land-item__area">
                          {formatHectares(m.area_ha, language)}
                        </span>
                        <span className="land-item__meta">
                          {formatLength(m.perimeter_m, language)} ·{' '}
                          {m.track
                            ? m.track.vehicle.license_plate
                            : t('landMeasurement.detail.drawn')}{' '}
                          · {formatCompanyDate(m.created_on, { language })}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
                {pages > 1 && (
                  <div className="land-list__pager">
                    <Button
                      type="button"
                      icon="pi pi-angle-left"
                      className="p-button-sm p-button-text"
                      aria-label={t('landMeasurement.list.previous')}
                      disabled={page <= 1}
                      onClick={() => setPage((p) => p - 1)}
                    />
                    <span>{t('landMeasurement.list.page', { page, pages })}</span>
                    <Button
                      type="button"
                      icon="pi pi-angle-right"
                      className="p-button-sm p-button-text"
                      aria-label={t('landMeasurement.list.next')}
                      disabled={page >= pages}
                      onClick={() => setPage((p) => p + 1)}
                    />
                  </div>
                )}
              </>
            )}
          </section>
        </aside>
      </div>
      <ConfirmationModal
        variant="delete"
        visible={confirmDelete !== null}
        title={t('landMeasurement.delete.title')}
        message={t('landMeasurement.delete.message', { name: confirmDelete?.name ?? '' })}
        confirmLabel={t('landMeasurement.actions.delete')}
        cancelLabel={t('landMeasurement.actions.cancel')}
        onConfirm={() => confirmDelete && onDelete(confirmDelete)}
        onCancel={() => setConfirmDelete(null)}
      />
    </div>
  );
}
