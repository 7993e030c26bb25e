import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type {
  RouteOptimizationResult,
  RouteOptimizationRun,
} from '@armada/contracts/route-optimization';
import { renderWithProviders } from '@/testing/test-utils';
import { NoResizeObserver } from '../testing/resize-observer';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeResult, makeRun } from '../testing/factories';
import { RunDetailPage } from './run-detail-page';

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});

interface Served {
  run: RouteOptimizationRun;
  result?: RouteOptimizationResult;
  moved?: RouteOptimizationResult;
}

function gateway(served: Served) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = mockFetch((url, init) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url.endsWith('/movement') && served.moved) return jsonResponse(200, { data: served.moved });
    if (url.endsWith('/result') && served.result) return jsonResponse(200, { data: served.result });
    if (/\/route-optimization\/\d+$/.test(url)) return jsonResponse(200, { data: served.run });
    if (url.includes('/usage')) {
      return jsonResponse(200, { data: { usage: 1, limit: 10, remaining: 9, period: 'MONTHLY' } });
    }
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'no' });
  });
  return { fetch, calls };
}

function renderDetail(runId = 12, language: 'id' | 'en' = 'id') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/route-optimization/${runId}`]}>
      <Routes>
        <Route
          path="/route-optimization/:id"
          element={<RunDetailPage runId={runId} companyId={1} tileUrl="" />}
        />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

describe('RunDetailPage', () => {
  it('shows a solved plan: summary, a card per vehicle with load and timeline, unassigned orders', async () => {
    gateway({ run: makeRun(), result: makeResult() });
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'RO/2611/00012' })).toBeTruthy();
    expect(screen.getByText('Selesai')).toBeTruthy();
    expect(document.title).toContain('Optimasi rute RO/2611/00012');
    expect(await screen.findByTestId('ro-total-distance')).toHaveProperty('textContent', '88 km');
    const cards = screen.getAllByTestId('ro-vehicle');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByText('B 1234 CD')).toBeTruthy();
    expect(first.getByText('Pengemudi: Budi Santoso')).toBeTruthy();
    // 500 of 1000 kg, 2.9 of 4 m³.
    expect(first.getByText('500 / 1.000 kg (50%)')).toBeTruthy();
    expect(first.getByText('2,9 / 4 m³ (73%)')).toBeTruthy();
    expect(first.getByRole('img', { name: 'Linimasa B 1234 CD' })).toBeTruthy();
    // The second vehicle has no capacity, enforced or of its box: no load bars, no warning.
    expect(within(cards[1] as HTMLElement).queryAllByRole('meter')).toHaveLength(0);
    expect(screen.queryByTestId('ro-capacity-warning')).toBeNull();
    expect(screen.getByText('Melebihi kapasitas berat kendaraan')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Peta rute' })).toBeTruthy();
    // SOLVED without a previous version: no rollback yet.
    expect(screen.queryByRole('button', { name: /Kembalikan/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Buat tugas armada/ })).toBeTruthy();
  });

  it('shows each route’s load against its box with capacity off, and warns of the routes over it (RO-74)', async () => {
    const base = makeResult();
    const [first, second] = base.routes;
    if (!first || !second) throw new Error('two routes expected');
    const result = makeResult({
      routes: [
        // Capacity not enforced: 1,250 kg on an 800 kg van.
        {
          ...first,
          capacity_weight: null,
          capacity_volume: null,
          box_capacity_weight: 800,
          box_capacity_volume: 4,
          load_weight: 1250,
        },
        // A plan stored before the box's capacity travelled: nothing to show.
        second,
      ],
    });
    gateway({ run: makeRun(), result });
    renderDetail();
    const warning = await screen.findByTestId('ro-capacity-warning');
    expect(within(warning).getByText('Muatan melebihi kapasitas kendaraan')).toBeTruthy();
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['B 1234 CD: berat 1.250 / 800 kg']);
    const card = within(screen.getAllByTestId('ro-vehicle')[0] as HTMLElement);
    const loads = card.getAllByTestId('ro-load');
    expect(loads.map((load) => load.className)).toEqual(['ro-load is-over', 'ro-load']);
    expect(loads[0]?.textContent).toContain('1.250 / 800 kg (156%) melebihi kapasitas');
    expect(loads[1]?.textContent).toContain('2,9 / 4 m³ (73%)');
  });

  it('words the capacity warning in English', async () => {
    const base = makeResult();
    const [first] = base.routes;
    if (!first) throw new Error('a route expected');
    gateway({
      run: makeRun(),
      result: makeResult({
        routes: [
          { ...first, capacity_weight: null, box_capacity_weight: 800, load_weight: 1250.5 },
        ],
      }),
    });
    renderDetail(12, 'en');
    const warning = await screen.findByTestId('ro-capacity-warning');
    expect(within(warning).getByRole('listitem').textContent).toBe(
      'B 1234 CD: weight 1,250.5 / 800 kg',
    );
  });

  it('lists a vehicle’s stops with arrival, waiting and service', async () => {
    gateway({ run: makeRun(), result: makeResult() });
    renderDetail();
    const card = (await screen.findAllByTestId('ro-vehicle'))[0] as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: /2 titik/ }));
    const stops = within(card).getAllByTestId('ro-stop');
    expect(stops).toHaveLength(4);
    const firstDelivery = within(stops[1] as HTMLElement);
    expect(firstDelivery.getByText('Toko Harapan')).toBeTruthy();
    expect(firstDelivery.getByText('Tiba 08:40')).toBeTruthy();
    expect(firstDelivery.getByText('Menunggu 10 mnt')).toBeTruthy();
    expect(firstDelivery.getByText('Layanan 08:50–09:05')).toBeTruthy();
    expect(within(stops[2] as HTMLElement).getByText('Prioritas tinggi')).toBeTruthy();
  });

  it('highlights a vehicle when it is selected', async () => {
    gateway({ run: makeRun(), result: makeResult() });
    renderDetail();
    const select = await screen.findByRole('button', { name: 'Sorot rute B 5678 EF' });
    fireEvent.click(select);
    expect(select.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByTestId('ro-vehicle')[1]?.className).toContain('is-selected');
  });

  it('moves a stop to another vehicle and shows the new plan’s violations', async () => {
    const moved = makeResult({
      version: 2,
      previous_version: 1,
      violations: [{ code: 'capacity_weight', vehicle_id: 7, point_id: null }],
    });
    const { calls } = gateway({ run: makeRun(), result: makeResult(), moved });
    renderDetail();
    const card = (await screen.findAllByTestId('ro-vehicle'))[1] as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: /2 titik/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Pindahkan titik ini 1' }));
    expect(
      await screen.findByText('Pindahkan titik', { selector: '.p-dialog-title' }),
    ).toBeTruthy();
    // The stop is chosen; pick the target vehicle and position.
    expect((screen.getByLabelText('Titik') as HTMLSelectElement).value).toBe('8:201');
    fireEvent.change(screen.getByLabelText('Kendaraan tujuan'), { target: { value: '7' } });
    const position = screen.getByLabelText('Urutan di kendaraan tujuan') as HTMLSelectElement;
    // Two stops on B 1234 CD already: the moved one can go first, second or last.
    expect([...position.options].filter((o) => !o.disabled).map((o) => o.value)).toEqual([
      '1',
      '2',
      '3',
    ]);
    fireEvent.change(position, { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('ro-move-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/movement'))).toEqual({
        method: 'POST',
        url: '/fleet-planning/api/web/v1/route-optimization/12/vehicle/8/point/201/movement',
        body: { target_vehicle_id: 7, target_sequence: 3 },
      }),
    );
    expect(await screen.findByTestId('ro-violations')).toBeTruthy();
    expect(screen.getAllByText('Kapasitas berat terlampaui').length).toBeGreaterThan(0);
    expect(screen.getByText('Versi rencana 2')).toBeTruthy();
    // Version 2 has a previous plan: rollback is offered now.
    expect(screen.getByRole('button', { name: /Kembalikan/ })).toBeTruthy();
  });

  it('shows progress while solving, without a map', async () => {
    gateway({
      run: makeRun({
        status: 'SOLVING',
        version: 0,
        progress: {
          elapsed_ms: 4000,
          budget_ms: 10_000,
          distance_m: 91_500,
          used_vehicles: 2,
          unassigned: 1,
        },
      }),
    });
    renderDetail();
    const panel = await screen.findByTestId('ro-progress');
    expect(within(panel).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(panel).getByText('4 d dari 10 d')).toBeTruthy();
    expect(within(panel).getByText('91,5 km')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Peta rute' })).toBeNull();
    expect(screen.getByRole('button', { name: /Batalkan/ })).toBeTruthy();
  });

  it('links the run it was re-optimized from, and says why a run failed (English)', async () => {
    gateway({
      run: makeRun({
        status: 'FAILED',
        version: 0,
        parent_id: 9,
        failure_reason: 'no vehicle fits',
      }),
    });
    renderDetail(12, 'en');
    expect(await screen.findByText('Solving failed: no vehicle fits')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Open the parent optimization' }).getAttribute('href'),
    ).toBe('/route-optimization/9');
    expect(screen.getByRole('button', { name: /Rerun/ })).toBeTruthy();
  });

  it('says when the run does not exist', async () => {
    gateway({ run: makeRun() });
    renderDetail(0);
    expect(await screen.findByText('Optimasi rute tidak ditemukan.')).toBeTruthy();
  });
});
