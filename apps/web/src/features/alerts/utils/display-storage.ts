import type { AlertCenterDisplay } from '@armada/contracts/alerts';
import { readStorage, writeStorage } from '@/lib/local-storage';
import { ALERT_DETACHED_KEY, ALERT_PINNED_KEY } from '../stores/alert-dock';
import type { Point } from './popup-stack';
import { STORED_COUNTS_KEY } from './stored-counts';

/** docs/rules/alert-center.md §3: browser-local storage keys of the alert center. */
export const ALERT_STORAGE_KEYS = {
  pinned: ALERT_PINNED_KEY,
  detached: ALERT_DETACHED_KEY,
  counts: STORED_COUNTS_KEY,
} as const;

/** Where the detached window starts before the user moved it. */
export const DEFAULT_DETACHED_POSITION: Point = { x: 120, y: 80 };

export interface StoredDisplay {
  display: AlertCenterDisplay;
  /** The detached window's last position (kept when the user switches to another display). */
  popupPosition: Point;
}

interface DetachedRecord {
  isDetached: boolean;
  popupPosition: Point;
}

function isPoint(value: unknown): value is Point {
  if (typeof value !== 'object' || value === null) return false;
  const { x, y } = value as Record<string, unknown>;
  return typeof x === 'number' && Number.isFinite(x) && typeof y === 'number' && Number.isFinite(y);
}

function readDetached(): DetachedRecord | null {
  const text = readStorage(ALERT_STORAGE_KEYS.detached);
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    if (!isPoint(record.popupPosition)) return null;
    return { isDetached: record.isDetached === true, popupPosition: record.popupPosition };
  } catch {
    return null;
  }
}

/**
 * The remembered display (AC-12
 * across visits"): pinned when `notifSideBarOpen` is 'true', detached when `alertCenterPopup`
 * says so, else the hidden popup.
 */
export function readStoredDisplay(): StoredDisplay {
  const detached = readDetached();
  const popupPosition = detached?.popupPosition ?? DEFAULT_DETACHED_POSITION;
  if (readStorage(ALERT_STORAGE_KEYS.pinned) === 'true')
    return { display: 'pinned', popupPosition };
  if (detached?.isDetached) return { display: 'detached', popupPosition };
  return { display: 'popup', popupPosition };
}

/** Remembers the display and the detached window's position. */
export function writeStoredDisplay({ display, popupPosition }: StoredDisplay): void {
  writeStorage(ALERT_STORAGE_KEYS.pinned, display === 'pinned' ? 'true' : 'false');
  writeStorage(
    ALERT_STORAGE_KEYS.detached,
    JSON.stringify({
      isDetached: display === 'detached',
      popupPosition: { x: Math.round(popupPosition.x), y: Math.round(popupPosition.y) },
    }),
  );
}
