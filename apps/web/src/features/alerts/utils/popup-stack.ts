import {
  ALERT_CONSTANTS,
  notificationDetailId,
  type AlertActionResult,
  type AlertPopup,
  type RawAlert,
} from '@armada/contracts/alerts';
import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { applyAlertActionOnce } from './alert-list';

/** Cascade step between popups opened one after another. */
export const POPUP_CASCADE_PX = 28;
/** Width of a preview popup on a wide screen. */
export const POPUP_WIDTH_PX = 420;

export interface Point {
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

/** One open preview popup: the spec's popup state plus where it sits and its stacking. */
export interface OpenPopup extends AlertPopup {
  position: Point;
  zIndex: number;
}

export interface PopupStack {
  popups: OpenPopup[];
}

export const emptyPopupStack: PopupStack = { popups: [] };

/** Keeps a box of `size` at `point` inside the viewport (its top-left corner wins). */
export function clampToViewport(point: Point, size: Size, viewport: Size): Point {
  const maxX = Math.max(0, viewport.width - size.width);
  const maxY = Math.max(0, viewport.height - size.height);
  return {
    x: Math.round(Math.min(Math.max(0, point.x), maxX)),
    y: Math.round(Math.min(Math.max(0, point.y), maxY)),
  };
}

/** Popup height: min(80% of the viewport, 720 px); 750 px while the alert center is pinned. */
export function popupHeight(viewportHeight: number, pinned: boolean): number {
  const { maxViewportHeightRatio, maxHeightPx, pinnedHeightPx } = ALERT_CONSTANTS.popups;
  const height = pinned
    ? pinnedHeightPx
    : Math.min(viewportHeight * maxViewportHeightRatio, maxHeightPx);
  return Math.round(Math.min(height, viewportHeight));
}

/** The id a popup has: the notification detail id of its alert. */
export function popupIdOf(alert: RawAlert): string {
  return notificationDetailId(alert);
}

const topZ = (popups: readonly OpenPopup[]) =>
  popups.reduce((max, popup) => Math.max(max, popup.zIndex), SHELL_CONSTANTS.popupZIndexBase - 1);

export type OpenResult =
  | { kind: 'opened'; stack: PopupStack; id: string }
  | { kind: 'focused'; stack: PopupStack; id: string }
  | { kind: 'refused'; stack: PopupStack };

export interface Rect extends Point, Size {}

/**
 * Where the user is typing when a popup opens on its own: the box of the popup or dialog
 * holding the focused field, and the z-index of that popup when it is one of ours.
 */
export interface BusyArea {
  rect: Rect;
  popupZIndex: number | null;
}

export interface OpenOptions {
  /**
   * The user has the auto-popup scope: at most 9 popups are open (docs/rules/alert-center.md §5,
   * §6).
   */
  limited: boolean;
  /** Opened on its own (a new alert) while the user types here: it must not cover it. */
  busy?: BusyArea | null;
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The first cascade step no open popup sits on, and that leaves the busy area uncovered when
 * there is one; failing that, the first free step.
 */
function cascadePosition(
  popups: readonly OpenPopup[],
  viewport: Size,
  popupSize: Size,
  busy: Rect | null,
): Point {
  const { x, y } = SHELL_CONSTANTS.defaultPopupPosition;
  const taken = new Set(popups.map((popup) => `${popup.position.x},${popup.position.y}`));
  const steps = popups.length + 1;
  let firstFree: Point | null = null;
  const candidates: Point[] = [];
  for (let step = 0; step <= steps; step += 1) {
    candidates.push(
      clampToViewport(
        { x: x + step * POPUP_CASCADE_PX, y: y + step * POPUP_CASCADE_PX },
        popupSize,
        viewport,
      ),
    );
  }
  if (busy) {
    // Beside the busy box, left or right of it, at the cascade's height.
    for (const side of [
      busy.x + busy.width + POPUP_CASCADE_PX,
      busy.x - popupSize.width - POPUP_CASCADE_PX,
    ]) {
      candidates.push(clampToViewport({ x: side, y }, popupSize, viewport));
    }
  }
  for (const point of candidates) {
    if (taken.has(`${point.x},${point.y}`)) continue;
    firstFree ??= point;
    if (!busy || !overlaps({ ...point, ...popupSize }, busy)) return point;
  }
  return firstFree ?? candidates[0] ?? { x, y };
}

/**
 * Opens the alert's popup (docs/rules/alert-center.md §2, §5 and §9): an alert already open comes
 * to the front instead of opening twice; with the auto-popup scope a tenth popup is refused (the
 * caller shows the 'limit notification' warning). A new popup starts at 100,100, or one
 * cascade step down and right of it for each step an open popup already holds, kept inside
 * the viewport, on top of the others (z-index from 130). One that opens on its own while the
 * user types in a popup or dialog goes where it leaves that box uncovered, and under that
 * popup.
 */
export function openPopup(
  stack: PopupStack,
  alert: RawAlert,
  viewport: Size,
  popupSize: Size,
  { limited, busy = null }: OpenOptions,
): OpenResult {
  const id = popupIdOf(alert);
  if (stack.popups.some((popup) => popup.id === id)) {
    if (busy) return { kind: 'focused', stack, id };
    return { kind: 'focused', stack: bringToFront(stack, id), id };
  }
  if (limited && stack.popups.length >= ALERT_CONSTANTS.popups.maxOpen) {
    return { kind: 'refused', stack };
  }
  const popup: OpenPopup = {
    id,
    alert,
    form: { reason: null, others: '' },
    formOpen: false,
    note: '',
    position: cascadePosition(stack.popups, viewport, popupSize, busy?.rect ?? null),
    zIndex:
      busy?.popupZIndex != null
        ? Math.max(SHELL_CONSTANTS.popupZIndexBase - 1, busy.popupZIndex - 1)
        : topZ(stack.popups) + 1,
  };
  return { kind: 'opened', stack: { popups: [...stack.popups, popup] }, id };
}

/** The clicked popup goes on top of the others. */
export function bringToFront(stack: PopupStack, id: string): PopupStack {
  const target = stack.popups.find((popup) => popup.id === id);
  if (!target) return stack;
  const top = topZ(stack.popups);
  if (target.zIndex === top && stack.popups.filter((p) => p.zIndex === top).length === 1) {
    return stack;
  }
  return {
    popups: stack.popups.map((popup) => (popup.id === id ? { ...popup, zIndex: top + 1 } : popup)),
  };
}

export function closePopup(stack: PopupStack, id: string): PopupStack {
  return { popups: stack.popups.filter((popup) => popup.id !== id) };
}

export function movePopup(stack: PopupStack, id: string, position: Point): PopupStack {
  return {
    popups: stack.popups.map((popup) => (popup.id === id ? { ...popup, position } : popup)),
  };
}

/** After a window resize every popup is put back inside the viewport. */
export function clampAll(stack: PopupStack, viewport: Size, popupSize: Size): PopupStack {
  let changed = false;
  const popups = stack.popups.map((popup) => {
    const position = clampToViewport(popup.position, popupSize, viewport);
    if (position.x === popup.position.x && position.y === popup.position.y) return popup;
    changed = true;
    return { ...popup, position };
  });
  return changed ? { popups } : stack;
}

/** Changes one popup's own state (its form, note or alert). */
export function updatePopup(
  stack: PopupStack,
  id: string,
  change: (popup: OpenPopup) => OpenPopup,
): PopupStack {
  return { popups: stack.popups.map((popup) => (popup.id === id ? change(popup) : popup)) };
}

/** A recorded action (ours or another user's over the live channel) applied to open popups. */
export function applyActionToPopups(stack: PopupStack, action: AlertActionResult): PopupStack {
  if (!stack.popups.some((popup) => action.rawAlertId.includes(popup.alert.rawAlertId))) {
    return stack;
  }
  return {
    popups: stack.popups.map((popup) =>
      action.rawAlertId.includes(popup.alert.rawAlertId)
        ? { ...popup, alert: applyAlertActionOnce(popup.alert, action) }
        : popup,
    ),
  };
}
