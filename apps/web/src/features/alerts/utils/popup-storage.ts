import Type from 'typebox';
import { Check } from 'typebox/value';
import { AlertPopupSchema, SubscribedAlertRulesSchema } from '@armada/contracts/alerts';
import type { AlertCenterPayload } from '@/lib/alerts/alerts-api';
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

const PointSchema = Type.Object({ x: Type.Number(), y: Type.Number() });
const StoredPopupSchema = Type.Intersect([
  AlertPopupSchema,
  Type.Object({ position: PointSchema, zIndex: Type.Integer() }),
]);
/** Kept per user: another user signing in on this browser does not get them. */
const StoredPopupsSchema = Type.Object({
  userId: Type.Integer(),
  popups: Type.Array(Type.Unknown()),
});
const StoredPayloadSchema = Type.Object({
  userId: Type.Integer(),
  isSharedVehicle: Type.Boolean(),
  tags: Type.Array(Type.String()),
  subscribedAlertRules: Type.Union([SubscribedAlertRulesSchema, Type.Null()]),
});

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
  if (!Check(StoredPopupsSchema, stored) || stored.userId !== userId) return [];
  return stored.popups.filter((popup): popup is OpenPopup => Check(StoredPopupSchema, popup));
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
  if (!Check(StoredPayloadSchema, stored)) return null;
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
