import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'primereact/button';
import type { RouteStop, RouteViolation, VehicleRoute } from '@armada/contracts/route-optimization';
import { formatRupiah } from '@/lib/format-rupiah';
import { formatKm, formatNumber, planTime } from '../utils/format';
import { formatDurationText } from '../components/duration-text';
import {
  deliveryStops,
  routeLoads,
  routeTotals,
  stopTimes,
  timelineSegments,
  type LoadUse,
} from '../utils/timeline';

export interface VehicleRouteCardProps {
  route: VehicleRoute;
  colour: string;
  selected: boolean;
  onSelect: () => void;
  violations: readonly RouteViolation[];
  /** Offered per stop when the run's status allows moving stops. */
  onMoveStop?: ((stop: RouteStop) => void) | undefined;
}

function LoadBar({ label, use, unit }: { label: string; use: LoadUse; unit: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const width = Number.isFinite(use.percent) ? Math.min(100, use.percent) : 100;
  const percentText = Number.isFinite(use.percent) ? formatNumber(use.percent, language) : '∞';
  // RO-74: "1.250 / 800 kg", in red with a word for screen readers when over the capacity.
  return (
    <div className={`ro-load${use.over ? ' is-over' : ''}`} data-testid="ro-load">
      <span className="ro-load__label">{label}</span>
      <span
        className="ro-load__bar"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={use.capacity}
        aria-valuenow={Math.min(use.load, use.capacity)}
      >
        <span style={{ width: `${width}%` }} />
      </span>
      <span className="ro-load__value">
        {use.over && <i className="pi pi-exclamation-triangle" aria-hidden="true" />}
        {t('routeOptimization.vehicles.loadUse', {
          load: formatNumber(use.load, language, 1),
          capacity: formatNumber(use.capacity, language, 1),
          unit,
          percent: percentText,
        })}
        {use.over && (
          <span className="ro-sr-only"> {t('routeOptimization.vehicles.overCapacity')}</span>
        )}
      </span>
    </div>
  );
}

/**
 * One vehicle's plan: its colour (as on the map), driver, totals, load against capacity, the
 * day as a bar (driving, waiting, service, break), and its stops with arrival, waiting
 * (service start − arrival), service and departure. Violations after a move are marked on the
 * route and on their stop.
 */
export function VehicleRouteCard({
  route,
  colour,
  selected,
  onSelect,
  violations,
  onMoveStop,
}: VehicleRouteCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const [open, setOpen] = useState(false);
  const listId = useId();
  const totals = routeTotals(route);
  const segments = timelineSegments(route);
  const { weight, volume } = routeLoads(route);
  const plate = route.vehicle.license_plate;
  const routeViolations = violations.filter((v) => v.point_id === null);
  const stopViolations = (pointId: number) => violations.filter((v) => v.point_id === pointId);
  const positionOf = new Map(deliveryStops(route).map((stop, index) => [stop.point_id, index + 1]));

  return (
    <article
      className={`ro-vehicle${selected ? ' is-selected' : ''}${violations.length > 0 ? ' has-violations' : ''}`}
      style={{ '--ro-vehicle-colour': colour } as React.CSSProperties}
      data-testid="ro-vehicle"
      data-vehicle-id={route.vehicle.id}
    >
      <header className="ro-vehicle__header">
        <button
          type="button"
          className="ro-vehicle__select"
          aria-pressed={selected}
          aria-label={t('routeOptimization.vehicles.select', { plate })}
          onClick={onSelect}
        >
          <span className="ro-vehicle__swatch" aria-hidden="true" />
          <span className="ro-vehicle__plate">{plate}</span>
          <span className="ro-vehicle__driver">
            {route.driver
              ? t('routeOptimization.vehicles.driver', { name: route.driver.fullname })
              : t('routeOptimization.vehicles.noDriver')}
          </span>
        </button>
        <span className="ro-vehicle__count">
          {t('routeOptimization.vehicles.stops', { count: totals.deliveries })}
        </span>
      </header>

      <dl className="ro-facts ro-facts--inline">
        <div>
          <dt>{t('routeOptimization.vehicles.distance')}</dt>
          <dd>{formatKm(totals.distanceM, language)} km</dd>
        </div>
        <div>
          <dt>{t('routeOptimization.vehicles.duration')}</dt>
          <dd>
            {formatDurationText(totals.durationS, t)} ({planTime(route.start_on)}–
            {planTime(route.end_on)})
          </dd>
        </div>
        {route.toll_cost_idr !== undefined && (
          <div data-testid="ro-route-toll">
            <dt>{t('routeOptimization.vehicles.toll')}</dt>
            <dd>{formatRupiah(route.toll_cost_idr)}</dd>
          </div>
        )}
      </dl>

      {(weight || volume) && (
        <div className="ro-vehicle__loads">
          {weight && (
            <LoadBar label={t('routeOptimization.vehicles.weight')} use={weight} unit="kg" />
          )}
          {volume && (
            <LoadBar label={t('routeOptimization.vehicles.volume')} use={volume} unit="m³" />
          )}
        </div>
      )}

      <div
        className="ro-timeline"
        role="img"
        aria-label={t('routeOptimization.timeline.label', { plate })}
      >
        {segments.map((segment, index) => (
          <span
            key={`${segment.pointId}-${segment.kind}-${index}`}
            className={`ro-timeline__segment ro-timeline__segment--${segment.kind}`}
            style={{ left: `${segment.leftPct}%`, width: `${segment.widthPct}%` }}
            title={`${t(`routeOptimization.timeline.${segment.kind === 'wait' ? 'waiting' : segment.kind}`)} ${planTime(segment.start)}–${planTime(segment.end)}`}
          />
        ))}
      </div>
      <div className="ro-timeline__legend" aria-hidden="true">
        <span>{planTime(route.start_on)}</span>
        <span className="ro-timeline__keys">
          {(['drive', 'waiting', 'service', 'break'] as const).map((kind) => (
            <span key={kind} className={`ro-timeline__key ro-timeline__key--${kind}`}>
              {t(`routeOptimization.timeline.${kind}`)}
            </span>
          ))}
        </span>
        <span>{planTime(route.end_on)}</span>
      </div>

      {routeViolations.length > 0 && (
        <ul className="ro-violation-list">
          {routeViolations.map((violation) => (
            <li key={violation.code} className="ro-violation">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" />
              {t(`routeOptimization.violations.code.${violation.code}`)}
            </li>
          ))}
        </ul>
      )}

      <Button
        type="button"
        text
        size="small"
        icon={open ? 'pi pi-chevron-up' : 'pi pi-chevron-down'}
        label={t('routeOptimization.vehicles.stops', { count: totals.deliveries })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className="ro-vehicle__toggle"
      />
      {open && (
        <ol className="ro-stops" id={listId}>
          {route.stops.map((stop) => {
            const times = stopTimes(stop);
            const issues = stopViolations(stop.point_id);
            const position = positionOf.get(stop.point_id);
            const customer = stop.delivery_orders[0]?.shipped_customer.name;
            return (
              <li
                key={stop.point_id}
                className={`ro-stop ro-stop--${stop.type}${issues.length > 0 ? ' has-violations' : ''}`}
                data-testid="ro-stop"
                data-point-id={stop.point_id}
              >
                <span className="ro-stop__badge" aria-hidden="true">
                  {stop.type === 'delivery' ? position : stop.type === 'break' ? '☕' : '⌂'}
                </span>
                <div className="ro-stop__body">
                  <div className="ro-stop__title">
                    {stop.type === 'delivery' && (
                      <span className="ro-sr-only">{t('routeOptimization.timeline.stop')} </span>
                    )}
                    {stop.type === 'start'
                      ? `${t('routeOptimization.timeline.start')}: ${stop.address?.name ?? ''}`
                      : stop.type === 'end'
                        ? `${t('routeOptimization.timeline.end')}: ${stop.address?.name ?? ''}`
                        : stop.type === 'break'
                          ? t('routeOptimization.timeline.break')
                          : (customer ?? stop.address?.name)}
                  </div>
                  {stop.type === 'delivery' && (
                    <div className="ro-stop__meta">
                      {stop.address?.name}
                      {' · '}
                      {stop.delivery_orders.map((order) => order.number).join(', ')}
                      {stop.delivery_orders.some((order) => order.priority === 'high') && (
                        <span className="ro-stop__high">
                          {t('routeOptimization.timeline.high')}
                        </span>
                      )}
                    </div>
                  )}
                  <div className="ro-stop__times">
                    {stop.type === 'start' ? (
                      <span>
                        {t('routeOptimization.timeline.departure')} {planTime(stop.departure_on)}
                      </span>
                    ) : (
                      <>
                        <span>
                          {t('routeOptimization.timeline.arrival')} {planTime(stop.arrival_on)}
                        </span>
                        {times.waitingS > 0 && (
                          <span className="ro-stop__waiting">
                            {t('routeOptimization.timeline.waiting')}{' '}
                            {formatDurationText(times.waitingS, t)}
                          </span>
                        )}
                        {stop.type !== 'end' && (
                          <span>
                            {t(
                              stop.type === 'break'
                                ? 'routeOptimization.timeline.break'
                                : 'routeOptimization.timeline.service',
                            )}{' '}
                            {planTime(stop.service_start_on)}–{planTime(stop.departure_on)}
                          </span>
                        )}
                      </>
                    )}
                    {stop.type !== 'start' && (
                      <span className="ro-muted">{formatKm(stop.distance_m, language)} km</span>
                    )}
                    {stop.toll_cost_idr !== undefined && stop.toll_cost_idr > 0 && (
                      <span className="ro-muted">
                        {t('routeOptimization.vehicles.toll')} {formatRupiah(stop.toll_cost_idr)}
                      </span>
                    )}
                  </div>
                  {stop.detour && (
                    <p className="ro-stop__detour" data-testid="ro-stop-detour">
                      <i className="pi pi-directions-alt" aria-hidden="true" />
                      {t(`routeOptimization.detour.${stop.detour.reason}`, {
                        road: stop.detour.road_name,
                      })}
                    </p>
                  )}
                  {issues.length > 0 && (
                    <ul className="ro-violation-list">
                      {issues.map((violation) => (
                        <li key={violation.code} className="ro-violation">
                          <i className="pi pi-exclamation-triangle" aria-hidden="true" />
                          {t(`routeOptimization.violations.code.${violation.code}`)}
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
                {stop.type === 'delivery' && onMoveStop && (
                  <Button
                    type="button"
                    icon="pi pi-arrows-alt"
                    text
                    rounded
                    size="small"
                    aria-label={`${t('routeOptimization.move.pickStop')} ${position ?? ''}`}
                    tooltip={t('routeOptimization.move.pickStop')}
                    onClick={() => onMoveStop(stop)}
                  />
                )}
              </li>
            );
          })}
        </ol>
      )}
    </article>
  );
}
