import { HISTORY_LIMITS } from '@armada/contracts/history';
import { defineModule } from '../module';
import { CachedLegs } from './cached-legs';
import { DoorRecorder } from './door-recorder';
import { HistoryRecorder } from './history-recorder';
import { HistoryService } from './history-service';
import { HistoryStore } from './history-store';
import { FLEET_HISTORY_MIGRATIONS } from './migrations';
import { HistoryPartitions } from './partitions';
import { fleetHistoryRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    /** The fleet's history: tracks, trips, stops, fuel events, daily rollups (HIST-*). */
    fleetHistory: HistoryService;
    /** Its fleet subscriber, which records the history as the fleet moves. */
    fleetHistoryRecorder: HistoryRecorder;
    /** Its fleet subscriber of the box doors (HIST-17 ... HIST-19). */
    doorRecorder: DoorRecorder;
  }
}

/**
 * The fleet's history (docs/rules/history.md, ADRs 0025 and 0029): a fleet subscriber keeps
 * positions at playback resolution in day partitions and derives trips, stops, fuel events and
 * daily rollups as they happen; a fresh store gets the retention period's past at its first
 * start (its positions drawn on first read); REST routes read it. After the driving history
 * (HISTORY-*), whose days the past follows.
 */
export const fleetHistoryModule = defineModule({
  name: 'fleet-history',
  migrations: FLEET_HISTORY_MIGRATIONS,
  services: ({ db, store: documents, clock, seed, services, historyRetentionDays, onInfo }) => {
    const retentionDays = historyRetentionDays ?? HISTORY_LIMITS.defaultRetentionDays;
    const store = new HistoryStore(db, new HistoryPartitions(db));
    const legs = new CachedLegs();
    const recorder = new HistoryRecorder({
      store,
      documents,
      seed,
      retentionDays,
      ...(onInfo ? { onInfo } : {}),
    });
    services.liveFleet.subscribe(recorder);
    const doorRecorder = new DoorRecorder({ store, seed });
    services.liveFleet.subscribe(doorRecorder);
    return {
      fleetHistory: new HistoryService({ store, documents, clock, seed, legs, retentionDays }),
      fleetHistoryRecorder: recorder,
      doorRecorder,
    };
  },
  routes: [{ base: 'main', register: fleetHistoryRoutes }],
  // HIST-7: a fresh store notes its first start, and each company's past is written before the
  // simulator is ready, so no read waits for it (ADR 0050); a later start on the same store
  // finds it written. Tests that count their own records start without it.
  seed: async ({ services, clock, seed, drivingHistory }) => {
    if (drivingHistory === 'none') return;
    await services.fleetHistory.store.writeBacklogMarker({ seed, startMs: clock.now() });
  },
  start: async ({ services, drivingHistory, error, info }) => {
    if (drivingHistory === 'none') return;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const vehicleDays = await services.fleetHistory.writePasts((failure) =>
      error(failure, 'fleet history: writing the past failed'),
    );
    if (vehicleDays > 0) {
      const used = process.cpuUsage(cpu);
      info(
        `fleet history: the seeded past written, ${vehicleDays} vehicle-days in ${Math.round(
          performance.now() - started,
        )} ms (${Math.round((used.user + used.system) / 1000)} ms CPU)`,
      );
    }
  },
  stop: (services) => services.fleetHistory.stop(),
});
