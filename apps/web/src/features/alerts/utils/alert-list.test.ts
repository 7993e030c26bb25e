import { describe, expect, it } from 'vitest';
import { makeAction, makeAlert } from '../testing/alert-fixtures';
import { applyActionToList, applyAlertActionOnce, mergeAlerts, topAlerts } from './alert-list';

const ids = (list: { rawAlertId: string }[]) => list.map((alert) => alert.rawAlertId);

describe('mergeAlerts', () => {
  it('keeps the 20 newest: a live addition pushes the oldest out', () => {
    const list = Array.from({ length: 20 }, (_, i) => makeAlert(String(i), i)).reverse();
    const next = mergeAlerts(list, [makeAlert('new', 30)]);
    expect(next).toHaveLength(20);
    expect(next[0]?.rawAlertId).toBe('new');
    expect(ids(next)).not.toContain('0');
    expect(ids(next)).toContain('1');
  });

  it('does not list an alert twice when it arrives again (a reconnect refetch, a resend)', () => {
    const list = [makeAlert('2', 2), makeAlert('1', 1)];
    const again = mergeAlerts(list, [makeAlert('2', 2), makeAlert('2', 2)]);
    expect(ids(again)).toEqual(['2', '1']);
  });

  it('keeps what the list knew of an alert (read, logs) over a second live copy', () => {
    const read = makeAlert('1', 1, { isRead: true });
    expect(mergeAlerts([read], [makeAlert('1', 1)])[0]?.isRead).toBe(true);
  });

  it('sorts newest first whatever the arrival order', () => {
    expect(ids(mergeAlerts([makeAlert('b', 5)], [makeAlert('a', 9), makeAlert('c', 1)]))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('an old alert arriving late does not enter a full list of newer ones', () => {
    const list = Array.from({ length: 20 }, (_, i) => makeAlert(String(i), 10 + i));
    expect(ids(mergeAlerts(list, [makeAlert('late', 0)]))).not.toContain('late');
  });
});

describe('actions on lists', () => {
  it('applies an action to the alert it names, once', () => {
    const list = [makeAlert('1'), makeAlert('2')];
    const action = makeAction({ rawAlertId: ['1'] });
    const once = applyActionToList(list, action);
    expect(once[0]).toMatchObject({ isResolved: true });
    expect(once[1]).toBe(list[1]);
    const twice = applyActionToList(once, action);
    expect(twice[0]?.userLogs).toHaveLength(1);
  });

  it('returns the same list when the action names none of its alerts', () => {
    const list = [makeAlert('1')];
    expect(applyActionToList(list, makeAction({ rawAlertId: ['9'] }))).toBe(list);
  });

  it('applyAlertActionOnce leaves other alerts alone', () => {
    const alert = makeAlert('3');
    expect(applyAlertActionOnce(alert, makeAction())).toBe(alert);
  });
});

describe('topAlerts', () => {
  it('takes the 3 newest of both lists, each once', () => {
    const urgent = [makeAlert('u2', 20), makeAlert('u1', 10)];
    const important = [makeAlert('i2', 25), makeAlert('u2', 20), makeAlert('i1', 5)];
    expect(ids(topAlerts([urgent, important]))).toEqual(['i2', 'u2', 'u1']);
  });
});
