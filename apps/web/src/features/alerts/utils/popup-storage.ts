import type { AlertCenterPayload } from '@/lib/alerts/alerts-api';
import * as validators from '@/lib/contract/checks.generated.js';
import { readStorage, writeStorage } from '@/lib/local-storage';
import { ACTIVE_POPUPS_KEY } from '../stores/alert-dock';
import type { OpenPopup, PopupStack } from './popup-stack';

/**
 * The browser-local keys of the open preview popups and the alert center payload: a reload
 * (the one after the connection comes back included) finds the popups the user was working on,
 * with their forms and notes, and the subscribed rules before the server answers again.
 */
export { ACTIVE_POPUPS_KEY };
export const PAYLOAD_KEY = 'payload';

// The stored shapes are compiled checks (lib/contract/schemas.ts, StoredAlert*): this module
// loads with the first page, which does not download TypeBox.

function readJson(key: string): unknown {
  const text = readStorage(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The user's stored popups; one that no longer matches the popup shape is dropped alone. */
export function readActivePopups(userId: number): OpenPopup[] {
  const stored = readJson(ACTIVE_POPUPS_KEY);
  if (!validators.StoredAlertPopups.check(stored) || stored.userId !== userId) return [];
  return stored.popups.filter((popup): popup is OpenPopup =>
    validators.StoredAlertPopup.check(popup),
  );
}

export function writeActivePopups(userId: number, stack: PopupStack): void {
  writeStorage(
    ACTIVE_POPUPS_KEY,
    stack.popups.length === 0 ? null : JSON.stringify({ userId, popups: stack.popups }),
  );
}

export function readStoredPayload(
  userId: number,
  isSharedVehicle: boolean,
): AlertCenterPayload | null {
  const stored = readJson(PAYLOAD_KEY);
  if (!validators.StoredAlertPayload.check(stored)) return null;
  if (stored.userId !== userId || stored.isSharedVehicle !== isSharedVehicle) return null;
  return { tags: stored.tags, subscribedAlertRules: stored.subscribedAlertRules };
}

export function writeStoredPayload(
  userId: number,
  isSharedVehicle: boolean,
  payload: AlertCenterPayload,
): void {
  writeStorage(PAYLOAD_KEY, JSON.stringify({ userId, isSharedVehicle, ...payload }));
}
