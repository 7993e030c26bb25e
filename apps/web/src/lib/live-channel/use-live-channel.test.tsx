import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { liveChannels, type LiveChannel } from './channels';
import type { LiveChannelClient } from './live-channel-client';
import { FakeLiveServer, fakeServerClient } from './testing/fake-live-server';
import {
  useLiveChannelConnection,
  useLiveChannelStatus,
  useLiveResume,
  useLiveSubscription,
} from './use-live-channel';

const announcement = {
  system_notification_uuid: '5f0c6a52-8a3f-4d3c-9a57-1d2f1b1f9c01',
  is_read: false,
  action: 'pop_up_image',
  data: { title: 'Fitur baru', description: 'Laporan harian', url: null },
  created_on: '2026-11-20T08:00:00.000Z',
  updated_on: null,
};

let server: FakeLiveServer;
let client: LiveChannelClient;

beforeEach(() => {
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 23, 3, 0, 0) });
  server = new FakeLiveServer();
  client = fakeServerClient(server);
});

afterEach(() => {
  client.close();
  vi.useRealTimers();
});

const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('live channel hooks', () => {
  it('connects while enabled and mounted, shows the status, and closes on sign-out', async () => {
    const { result, rerender, unmount } = renderHook(
      ({ enabled }: { enabled: boolean }) => {
        useLiveChannelConnection(enabled, client);
        return useLiveChannelStatus(client).state;
      },
      { initialProps: { enabled: false } },
    );
    expect(result.current).toBe('idle');

    rerender({ enabled: true });
    expect(result.current).toBe('connecting');
    await settle();
    expect(result.current).toBe('open');

    act(() => server.last.dropConnection());
    expect(result.current).toBe('reconnecting');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(result.current).toBe('open');

    rerender({ enabled: false });
    expect(result.current).toBe('idle');
    expect(server.last.closedWith).toEqual([{ code: 1000, reason: 'closed by client' }]);

    rerender({ enabled: true });
    await settle();
    unmount();
    expect(client.getStatus().state).toBe('idle');
  });

  it('subscribes while mounted, uses the latest handler, and follows a channel change', async () => {
    client.connect();
    await settle();
    const seen: string[] = [];
    const { rerender, unmount } = renderHook(
      ({ channel, label }: { channel: LiveChannel<'system-notif'> | null; label: string }) =>
        useLiveSubscription(
          channel,
          (message) => seen.push(`${label}:${message.type}:${message.payload.action}`),
          client,
        ),
      { initialProps: { channel: null as LiveChannel<'system-notif'> | null, label: 'a' } },
    );
    act(() => server.last.receive({ type: 'system-notif-7', payload: announcement }));
    expect(seen).toEqual([]);

    rerender({ channel: liveChannels.systemNotif(7), label: 'a' });
    rerender({ channel: liveChannels.systemNotif(7), label: 'b' });
    act(() => server.last.receive({ type: 'system-notif-7', payload: announcement }));
    expect(seen).toEqual(['b:system-notif-7:pop_up_image']);

    rerender({ channel: liveChannels.systemNotif(8), label: 'b' });
    act(() => server.last.receive({ type: 'system-notif-7', payload: announcement }));
    act(() => server.last.receive({ type: 'system-notif-8', payload: announcement }));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe('b:system-notif-8:pop_up_image');

    unmount();
    act(() => server.last.receive({ type: 'system-notif-8', payload: announcement }));
    expect(seen).toHaveLength(2);
  });

  it('sends the tag of a mounted tag subscription and withdraws it on unmount', async () => {
    client.connect();
    await settle();
    const { unmount } = renderHook(() =>
      useLiveSubscription(liveChannels.alertCenterTag(42), () => undefined, client),
    );
    await settle();
    expect(client.sentTags).toEqual(['alert-center-42']);
    unmount();
    await settle();
    expect(client.sentTags).toEqual([]);
  });

  it('calls the resume listener after a reconnect', async () => {
    const onResume = vi.fn();
    renderHook(() => useLiveResume(onResume, client));
    client.connect();
    await settle();
    act(() => server.last.dropConnection());
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onResume).toHaveBeenCalledTimes(1);
  });
});
