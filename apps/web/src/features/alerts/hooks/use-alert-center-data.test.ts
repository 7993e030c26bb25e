import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { RawAlert } from '@armada/contracts/alerts';
import { alertListFilter, alertListQueryOptions, historyRange } from '../api/alert-center-queries';
import { makeAction, makeAlert } from '../testing/alert-fixtures';
import { addAlertToLists, applyActionToLists, matchesListFilter } from './use-alert-center-data';

const now = Date.parse('2026-11-14T03:30:00.000Z');
const range = historyRange(now);

function seeded() {
  const client = new QueryClient();
  const urgentAll = alertListFilter('urgent', range, false);
  const urgentOpen = alertListFilter('urgent', range, true);
  const important = alertListFilter('important', range, false);
  const key = (filter: typeof urgentAll) => alertListQueryOptions(filter).queryKey;
  client.setQueryData(key(urgentAll), [makeAlert('1', 1)]);
  client.setQueryData(key(urgentOpen), [makeAlert('1', 1)]);
  client.setQueryData(key(important), [] as RawAlert[]);
  const read = (filter: typeof urgentAll) =>
    (client.getQueryData<RawAlert[]>(key(filter)) ?? []).map((a) => a.rawAlertId);
  return { client, read, urgentAll, urgentOpen, important };
}

describe('live updates of the alert center lists', () => {
  it('the 2-day window and the list filters of docs/rules/alert-center.md §7', () => {
    expect(range.startDate).toBe('2026-11-12T03:30:00.000Z');
    expect(alertListFilter('urgent', range, true)).toMatchObject({
      pagination: { page: 1, show: 20 },
      orderBy: { field: 'createdOn', direction: 'desc' },
      isUrgent: true,
      isResolved: false,
      isFalseAlert: false,
    });
    expect(alertListFilter('important', range, false)).not.toHaveProperty('isResolved');
  });

  it('a new alert goes at the top of the lists it belongs in, once', () => {
    const { client, read, urgentAll, urgentOpen, important } = seeded();
    addAlertToLists(client, makeAlert('2', 2));
    addAlertToLists(client, makeAlert('2', 2));
    expect(read(urgentAll)).toEqual(['2', '1']);
    expect(read(urgentOpen)).toEqual(['2', '1']);
    expect(read(important)).toEqual([]);
  });

  it('a resolution updates every list; unresolved-only lists drop the alert', () => {
    const { client, read, urgentAll, urgentOpen } = seeded();
    applyActionToLists(client, makeAction({ rawAlertId: ['1'], userId: 99 }));
    expect(read(urgentAll)).toEqual(['1']);
    expect(read(urgentOpen)).toEqual([]);
  });

  it('matches live alerts against a filter by urgency and state', () => {
    const filter = alertListFilter('urgent', range, true);
    expect(matchesListFilter(makeAlert('1', 1), filter)).toBe(true);
    expect(matchesListFilter(makeAlert('1', 1, { isUrgent: false }), filter)).toBe(false);
    expect(matchesListFilter(makeAlert('1', 1, { isResolved: true }), filter)).toBe(false);
    expect(matchesListFilter(makeAlert('1', 1, { isFalseAlert: true }), filter)).toBe(false);
  });

  it('a live alert is listed even when the browser clock is days off', () => {
    const { client, read, urgentAll } = seeded();
    addAlertToLists(client, makeAlert('late', 0, { createdOn: '2026-11-05T00:00:00.000Z' }));
    expect(read(urgentAll)).toContain('late');
  });
});
