import { afterEach, describe, expect, it, vi } from 'vitest';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { DriverScoresFilter } from '@armada/contracts/driver-score';
import { renderWithProviders } from '@/testing/test-utils';
import { setViewportWidth } from '@/testing/viewport';
import { resetClock, setClock } from '@/lib/clock';
import { makeDriverAlert, makeDriverScore } from '../utils/test-data';
import { DriverScorePage } from './driver-score-page';
import { serveDriverScores, type GraphqlCall } from './test-server';

/** Midnight of a day on the company's clock (WIB, docs/rules/shell.md SHELL-75), as ISO. */
const wibMidnight = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day) - 7 * 3_600_000).toISOString();

// The chart draws on a canvas, which jsdom has not: a stand-in shows what it was given.
vi.mock('./score-chart', () => ({
  ScoreChart: ({ shown, labels }: { shown: string[]; labels: string[] }) => (
    <div data-testid="score-chart">{`${labels.length} points: ${shown.join(',')}`}</div>
  ),
}));

// Two shared cores run many suites at once: give screens more than 1 s to answer.
configure({ asyncUtilTimeout: 5000 });

const NOW = new Date(2026, 10, 14, 12, 0, 0);

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

const scores = [
  makeDriverScore({
    driverId: 1,
    score: 92.4,
    finalGrade: 'A',
    totalAlert: 3,
    totalDriven: 412.2,
    totalOverspeed: 3,
    scoreOverspeed: 6,
  }),
  makeDriverScore({
    driverId: 2,
    driver: { ...makeDriverScore().driver, fullname: 'Siti Rahayu', isActive: false },
    score: 58.1,
    finalGrade: 'E',
    totalAlert: 14,
    totalDriven: 1290,
    totalYawn: 9,
    scoreYawn: 18,
  }),
];

function renderPage(url = '/driverscore', language: 'id' | 'en' = 'id') {
  setClock(NOW);
  const served = serveDriverScores({
    scores,
    alerts: [makeDriverAlert({ driverId: 1 })],
    groups: [{ id: 3, name: 'Armada Jakarta', vehicleCount: 12 }],
  });
  const view = renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <DriverScorePage userId={5} />
      <LocationProbe />
    </MemoryRouter>,
    { language },
  );
  return { ...view, ...served };
}

const tableFilters = (calls: GraphqlCall[]) =>
  calls
    .filter((call) => call.operationName === 'DriverScores')
    .map((call) => call.variables.filter as DriverScoresFilter);

afterEach(() => resetClock());

describe('DriverScorePage', () => {
  it('shows the last 30 days: summary, rankings and the driver table with grades', async () => {
    setViewportWidth(1440);
    const { calls } = renderPage();
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Siti Rahayu')).toBeTruthy();
    expect(within(table).getByText('Nonaktif')).toBeTruthy();
    expect(within(table).getByText('1.290 km')).toBeTruthy();
    expect(
      within(table)
        .getAllByTestId('grade-badge')
        .map((b) => b.textContent),
    ).toEqual(['ANilai A', 'ENilai E']);
    expect(screen.getByTestId('score-period').textContent).toBe('Periode 16 Okt – 14 Nov 2026');

    const summary = screen.getByTestId('score-summary');
    await waitFor(() => expect(within(summary).getByText('75,3')).toBeTruthy());
    expect(within(summary).getByText('2')).toBeTruthy();
    const top = screen.getByTestId('ranking-top');
    expect(
      within(top)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Lihat detail Budi Santoso, skor 92,4, nilai A',
      'Lihat detail Siti Rahayu, skor 58,1, nilai E',
    ]);

    const period = {
      startDate: wibMidnight(2026, 9, 16),
      endDate: wibMidnight(2026, 10, 15),
    };
    // The table's page, and the summary's one-row page with the same filters.
    expect(tableFilters(calls)).toContainEqual({ ...period, pagination: { page: 1, show: 10 } });
    expect(tableFilters(calls)).toContainEqual({ ...period, pagination: { page: 1, show: 1 } });
  });

  it('sorts by a contract field from the column header', async () => {
    setViewportWidth(1440);
    const { calls } = renderPage();
    await within(await screen.findByRole('table')).findByText('Siti Rahayu');
    fireEvent.click(screen.getByRole('columnheader', { name: /Skor/ }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('?sort=score%3Aasc'),
    );
    await waitFor(() =>
      expect(tableFilters(calls).at(-1)).toMatchObject({
        orderBy: { field: 'score', direction: 'asc' },
        pagination: { page: 1, show: 10 },
      }),
    );
  });

  it('filters by grade and period from the URL, refuses a period over 92 days', async () => {
    setViewportWidth(1440);
    const { calls } = renderPage('/driverscore?grades=E&from=2026-11-01&to=2026-11-10');
    const table = await screen.findByRole('table');
    await waitFor(() => expect(within(table).queryByText('Budi Santoso')).toBeNull());
    expect(within(table).getByText('Siti Rahayu')).toBeTruthy();
    expect(tableFilters(calls).at(-1)).toMatchObject({
      grades: ['E'],
      startDate: wibMidnight(2026, 10, 1),
      endDate: wibMidnight(2026, 10, 11),
    });
    expect(screen.getByRole('button', { name: 'Nilai E' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    fireEvent.input(screen.getByLabelText('Tanggal mulai'), { target: { value: '01/05/2026' } });
    expect((await screen.findByRole('alert')).textContent).toBe('Periode paling lama 92 hari.');
    expect(screen.getByTestId('location').textContent).toBe(
      '?grades=E&from=2026-11-01&to=2026-11-10',
    );

    fireEvent.click(screen.getByRole('button', { name: '7 hari' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(
        '?grades=E&from=2026-11-08&to=2026-11-14',
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Atur ulang filter' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
  });

  it('opens a driver: score, categories, the chart and the alerts linking to their notification', async () => {
    setViewportWidth(1440);
    renderPage();
    const table = await screen.findByRole('table');
    fireEvent.click(
      await within(table).findByRole('button', { name: 'Lihat detail Budi Santoso' }),
    );
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('?driver=1'));
    const dialog = await screen.findByRole('dialog', { name: 'Budi Santoso' });
    expect(within(dialog).getByText('412 km')).toBeTruthy();
    const categories = within(dialog).getByRole('row', { name: /^Kecepatan berlebih/ });
    expect(categories.textContent).toContain('3');
    // 30 days in 10 points of 3 days; overspeed (the busiest category) beside the overall score.
    expect((await within(dialog).findByTestId('score-chart')).textContent).toBe(
      '10 points: overspeed',
    );
    const link = await within(dialog).findByRole('link', { name: /Buka notifikasi Kecepatan/ });
    expect(link.getAttribute('href')).toBe(
      `/notification/8-7-${Date.parse('2026-11-13T02:15:00.000Z')}-`,
    );
    expect(within(dialog).getByText('−2 poin')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(''));
  });

  it('speaks English and shows a failure in the user language', async () => {
    setViewportWidth(1440);
    setClock(NOW);
    serveDriverScores({ scores, failScores: 'Layanan skor sedang sibuk' });
    renderWithProviders(
      <MemoryRouter initialEntries={['/driverscore']}>
        <DriverScorePage userId={5} />
      </MemoryRouter>,
      { language: 'en' },
    );
    expect(await screen.findByText('The summary could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Driver score' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });
});
