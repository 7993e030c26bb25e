import { describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { FleetSummary } from '@armada/contracts/live';
import type { Language } from '@/config/env';
import { jsonResponse, mockFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';
import { FLEET_SUMMARY_REFRESH_MS, fleetSummaryQueryOptions } from '../api/get-fleet-summary';
import { FLEET_STATUSES, FLEET_STATUS_COLORS } from '../utils/fleet-status';
import { FleetCard } from './fleet-card';

// Queries are slow in jsdom on a busy 2-core machine: give async queries room.
configure({ asyncUtilTimeout: 5000 });

function makeFleetSummary(overrides: Partial<FleetSummary> = {}): FleetSummary {
  return {
    at: '2026-11-14T10:00:00+07:00',
    total: 1520,
    counts: { moving: 1012, idle: 208, parked: 250, offline: 50 },
    distance_today_km: 1234.5,
    areas: [
      { name: 'Surabaya', latitude: -7.25, longitude: 112.75, total: 400, moving: 250 },
      { name: 'Jabodetabek', latitude: -6.2, longitude: 106.82, total: 900, moving: 640 },
      { name: 'Bandung', latitude: -6.91, longitude: 107.61, total: 220, moving: 122 },
    ],
    ...overrides,
  };
}

const SUMMARY_URL = '/api/live/summary';
const failure = () => jsonResponse(503, { statusCode: 503, code: 'UNAVAILABLE', message: 'x' });

function summaryApi(...answers: (() => Response)[]) {
  let call = 0;
  return mockFetch((url) => {
    if (!url.endsWith(SUMMARY_URL)) return jsonResponse(404, {});
    const answer = answers[Math.min(call, answers.length - 1)];
    call += 1;
    return answer ? answer() : failure();
  });
}

const ok =
  (summary = makeFleetSummary()) =>
  () =>
    jsonResponse(200, { data: summary });

function renderCard({
  language = 'id',
  liveViewHref = '/liveview-2' as string | null,
}: { language?: Language; liveViewHref?: string | null } = {}) {
  const router = createMemoryRouter(
    [
      { path: '/dashboard', element: <FleetCard liveViewHref={liveViewHref ?? undefined} /> },
      { path: '/liveview-2', element: <p>live view</p> },
    ],
    { initialEntries: ['/dashboard'] },
  );
  return { ...renderWithProviders(<RouterProvider router={router} />, { language }), router };
}

const card = () => screen.getByTestId('dashboard-fleet');
const count = (status: string) => screen.getByTestId(`fleet-count-${status}`).textContent;

describe('FleetCard', () => {
  it('shows the count of each status, the total and the distance in Indonesian', async () => {
    summaryApi(ok());
    renderCard();
    expect(await screen.findByTestId('vehicle-count')).toHaveProperty('textContent', '1.520');
    expect(FLEET_STATUSES.map(count)).toEqual(['1.012', '208', '250', '50']);
    expect(screen.getByTestId('fleet-distance').textContent).toBe('1.234,5 km');
    const labels = within(card()).getAllByRole('listitem');
    expect(labels.slice(0, 4).map((item) => item.textContent)).toEqual([
      'Bergerak1.012',
      'Diam menyala208',
      'Parkir250',
      'Luring50',
    ]);
    expect(card().getAttribute('aria-busy')).toBe('false');
  });

  it('links each status to the live view filtered to it, and colours it as the live view does', async () => {
    summaryApi(ok());
    const { router } = renderCard();
    await screen.findByTestId('vehicle-count');
    for (const status of FLEET_STATUSES) {
      const link = screen.getByTestId(`fleet-count-${status}`).closest('a');
      expect(link?.getAttribute('href')).toBe(`/liveview-2?status=${status}`);
      const dot = link?.querySelector<HTMLElement>('.dash-statuses__dot');
      expect(dot?.style.background).toBe(hexToRgb(FLEET_STATUS_COLORS[status]));
    }
    fireEvent.click(screen.getByRole('link', { name: /Parkir/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=parked'));
  });

  it('shows plain counts, without links, to a user who may not open the live view', async () => {
    summaryApi(ok());
    renderCard({ liveViewHref: null });
    await screen.findByTestId('vehicle-count');
    expect(within(card()).queryAllByRole('link')).toHaveLength(0);
  });

  it('writes numbers the English way in English', async () => {
    summaryApi(
      ok(
        makeFleetSummary({
          distance_today_km: 0.04,
          areas: [{ name: 'Bandung', latitude: -6.91, longitude: 107.61, total: 1, moving: 0 }],
        }),
      ),
    );
    renderCard({ language: 'en' });
    expect(await screen.findByTestId('vehicle-count')).toHaveProperty('textContent', '1,520');
    expect(count('moving')).toBe('1,012');
    expect(screen.getByTestId('fleet-distance').textContent).toBe('0.0 km');
    // One vehicle, not "1 vehicles".
    expect(screen.getByTestId('fleet-area').textContent).toBe('Bandung1 vehicle · 0 moving');
    expect(screen.getByText('Distance driven today')).toBeTruthy();
    expect(within(card()).getByRole('heading', { name: 'Fleet' })).toBeTruthy();
    for (const label of ['Moving', 'Idling', 'Parked', 'Offline']) {
      expect(within(card()).getByRole('link', { name: new RegExp(label) })).toBeTruthy();
    }
  });

  it('lists the areas with the most vehicles first, with how many move', async () => {
    summaryApi(ok());
    renderCard();
    await screen.findByTestId('vehicle-count');
    const areas = screen.getAllByTestId('fleet-area');
    expect(areas.map((area) => area.textContent)).toEqual([
      'Jabodetabek900 unit · 640 bergerak',
      'Surabaya400 unit · 250 bergerak',
      'Bandung220 unit · 122 bergerak',
    ]);
    const bar = (i: number) => areas[i]?.querySelector<HTMLElement>('.dash-area__track > span');
    expect(bar(0)?.style.width).toBe('100%');
    expect(bar(2)?.style.width).toBe(`${(220 / 900) * 100}%`);
  });

  it('shows a skeleton while the first answer is on its way', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderCard();
    expect(screen.getByTestId('fleet-skeleton')).toBeTruthy();
    expect(card().getAttribute('aria-busy')).toBe('true');
    answer(jsonResponse(200, { data: makeFleetSummary() }));
    await screen.findByTestId('vehicle-count');
    expect(screen.queryByTestId('fleet-skeleton')).toBeNull();
  });

  it('says the fleet could not be loaded, in the user language, and tries again on request', async () => {
    // The query tries three times (two retries) before it reports the failure.
    const fetch = summaryApi(failure, failure, failure, ok());
    renderCard({ language: 'en' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The data could not be loaded.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('vehicle-count')).toHaveProperty('textContent', '1,520');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it('says so in Indonesian too', async () => {
    summaryApi(failure);
    renderCard();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Data tidak dapat dimuat.');
    expect(within(alert).getByRole('button', { name: 'Coba lagi' })).toBeTruthy();
  });

  it('tells a company without vehicles that it has none, without counts', async () => {
    summaryApi(
      ok(
        makeFleetSummary({
          total: 0,
          counts: { moving: 0, idle: 0, parked: 0, offline: 0 },
          distance_today_km: 0,
          areas: [],
        }),
      ),
    );
    renderCard();
    expect((await screen.findByTestId('fleet-empty')).textContent).toContain(
      'Belum ada kendaraan di perusahaan ini.',
    );
    expect(screen.queryByTestId('fleet-count-moving')).toBeNull();
  });

  it('asks again every 10 s while the tab is visible, and when the tab comes back', () => {
    const options = fleetSummaryQueryOptions();
    expect(FLEET_SUMMARY_REFRESH_MS).toBe(10_000);
    expect(options.refetchInterval).toBe(FLEET_SUMMARY_REFRESH_MS);
    expect(options.refetchIntervalInBackground).toBeUndefined();
    expect(options.refetchOnWindowFocus).toBe('always');
  });

  it('shows the new counts when the next answer comes', async () => {
    summaryApi(
      ok(),
      ok(makeFleetSummary({ counts: { moving: 1000, idle: 220, parked: 250, offline: 50 } })),
    );
    const { queryClient } = renderCard();
    await screen.findByTestId('vehicle-count');
    expect(count('moving')).toBe('1.012');
    await queryClient.refetchQueries({ queryKey: fleetSummaryQueryOptions().queryKey });
    await waitFor(() => expect(count('moving')).toBe('1.000'));
    expect(count('idle')).toBe('220');
  });
});

/** jsdom reports colours set in style as rgb(). */
function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
