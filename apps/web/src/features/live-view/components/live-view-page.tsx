import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LatLngTuple, Map as LeafletMap } from 'leaflet';
import type { FleetDirectoryVehicle } from '@armada/contracts/live';
import { isApiError } from '@/lib/api-client';
import { useLiveChannelStatus } from '@/lib/live-channel';
import { useFleetDirectory } from '../api/get-fleet-directory';
import { useVehicleLive } from '../api/get-vehicle-live';
import { useVehicleTrail } from '../api/get-vehicle-trail';
import { useFilteredFleet } from '../hooks/use-filtered-fleet';
import { usePositionsFeed } from '../hooks/use-positions-feed';
import {
  EMPTY_FLEET_FILTER,
  searchKeys,
  sortByPlate,
  type FleetFilter,
} from '../utils/fleet-filter';
import {
  parsePlaceParam,
  parseVehicleParam,
  withVehicleParam,
  withoutPlaceParam,
} from '../utils/vehicle-param';
import { FIRST_VEHICLES_MARK } from '../utils/fleet-renderer';
import { LiveMap } from './map/live-map';
import { StatusLegend } from './status-legend';
import { VehicleCard } from './vehicle-card';
import { VehiclePanel } from './vehicle-panel';
import './live-view.css';

export interface LiveViewPageProps {
  tileUrl: string | undefined;
  tileAttribution: string | undefined;
  /** Another feature's layer of the map with its switch (the geofences, GEO-16). */
  mapOverlay?: ComponentType<{ map: LeafletMap }> | undefined;
}

/** The longest the fleet directory and the offline base map wait for the first positions. */
export const FIRST_POSITIONS_WAIT_MS = 1500;

/**
 * True once the map has drawn its first vehicles (the layers' FIRST_VEHICLES_MARK, after this
 * page opened), or as soon as none are on their way (the connection is neither opening nor open),
 * or FIRST_POSITIONS_WAIT_MS after the page opened; then true for good. Until then the fleet
 * directory (one entry a vehicle, 50,000 at most) and the offline base map are not fetched or
 * built, so their main-thread work is not in the way of the first vehicles drawn (issue 29, ADR
 * 0058: the first second). Waiting for the drawing, not for the positions: the worker's layer
 * draws some hundred milliseconds after them, once its worker has started, and the base map built
 * in between held up the message that said it had. Where the browser has no PerformanceObserver,
 * the frame after the first positions.
 */
export function useAfterFirstPositions(hasPositions: boolean, expecting: boolean): boolean {
  const [watchDrawing] = useState(() => typeof PerformanceObserver === 'function');
  const [openedAt] = useState(() => performance.now());
  const [after, setAfter] = useState(!expecting || (hasPositions && !watchDrawing));
  useEffect(() => {
    if (after) return undefined;
    if (!expecting) {
      setAfter(true);
      return undefined;
    }
    const left = Math.max(0, FIRST_POSITIONS_WAIT_MS - (performance.now() - openedAt));
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (watchDrawing) {
      const drawn = () =>
        performance
          .getEntriesByName(FIRST_VEHICLES_MARK, 'mark')
          .some((mark) => mark.startTime >= openedAt);
      if (drawn()) {
        setAfter(true);
        return undefined;
      }
      const observer = new PerformanceObserver(() => {
        if (drawn()) setAfter(true);
      });
      observer.observe({ type: 'mark' });
      timer = setTimeout(() => setAfter(true), left);
      return () => {
        observer.disconnect();
        clearTimeout(timer);
      };
    }
    if (hasPositions) {
      // The page's layers draw in the next animation frame; the directory goes after it.
      const frame = requestAnimationFrame(() => {
        timer = setTimeout(() => setAfter(true), 0);
      });
      return () => {
        cancelAnimationFrame(frame);
        clearTimeout(timer);
      };
    }
    timer = setTimeout(() => setAfter(true), left);
    return () => clearTimeout(timer);
  }, [after, hasPositions, expecting, watchDrawing, openedAt]);
  return after;
}

/**
 * The live view (issue 7; docs/rules/shell.md §2): the fleet on a map, moving as the live channel's
 * batches arrive, a searchable list with status and group filters, and a card for the open
 * vehicle (`?type=vehicle&vehicleId=`; a bad or unknown id says so).
 */
export function LiveViewPage({ tileUrl, tileAttribution, mapOverlay }: LiveViewPageProps) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { feed, version, last } = usePositionsFeed();
  const connection = useLiveChannelStatus();
  const afterFirstPositions = useAfterFirstPositions(
    version > 0,
    connection.state === 'connecting' || connection.state === 'open',
  );
  const directory = useFleetDirectory(afterFirstPositions);
  const [filter, setFilter] = useState<FleetFilter>(EMPTY_FLEET_FILTER);
  const deferredFilter = useDeferredValue(filter);
  // A place in the address (where an alert happened) is shown, not the vehicle followed away.
  const [follow, setFollow] = useState(() => parsePlaceParam(searchParams) === null);
  const [panelOpen, setPanelOpen] = useState(false);
  const [cover, setCover] = useState({ right: 0, bottom: 0 });
  const onCoverChange = useCallback(
    (next: { right: number; bottom: number }) =>
      setCover((current) =>
        current.right === next.right && current.bottom === next.bottom ? current : next,
      ),
    [],
  );

  const param = parseVehicleParam(searchParams);
  // The coordinates as text: the same place keeps the same object across renders.
  const latText = searchParams.get('lat');
  const lngText = searchParams.get('lng');
  const place = useMemo(
    () => parsePlaceParam(new URLSearchParams({ lat: latText ?? '', lng: lngText ?? '' })),
    [latText, lngText],
  );
  const selectedId = param.kind === 'vehicle' ? param.id : null;

  const vehicles = useMemo(() => sortByPlate(directory.data?.vehicles ?? []), [directory.data]);
  const byId = useMemo(
    () => new Map<number, FleetDirectoryVehicle>(vehicles.map((v) => [v.id, v])),
    [vehicles],
  );
  const byIdRef = useRef(byId);
  byIdRef.current = byId;

  // The search's index, once per directory: typing and batches then cost one pass of `includes`.
  const keys = useMemo(() => searchKeys(vehicles), [vehicles]);
  // Updated by each batch from the vehicles whose status changed, not a pass of the fleet.
  const filtered = useFilteredFleet(feed, vehicles, keys, deferredFilter);

  const detail = useVehicleLive(selectedId);
  const trail = useVehicleTrail(selectedId);
  const position = selectedId === null ? undefined : feed?.store.vehicles.get(selectedId);

  const notFound =
    selectedId !== null &&
    ((directory.isSuccess && !byId.has(selectedId)) ||
      (isApiError(detail.error) && detail.error.statusCode === 404));

  const trailPoints = useMemo<LatLngTuple[] | null>(() => {
    if (!trail.data || notFound) return null;
    const points: LatLngTuple[] = trail.data.points.map((p) => [p.latitude, p.longitude]);
    if (position) points.push([position.latitude, position.longitude]);
    return points;
  }, [trail.data, position, notFound]);

  const openVehicle = useCallback(
    (id: number) => {
      setFollow(true);
      setPanelOpen(false);
      setSearchParams((current) => withVehicleParam(withoutPlaceParam(current), id), {
        replace: true,
      });
    },
    [setSearchParams],
  );
  const closeVehicle = useCallback(() => {
    setSearchParams((current) => withVehicleParam(current, null), { replace: true });
  }, [setSearchParams]);
  const labelOf = useCallback((id: number) => byIdRef.current.get(id)?.license_plate, []);
  const endFollow = useCallback(() => setFollow(false), []);

  const panelState = directory.isPending ? 'loading' : directory.isError ? 'error' : 'ready';
  const visibleIds = directory.isSuccess ? filtered.ids : null;
  const cardOpen = selectedId !== null && !notFound;

  return (
    <div
      className={[
        'live-view',
        panelOpen && 'live-view--panel-open',
        cardOpen && 'live-view--card-open',
      ]
        .filter(Boolean)
        .join(' ')}
      data-testid="live-view"
    >
      <aside className="live-view__panel" id="live-view-panel">
        <VehiclePanel
          state={panelState}
          groups={directory.data?.groups ?? []}
          fleetSize={vehicles.length}
          filtered={filtered}
          filter={filter}
          onFilterChange={setFilter}
          positionOf={(id) => feed?.store.vehicles.get(id)}
          selectedId={selectedId}
          onOpen={openVehicle}
          onRetry={() => void directory.refetch()}
        />
      </aside>

      <div className="live-view__map">
        <LiveMap
          feed={feed}
          tileUrl={tileUrl}
          tileAttribution={tileAttribution}
          visibleIds={visibleIds}
          selectedId={cardOpen ? selectedId : null}
          follow={follow}
          followInset={cover}
          trail={trailPoints}
          labelOf={labelOf}
          onSelect={openVehicle}
          onFollowEnd={endFollow}
          place={place}
          overlay={mapOverlay}
          holdOfflineBase={!afterFirstPositions}
        />

        <div className="live-view__overlay live-view__overlay--top">
          {connection.state !== 'open' && connection.state !== 'idle' && (
            <p className="live-view__connection" role="status" data-testid="live-connection">
              <i
                className={`pi ${connection.state === 'offline' ? 'pi-wifi' : 'pi-spin pi-spinner'}`}
                aria-hidden="true"
              />
              {t(`liveView.connection.${connection.state}`)}
            </p>
          )}
          {param.kind === 'invalid' && (
            <VehicleMessage
              text={t('liveView.vehicleParam.invalid', { value: param.raw })}
              onDismiss={closeVehicle}
            />
          )}
          {notFound && (
            <VehicleMessage
              text={t('liveView.vehicleParam.notFound', { id: selectedId })}
              onDismiss={closeVehicle}
            />
          )}
        </div>

        <StatusLegend />

        <button
          type="button"
          className="p-button p-button-sm live-view__panel-toggle"
          aria-controls="live-view-panel"
          aria-expanded={panelOpen}
          onClick={() => setPanelOpen((open) => !open)}
          data-testid="panel-toggle"
        >
          <i className={`pi ${panelOpen ? 'pi-map' : 'pi-list'}`} aria-hidden="true" />
          <span>
            {panelOpen
              ? t('liveView.panel.hide')
              : `${t('liveView.panel.show')} (${filtered.vehicles.length})`}
          </span>
        </button>

        {cardOpen && (
          <VehicleCard
            vehicleId={selectedId}
            vehicle={byId.get(selectedId)}
            position={position}
            lastTick={last}
            detail={detail.data}
            detailFetchedAt={detail.dataUpdatedAt}
            detailState={detail.isPending ? 'loading' : detail.isError ? 'error' : 'ready'}
            trailPoints={trail.data ? trail.data.points.length : null}
            follow={follow}
            onFollow={() => setFollow((on) => !on)}
            onClose={closeVehicle}
            onCoverChange={onCoverChange}
          />
        )}
      </div>
    </div>
  );
}

function VehicleMessage({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="live-view__message" role="alert" data-testid="vehicle-param-message">
      <i className="pi pi-exclamation-triangle" aria-hidden="true" />
      <p>{text}</p>
      <button
        type="button"
        className="p-button p-button-text p-button-sm p-button-icon-only"
        aria-label={t('liveView.vehicleParam.dismiss')}
        onClick={onDismiss}
      >
        <i className="pi pi-times" aria-hidden="true" />
      </button>
    </div>
  );
}
