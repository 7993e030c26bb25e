import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import {
  TRACK_VISION,
  TV_CHANNELS,
  type TvChannel,
  type TvFootageRequest,
} from '@armada/contracts/track-vision';
import { ListState, Pager } from '@/components/ui/list-state';
import { useToast } from '@/components/ui/toast';
import {
  companyNow,
  formatCompanyDateTime,
  formatCompanyTime,
  fromPickerDate,
  toPickerDate,
} from '@/lib/company-time';
import { serverErrorText } from '@/lib/server-error-text';
import {
  camerasQueryOptions,
  footageQueryOptions,
  useCreateFootage,
  useRetryFootage,
} from '../api/track-vision';
import { rangeProblemOf, type RangeProblem } from '../utils/range';
import { cameraLabel, firstChannel } from '../utils/labels';
import { VideoView } from './video-view';
import './track-vision.css';

const MINUTE = 60_000;

/** TV-10 ... TV-14: asking a device for footage, and the requests in their states. */
export function VideoHistoryPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const id = useId();
  const toast = useToast();
  const cameras = useQuery(camerasQueryOptions());
  const [vehicleId, setVehicleId] = useState<number | null>(null);
  const [channel, setChannel] = useState<TvChannel>('road');
  const [from, setFrom] = useState<Date | null>(() =>
    toPickerDate(Math.floor((companyNow() - 15 * MINUTE) / MINUTE) * MINUTE),
  );
  const [to, setTo] = useState<Date | null>(() =>
    toPickerDate(Math.floor((companyNow() - 10 * MINUTE) / MINUTE) * MINUTE),
  );
  const [shown, setShown] = useState<RangeProblem | 'vehicle' | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [playing, setPlaying] = useState<TvFootageRequest | null>(null);
  const list = useQuery(footageQueryOptions({ page, limit: TRACK_VISION.footage.pageSize }));
  const create = useCreateFootage();
  const retry = useRetryFootage();
  const camera = cameras.data?.find((c) => c.id === vehicleId);

  const problem = useMemo(
    () => rangeProblemOf(fromPickerDate(from), fromPickerDate(to), companyNow()),
    [from, to],
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSendError(null);
    if (vehicleId === null) {
      setShown('vehicle');
      return;
    }
    if (problem) {
      setShown(problem);
      return;
    }
    setShown(null);
    create.mutate(
      {
        vehicle_id: vehicleId,
        channel,
        from: new Date(fromPickerDate(from)).toISOString(),
        to: new Date(fromPickerDate(to)).toISOString(),
      },
      {
        onSuccess: () => {
          toast.success(t('trackVision.history.requested'));
          setPage(1);
        },
        onError: (error) =>
          setSendError(serverErrorText(error, t) || t('trackVision.history.failed')),
      },
    );
  };

  const problemText =
    shown === 'vehicle'
      ? t('trackVision.history.problem.vehicle')
      : shown
        ? t(`trackVision.history.problem.${shown}`, {
            max: TRACK_VISION.footage.maxRangeMs / MINUTE,
            min: TRACK_VISION.footage.minRangeMs / 1000,
          })
        : null;
  const rows = list.data?.data.paginated_result ?? [];

  return (
    <div className="tv">
      <header className="tv__header">
        <div>
          <h1 className="tv__title">{t('trackVision.history.title')}</h1>
          <p className="tv__intro">{t('trackVision.history.intro')}</p>
        </div>
      </header>
      <form className="tv-form" onSubmit={submit} noValidate aria-labelledby={`${id}-legend`}>
        <h2 className="tv__subtitle" id={`${id}-legend`}>
          {t('trackVision.history.formTitle')}
        </h2>
        <div className="tv-form__fields">
          <div className="tv-form__field">
            <label htmlFor={`${id}-vehicle`}>{t('trackVision.fields.vehicle')}</label>
            <Dropdown
              inputId={`${id}-vehicle`}
              value={vehicleId}
              options={(cameras.data ?? [])
                .filter((c) => c.channels.length > 0)
                .map((c) => ({
                  value: c.id,
                  label: `${cameraLabel(c)}${c.state === 'ready' ? '' : ` (${t(`trackVision.cameras.state.${c.state}`)})`}`,
                }))}
              placeholder={
                cameras.isPending
                  ? t('table.state.loading')
                  : t('trackVision.fields.vehiclePlaceholder')
              }
              filter
              invalid={shown === 'vehicle'}
              onChange={(event) => {
                const next = Number(event.value);
                setVehicleId(next);
                setChannel(firstChannel(cameras.data?.find((c) => c.id === next)));
                if (shown === 'vehicle') setShown(null);
              }}
            />
          </div>
          <div className="tv-form__field">
            <label htmlFor={`${id}-channel`}>{t('trackVision.fields.channel')}</label>
            <Dropdown
              inputId={`${id}-channel`}
              value={channel}
              options={TV_CHANNELS.map((c) => ({
                value: c,
                label: t(`trackVision.channel.${c}`),
                disabled: camera ? !camera.channels.includes(c) : false,
              }))}
              onChange={(event) => setChannel(event.value as TvChannel)}
            />
          </div>
          <div className="tv-form__field">
            <label htmlFor={`${id}-from`}>{t('trackVision.fields.from')}</label>
            <Calendar
              inputId={`${id}-from`}
              value={from}
              showTime
              hourFormat="24"
              dateFormat="dd/mm/yy"
              invalid={shown !== null && shown !== 'vehicle'}
              aria-describedby={problemText ? `${id}-problem` : undefined}
              onChange={(event) => setFrom(event.value ?? null)}
            />
          </div>
          <div className="tv-form__field">
            <label htmlFor={`${id}-to`}>{t('trackVision.fields.to')}</label>
            <Calendar
              inputId={`${id}-to`}
              value={to}
              showTime
              hourFormat="24"
              dateFormat="dd/mm/yy"
              invalid={shown !== null && shown !== 'vehicle'}
              aria-describedby={problemText ? `${id}-problem` : undefined}
              onChange={(event) => setTo(event.value ?? null)}
            />
          </div>
          <Button
            type="submit"
            className="tv-form__submit"
            label={t('trackVision.history.submit')}
            icon="pi pi-cloud-download"
            loading={create.isPending}
            data-testid="tv-history-submit"
          />
        </div>
        <p className="tv__hint">
          {t('trackVision.history.hint', { max: TRACK_VISION.footage.maxRangeMs / MINUTE })}
        </p>
        {problemText ? (
          <p
            className="tv__problem"
            id={`${id}-problem`}
            role="alert"
            data-testid="tv-history-problem"
          >
            {problemText}
          </p>
        ) : null}
        {sendError ? (
          <p className="tv__problem" role="alert" data-testid="tv-history-error">
            {sendError}
          </p>
        ) : null}
      </form>

      <section className="tv__panel" aria-labelledby={`${id}-list`}>
        <h2 className="tv__subtitle" id={`${id}-list`}>
          {t('trackVision.history.listTitle')}
        </h2>
        <ListState
          block="tv"
          loading={list.isPending}
          error={list.error}
          empty={rows.length === 0}
          emptyText={t('trackVision.history.empty')}
          noAccessText={t('trackVision.noAccess')}
          onRetry={() => void list.refetch()}
        />
        {rows.length > 0 ? (
          <ol className="tv-requests" data-testid="tv-history-list">
            {rows.map((request) => (
              <li
                key={request.id}
                className="tv-request"
                data-testid={`tv-request-${request.id}`}
                data-state={request.state}
              >
                <div className="tv-request__main">
                  <strong>{request.vehicle.license_plate}</strong>
                  <span>{t(`trackVision.channel.${request.channel}`)}</span>
                  <span>
                    {formatCompanyDateTime(request.from, { language, label: false, seconds: true })}
                    {' – '}
                    {formatCompanyTime(request.to, { language, seconds: true })}
                  </span>
                  <span className="tv__muted">
                    {t('trackVision.history.length', {
                      minutes: Math.floor(request.seconds / 60),
                      seconds: request.seconds % 60,
                    })}
                  </span>
                </div>
                <div className="tv-request__state">
                  <span className={`tv-state tv-state--${request.state.toLowerCase()}`}>
                    {request.state !== 'READY' && request.state !== 'FAILED' ? (
                      <i className="pi pi-spin pi-spinner" aria-hidden="true" />
                    ) : null}{' '}
                    {t(`trackVision.history.state.${request.state}`)}
                  </span>
                  <span className="tv__muted">
                    {t('trackVision.history.since', {
                      time: formatCompanyTime(request.state_since, { language, seconds: true }),
                    })}
                    {request.attempts > 1
                      ? ` · ${t('trackVision.history.attempt', { count: request.attempts, max: TRACK_VISION.footage.maxAttempts })}`
                      : ''}
                  </span>
                  {request.failure_reason ? (
                    <span className="tv__problem">
                      {t(`trackVision.history.failure.${request.failure_reason}`)}
                    </span>
                  ) : null}
                </div>
                <div className="tv-request__actions">
                  {request.clip ? (
                    <>
                      <Button
                        type="button"
                        icon="pi pi-play"
                        label={t('trackVision.actions.play')}
                        data-testid={`tv-request-${request.id}-play`}
                        onClick={() => setPlaying(request)}
                      />
                      <a
                        className="p-button p-button-outlined"
                        href={request.clip.mp4_url}
                        download={request.clip.download_name}
                        data-testid={`tv-request-${request.id}-download`}
                      >
                        <i className="pi pi-download" aria-hidden="true" />
                        <span>{t('trackVision.actions.download')}</span>
                      </a>
                    </>
                  ) : null}
                  {request.can_retry ? (
                    <Button
                      type="button"
                      icon="pi pi-refresh"
                      label={t('trackVision.actions.retry')}
                      outlined
                      loading={retry.isPending && retry.variables === request.id}
                      onClick={() =>
                        retry.mutate(request.id, {
                          onError: (error) =>
                            toast.error(
                              serverErrorText(error, t) || t('trackVision.history.failed'),
                            ),
                        })
                      }
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        ) : null}
        <Pager
          block="tv"
          page={page}
          totalPage={list.data?.metadata.total_page ?? 1}
          onPage={setPage}
        />
      </section>
      <Dialog
        visible={playing !== null}
        onHide={() => setPlaying(null)}
        header={
          playing
            ? `${playing.vehicle.license_plate} · ${t(`trackVision.channel.${playing.channel}`)} · ${formatCompanyDateTime(playing.from, { language })}`
            : ''
        }
        className="tv-dialog"
        dismissableMask
      >
        {playing?.clip ? (
          <VideoView
            source={{ url: playing.clip.mp4_url, format: 'mp4' }}
            label={t('trackVision.history.videoLabel', { plate: playing.vehicle.license_plate })}
            testId="tv-history-video"
          />
        ) : null}
      </Dialog>
    </div>
  );
}
