import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { FleetSummary } from '@armada/contracts/live';
import { useFleetSummary } from '../api/get-fleet-summary';
import { FLEET_STATUSES, FLEET_STATUS_COLORS, liveViewStatusHref } from '../utils/fleet-status';
import { useNumberFormat } from '@/lib/format-number';
import { Card, CardError, ShareBar } from './dashboard-card';

export interface FleetCardProps {
  /** The live view, when the user may open it: the card links there, each status filtered. */
  liveViewHref?: string | undefined;
}

/** The areas with the most vehicles first; the card shows this many. */
const MAX_AREAS = 6;

function FleetSummaryView({ summary, liveViewHref }: { summary: FleetSummary } & FleetCardProps) {
  const { t } = useTranslation();
  const { number: format } = useNumberFormat();
  const areas = [...summary.areas].sort((a, b) => b.total - a.total).slice(0, MAX_AREAS);
  const largest = areas[0]?.total ?? 0;

  return (
    <>
      <div className="dash-fleet__stats">
        <div className="dash-stat">
          <span className="dash-stat__value" data-testid="vehicle-count">
            {format(summary.total)}
          </span>
          <span className="dash-stat__label">{t('dashboard.fleet.vehicles')}</span>
        </div>
        <div className="dash-stat">
          <span className="dash-stat__value" data-testid="fleet-distance">
            {t('dashboard.fleet.km', {
              value: format(summary.distance_today_km, {
                minimumFractionDigits: 1,
                maximumFractionDigits: 1,
              }),
            })}
          </span>
          <span className="dash-stat__label">{t('dashboard.fleet.distanceToday')}</span>
        </div>
      </div>
      <ShareBar
        parts={FLEET_STATUSES.map((status) => ({
          key: status,
          value: summary.counts[status],
          color: FLEET_STATUS_COLORS[status],
        }))}
      />
      <ul className="dash-fleet__statuses">
        {FLEET_STATUSES.map((status) => {
          const content = (
            <>
              <span className="dash-fleet__status-name">
                <span
                  className="dash-statuses__dot"
                  style={{ background: FLEET_STATUS_COLORS[status] }}
                  aria-hidden="true"
                />
                {t(`dashboard.fleet.statuses.${status}`)}
              </span>
              <span className="dash-fleet__count" data-testid={`fleet-count-${status}`}>
                {format(summary.counts[status])}
              </span>
            </>
          );
          return (
            <li key={status} data-status={status}>
              {liveViewHref ? (
                <Link className="dash-fleet__status" to={liveViewStatusHref(liveViewHref, status)}>
                  {content}
                </Link>
              ) : (
                <span className="dash-fleet__status">{content}</span>
              )}
            </li>
          );
        })}
      </ul>
      {areas.length > 0 && (
        <div className="dash-fleet__areas">
          <h3 className="dash-fleet__subtitle">{t('dashboard.fleet.areas')}</h3>
          <ul>
            {areas.map((area) => (
              <li key={area.name} className="dash-area" data-testid="fleet-area">
                <span className="dash-area__name">{area.name}</span>
                <span className="dash-area__count">
                  {t('dashboard.fleet.areaCount', {
                    count: area.total,
                    total: format(area.total),
                    moving: format(area.moving),
                  })}
                </span>
                {/* The area's share of the largest area, its moving vehicles in green. */}
                <span className="dash-area__track" aria-hidden="true">
                  <span style={{ width: `${(area.total / largest) * 100}%` }}>
                    <span
                      style={{
                        width: `${area.total ? (area.moving / area.total) * 100 : 0}%`,
                        background: FLEET_STATUS_COLORS.moving,
                      }}
                    />
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

/**
 * The fleet now: vehicles moving, idle, parked and offline (the live view's statuses and
 * colours), the distance driven today and the vehicles by area, asked again every 10 s.
 */
export function FleetCard({ liveViewHref }: FleetCardProps) {
  const { t } = useTranslation();
  const summary = useFleetSummary();
  return (
    <Card
      title={t('dashboard.fleet.title')}
      icon="pi-car"
      testId="dashboard-fleet"
      className="dash-fleet"
      busy={summary.isPending}
      action={
        liveViewHref ? (
          <Link className="dash-card__link" to={liveViewHref}>
            {t('dashboard.fleet.openLiveView')}
          </Link>
        ) : undefined
      }
    >
      {summary.isPending && (
        <div className="dash-skeleton" aria-hidden="true" data-testid="fleet-skeleton">
          <span className="skeleton dash-skeleton__number" />
          <span className="skeleton dash-skeleton__bar" />
          <span className="skeleton dash-skeleton__line" />
          <span className="skeleton dash-skeleton__line" />
        </div>
      )}
      {summary.isError && <CardError onRetry={() => void summary.refetch()} />}
      {summary.data &&
        (summary.data.total === 0 ? (
          <p className="dash-card__empty" data-testid="fleet-empty">
            {t('dashboard.fleet.empty')}
          </p>
        ) : (
          <FleetSummaryView summary={summary.data} liveViewHref={liveViewHref} />
        ))}
    </Card>
  );
}
