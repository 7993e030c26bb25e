// Public face of the simulator: the gateway mounts `createSimulator(...).plugin` in-process,
// and `server.ts` runs the same plugin standalone.
export type { Simulator, RunningSimulator, SimulatorOptions, WorldInfo, Clock } from './simulator';
export {
  createSimulator,
  ManualClock,
  SystemClock,
  DEFAULT_DATA_DIR,
  DEFAULT_DATABASE_SCHEMA,
} from './simulator';
