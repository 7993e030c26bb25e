import type { Clock } from '../domain/clock';
import { alertVehiclesFromWorld, type AlertRule } from '../engine/alerts';
import type { DriverScoreSettings } from '../engine/driver-score';
import { generateDrivingHistory, type HistoryVehicle } from '../engine/driving-history';
import type { AlertStore } from '../store/alert-store';
import type { DocumentStore } from '../store/document-store';
import type { DrivingRollupStore } from '../store/driver-score-store';

/**
 * HISTORY-4: writes the seeded 30 days of driving (alerts and daily kilometres) the first time
 * a simulator starts on a store; a store that has it (marker in `world_meta`) is left alone.
 * Runs before the live fleet starts, so the alert engine's ids continue after the history's.
 * Returns how many alerts it wrote (0 when the history was there).
 */
export async function seedDrivingHistory(deps: {
  store: DocumentStore;
  alerts: AlertStore;
  rollup: DrivingRollupStore;
  clock: Clock;
  seed: number;
  /** The alert rules in force (ALERTRULE-1), which the history's alerts are matched against. */
  rules: readonly AlertRule[];
}): Promise<number> {
  if ((await deps.rollup.historyMarker()) !== null) return 0;
  const startMs = deps.clock.now();
  const entries = deps.store.entries('vehicles');
  const homes = new Map(entries.map((e) => [e.record.id, e.record.position]));
  const vehicles: HistoryVehicle[] = alertVehiclesFromWorld({
    collections: { vehicles: [...entries] },
  }).flatMap((v) => {
    const home = homes.get(v.id);
    return home ? [{ ...v, home: { latitude: home.latitude, longitude: home.longitude } }] : [];
  });
  const settings = new Map<number, DriverScoreSettings>(
    deps.store.entries('companies').map((e) => [e.record.id, e.record.company]),
  );
  const history = generateDrivingHistory({
    seed: deps.seed,
    startMs,
    vehicles,
    settings,
    rules: deps.rules,
    firstId: await deps.alerts.nextId(),
  });
  const wrote = await deps.rollup.writeHistory({
    marker: { seed: deps.seed, startMs, alerts: history.alerts.length },
    alerts: history.alerts.map(({ alert, resolvedAt }) => ({
      id: alert.id,
      companyId: alert.companyId,
      vehicleId: alert.vehicleId,
      code: alert.code,
      isUrgent: alert.isUrgent,
      isImportant: alert.isImportant,
      createdAt: alert.createdAt,
      resolvedAt,
      raw: alert.raw,
    })),
    days: history.days,
    dayStarts: history.dayStarts,
  });
  return wrote ? history.alerts.length : 0;
}
