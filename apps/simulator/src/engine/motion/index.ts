// What a host needs to run the moving fleet (`@armada/simulator/motion`): the world and road
// network it moves on, and the motion itself. The server wiring comes next (issue 7).
export { generateWorld } from '../../domain/world/generate-world';
export { buildRoadGraph } from '../../domain/roads/road-graph';
export {
  createFleetMotion,
  type FleetMotion,
  type FleetMotionOptions,
  type MotionAddress,
  type MotionEvent,
  type MotionState,
  type MotionStatus,
  type MotionVehicle,
} from './fleet-motion';
export { motionInputsFromWorld } from './world-inputs';
// Road travel at a traffic level or a time of day (issue 24, MATRIX-1..MATRIX-5): the route
// solver's matrix and the road path (polyline, classes, time, distance) fleet tasks can follow.
export {
  RoadTravel,
  classSpeedsAtTime,
  classSpeedsForLevel,
  roadPathAt,
  roadTravel,
  roadTravelMatrix,
  type RoadMatrixRequest,
  type RoadPath,
  type TravelMatrix,
} from './road-matrix';
