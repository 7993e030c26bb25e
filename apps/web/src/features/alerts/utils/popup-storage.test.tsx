import { afterEach, describe, expect, it } from 'vitest';
import { makeAlert } from '../testing/alert-fixtures';
import { emptyPopupStack, openPopup, updatePopup, type PopupStack } from './popup-stack';
import {
  ACTIVE_POPUPS_KEY,
  PAYLOAD_KEY,
  readActivePopups,
  readStoredPayload,
  writeActivePopups,
  writeStoredPayload,
} from './popup-storage';

const viewport = { width: 1280, height: 800 };
const size = { width: 420, height: 640 };

function twoPopups(): PopupStack {
  let stack = openPopup(emptyPopupStack, makeAlert('1'), viewport, size, { limited: true }).stack;
  stack = openPopup(stack, makeAlert('2', 5), viewport, size, { limited: true }).stack;
  return updatePopup(stack, '2', (popup) => ({
    ...popup,
    formOpen: true,
    form: { reason: 'others', others: 'Kamera tertutup' },
    note: 'Sopir ditelepon',
  }));
}

describe('open popups and the payload are kept in browser storage', () => {
  afterEach(() => localStorage.clear());

  it('keeps the open popups under activePopups, with their forms, notes and places', () => {
    const stack = twoPopups();
    writeActivePopups(7, stack);
    expect(localStorage.getItem(ACTIVE_POPUPS_KEY)).not.toBeNull();
    expect(readActivePopups(7)).toEqual(stack.popups);
  });

  it('gives another user nothing, and forgets the key once no popup is open', () => {
    writeActivePopups(7, twoPopups());
    expect(readActivePopups(8)).toEqual([]);
    writeActivePopups(7, emptyPopupStack);
    expect(localStorage.getItem(ACTIVE_POPUPS_KEY)).toBeNull();
  });

  it('drops what does not read as a popup, keeping the rest', () => {
    const stack = twoPopups();
    localStorage.setItem(
      ACTIVE_POPUPS_KEY,
      JSON.stringify({ userId: 7, popups: [{ id: 'x', position: 'here' }, stack.popups[1]] }),
    );
    expect(readActivePopups(7)).toEqual([stack.popups[1]]);
    localStorage.setItem(ACTIVE_POPUPS_KEY, 'not json');
    expect(readActivePopups(7)).toEqual([]);
  });

  it('keeps the payload under payload, per user and shared-vehicle choice', () => {
    const payload = {
      tags: ['alert-center-share-3'],
      subscribedAlertRules: {
        urgentAlertRules: [1],
        importantAlertRules: [2],
        autoPopupAlertRules: [1],
      },
    };
    writeStoredPayload(7, true, payload);
    expect(localStorage.getItem(PAYLOAD_KEY)).not.toBeNull();
    expect(readStoredPayload(7, true)).toEqual(payload);
    expect(readStoredPayload(8, true)).toBeNull();
    expect(readStoredPayload(7, false)).toBeNull();
  });
});
