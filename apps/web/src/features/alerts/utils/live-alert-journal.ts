import type { AlertActionResult, RawAlert, RawAlertsFilter } from '@armada/contracts/alerts';
import { clock } from '@/lib/clock';
import { applyActionToList, matchesListFilter, mergeAlerts } from './alert-list';

/** Long enough for any list fetch in flight (the API client gives up well before). */
const KEEP_MS = 60_000;
/** A burst of alerts never grows it past this. */
const MAX_ENTRIES = 500;

/**
 * The alerts the live channel brought in the last minute, with when they came. A list fetch
 * (after a reconnect, a new day window, an action) replaces the cached list with the server's
 * answer; an alert that came live while that fetch was on its way may be missing from the
 * answer (the server answered before storing it) and would vanish from the list, though it
 * was shown a moment before and no message will bring it again. `withLiveAlerts` puts such
 * alerts back into the answer (issue 12: no alert lost across a reconnect).
 */
export class LiveAlertJournal {
  private entries: { at: number; alert: RawAlert }[] = [];

  constructor(private readonly now: () => number = () => clock.now()) {}

  record(alert: RawAlert): void {
    const at = this.now();
    this.entries = this.entries.filter((entry) => entry.at > at - KEEP_MS);
    this.entries.push({ at, alert });
    if (this.entries.length > MAX_ENTRIES)
      this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  /** Keeps the recorded copies up to date with actions (a resolved alert leaves open lists). */
  applyAction(action: AlertActionResult): void {
    const alerts = applyActionToList(
      this.entries.map((entry) => entry.alert),
      action,
    );
    this.entries = this.entries.map((entry, i) => ({
      at: entry.at,
      alert: alerts[i] ?? entry.alert,
    }));
  }

  /** Alerts that came at `at` or later. */
  since(at: number): RawAlert[] {
    return this.entries.filter((entry) => entry.at >= at).map((entry) => entry.alert);
  }

  /**
   * Fetches a list and merges into the answer the alerts that came live while it was on its
   * way (those matching the list's filter; by rawAlertId, so none is listed twice).
   */
  async withLiveAlerts(filter: RawAlertsFilter, fetchList: () => Promise<RawAlert[]>) {
    const started = this.now();
    const list = await fetchList();
    const arrived = this.since(started).filter((alert) => matchesListFilter(alert, filter));
    return arrived.length === 0 ? list : mergeAlerts(list, arrived);
  }

  clear(): void {
    this.entries = [];
  }
}

/** The app's journal: the alert center records into it, its list queries read it. */
export const liveAlertJournal = new LiveAlertJournal();
