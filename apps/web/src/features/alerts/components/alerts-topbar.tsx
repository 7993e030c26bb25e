import { Suspense, lazy, useMemo, useState } from 'react';
import type { Identity } from '@armada/contracts/auth';
import { clock } from '@/lib/clock';
import { readStorage } from '@/lib/local-storage';
import {
  ACTIVE_POPUPS_KEY,
  ALERT_DETACHED_KEY,
  alertDock,
  useAlertDock,
} from '../stores/alert-dock';
import {
  bellCount,
  readStoredCounts,
  writeStoredCounts,
  type UnresolvedCounts,
} from '../utils/stored-counts';
import { hasAlertCenter } from '../hooks/use-alert-scopes';
import type { AlertCenterHost } from './alert-center-host';
import { BellButton } from './bell-button';
import { useLoadWhenIdle } from '@/hooks/use-load-when-idle';
import './alerts-topbar.css';

// The alert center, its lists, popups, live updates and maps: loaded after the page settles
// (or at once when the user opens the bell or left the center pinned or detached), so the first
// signed-in page does not pay for them (issue 8: the 160 KB budget).
const AlertCenterRuntime = lazy(() => import('./alert-center-runtime'));

/** How long after the page settles the alert center's code loads on its own. */
const LOAD_AFTER_MS = 2500;

export interface AlertsTopbarProps {
  identity: Identity;
  /**
   * Whether the alert channels of the live connection are listened to: not on the live view
   * and control tower pages (docs/rules/alert-center.md §2), where new alerts do not pop up either.
   */
  liveAlerts: boolean;
}

/**
 * The top bar's part of the alert center (docs/rules/alert-center.md §2): the bell with the
 * unresolved count (the stored count first, if under an hour old) and, once loaded, the carousel,
 * the alert center and the preview popups.
 */
export function AlertsTopbar({ identity, liveAlerts }: AlertsTopbarProps) {
  if (!hasAlertCenter(identity.accessRight)) return null;
  return <AlertCenterTopbar identity={identity} liveAlerts={liveAlerts} />;
}

function AlertCenterTopbar({ identity, liveAlerts }: AlertsTopbarProps) {
  // Left pinned or detached, or with popups open: the alert center shows at once.
  const [load, loadNow] = useLoadWhenIdle(
    LOAD_AFTER_MS,
    () => alertDock.get().pinned || rememberedDetached() || readStorage(ACTIVE_POPUPS_KEY) !== null,
  );
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const stored = useMemo(() => readStoredCounts(clock.now()), []);
  const dock = useAlertDock();
  const host = useMemo<AlertCenterHost>(
    () => ({
      Bell: BellButton,
      storedCounts: stored,
      saveCounts,
      setPinned: alertDock.setPinned,
      dockElement: dock.element,
    }),
    [stored, dock.element],
  );

  const fallback = (
    <BellButton
      count={bellCount(stored)}
      expanded={false}
      onClick={() => {
        setOpenOnLoad(true);
        loadNow();
      }}
    />
  );
  if (!load) return fallback;
  return (
    <Suspense fallback={fallback}>
      <AlertCenterRuntime
        identity={identity}
        liveAlerts={liveAlerts}
        host={host}
        openOnLoad={openOnLoad}
      />
    </Suspense>
  );
}

function saveCounts(counts: UnresolvedCounts): void {
  writeStoredCounts(counts, clock.now());
}

/** Whether the detached window was left open (alertCenterPopup; read fully by the center). */
function rememberedDetached(): boolean {
  return /"isDetached":\s*true/.test(readStorage(ALERT_DETACHED_KEY) ?? '');
}

/**
 * The element the pinned alert center docks into; the route layer gives it to the shell's
 * side panel while the center is pinned (`useAlertCenterPinned`).
 */
export function AlertCenterDock() {
  return <div className="alert-center-dock" ref={alertDock.setElement} />;
}

/** Whether the alert center is pinned (remembered, so known before its code loads). */
export function useAlertCenterPinned(): boolean {
  return useAlertDock().pinned;
}
