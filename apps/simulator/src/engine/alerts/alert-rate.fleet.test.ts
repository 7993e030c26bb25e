import { beforeAll, describe, expect, it } from 'vitest';
import { buildRoadGraph, type RoadGraph } from '../../domain/roads/road-graph';
import { DEMO_COMPANY_ID, generateWorld, type World } from '../../domain/world/generate-world';
import { createFleetMotion, type MotionAddress, type MotionVehicle } from '../motion/fleet-motion';
import { motionInputsFromWorld } from '../motion/world-inputs';
import { createFleetTelemetry } from '../telemetry/fleet-telemetry';
import { telemetryInputsFromWorld, withDriverSpeeding } from '../telemetry/world-inputs';
import { alertVehiclesFromWorld, createAlertEngine, type GeneratedAlert } from './alert-engine';

/** The demo fleet's alert stream, counted over simulated time (ALERT-9). */

const SEED = 20260101;
/** 09:00 WIB, Tuesday 3 November 2026: day shifts on the road. */
const START = Date.UTC(2026, 10, 3, 2, 0, 0);
const SECOND = 1000;
const HOUR = 3600 * SECOND;

let graph: RoadGraph;
let world: World;
let addresses: MotionAddress[];
let motionVehicles: MotionVehicle[];

beforeAll(() => {
  graph = buildRoadGraph();
  world = generateWorld({ seed: SEED, nowMs: START, fleetSize: 60 });
  ({ vehicles: motionVehicles, addresses } = motionInputsFromWorld(world));
});

/** The demo company's 60 vehicles for `durationMs`: motion, telemetry and alerts every second. */
function runFleet(rate: number, durationMs: number): GeneratedAlert[] {
  const inputs = telemetryInputsFromWorld(world, motionVehicles);
  const motion = createFleetMotion({
    vehicles: withDriverSpeeding(motionVehicles, inputs, SEED),
    addresses,
    graph,
    seed: SEED,
    startAt: START,
  });
  const alerts: GeneratedAlert[] = [];
  const vehicles = alertVehiclesFromWorld(world, motionVehicles).filter(
    (v) => v.companyId === DEMO_COMPANY_ID,
  );
  const engine = createAlertEngine({ seed: SEED, rate, vehicles, onAlert: (a) => alerts.push(a) });
  const telemetry = createFleetTelemetry({
    vehicles: inputs,
    seed: SEED,
    startAt: START,
    onEvent: (event) => engine.onTelemetryEvent(event),
  });
  for (let at = START + SECOND; at <= START + durationMs; at += SECOND) {
    const tick = { at, elapsedMs: SECOND };
    motion.advance(tick);
    const states = motion.snapshot();
    telemetry.update(tick, states);
    engine.tick(tick, states);
  }
  return alerts;
}

describe('alert rate of the demo fleet', () => {
  it('ALERT-9 60 vehicles over one hour raise a few alerts a minute, urgent a minority; rate 100 multiplies it', () => {
    const vehicles = alertVehiclesFromWorld(world, motionVehicles).filter(
      (v) => v.companyId === DEMO_COMPANY_ID,
    );
    expect(vehicles).toHaveLength(60);
    const alerts = runFleet(1, HOUR);
    const urgent = alerts.filter((a) => a.isUrgent).length;
    const bySource = (source: string) => alerts.filter((a) => a.source === source).length;
    console.info(
      `rate 1: ${alerts.length} alerts (${urgent} urgent, ${bySource('telemetry')} telemetry, ${bySource('camera')} camera)`,
    );
    expect(alerts.length).toBeGreaterThanOrEqual(100);
    expect(alerts.length).toBeLessThanOrEqual(300);
    expect(urgent).toBeGreaterThan(0);
    expect(urgent).toBeLessThan(alerts.length * 0.25);
    expect(bySource('telemetry')).toBeGreaterThan(0);
    expect(bySource('camera')).toBeGreaterThan(0);
    expect(alerts.every((a) => a.companyId === DEMO_COMPANY_ID)).toBe(true);

    const storm = runFleet(100, HOUR);
    console.info(`rate 100: ${storm.length} alerts`);
    expect(storm.length).toBeGreaterThan(alerts.length * 100);
    expect(storm.filter((a) => a.source === 'telemetry')).toHaveLength(bySource('telemetry'));
  });
});
