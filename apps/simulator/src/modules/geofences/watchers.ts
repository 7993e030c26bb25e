// The geofence and saved-route watchers on their own (`@armada/simulator/geofences`), for
// `pnpm bench:simulator`: pure, no store, no clock (docs/rules/geofences.md GEO-17).
export {
  FenceWatch,
  type FenceEvent,
  type FenceSpec,
  type OpenFenceVisit,
  type PositionRows,
} from './fence-watch';
export { RouteWatch, type RouteEvent, type RouteSpec } from './route-watch';
export { CORRIDORS } from '../../domain/roads/network-data';
