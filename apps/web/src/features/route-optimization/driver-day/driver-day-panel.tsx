import { Suspense, lazy, useMemo } from 'react';
import type { DriverDay, RouteStop } from '@armada/contracts/route-optimization';
import { useAppConfig } from '@/lib/app-config';
import { useAreaTranslations } from '@/lib/i18n';
import routeOptimizationStrings from '../locales';
import { useDriverDay } from '../api/get-driver-day';
import { formatKm, formatNumber, planDate, planTime } from '../utils/format';
import { vehicleColour } from '../utils/vehicle-colours';
import type { MapRoute } from '../components/route-map';
import './driver-day.css';

// Leaflet loads only when there is a route to draw.
const RouteMap = lazy(() =>
  import('../components/route-map').then((m) => ({ default: m.RouteMap })),
);

/** The weight and volume a stop delivers (its orders'), not what stays on board. */
export function stopDelivery(stop: RouteStop): { weight: number; volume: number } {
  return stop.delivery_orders.reduce(
    (sum, order) => ({
      weight: sum.weight + order.load_weight,
      volume: sum.volume + order.load_volume,
    }),
    { weight: 0, volume: 0 },
  );
}

/**
 * The driver's home, once a plan made fleet tasks: today's stops in driving order with the
 * arrival and service times, the customer, the address, the load and a small map. Phone first:
 * one column, the map above the list. Without a plan, a short note.
 */
export function DriverDayPanel() {
  // This panel loads on the dashboard, which does not load the route optimization strings.
  const { t, i18n } = useAreaTranslations(routeOptimizationStrings);
  const appConfig = useAppConfig();
  const tileUrl = appConfig.isError ? '' : appConfig.data?.tileUrl;
  const tileAttribution = appConfig.data?.tileAttribution;
  const language = i18n.resolvedLanguage ?? 'id';
  const query = useDriverDay();
  const day = query.data;

  if (query.isPending) {
    return (
      <section className="driver-day" aria-busy="true">
        <h2 className="driver-day__title">{t('routeOptimization.driverDay.title')}</h2>
      </section>
    );
  }
  if (!day) {
    return (
      <section className="driver-day">
        <h2 className="driver-day__title">{t('routeOptimization.driverDay.title')}</h2>
        <p className="driver-day__note" role="alert">
          {t('routeOptimization.driverDay.loadFailed')}
        </p>
      </section>
    );
  }
  const deliveries = day.stops.filter((stop) => stop.type === 'delivery');
  return (
    <section className="driver-day" data-testid="driver-day">
      <header className="driver-day__header">
        <h2 className="driver-day__title">{t('routeOptimization.driverDay.title')}</h2>
        <p className="driver-day__date">{planDate(day.date, language)}</p>
      </header>
      {deliveries.length === 0 ? (
        <p className="driver-day__note">{t('routeOptimization.driverDay.none')}</p>
      ) : (
        <DriverDayRoute
          day={day}
          language={language}
          tileUrl={tileUrl}
          tileAttribution={tileAttribution}
        />
      )}
    </section>
  );
}

function DriverDayRoute({
  day,
  language,
  tileUrl,
  tileAttribution,
}: {
  day: DriverDay;
  language: string;
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
}) {
  const { t } = useAreaTranslations(routeOptimizationStrings);
  const deliveries = day.stops.filter((stop) => stop.type === 'delivery');
  const start = day.stops.find((stop) => stop.type === 'start');
  const end = day.stops.find((stop) => stop.type === 'end');
  const mapRoutes = useMemo<MapRoute[]>(
    () => [
      {
        vehicleId: day.vehicle?.id ?? 0,
        label: day.vehicle?.license_plate ?? '',
        colour: vehicleColour(0),
        geometry: day.geometry,
        stops: day.stops,
      },
    ],
    [day],
  );
  const depot = start?.address
    ? {
        name: start.address.name,
        latitude: start.address.latitude,
        longitude: start.address.longitude,
      }
    : null;
  let number = 0;

  return (
    <>
      <dl className="driver-day__facts">
        {day.vehicle && (
          <div>
            <dd>
              {t('routeOptimization.driverDay.vehicle', { plate: day.vehicle.license_plate })}
            </dd>
          </div>
        )}
        <div>
          <dd>{t('routeOptimization.driverDay.stops', { count: deliveries.length })}</dd>
        </div>
        <div>
          <dd>
            {t('routeOptimization.driverDay.distance', {
              distance: `${formatKm(day.distance_m, language)} km`,
            })}
          </dd>
        </div>
        {day.start_on && day.end_on && (
          <div>
            <dd>
              {planTime(day.start_on)}–{planTime(day.end_on)}
            </dd>
          </div>
        )}
        {day.route_optimization && (
          <div>
            <dd className="driver-day__muted">
              {t('routeOptimization.driverDay.from', { number: day.route_optimization.number })}
            </dd>
          </div>
        )}
      </dl>
      <div className="driver-day__map">
        <Suspense fallback={null}>
          <RouteMap
            routes={mapRoutes}
            depot={depot}
            selectedVehicleId={null}
            tileUrl={tileUrl}
            tileAttribution={tileAttribution}
            label={t('routeOptimization.driverDay.map')}
          />
        </Suspense>
      </div>
      <ol className="driver-day__stops">
        {start?.address && (
          <li className="driver-day__stop driver-day__stop--depot">
            <span className="driver-day__badge" aria-hidden="true">
              <i className="pi pi-home" />
            </span>
            <div>
              <p className="driver-day__time">{planTime(start.departure_on)}</p>
              <p className="driver-day__name">
                {t('routeOptimization.driverDay.startAt', { name: start.address.name })}
              </p>
            </div>
          </li>
        )}
        {day.stops.map((stop) => {
          if (stop.type === 'break') {
            return (
              <li key={stop.point_id} className="driver-day__stop driver-day__stop--break">
                <span className="driver-day__badge" aria-hidden="true">
                  <i className="pi pi-clock" />
                </span>
                <div>
                  <p className="driver-day__time">
                    {planTime(stop.service_start_on)}–{planTime(stop.departure_on)}
                  </p>
                  <p className="driver-day__name">{t('routeOptimization.timeline.break')}</p>
                </div>
              </li>
            );
          }
          if (stop.type !== 'delivery') return null;
          number += 1;
          const load = stopDelivery(stop);
          const customer = stop.delivery_orders[0]?.shipped_customer.name ?? '';
          return (
            <li key={stop.point_id} className="driver-day__stop" data-testid="driver-day-stop">
              <span className="driver-day__badge" aria-hidden="true">
                {number}
              </span>
              <div>
                <p className="driver-day__time">
                  {t('routeOptimization.driverDay.arrive', { time: planTime(stop.arrival_on) })}
                  {stop.service_start_on !== stop.arrival_on && (
                    <span className="driver-day__muted">
                      {' · '}
                      {t('routeOptimization.driverDay.serviceStart', {
                        time: planTime(stop.service_start_on),
                      })}
                    </span>
                  )}
                </p>
                <p className="driver-day__name">{customer}</p>
                <p className="driver-day__address">{stop.address?.name}</p>
                <p className="driver-day__load">
                  {t('routeOptimization.driverDay.load', {
                    weight: `${formatNumber(load.weight, language, 1)} kg`,
                    volume: `${formatNumber(load.volume, language, 2)} m³`,
                  })}
                </p>
                <p className="driver-day__muted">
                  {t('routeOptimization.driverDay.orders')}:{' '}
                  {stop.delivery_orders.map((order) => order.number).join(', ')}
                </p>
              </div>
            </li>
          );
        })}
        {end?.address && (
          <li className="driver-day__stop driver-day__stop--depot">
            <span className="driver-day__badge" aria-hidden="true">
              <i className="pi pi-flag" />
            </span>
            <div>
              <p className="driver-day__time">{planTime(end.arrival_on)}</p>
              <p className="driver-day__name">
                {t('routeOptimization.driverDay.endAt', { name: end.address.name })}
              </p>
            </div>
          </li>
        )}
      </ol>
    </>
  );
}
