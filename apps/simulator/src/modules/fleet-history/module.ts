import { HISTORY_LIMITS } from '@armada/contracts/history';
import { defineModule } from '../module';
import { CachedLegs } from './cached-legs';
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
    return {
      fleetHistory: new HistoryService({ store, documents, clock, seed, legs, retentionDays }),
      fleetHistoryRecorder: recorder,
    };
  },
  routes: [{ base: 'main', register: fleetHistoryRoutes }],
  // HIST-7: a fresh store notes its first start; each company's past is written in the
  // background soon after the start, or by its first read if that comes first (ADR 0029).
  // Tests that count their own records start without it.
  seed: async ({ services, clock, seed, drivingHistory }) => {
    if (drivingHistory === 'none') return;
    await services.fleetHistory.store.writeBacklogMarker({ seed, startMs: clock.now() });
  },
  start: async ({ services, scheduler, drivingHistory, error }) => {
    if (drivingHistory === 'none') return;
    services.fleetHistory.warmUp(scheduler, PAST_AFTER_START_MS, (failure) =>
      error(failure, 'fleet history: writing the past failed'),
    );
  },
  stop: (services) => services.fleetHistory.stop(),
});

/** The past is written this long after the start: the server answers first. */
const PAST_AFTER_START_MS = 2_000;
