import type { FleetTaskEta } from '@armada/contracts/fleet-tasks';
import type { MotionEvent, MotionFrame } from '../../engine/motion/fleet-motion';
import type { TelemetryEvent } from '../../engine/telemetry/telemetry-events';

/**
 * Everything the moving fleet tells the rest of the simulator, as one union: the runtime emits,
 * subscribers (persistence, live publishing, the alert engine; later geofences, trips, task
 * execution, ETAs) listen. A new consumer of the fleet is a new subscriber, never a new branch in
 * the tick. Events are delivered synchronously, in the order the tick produces them, and to
 * subscribers in the order they subscribed: the same seed and clock give the same world.
 */
export type FleetEvent =
  /**
   * Every vehicle after a tick: `frame` is rewritten in place by the next tick, so a subscriber
   * copies what it keeps. Emitted once per tick, after the tick's stops, trips and telemetry.
   */
  | { type: 'positions'; at: number; elapsedMs: number; frame: MotionFrame }
  /** A telemetry rule was passed (TELEM-2..11), as the telemetry layer noticed it. */
  | { type: 'telemetry'; event: TelemetryEvent }
  /** A vehicle reached one of its stops, or skipped one it cannot reach. */
  | { type: 'stop'; event: Extract<MotionEvent, { type: 'arrived' | 'stop-skipped' }> }
  /** A vehicle left its depot for a round of stops, or came back to it. */
  | { type: 'trip'; event: Extract<MotionEvent, { type: 'trip-started' | 'returned' }> }
  /**
   * A fleet task's stops and estimates after the task runner's round changed them (FT-13, the
   * same facts as the live `fleet-task-eta` message); reported to the runtime by the task runner.
   */
  | { type: 'task'; companyId: number; at: number; eta: FleetTaskEta };

export type FleetEventType = FleetEvent['type'];
export type FleetEventOf<T extends FleetEventType> = Extract<FleetEvent, { type: T }>;

/** What a subscriber listens to: one handler per event type it cares about. */
export type FleetHandlers = { [T in FleetEventType]?: (event: FleetEventOf<T>) => void };

/** Turns the motion engine's milestones into fleet events. */
export function fleetEventOfMotion(event: MotionEvent): FleetEvent {
  return event.type === 'arrived' || event.type === 'stop-skipped'
    ? { type: 'stop', event }
    : { type: 'trip', event };
}
