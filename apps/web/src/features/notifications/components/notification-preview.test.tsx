import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PERMISSIONS, PERMISSION_SETS } from '@armada/contracts/auth';
import { renderWithProviders } from '@/testing/test-utils';
import { resetClock, setClock } from '@/lib/clock';
import { setAnalyticsSink, type AnalyticsEvent } from '@/lib/analytics';
import { makeRawAlert } from '@/testing/factories';
import { NotificationPreview } from './notification-preview';
import { serveNotifications, type FakeServer, type GraphqlCall } from './test-server';

// Two shared cores run many suites at once: give screens more than 1 s to answer.
configure({ asyncUtilTimeout: 5000 });

/** An operator's rights as far as this screen reads them: notifications, live view, calls. */
const OPERATOR: readonly string[] = [
  ...PERMISSION_SETS.notificationMenu,
  PERMISSIONS.liveViewV2Read,
  ...PERMISSION_SETS.call,
];

function renderPreview(server: FakeServer, accessRight: readonly string[] = OPERATOR) {
  const [alert] = server.alerts;
  if (!alert) throw new Error('renderPreview needs an alert');
  const served = serveNotifications(server);
  const events: AnalyticsEvent[] = [];
  setAnalyticsSink({ track: (event) => events.push(event) });
  const view = renderWithProviders(
    <MemoryRouter>
      <NotificationPreview alert={alert} accessRight={accessRight} onClose={() => undefined} />
    </MemoryRouter>,
  );
  return { ...view, ...served, events };
}

const actions = (calls: GraphqlCall[]) =>
  calls.filter((call) => call.operationName === 'UpsertRawAlertsAction');

afterEach(() => {
  setAnalyticsSink(null);
  resetClock();
  vi.useRealTimers();
});

describe('NotificationPreview: resolve (SHELL-34, SHELL-54)', () => {
  it('marks the alert checked: resolving state, then the new state, a log entry and a toast', async () => {
    const { calls, events } = renderPreview({ alerts: [makeRawAlert()] });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('notification-status').textContent).toBe(
      'Belum diselesaikan',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Selesaikan' }));
    expect(await within(dialog).findByRole('button', { name: /Menyimpan/ })).toBeTruthy();

    expect(await screen.findByText('Notifikasi diselesaikan.')).toBeTruthy();
    await waitFor(() =>
      expect(within(dialog).getByTestId('notification-status').textContent).toBe('Diselesaikan'),
    );
    const logs = within(dialog).getByTestId('notification-logs');
    expect(logs.textContent).toContain('Operator Demo');
    expect(logs.textContent).toContain('menyelesaikan notifikasi');
    expect(within(dialog).getByRole('button', { name: 'Buka kembali' })).toBeTruthy();

    const [sent] = actions(calls);
    expect(sent?.variables.input).toEqual({
      actionType: 'Resolve',
      rawAlertId: ['41'],
      data: { isResolved: true },
      selectionMode: 'Selection',
      dateRange: { start: '2026-11-14T02:57:59.000Z', end: '2026-11-14T02:58:01.000Z' },
    });
    expect(events.map((event) => event.name)).toEqual(['resolve from preview']);
  });

  it('un-checks a checked alert with a false Resolve action', async () => {
    const { calls } = renderPreview({ alerts: [makeRawAlert({ isResolved: true })] });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buka kembali' }));
    expect(await screen.findByText('Notifikasi dibuka kembali.')).toBeTruthy();
    expect(actions(calls)[0]?.variables.input).toMatchObject({ data: { isResolved: false } });
    await waitFor(() =>
      expect(within(dialog).getByTestId('notification-status').textContent).toBe(
        'Belum diselesaikan',
      ),
    );
  });

  it("shows the server's message when it refuses, and changes nothing", async () => {
    const { events } = renderPreview({
      alerts: [makeRawAlert()],
      action: { kind: 'refused', message: 'Notifikasi di luar rentang waktu.' },
    });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Selesaikan' }));
    expect(await screen.findByText('Notifikasi di luar rentang waktu.')).toBeTruthy();
    // The resolving flag is cleared and the state is as it was.
    expect(within(dialog).getByRole('button', { name: 'Selesaikan' })).toBeTruthy();
    expect(within(dialog).getByTestId('notification-status').textContent).toBe(
      'Belum diselesaikan',
    );
    expect(within(dialog).queryByTestId('notification-logs')).toBeNull();
    expect(events).toEqual([]);
  });

  it('shows the generic error text on a network failure, logs it and clears the resolving flag', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPreview({ alerts: [makeRawAlert()], action: { kind: 'network' } });
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Selesaikan' }));
    expect(
      await screen.findByText('Terjadi kesalahan. Periksa koneksi Anda, lalu coba lagi.'),
    ).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Resolving the notification failed', expect.anything());
    expect(within(dialog).getByRole('button', { name: 'Selesaikan' })).toBeTruthy();
    expect(within(dialog).getByTestId('notification-status').textContent).toBe(
      'Belum diselesaikan',
    );
    logged.mockRestore();
  });
});

describe('NotificationPreview: calling the driver (SHELL-35)', () => {
  it.each(['bsj', 'vss-howen'] as const)(
    'calls a %s device: dialing, connected with a duration, ended',
    async (deviceType) => {
      let now = Date.parse('2026-11-14T03:00:00.000Z');
      setClock({ now: () => now });
      const { events } = renderPreview({ alerts: [makeRawAlert()], vehicle: { deviceType } });
      const panel = await screen.findByTestId('call-panel');
      expect(panel.textContent).toContain('Budi Santoso');
      // The ring and the running duration are timers: stepped here, with the app's clock.
      vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval'] });

      fireEvent.click(within(panel).getByRole('button', { name: 'Telepon pengemudi' }));
      expect(panel.textContent).toContain('Memanggil');
      await act(async () => {
        now += 2000;
        await vi.advanceTimersByTimeAsync(2000);
      });
      expect(panel.textContent).toContain('Terhubung · 0:00');
      await act(async () => {
        now += 42_000;
        await vi.advanceTimersByTimeAsync(42_000);
      });
      expect(panel.textContent).toContain('Terhubung · 0:42');

      fireEvent.click(within(panel).getByRole('button', { name: 'Akhiri panggilan' }));
      expect(panel.textContent).toContain('Panggilan berakhir · 0:42');
      expect(events.map((event) => [event.name, event.properties.deviceType])).toEqual([
        ['call', deviceType],
        ['end call', deviceType],
      ]);
      expect(events[1]?.properties).toMatchObject({ durationS: 42, answered: true });
    },
  );

  it('offers no call for other device types, and says why', async () => {
    renderPreview({ alerts: [makeRawAlert()], vehicle: { deviceType: 'teltonika' } });
    expect((await screen.findByTestId('call-unsupported')).textContent).toContain('teltonika');
    expect(screen.queryByRole('button', { name: 'Telepon pengemudi' })).toBeNull();
  });

  it('offers no call without both two-way communication permissions', async () => {
    renderPreview(
      { alerts: [makeRawAlert()], vehicle: { deviceType: 'bsj' } },
      OPERATOR.filter((p) => p !== PERMISSIONS.twoWayCommunicationAllModuleRead),
    );
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.queryByTestId('call-panel')).toBeNull());
    expect(screen.queryByTestId('call-unsupported')).toBeNull();
  });
});
