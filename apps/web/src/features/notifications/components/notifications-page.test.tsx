import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within, configure } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { RawAlertsFilter } from '@armada/contracts/alerts';
import { PERMISSION_SETS } from '@armada/contracts/auth';
import { renderWithProviders } from '@/testing/test-utils';
import { PHONE_MEDIA_QUERY } from '@/components/ui/list-table/list-table-cards';
import { setViewportWidth } from '@/testing/viewport';
import { resetClock, setClock } from '@/lib/clock';
import { makeRawAlert } from '@/testing/factories';
import { NotificationsPage } from './notifications-page';
import { serveNotifications, type GraphqlCall } from './test-server';

/** Midnight of a day on the company's clock (WIB, docs/rules/shell.md SHELL-75), as ISO. */
const wibMidnight = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day) - 7 * 3_600_000).toISOString();

// Two shared cores run many suites at once: give screens more than 1 s to answer.
configure({ asyncUtilTimeout: 5000 });

// Local noon: the default range is this day and the one before, in any test machine's zone.
const NOW = new Date(2026, 10, 14, 12, 0, 0);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPage(url = '/notification') {
  setClock(NOW);
  const served = serveNotifications({
    alerts: [
      makeRawAlert(),
      makeRawAlert({
        rawAlertId: '42',
        vehicle: { id: 9, licensePlate: 'L 8421 UB' },
        vehicleId: 9,
        isResolved: true,
        isUrgent: false,
        isImportant: true,
        alert: {
          descriptionIdn: 'Pengemudi menguap',
          descriptionEng: 'Driver yawning',
          iconUrl: null,
        },
        alertCode: 50,
      }),
    ],
    fleet: [
      {
        id: 7,
        license_plate: 'B 1234 XY',
        fleet_category: 'Truk',
        vehicle_type: 'Tronton',
        driver_name: 'Budi Santoso',
        group_ids: [],
        has_camera: true,
        refrigerated: false,
      },
    ],
  });
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <NotificationsPage accessRight={PERMISSION_SETS.notificationMenu} userId={5} />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, ...served };
}

const lastFilter = (calls: GraphqlCall[]) =>
  calls.filter((call) => call.operationName === 'RawAlerts').at(-1)?.variables
    .filter as RawAlertsFilter;

afterEach(() => resetClock());

describe('NotificationsPage', () => {
  it('lists today and yesterday by default, newest first, with level and state', async () => {
    setViewportWidth(1440);
    const { calls } = renderPage();
    expect(await screen.findByText('Kecepatan berlebih')).toBeTruthy();
    expect(screen.getByText('Pengemudi menguap')).toBeTruthy();
    expect(lastFilter(calls)).toEqual({
      pagination: { page: 1, show: 10 },
      orderBy: { field: 'createdOn', direction: 'desc' },
      startDate: wibMidnight(2026, 10, 13),
      endDate: wibMidnight(2026, 10, 15),
    });
    const table = screen.getByRole('table');
    expect(within(table).getByText('Mendesak')).toBeTruthy();
    expect(within(table).getByText('Penting')).toBeTruthy();
    expect(within(table).getByText('Diselesaikan')).toBeTruthy();
    // No search box: the server cannot search alerts.
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('reads the filters from the URL and asks the server for them', async () => {
    setViewportWidth(1440);
    const { calls } = renderPage(
      '/notification?from=2026-11-01&to=2026-11-10&vehicles=7&codes=8,50&urgency=urgent&resolved=unresolved&page=2',
    );
    await screen.findByText('Kecepatan berlebih');
    expect(lastFilter(calls)).toMatchObject({
      pagination: { page: 2, show: 10 },
      startDate: wibMidnight(2026, 10, 1),
      endDate: wibMidnight(2026, 10, 11),
      vehicleIds: [7],
      alertCodes: [8, 50],
      isUrgent: true,
      isResolved: false,
    });
    expect((screen.getByLabelText('Dari tanggal') as HTMLInputElement).value).toBe('01/11/2026');
    expect((screen.getByLabelText('Tindak lanjut') as HTMLSelectElement).value).toBe('unresolved');
  });

  it('writes a changed filter into the URL, back to page 1, and refetches', async () => {
    setViewportWidth(1440);
    const { calls } = renderPage('/notification?page=3');
    await screen.findByText('Kecepatan berlebih');
    fireEvent.change(screen.getByLabelText('Tindak lanjut'), { target: { value: 'resolved' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('?resolved=resolved'),
    );
    await waitFor(() =>
      expect(lastFilter(calls)).toMatchObject({ isResolved: true, pagination: { page: 1 } }),
    );

    fireEvent.change(screen.getByLabelText('Tingkat'), { target: { value: 'important' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '?resolved=resolved&urgency=important',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Atur ulang filter' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
  });

  it('refuses a range over 31 days with a clear message and keeps the last good one', async () => {
    setViewportWidth(1440);
    const { calls } = renderPage();
    await screen.findByText('Kecepatan berlebih');
    const before = calls.length;
    fireEvent.input(screen.getByLabelText('Dari tanggal'), { target: { value: '01/10/2026' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Rentang tanggal paling lama 31 hari. Persempit rentangnya.',
    );
    expect(screen.getByTestId('location').textContent).toBe('');
    expect(calls.length).toBe(before);

    fireEvent.input(screen.getByLabelText('Dari tanggal'), { target: { value: '20/10/2026' } });
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('?from=2026-10-20&to=2026-11-14'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens the preview from a row, by click or by its button', async () => {
    setViewportWidth(1440);
    renderPage();
    fireEvent.click(await screen.findByText('Kecepatan berlebih'));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getByRole('link', { name: /Buka detail/ })
        .getAttribute('href'),
    ).toBe('/notification/41');
    fireEvent.click(within(dialog).getByRole('button', { name: /close|tutup/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(
      screen.getByRole('button', { name: 'Lihat notifikasi Pengemudi menguap untuk L 8421 UB' }),
    );
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('lists cards on a phone', async () => {
    setViewportWidth(390);
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === PHONE_MEDIA_QUERY,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    renderPage();
    await screen.findByText('Kecepatan berlebih');
    expect(screen.getAllByTestId('list-table-card')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });
});
