import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { RawAlert } from '@armada/contracts/alerts';
import type * as AlertsApi from '@/lib/alerts/alerts-api';
import { alertListFilter, alertListQueryOptions, historyRange } from '../api/alert-center-queries';
import { addAlertToLists } from '../hooks/use-alert-center-data';
import { makeAction, makeAlert } from '../testing/alert-fixtures';
import { LiveAlertJournal, liveAlertJournal } from './live-alert-journal';
import { WAIT_BOUND } from '@/testing/wait';

const fetched = vi.hoisted(() => ({
  next: null as null | { resolve: (list: RawAlert[]) => void; promise: Promise<RawAlert[]> },
}));
vi.mock('@/lib/alerts/alerts-api', async (importOriginal) => {
  const original = await importOriginal<typeof AlertsApi>();
  return {
    ...original,
    getRawAlerts: () => {
      let resolve: (list: RawAlert[]) => void = () => undefined;
      const promise = new Promise<RawAlert[]>((r) => (resolve = r));
      fetched.next = { resolve, promise };
      return promise.then((list) => ({
        list,
        pagination: { page: 1, show: 20, total: list.length },
      }));
    },
  };
});

const range = historyRange(Date.parse('2026-11-24T03:30:00.000Z'));
const urgentOpen = alertListFilter('urgent', range, true);

function deferred() {
  let resolve: (list: RawAlert[]) => void = () => undefined;
  const promise = new Promise<RawAlert[]>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => liveAlertJournal.clear());

describe('LiveAlertJournal: no alert lost when a refetch races the live channel (issue 12)', () => {
  it('keeps an alert that came live while the list fetch was on its way, once', async () => {
    let now = 1000;
    const journal = new LiveAlertJournal(() => now);
    journal.record(makeAlert('old', 1));
    now = 2000;
    const answer = deferred();
    const result = journal.withLiveAlerts(urgentOpen, () => answer.promise);
    now = 2100;
    journal.record(makeAlert('new', 3));
    journal.record(makeAlert('listed', 2));
    // The server answered before it stored "new"; "listed" it had.
    answer.resolve([makeAlert('listed', 2), makeAlert('a', 0)]);
    expect((await result).map((a) => a.rawAlertId)).toEqual(['new', 'listed', 'a']);
  });

  it('adds only alerts of the list (its filter) and none that came before the fetch started', async () => {
    let now = 1000;
    const journal = new LiveAlertJournal(() => now);
    journal.record(makeAlert('before', 5));
    now = 2000;
    const answer = deferred();
    const result = journal.withLiveAlerts(urgentOpen, () => answer.promise);
    journal.record(makeAlert('important', 6, { isUrgent: false, isImportant: true }));
    answer.resolve([]);
    expect(await result).toEqual([]);
  });

  it('drops an alert from unresolved-only lists once an action resolved it', async () => {
    let now = 1000;
    const journal = new LiveAlertJournal(() => now);
    const answer = deferred();
    const result = journal.withLiveAlerts(urgentOpen, () => answer.promise);
    now = 1500;
    journal.record(makeAlert('7', 7));
    journal.applyAction(makeAction({ rawAlertId: ['7'], actionType: 'Resolve', type: 'Resolve' }));
    answer.resolve([]);
    expect(await result).toEqual([]);
  });

  it("through the alert center's list query: a live alert during a refetch stays in the cache", async () => {
    const client = new QueryClient();
    const options = alertListQueryOptions(urgentOpen);
    client.setQueryData(options.queryKey, [makeAlert('1', 1)]);
    // The reconnect's refetch starts.
    const refetch = client.fetchQuery({ ...options, staleTime: 0 });
    // A hang bound (vi.waitFor's own is 1 s, which a busy machine has missed; docs/adr/0018).
    await vi.waitFor(() => expect(fetched.next).not.toBeNull(), WAIT_BOUND);
    // A new alert comes live meanwhile: the hook records it and adds it to the cached lists.
    const live = makeAlert('2', 2);
    liveAlertJournal.record(live);
    addAlertToLists(client, live);
    // The server's answer was made before it stored alert 2.
    fetched.next?.resolve([makeAlert('1', 1)]);
    await refetch;
    const ids = (client.getQueryData<RawAlert[]>(options.queryKey) ?? []).map((a) => a.rawAlertId);
    expect(ids).toEqual(['2', '1']);
  });
});
