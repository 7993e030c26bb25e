import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import type {
  RouteOptimizationResult,
  RouteOptimizationRun,
} from '@armada/contracts/route-optimization';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { useRouteOptimization } from '../api/get-run';
import { useRouteOptimizationResult } from '../api/get-result';
import { RunStatusTag } from '../components/run-status-tag';
import { RunActionButtons } from '../components/run-action-buttons';
import { RouteMap, type MapRoute } from '../components/route-map';
import { formatDurationText } from '../components/duration-text';
import { useRunActionFlow } from '../hooks/use-run-action-flow';
import { FALLBACK_POLL_MS, useRunLiveUpdates } from '../hooks/use-run-live-updates';
import { formatKm, formatNumber, planDateTime } from '../utils/format';
import { detailRunActions, isRunActive } from '../utils/run-status';
import { overCapacityRoutes, violationsByVehicle } from '../utils/timeline';
import { vehicleColour, vehicleLineDash } from '../utils/vehicle-colours';
import { ProgressPanel } from './progress-panel';
import { VehicleRouteCard } from './vehicle-route-card';
import { MoveStopDialog, type MoveSelection } from './move-stop-dialog';
import '../components/route-optimization.css';
import './run-detail.css';

export interface RunDetailPageProps {
  runId: number;
  companyId: number;
  tileUrl: string | undefined;
  tileAttribution?: string | undefined;
}

/** A run has a plan to show once solved, and keeps it through fleet tasks and their rollback. */
function hasPlan(run: RouteOptimizationRun): boolean {
  return run.version > 0 && !isRunActive(run.status);
}

/**
 * /route-optimization/:id: what a dispatcher needs to trust and adjust a plan. The header
 * (number, status, parent, actions); progress while it solves; once solved the map with every
 * vehicle's route, the vehicles' timelines, totals and load, unassigned orders with their
 * reason, violations after a move, and moving a stop.
 */
export function RunDetailPage({ runId, companyId, tileUrl, tileAttribution }: RunDetailPageProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const { liveOpen } = useRunLiveUpdates(companyId);
  // Polled only while the run is being solved and the live channel is down.
  const runQuery = useRouteOptimization(runId, { pollMs: liveOpen ? false : FALLBACK_POLL_MS });
  const run = runQuery.data;
  const resultQuery = useRouteOptimizationResult(runId, run !== undefined && hasPlan(run));
  const result = run && hasPlan(run) ? resultQuery.data : undefined;
  const flow = useRunActionFlow();
  const [selectedVehicleId, setSelectedVehicleId] = useState<number | null>(null);
  // Each opening of the move dialog is a fresh dialog (its own key) starting from `initial`.
  const [moving, setMoving] = useState<{ key: number; initial: MoveSelection | null } | null>(null);
  const openMove = (initial: MoveSelection | null) =>
    setMoving((current) => ({ key: (current?.key ?? 0) + 1, initial }));
  useDocumentTitle(
    run
      ? t('routeOptimization.detailPageTitle', { number: run.number })
      : t('routeOptimization.pageTitle'),
  );

  const validId = Number.isInteger(runId) && runId > 0;
  if (validId && runQuery.isPending) {
    return (
      <div className="ro-detail" aria-busy="true">
        <Skeleton width="16rem" height="2rem" />
        <Skeleton height="24rem" />
      </div>
    );
  }
  if (!run) {
    const notFound = !validId || (isApiError(runQuery.error) && runQuery.error.statusCode === 404);
    return (
      <div className="ro-detail">
        <div className="ro-state" role="alert">
          <p>
            {t(notFound ? 'routeOptimization.detail.notFound' : 'routeOptimization.loadFailed')}
          </p>
          {!notFound && (
            <Button
              type="button"
              label={t('routeOptimization.retry')}
              onClick={() => void runQuery.refetch()}
            />
          )}
          <Link to={paths.routeOptimization.getHref()}>{t('routeOptimization.detail.back')}</Link>
        </div>
      </div>
    );
  }

  const actions = detailRunActions(run.status, result?.previous_version ?? null);
  const target = {
    id: run.id,
    number: run.number,
    status: run.status,
    version: result?.version ?? run.version,
    previousVersion: result?.previous_version ?? null,
  };
  const canMove = actions.includes('move-point') && result !== undefined;

  return (
    <div className="ro-detail">
      <header className="ro-detail__header">
        <Link className="ro-detail__back" to={paths.routeOptimization.getHref()}>
          <i className="pi pi-arrow-left" aria-hidden="true" /> {t('routeOptimization.detail.back')}
        </Link>
        <div className="ro-detail__title-row">
          <h1 className="ro-page-header__title">{run.number}</h1>
          <RunStatusTag status={run.status} />
          {run.version > 0 && (
            <span className="ro-muted">
              {t('routeOptimization.detail.version', { version: target.version })}
            </span>
          )}
        </div>
        {run.parent_id !== null && (
          <p className="ro-detail__parent">
            {t('routeOptimization.detail.parent')}{' '}
            <Link
              to={paths.routeOptimizationDetail.getHref(run.parent_id)}
              aria-label={t('routeOptimization.detail.openParent')}
            >
              #{run.parent_id}
            </Link>
          </p>
        )}
        <dl className="ro-facts ro-facts--inline">
          <div>
            <dt>{t('routeOptimization.detail.origin')}</dt>
            <dd>{run.start_address.name}</dd>
          </div>
          <div>
            <dt>{t('routeOptimization.detail.departure')}</dt>
            <dd>{planDateTime(run.expected_departure_on, language)}</dd>
          </div>
          {run.expected_arrival_on && (
            <div>
              <dt>{t('routeOptimization.detail.arrival')}</dt>
              <dd>{planDateTime(run.expected_arrival_on, language)}</dd>
            </div>
          )}
          <div>
            <dt>{t('routeOptimization.columns.createdBy')}</dt>
            <dd>
              {run.created_by}, {planDateTime(run.created_on, language)}
            </dd>
          </div>
        </dl>
        <RunActionButtons
          target={target}
          actions={actions}
          onAction={flow.request}
          busy={flow.busy}
          onMovePoint={canMove ? () => openMove(null) : undefined}
        />
      </header>

      {isRunActive(run.status) && <ProgressPanel run={run} />}
      {run.status === 'FAILED' && (
        <p className="ro-banner ro-banner--error" role="alert">
          {t('routeOptimization.detail.failure', { reason: run.failure_reason ?? '-' })}
        </p>
      )}
      {run.status === 'CANCELLED' && !result && (
        <p className="ro-banner">{t('routeOptimization.detail.cancelled')}</p>
      )}
      {hasPlan(run) && resultQuery.isError && !result && (
        <p className="ro-banner ro-banner--error" role="alert">
          {t('routeOptimization.detail.resultFailed')}{' '}
          <Button
            type="button"
            link
            label={t('routeOptimization.retry')}
            onClick={() => void resultQuery.refetch()}
          />
        </p>
      )}
      {hasPlan(run) && resultQuery.isPending && <Skeleton height="24rem" />}

      {result && (
        <ResultView
          result={result}
          runStartName={run.start_address.name}
          selectedVehicleId={selectedVehicleId}
          onSelectVehicle={(id) => setSelectedVehicleId((current) => (current === id ? null : id))}
          tileUrl={tileUrl}
          tileAttribution={tileAttribution}
          onMoveStop={canMove ? openMove : undefined}
        />
      )}

      {moving && result && (
        <MoveStopDialog
          key={moving.key}
          runId={run.id}
          routes={result.routes}
          initial={moving.initial}
          visible
          onHide={() => setMoving(null)}
        />
      )}
      {flow.dialog}
    </div>
  );
}

interface ResultViewProps {
  result: RouteOptimizationResult;
  runStartName: string;
  selectedVehicleId: number | null;
  onSelectVehicle: (vehicleId: number) => void;
  tileUrl: string | undefined;
  tileAttribution?: string | undefined;
  onMoveStop: ((selection: MoveSelection) => void) | undefined;
}

function ResultView({
  result,
  runStartName,
  selectedVehicleId,
  onSelectVehicle,
  tileUrl,
  tileAttribution,
  onMoveStop,
}: ResultViewProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'id';
  const mapRoutes = useMemo<MapRoute[]>(
    () =>
      result.routes.map((route, index) => ({
        vehicleId: route.vehicle.id,
        label: route.vehicle.license_plate,
        colour: vehicleColour(index),
        dash: vehicleLineDash(index),
        geometry: route.geometry,
        stops: route.stops,
      })),
    [result.routes],
  );
  const depot = useMemo(() => {
    const start = result.routes[0]?.stops.find((stop) => stop.type === 'start')?.address;
    return start
      ? { name: start.name || runStartName, latitude: start.latitude, longitude: start.longitude }
      : null;
  }, [result.routes, runStartName]);
  const byVehicle = violationsByVehicle(result.violations);
  const overCapacity = overCapacityRoutes(result.routes);
  const plateOf = new Map(result.routes.map((r) => [r.vehicle.id, r.vehicle.license_plate]));
  const sequenceOf = new Map(
    result.routes.flatMap((route) =>
      route.stops
        .filter((stop) => stop.type === 'delivery')
        .map((stop, index) => [stop.point_id, index + 1] as const),
    ),
  );

  return (
    <div className="ro-result">
      <div className="ro-result__map">
        <RouteMap
          routes={mapRoutes}
          depot={depot}
          selectedVehicleId={selectedVehicleId}
          onSelectVehicle={onSelectVehicle}
          tileUrl={tileUrl}
          tileAttribution={tileAttribution}
          label={t('routeOptimization.map.label')}
        />
      </div>
      <div className="ro-result__side">
        <section className="ro-summary" aria-label={t('routeOptimization.detail.summary.title')}>
          <dl className="ro-facts ro-facts--grid">
            <div>
              <dt>{t('routeOptimization.detail.summary.distance')}</dt>
              <dd data-testid="ro-total-distance">
                {formatKm(result.summary.distance_m, language)} km
              </dd>
            </div>
            <div>
              <dt>{t('routeOptimization.detail.summary.duration')}</dt>
              <dd>{formatDurationText(result.summary.duration_s, t)}</dd>
            </div>
            <div>
              <dt>{t('routeOptimization.detail.summary.vehicles')}</dt>
              <dd>{formatNumber(result.summary.used_vehicles, language)}</dd>
            </div>
            <div>
              <dt>{t('routeOptimization.detail.summary.orders')}</dt>
              <dd>{formatNumber(result.summary.assigned_delivery_orders, language)}</dd>
            </div>
            <div>
              <dt>{t('routeOptimization.detail.summary.unassigned')}</dt>
              <dd>{formatNumber(result.unassigned_delivery_orders.length, language)}</dd>
            </div>
          </dl>
        </section>

        {overCapacity.length > 0 && (
          <section
            className="ro-banner ro-banner--warning ro-capacity-warning"
            role="alert"
            data-testid="ro-capacity-warning"
          >
            <h2 className="ro-section-title">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
              {t('routeOptimization.capacityWarning.title')}
            </h2>
            <p>{t('routeOptimization.capacityWarning.intro')}</p>
            <ul>
              {overCapacity.map((route) => (
                <li key={route.vehicleId}>
                  {t('routeOptimization.capacityWarning.route', {
                    plate: route.plate,
                    loads: [
                      route.weight &&
                        t('routeOptimization.capacityWarning.weight', {
                          load: formatNumber(route.weight.load, language, 1),
                          capacity: formatNumber(route.weight.capacity, language, 1),
                        }),
                      route.volume &&
                        t('routeOptimization.capacityWarning.volume', {
                          load: formatNumber(route.volume.load, language, 1),
                          capacity: formatNumber(route.volume.capacity, language, 1),
                        }),
                    ]
                      .filter(Boolean)
                      .join(', '),
                  })}
                </li>
              ))}
            </ul>
          </section>
        )}

        {result.violations.length > 0 && (
          <section className="ro-violations" role="alert" data-testid="ro-violations">
            <h2 className="ro-section-title">
              <i className="pi pi-exclamation-triangle" aria-hidden="true" />{' '}
              {t('routeOptimization.violations.title')}
            </h2>
            <p className="ro-muted">{t('routeOptimization.violations.intro')}</p>
            <ul>
              {result.violations.map((violation, index) => {
                const plate = plateOf.get(violation.vehicle_id) ?? `#${violation.vehicle_id}`;
                const sequence =
                  violation.point_id === null ? undefined : sequenceOf.get(violation.point_id);
                return (
                  <li
                    key={`${violation.vehicle_id}-${violation.point_id}-${violation.code}-${index}`}
                  >
                    <strong>{t(`routeOptimization.violations.code.${violation.code}`)}</strong>
                    {' · '}
                    {sequence === undefined
                      ? t('routeOptimization.violations.onRoute', { plate })
                      : t('routeOptimization.violations.atStop', { plate, sequence })}
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        <section className="ro-vehicles" aria-label={t('routeOptimization.vehicles.title')}>
          <h2 className="ro-section-title">{t('routeOptimization.vehicles.title')}</h2>
          {result.routes.map((route, index) => (
            <VehicleRouteCard
              key={route.vehicle.id}
              route={route}
              colour={vehicleColour(index)}
              selected={route.vehicle.id === selectedVehicleId}
              onSelect={() => onSelectVehicle(route.vehicle.id)}
              violations={byVehicle.get(route.vehicle.id) ?? []}
              onMoveStop={
                onMoveStop
                  ? (stop) => onMoveStop({ vehicleId: route.vehicle.id, pointId: stop.point_id })
                  : undefined
              }
            />
          ))}
        </section>

        <section className="ro-unassigned" aria-label={t('routeOptimization.unassigned.title')}>
          <h2 className="ro-section-title">{t('routeOptimization.unassigned.title')}</h2>
          {result.unassigned_delivery_orders.length === 0 ? (
            <p className="ro-muted">{t('routeOptimization.unassigned.none')}</p>
          ) : (
            <ul className="ro-unassigned__list" data-testid="ro-unassigned">
              {result.unassigned_delivery_orders.map((order) => (
                <li key={order.id}>
                  <Link to={paths.deliveryDetail.getHref(order.id)}>{order.number}</Link>
                  <span>{t(`routeOptimization.unassigned.reason.${order.reason}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
