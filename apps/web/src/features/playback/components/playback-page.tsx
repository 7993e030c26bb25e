import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { clock } from '@/lib/clock';
import { companyToday, useCompanyTimeZone } from '@/lib/company-time';
import type { DateRange } from '@/lib/date-range';
import { serverErrorText } from '@/lib/server-error-text';
import { useVehicleTrack, type TrackRequest } from '../api/get-vehicle-track';
import { PLAYBACK_MAX_DAYS, periodInstants } from '../utils/period';
import { prepareTrack } from '../utils/track-data';
import { playbackFormat } from '../utils/format';
import { Player, type PlayerLayout } from './player';
import { TrackForm, type TrackChoice } from './track-form';
import './playback.css';

export interface PlaybackPageProps {
  /** `/trackvideo-2/` is the new layout, `/trackvideo/` the classic one (PLAY-1). */
  layout: PlayerLayout;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  renderAlertPreview: (rawAlertId: string, onClose: () => void) => ReactNode;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** PLAY-3: the vehicle and days the address names (`?vehicle=12&from=…&to=…`). */
export function readChoice(params: URLSearchParams): { vehicleId: number | null; days: DateRange } {
  const vehicle = Number(params.get('vehicle'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? from;
  return {
    vehicleId: Number.isSafeInteger(vehicle) && vehicle > 0 ? vehicle : null,
    days: { from: DAY.test(from) ? from : '', to: DAY.test(to) ? to : '' },
  };
}

/**
 * The playback page (docs/rules/playback.md): the form, then the track of the vehicle and days the
 * address names, or why there is none (loading, nothing in the period, a refusal).
 */
export function PlaybackPage({
  layout,
  tileUrl,
  tileAttribution,
  renderAlertPreview,
}: PlaybackPageProps) {
  const { t, i18n } = useTranslation();
  const zone = useCompanyTimeZone();
  const [params, setParams] = useSearchParams();
  const today = companyToday(zone);
  const choice = readChoice(params);
  const choiceKey = `${choice.vehicleId}|${choice.days.from}|${choice.days.to}`;
  const initialDays = choice.days.from ? choice.days : { from: today, to: today };

  // Asking again for the same choice reads today's track again, up to the new minute.
  const [asked, setAsked] = useState(0);
  // The instants are fixed when the choice changes (today's period ends at the minute it was asked).
  const request = useMemo<TrackRequest | null>(() => {
    if (choice.vehicleId === null || !choice.days.from) return null;
    const period = periodInstants(choice.days, clock.now(), zone);
    return period ? { vehicleId: choice.vehicleId, from: period.from, to: period.to } : null;
    // choiceKey stands for the choice's parts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choiceKey, zone, asked]);

  const track = useVehicleTrack(request);
  const prepared = useMemo(() => (track.data ? prepareTrack(track.data) : null), [track.data]);

  const onSubmit = ({ vehicleId, days }: TrackChoice) => {
    if (`${vehicleId}|${days.from}|${days.to}` === choiceKey) setAsked((n) => n + 1);
    else setParams({ vehicle: String(vehicleId), from: days.from, to: days.to });
  };

  let content: ReactNode;
  if (!request) {
    content = (
      <div className="pb-state" data-testid="pb-intro">
        <i className="pi pi-history pb-state__icon" aria-hidden="true" />
        <p>{t('playback.states.intro', { max: PLAYBACK_MAX_DAYS })}</p>
      </div>
    );
  } else if (track.isPending) {
    content = (
      <div className="pb-state" role="status" data-testid="pb-loading">
        <i className="pi pi-spin pi-spinner pb-state__icon" aria-hidden="true" />
        <p>{t('playback.states.loading')}</p>
      </div>
    );
  } else if (track.isError) {
    content = (
      <div className="pb-state pb-state--error" data-testid="pb-error">
        <i className="pi pi-exclamation-circle pb-state__icon" aria-hidden="true" />
        <p role="alert">{serverErrorText(track.error, t) || t('playback.states.error')}</p>
        <button type="button" className="pb-button" onClick={() => void track.refetch()}>
          {t('playback.states.retry')}
        </button>
      </div>
    );
  } else if (!prepared || prepared.count === 0) {
    const format = prepared
      ? playbackFormat(t, i18n.resolvedLanguage ?? 'id', {
          fromMs: prepared.fromMs,
          durationS: Math.max(prepared.durationS, 86_401),
          zone: prepared.timeZone,
        })
      : null;
    content = (
      <div className="pb-state" data-testid="pb-empty">
        <i className="pi pi-map pb-state__icon" aria-hidden="true" />
        <p>
          {t('playback.states.empty', {
            plate: prepared?.vehicle.license_plate ?? '',
            from: format?.time(0) ?? '',
            to: format?.time(prepared?.durationS ?? 0) ?? '',
          })}
        </p>
        <p className="pb-muted">{t('playback.states.emptyHint')}</p>
      </div>
    );
  } else {
    content = (
      <Player
        key={`${choiceKey}|${request.to}`}
        track={prepared}
        days={choice.days}
        layout={layout}
        tileUrl={tileUrl}
        tileAttribution={tileAttribution}
        renderAlertPreview={renderAlertPreview}
      />
    );
  }

  return (
    <div className="pb-page" data-testid="pb-page" data-layout={layout}>
      <header className="pb-page__header">
        <h1 className="pb-page__title">{t('playback.title')}</h1>
        <p className="pb-muted">{t('playback.intro')}</p>
      </header>
      <TrackForm
        key={choiceKey}
        initial={{ vehicleId: choice.vehicleId, days: initialDays }}
        today={today}
        busy={request !== null && track.isFetching}
        onSubmit={onSubmit}
      />
      {content}
    </div>
  );
}
