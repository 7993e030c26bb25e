import { describe, expect, it } from 'vitest';
import { makeAction, makeAlert } from '../testing/alert-fixtures';
import {
  POPUP_CASCADE_PX,
  applyActionToPopups,
  bringToFront,
  clampAll,
  clampToViewport,
  closePopup,
  emptyPopupStack,
  openPopup,
  popupHeight,
  type PopupStack,
} from './popup-stack';

const viewport = { width: 1280, height: 800 };
const size = { width: 420, height: 640 };
const limited = { limited: true };

function openMany(count: number): PopupStack {
  let stack = emptyPopupStack;
  for (let i = 0; i < count; i += 1) {
    const result = openPopup(stack, makeAlert(String(i + 1), i), viewport, size, limited);
    stack = result.stack;
  }
  return stack;
}

describe('preview popups', () => {
  it('opens at 100,100, cascades the next ones and stacks from z-index 130', () => {
    const stack = openMany(3);
    expect(stack.popups.map((p) => p.position)).toEqual([
      { x: 100, y: 100 },
      { x: 100 + POPUP_CASCADE_PX, y: 100 + POPUP_CASCADE_PX },
      { x: 100 + 2 * POPUP_CASCADE_PX, y: 100 + 2 * POPUP_CASCADE_PX },
    ]);
    expect(stack.popups.map((p) => p.zIndex)).toEqual([130, 131, 132]);
    expect(stack.popups[0]).toMatchObject({ formOpen: false, note: '', form: { reason: null } });
  });

  it('refuses the tenth popup and keeps the nine', () => {
    const nine = openMany(9);
    expect(nine.popups).toHaveLength(9);
    const tenth = openPopup(nine, makeAlert('10', 30), viewport, size, limited);
    expect(tenth.kind).toBe('refused');
    expect(tenth.stack).toBe(nine);
  });

  it('an alert already open comes to the front instead of opening twice, even at the limit', () => {
    const nine = openMany(9);
    const again = openPopup(nine, makeAlert('1', 0), viewport, size, limited);
    expect(again.kind).toBe('focused');
    expect(again.stack.popups).toHaveLength(9);
    expect(again.stack.popups[0]?.zIndex).toBe(139);
  });

  it('brings a clicked popup to the front', () => {
    const stack = bringToFront(openMany(3), '1');
    expect(stack.popups.map((p) => p.zIndex)).toEqual([133, 131, 132]);
    expect(bringToFront(stack, '1')).toBe(stack);
  });

  it('keeps positions inside the window (small windows and resizes)', () => {
    const small = { width: 500, height: 400 };
    const first = openPopup(emptyPopupStack, makeAlert('1'), small, size, limited);
    expect(first.stack.popups[0]?.position).toEqual({ x: 80, y: 0 });
    expect(clampToViewport({ x: -50, y: 2000 }, size, viewport)).toEqual({ x: 0, y: 160 });
    const wide = openMany(2);
    const clamped = clampAll(wide, { width: 600, height: 700 }, size);
    expect(clamped.popups.map((p) => p.position)).toEqual([
      { x: 100, y: 60 },
      { x: 128, y: 60 },
    ]);
    expect(clampAll(wide, viewport, size)).toBe(wide);
  });

  it('height is min(80% of the viewport, 720), 750 when pinned', () => {
    expect(popupHeight(800, false)).toBe(640);
    expect(popupHeight(1000, false)).toBe(720);
    expect(popupHeight(1000, true)).toBe(750);
    expect(popupHeight(700, true)).toBe(700);
  });

  it('closing frees a place for another popup', () => {
    const nine = openMany(9);
    const eight = closePopup(nine, '4');
    expect(openPopup(eight, makeAlert('10', 30), viewport, size, limited).kind).toBe('opened');
  });

  it('without the auto-popup scope there is no limit (docs/rules/alert-center.md §5)', () => {
    const nine = openMany(9);
    const tenth = openPopup(nine, makeAlert('10', 30), viewport, size, { limited: false });
    expect(tenth.kind).toBe('opened');
    expect(tenth.stack.popups).toHaveLength(10);
  });

  it('a new popup takes a free cascade step, never the spot of one still open', () => {
    const three = openMany(3);
    const two = closePopup(three, '1');
    const next = openPopup(two, makeAlert('4', 40), viewport, size, limited);
    const spots = next.stack.popups.map((p) => `${p.position.x},${p.position.y}`);
    expect(new Set(spots).size).toBe(3);
    expect(next.stack.popups.at(-1)?.position).toEqual({ x: 100, y: 100 });
  });

  it('an auto popup leaves the popup being typed in uncovered and stays under it', () => {
    const one = openMany(1);
    const busy = { rect: { x: 100, y: 100, width: 420, height: 640 }, popupZIndex: 130 };
    const next = openPopup(one, makeAlert('2', 20), viewport, size, { limited: true, busy });
    const opened = next.stack.popups.at(-1);
    if (!opened) throw new Error('not opened');
    const { x, y } = opened.position;
    const covers = x < 520 && 100 < x + 420 && y < 740 && 100 < y + 640;
    expect(covers).toBe(false);
    expect(opened.zIndex).toBeLessThan(130);
    // An alert already open is not brought over the busy popup either.
    const again = openPopup(next.stack, makeAlert('2', 20), viewport, size, {
      limited: true,
      busy,
    });
    expect(again.stack).toBe(next.stack);
  });

  it('an auto popup keeps clear of a dialog the user types in', () => {
    const busy = { rect: { x: 0, y: 80, width: 560, height: 500 }, popupZIndex: null };
    const next = openPopup(emptyPopupStack, makeAlert('1'), viewport, size, {
      limited: true,
      busy,
    });
    expect(next.stack.popups[0]?.position.x).toBeGreaterThanOrEqual(560);
  });

  it('applies a resolution from another user to the open popup of that alert', () => {
    const stack = openMany(2);
    const next = applyActionToPopups(stack, makeAction({ rawAlertId: ['2'], userId: 99 }));
    expect(next.popups[1]?.alert.isResolved).toBe(true);
    expect(next.popups[0]).toBe(stack.popups[0]);
    expect(applyActionToPopups(stack, makeAction({ rawAlertId: ['77'] }))).toBe(stack);
  });
});
