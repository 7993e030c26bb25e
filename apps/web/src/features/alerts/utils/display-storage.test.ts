import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALERT_STORAGE_KEYS,
  DEFAULT_DETACHED_POSITION,
  readStoredDisplay,
  writeStoredDisplay,
} from './display-storage';

describe('alert center display storage (docs/rules/alert-center.md §2 and §3)', () => {
  beforeEach(() => localStorage.clear());

  it('starts as the hidden popup at the default position', () => {
    expect(readStoredDisplay()).toEqual({
      display: 'popup',
      popupPosition: DEFAULT_DETACHED_POSITION,
    });
  });

  it('remembers pinned under notifSideBarOpen', () => {
    writeStoredDisplay({ display: 'pinned', popupPosition: { x: 10, y: 20 } });
    expect(localStorage.getItem(ALERT_STORAGE_KEYS.pinned)).toBe('true');
    expect(readStoredDisplay()).toEqual({ display: 'pinned', popupPosition: { x: 10, y: 20 } });
  });

  it('remembers detached and its position under alertCenterPopup', () => {
    writeStoredDisplay({ display: 'detached', popupPosition: { x: 300.4, y: 150.6 } });
    expect(localStorage.getItem(ALERT_STORAGE_KEYS.pinned)).toBe('false');
    expect(JSON.parse(localStorage.getItem(ALERT_STORAGE_KEYS.detached) ?? '')).toEqual({
      isDetached: true,
      popupPosition: { x: 300, y: 151 },
    });
    expect(readStoredDisplay()).toEqual({
      display: 'detached',
      popupPosition: { x: 300, y: 151 },
    });
  });

  it('closing back to the popup keeps the last window position for the next detach', () => {
    writeStoredDisplay({ display: 'popup', popupPosition: { x: 40, y: 50 } });
    expect(readStoredDisplay()).toEqual({ display: 'popup', popupPosition: { x: 40, y: 50 } });
  });

  it('ignores stored values it cannot read', () => {
    localStorage.setItem(ALERT_STORAGE_KEYS.detached, '{"isDetached":true,"popupPosition":"x"}');
    expect(readStoredDisplay().display).toBe('popup');
    localStorage.setItem(ALERT_STORAGE_KEYS.detached, 'not json');
    expect(readStoredDisplay().display).toBe('popup');
  });
});
