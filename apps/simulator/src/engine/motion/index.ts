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
