import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { RouteOptimizationRun } from '@armada/contracts/route-optimization';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { setViewportWidth } from '@/testing/viewport';
import { listOf, makeRun } from '../testing/factories';
import { RunsPage, readStatusFilter, statusFilterExpressions } from './runs-page';

const QUOTA = { data: { usage: 3, limit: 10, remaining: 7, period: 'MONTHLY' } };

function gateway(
  rows: RouteOptimizationRun[],
  overrides: (url: string, init: RequestInit) => Response | null = () => null,
) {
  return mockFetch((url, init) => {
    const special = overrides(url, init);
    if (special) return special;
    if (url.includes('/route-optimization/usage')) return jsonResponse(200, QUOTA);
    if (
      url.includes('/fleet-planning/api/web/v1/route-optimization?') ||
      url.endsWith('/route-optimization')
    ) {
      return jsonResponse(200, listOf(rows));
    }
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'no' });
  });
}

function renderPage(url = '/route-optimization', language: 'id' | 'en' = 'id') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/route-optimization" element={<RunsPage companyId={1} userId={5} />} />
        <Route path="/route-optimization/:id" element={<p>detail page</p>} />
        <Route path="/route-optimization/:id/re-optimize" element={<p>re-optimize page</p>} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

describe('status filter', () => {
  it('reads the URL value and writes the filter expression', () => {
    expect(readStatusFilter('SOLVED,BOGUS,FAILED')).toEqual(['SOLVED', 'FAILED']);
    expect(readStatusFilter(null)).toEqual([]);
    expect(statusFilterExpressions(['SOLVED', 'FAILED'])).toEqual(['status in SOLVED,FAILED']);
    expect(statusFilterExpressions([])).toEqual([]);
  });
});

describe('RunsPage', () => {
  it('lists runs with translated statuses, totals and the quota meter', async () => {
    setViewportWidth(1920);
    gateway([
      makeRun(),
      makeRun({
        id: 13,
        number: 'RO/2611/00013',
        status: 'FAILED',
        used_vehicles: null,
        total_distance_m: null,
        total_duration_s: null,
      }),
    ]);
    renderPage();
    expect(await screen.findByText('RO/2611/00012')).toBeTruthy();
    for (const header of [
      'Nomor',
      'Status',
      'Keberangkatan',
      'Pesanan',
      'Kendaraan',
      'Jarak',
      'Durasi',
      'Dibuat oleh',
      'Dibuat pada',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
    expect(screen.getByText('Selesai')).toBeTruthy();
    expect(screen.getByText('Gagal')).toBeTruthy();
    expect(screen.getByText('84,4 km')).toBeTruthy();
    expect(screen.getByText('5 j 25 mnt')).toBeTruthy();
    expect(screen.getByText('2 dari 3')).toBeTruthy();
    expect(screen.getAllByText('Dewi Lestari')).toHaveLength(2);
    expect(await screen.findByText('3 / 10 terpakai')).toBeTruthy();
  });

  it('offers only the actions the status allows', async () => {
    setViewportWidth(1920);
    gateway([makeRun({ status: 'SOLVING', progress: null, version: 0 })]);
    renderPage();
    const row = (await screen.findByText('RO/2611/00012')).closest('tr');
    expect(row).toBeTruthy();
    const buttons = within(row as HTMLElement)
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-action'));
    expect(buttons.filter(Boolean)).toEqual(['cancel']);
  });

  it('cancels a run after the confirmation', async () => {
    setViewportWidth(1920);
    const calls: string[] = [];
    gateway([makeRun({ status: 'QUEUED', version: 0 })], (url, init) => {
      if (init.method === 'PATCH') {
        calls.push(url);
        return jsonResponse(200, { data: { id: 12, status: 'CANCELLED' } });
      }
      return null;
    });
    renderPage();
    await screen.findByText('RO/2611/00012');
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan RO/2611/00012' }));
    expect(await screen.findByText('Batalkan optimasi?')).toBeTruthy();
    fireEvent.click(screen.getByTestId('ro-confirm-accept'));
    await waitFor(() =>
      expect(calls).toEqual(['/fleet-planning/api/web/v1/route-optimization/12/cancel']),
    );
    expect(await screen.findByText('Optimasi RO/2611/00012 dibatalkan.')).toBeTruthy();
  });

  it('empties the quota when a rerun is refused at the limit', async () => {
    setViewportWidth(1920);
    gateway([makeRun({ status: 'FAILED' })], (url, init) =>
      init.method === 'PUT'
        ? jsonResponse(429, {
            statusCode: 429,
            code: 'FLEET_TASK.ROUTE_OPTIMIZATION_LIMIT_REACHED',
            message: 'route optimization limit reached',
            data: null,
            errors: ['route optimization limit reached'],
            errors_v2: { issues: [{ code: 'FLEET_TASK.ROUTE_OPTIMIZATION_LIMIT_REACHED' }] },
          })
        : null,
    );
    renderPage();
    await screen.findByText('3 / 10 terpakai');
    fireEvent.click(screen.getByRole('button', { name: 'Jalankan ulang RO/2611/00012' }));
    fireEvent.click(await screen.findByTestId('ro-confirm-accept'));
    expect(await screen.findByText('Batas kuota optimasi rute tercapai.')).toBeTruthy();
    const quota = screen.getByRole('region', { name: 'Kuota optimasi rute' });
    expect((await within(quota).findByRole('alert')).textContent).toContain('sudah habis');
    expect(screen.getByRole('link', { name: /Buat optimasi/ }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('reloads and says so when the run changed meanwhile (409)', async () => {
    setViewportWidth(1920);
    const fetch = gateway([makeRun({ status: 'SOLVED', version: 1 })], (_url, init) =>
      init.method === 'POST'
        ? jsonResponse(409, { statusCode: 409, code: 'CONFLICT', message: 'status changed' })
        : null,
    );
    renderPage();
    await screen.findByText('RO/2611/00012');
    const listCalls = () =>
      fetch.mock.calls.filter(([url]) => String(url).includes('/route-optimization?')).length;
    const before = listCalls();
    fireEvent.click(screen.getByRole('button', { name: 'Buat tugas armada RO/2611/00012' }));
    fireEvent.click(await screen.findByTestId('ro-confirm-accept'));
    expect(
      await screen.findByText('Status optimasi sudah berubah; data dimuat ulang.'),
    ).toBeTruthy();
    await waitFor(() => expect(listCalls()).toBeGreaterThan(before));
  });

  it('goes to the re-optimize screen after confirming', async () => {
    setViewportWidth(1920);
    gateway([makeRun({ status: 'FAILED' })]);
    renderPage();
    await screen.findByText('RO/2611/00012');
    fireEvent.click(screen.getByRole('button', { name: 'Optimasi ulang RO/2611/00012' }));
    fireEvent.click(await screen.findByTestId('ro-confirm-accept'));
    expect(await screen.findByText('re-optimize page')).toBeTruthy();
  });

  it('opens the detail on a row click', async () => {
    setViewportWidth(1920);
    gateway([makeRun()]);
    renderPage();
    fireEvent.click(await screen.findByText('Dewi Lestari'));
    expect(await screen.findByText('detail page')).toBeTruthy();
  });

  it('asks the server for the chosen statuses', async () => {
    setViewportWidth(1920);
    const fetch = gateway([makeRun()]);
    renderPage('/route-optimization?status=SOLVED,FAILED');
    await screen.findByText('RO/2611/00012');
    const listCall = fetch.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('filters='));
    expect(decodeURIComponent(listCall ?? '').replaceAll('+', ' ')).toContain(
      'filters=status in SOLVED,FAILED',
    );
  });

  it('shows an empty state in English', async () => {
    setViewportWidth(1920);
    gateway([]);
    renderPage('/route-optimization', 'en');
    expect(await screen.findByText('No route optimizations yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Create optimization/ }).getAttribute('href')).toBe(
      '/route-optimization/create',
    );
  });

  it('lists runs in English: the status and the quota per month', async () => {
    setViewportWidth(1920);
    gateway([makeRun()]);
    renderPage('/route-optimization', 'en');
    const row = (await screen.findByText('RO/2611/00012')).closest('tr');
    expect(within(row as HTMLElement).getByText('Solved')).toBeTruthy();
    const quota = await screen.findByRole('region', { name: 'Route optimization quota' });
    await waitFor(() => expect(quota.textContent).toContain('per month'));
  });

  it('disables creating when the quota is used up', async () => {
    setViewportWidth(1920);
    gateway([], (url) =>
      url.includes('/usage')
        ? jsonResponse(200, { data: { usage: 10, limit: 10, remaining: 0, period: 'MONTHLY' } })
        : null,
    );
    renderPage();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Buat optimasi/ }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });
});
