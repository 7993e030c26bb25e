import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { ALERT_CODE_CATALOGUE } from '@armada/contracts/alerts';
import {
  TRACK_VISION,
  TV_MEDIA_KINDS,
  type TvMediaItem,
  type TvMediaKind,
  type TvMediaListQuery,
} from '@armada/contracts/track-vision';
import { DateRangeField, useDateRangeDraft } from '@/components/ui/date-range-field';
import { ListState, Pager } from '@/components/ui/list-state';
import { useToast } from '@/components/ui/toast';
import { companyDayStart, formatCompanyDateTime } from '@/lib/company-time';
import { defaultDateRange, type DateRange } from '@/lib/date-range';
import { nowDate } from '@/lib/clock';
import { serverErrorText } from '@/lib/server-error-text';
import { camerasQueryOptions, mediaQueryOptions, usePrepareZip } from '../api/track-vision';
import { VideoView } from './video-view';
import './track-vision.css';

const MAX_DAYS = 31;
const CAMERA_FAMILIES = new Set(['driverMonitoring', 'drivingAssistance']);

interface Filters {
  vehicleId: number | null;
  driverId: number | null;
  alertCode: number | null;
  kind: TvMediaKind | null;
  range: DateRange;
}

/** Starts the browser's download of a same-origin file. */
function download(url: string, name: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
}

/** TV-20 ... TV-22: the gallery, its filters, the viewer and the zip download. */
export function VehicleMediaPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const id = useId();
  const toast = useToast();
  const cameras = useQuery(camerasQueryOptions());
  const [filters, setFilters] = useState<Filters>(() => ({
    vehicleId: null,
    driverId: null,
    alertCode: null,
    kind: null,
    range: defaultDateRange(nowDate(), 7),
  }));
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [viewing, setViewing] = useState<number | null>(null);
  const zip = usePrepareZip();

  const query: TvMediaListQuery = {
    page,
    limit: TRACK_VISION.media.pageSize,
    ...(filters.vehicleId === null ? {} : { vehicle_id: filters.vehicleId }),
    ...(filters.driverId === null ? {} : { driver_id: filters.driverId }),
    ...(filters.alertCode === null ? {} : { alert_code: filters.alertCode }),
    ...(filters.kind === null ? {} : { kind: filters.kind }),
    from: new Date(companyDayStart(filters.range.from)).toISOString(),
    to: new Date(companyDayStart(filters.range.to, 1)).toISOString(),
  };
  const media = useQuery(mediaQueryOptions(query));
  const items = useMemo(() => media.data?.data.paginated_result ?? [], [media.data]);
  const set = (change: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  const dates = useDateRangeDraft(filters.range, MAX_DAYS, (range) => set({ range }));

  const drivers = useMemo(() => {
    const seen = new Map<number, string>();
    for (const camera of cameras.data ?? [])
      if (camera.driver_id !== null && camera.driver_name)
        seen.set(camera.driver_id, camera.driver_name);
    return [...seen].sort((a, b) => a[1].localeCompare(b[1]));
  }, [cameras.data]);
  const alertTypes = ALERT_CODE_CATALOGUE.filter((entry) => CAMERA_FAMILIES.has(entry.family));

  const toggle = (itemId: number) => {
    if (!selected.has(itemId) && selected.size >= TRACK_VISION.media.maxDownload) {
      toast.warn(t('trackVision.media.tooMany', { max: TRACK_VISION.media.maxDownload }));
      return;
    }
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(itemId)) next.delete(itemId);
      else next.add(itemId);
      return next;
    });
  };
  const allOnPage = items.length > 0 && items.every((item) => selected.has(item.id));

  const downloadSelected = () =>
    zip.mutate([...selected], {
      onSuccess: (prepared) => {
        download(prepared.url, prepared.file_name);
        toast.success(t('trackVision.media.zipReady', { count: prepared.count }));
      },
      onError: (error) =>
        toast.error(serverErrorText(error, t) || t('trackVision.media.zipFailed')),
    });

  const index = viewing === null ? -1 : items.findIndex((item) => item.id === viewing);
  const current = index >= 0 ? items[index] : undefined;
  useEffect(() => {
    if (current === undefined) return undefined;
    // Captured before the video's own controls, which keep the arrow keys for seeking.
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement) return;
      if (event.key === 'ArrowRight' && index < items.length - 1) {
        event.preventDefault();
        setViewing(items[index + 1]?.id ?? null);
      }
      if (event.key === 'ArrowLeft' && index > 0) {
        event.preventDefault();
        setViewing(items[index - 1]?.id ?? null);
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [current, index, items]);

  const titleOf = (item: TvMediaItem) =>
    item.alert
      ? language === 'en'
        ? item.alert.name_eng
        : item.alert.name_idn
      : t('trackVision.media.fromHistory');

  return (
    <div className="tv">
      <header className="tv__header">
        <div>
          <h1 className="tv__title">{t('trackVision.media.title')}</h1>
          <p className="tv__intro">{t('trackVision.media.intro')}</p>
        </div>
      </header>
      <div className="tv-filters" role="group" aria-label={t('trackVision.media.filters')}>
        <div className="tv-form__field">
          <label htmlFor={`${id}-vehicle`}>{t('trackVision.fields.vehicle')}</label>
          <Dropdown
            inputId={`${id}-vehicle`}
            value={filters.vehicleId}
            options={(cameras.data ?? [])
              .filter((c) => c.channels.length > 0)
              .map((c) => ({ value: c.id, label: c.license_plate }))}
            placeholder={t('trackVision.media.all')}
            showClear
            filter
            onChange={(event) => set({ vehicleId: (event.value as number | null) ?? null })}
          />
        </div>
        <div className="tv-form__field">
          <label htmlFor={`${id}-driver`}>{t('trackVision.fields.driver')}</label>
          <Dropdown
            inputId={`${id}-driver`}
            value={filters.driverId}
            options={drivers.map(([value, label]) => ({ value, label }))}
            placeholder={t('trackVision.media.all')}
            showClear
            filter
            onChange={(event) => set({ driverId: (event.value as number | null) ?? null })}
          />
        </div>
        <div className="tv-form__field">
          <label htmlFor={`${id}-alert`}>{t('trackVision.fields.alertType')}</label>
          <Dropdown
            inputId={`${id}-alert`}
            value={filters.alertCode}
            options={alertTypes.map((entry) => ({
              value: entry.code,
              label: language === 'en' ? entry.nameEng : entry.nameIdn,
            }))}
            placeholder={t('trackVision.media.all')}
            showClear
            filter
            onChange={(event) => set({ alertCode: (event.value as number | null) ?? null })}
          />
        </div>
        <div className="tv-form__field">
          <label htmlFor={`${id}-kind`}>{t('trackVision.fields.kind')}</label>
          <Dropdown
            inputId={`${id}-kind`}
            value={filters.kind}
            options={TV_MEDIA_KINDS.map((kind) => ({
              value: kind,
              label: t(`trackVision.media.kind.${kind}`),
            }))}
            placeholder={t('trackVision.media.all')}
            showClear
            onChange={(event) => set({ kind: (event.value as TvMediaKind | null) ?? null })}
          />
        </div>
        <DateRangeField
          id={`${id}-dates`}
          layout="fields"
          fieldClassName="tv-form__field"
          fromLabel={t('trackVision.fields.fromDay')}
          toLabel={t('trackVision.fields.toDay')}
          value={dates.draft}
          problem={
            dates.problem
              ? t(`trackVision.media.dateProblem.${dates.problem}`, { max: MAX_DAYS })
              : null
          }
          onChange={dates.change}
        />
      </div>
      <div className="tv__toolbar">
        <Button
          type="button"
          label={allOnPage ? t('trackVision.media.clearPage') : t('trackVision.media.selectPage')}
          icon={allOnPage ? 'pi pi-minus-circle' : 'pi pi-check-square'}
          outlined
          disabled={items.length === 0}
          onClick={() =>
            setSelected((current) => {
              const next = new Set(current);
              if (allOnPage) for (const item of items) next.delete(item.id);
              else
                for (const item of items)
                  if (next.size < TRACK_VISION.media.maxDownload) next.add(item.id);
              return next;
            })
          }
        />
        <Button
          type="button"
          label={t('trackVision.media.downloadSelected', { count: selected.size })}
          icon="pi pi-download"
          disabled={selected.size === 0}
          loading={zip.isPending}
          data-testid="tv-media-download"
          onClick={downloadSelected}
        />
        {selected.size > 0 ? (
          <Button
            type="button"
            label={t('trackVision.media.clearAll')}
            text
            onClick={() => setSelected(new Set())}
          />
        ) : null}
        <span className="tv__muted tv__toolbar-end" aria-live="polite">
          {t('trackVision.media.count', { count: media.data?.metadata.total_count ?? 0 })}
        </span>
      </div>
      <ListState
        block="tv"
        loading={media.isPending}
        error={media.error}
        empty={items.length === 0}
        emptyText={t('trackVision.media.empty')}
        noAccessText={t('trackVision.noAccess')}
        onRetry={() => void media.refetch()}
      />
      {items.length > 0 ? (
        <ul className="tv-gallery" data-testid="tv-gallery">
          {items.map((item) => (
            <li
              key={item.id}
              className="tv-card"
              data-testid={`tv-media-${item.id}`}
              data-kind={item.kind}
            >
              <button
                type="button"
                className="tv-card__open"
                onClick={() => setViewing(item.id)}
                aria-label={t('trackVision.media.open', {
                  kind: t(`trackVision.media.kind.${item.kind}`),
                  plate: item.vehicle.license_plate,
                  time: formatCompanyDateTime(item.captured_at, { language }),
                })}
              >
                <img className="tv-card__image" src={item.thumbnail_url} alt="" loading="lazy" />
                {item.kind === 'clip' ? (
                  <span className="tv-card__badge">
                    <i className="pi pi-video" aria-hidden="true" /> {item.seconds ?? 0} s
                  </span>
                ) : null}
              </button>
              <div className="tv-card__text">
                <Checkbox
                  inputId={`${id}-pick-${item.id}`}
                  checked={selected.has(item.id)}
                  onChange={() => toggle(item.id)}
                />
                <label htmlFor={`${id}-pick-${item.id}`} className="tv-card__label">
                  <strong>{item.vehicle.license_plate}</strong>
                  <span>{titleOf(item)}</span>
                  <span className="tv__muted">
                    {formatCompanyDateTime(item.captured_at, { language })} ·{' '}
                    {t(`trackVision.channel.${item.channel}`)}
                    {item.driver ? ` · ${item.driver.name}` : ''}
                  </span>
                </label>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <Pager
        block="tv"
        page={page}
        totalPage={media.data?.metadata.total_page ?? 1}
        onPage={setPage}
      />
      <Dialog
        visible={current !== undefined}
        onHide={() => setViewing(null)}
        header={
          current
            ? `${current.vehicle.license_plate} · ${titleOf(current)} · ${formatCompanyDateTime(current.captured_at, { language })}`
            : ''
        }
        className="tv-dialog"
        dismissableMask
      >
        {current ? (
          <div className="tv-viewer" data-testid="tv-viewer" data-item={current.id}>
            {current.kind === 'clip' ? (
              <VideoView
                source={{ url: current.url, format: 'mp4' }}
                label={titleOf(current)}
                testId="tv-viewer-video"
              />
            ) : (
              <img className="tv-viewer__image" src={current.url} alt={titleOf(current)} />
            )}
            <div className="tv__toolbar">
              <Button
                type="button"
                icon="pi pi-chevron-left"
                text
                aria-label={t('trackVision.media.previous')}
                disabled={index <= 0}
                onClick={() => setViewing(items[index - 1]?.id ?? null)}
              />
              <Button
                type="button"
                icon="pi pi-chevron-right"
                text
                aria-label={t('trackVision.media.next')}
                disabled={index >= items.length - 1}
                onClick={() => setViewing(items[index + 1]?.id ?? null)}
              />
              <a
                className="p-button p-button-outlined tv__toolbar-end"
                href={current.url}
                download={current.download_name}
              >
                <i className="pi pi-download" aria-hidden="true" />
                <span>{t('trackVision.actions.download')}</span>
              </a>
            </div>
          </div>
        ) : null}
      </Dialog>
    </div>
  );
}
