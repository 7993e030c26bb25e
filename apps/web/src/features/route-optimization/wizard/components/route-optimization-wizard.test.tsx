import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  ROUTE_OPTIMIZATION_ERROR_CODES,
  type RouteOptimizationSubmit,
} from '@armada/contracts/route-optimization';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { setViewportWidth } from '@/testing/viewport';
import { resetClock, setClock } from '@/lib/clock';
import { savedParametersKey } from '../utils/saved-parameters';
import {
  listOf,
  makeAddress,
  makeDeliveryOrder,
  makeQuota,
  makeSetting,
  makeVehicle,
} from '../testing/wizard-fixtures';
import { CreateRouteOptimizationPage } from './create-route-optimization-page';
import { ReoptimizeRouteOptimizationPage } from './reoptimize-route-optimization-page';

const NOW = Date.parse('2026-11-14T10:00:00+07:00');
const COMPANY = 7;
const USER = 42;

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

interface Sent {
  method: string;
  url: URL;
  body: unknown;
}

/** A fake gateway for the wizard's calls; `submit` answers the create or re-optimize call. */
function fakeServer(submit: () => Response = () => jsonResponse(202, { data: { id: 99 } })) {
  const sent: Sent[] = [];
  const orders = [
    makeDeliveryOrder(),
    makeDeliveryOrder({ id: 12, number: 'DO/ALN/2611/00012', load_weight: 6000 }),
  ];
  mockFetch((raw, init) => {
    const url = new URL(raw, 'http://localhost');
    const method = init.method ?? 'GET';
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const path = url.pathname;
    if (path.endsWith('/route-optimization/usage')) return jsonResponse(200, { data: makeQuota() });
    if (path === '/api/address') {
      return jsonResponse(
        200,
        listOf([makeAddress(), makeAddress({ id: 2, name: 'Gudang Cikarang' })]),
      );
    }
    if (path === '/order/api/web/v1/delivery-order') return jsonResponse(200, listOf(orders));
    if (path === '/api/vehicle') {
      return jsonResponse(
        200,
        listOf([
          makeVehicle(),
          makeVehicle({ id: 42, license_plate: 'B 7001 TRK', vehicle_group: [] }),
        ]),
      );
    }
    if (path.endsWith('/setting')) return jsonResponse(200, { data: makeSetting() });
    if (path.endsWith('/delivery-orders')) {
      return jsonResponse(200, listOf([{ ...makeDeliveryOrder(), priority: 'high' as const }]));
    }
    if (path.endsWith('/vehicles')) return jsonResponse(200, listOf([makeVehicle()]));
    if (method === 'POST' || method === 'PUT') return submit();
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: path });
  });
  return sent;
}

const submitted = (sent: Sent[], method: string) =>
  sent.find((call) => call.method === method && call.url.pathname.includes('route-optimization'))
    ?.body as RouteOptimizationSubmit | undefined;

function renderCreate() {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/route-optimization/create?tab=a']}>
      <Routes>
        <Route
          path="/route-optimization/create"
          element={<CreateRouteOptimizationPage companyId={COMPANY} userId={USER} />}
        />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A saved departure tomorrow so set-parameters can submit without typing a date. */
function saveDeparture() {
  window.localStorage.setItem(
    savedParametersKey(COMPANY, USER),
    JSON.stringify({
      expected_departure_on: '2026-11-15T08:00:00+07:00',
      expected_end_on: null,
      options: { traffic_level: 'fast' },
    }),
  );
}

/** PrimeReact's checkbox and switch take the click on their hidden input. */
function toggle(testId: string) {
  const input = screen.getByTestId(testId).querySelector('input');
  if (!input) throw new Error(`${testId} has no input`);
  fireEvent.click(input);
}

async function chooseOrigin(name = 'Gudang Cakung') {
  fireEvent.click(screen.getByTestId('origin-address-field'));
  const dialog = await screen.findByRole('dialog');
  fireEvent.click(await within(dialog).findByText(name));
  await screen.findByTestId('delivery-select-11');
}

async function pickOrdersAndGoOn() {
  await chooseOrigin();
  toggle('delivery-select-11');
  toggle('delivery-select-12');
  toggle('delivery-priority-12');
  fireEvent.click(screen.getByTestId('wizard-primary'));
  await screen.findByTestId('vehicle-select-41');
  toggle('vehicle-select-41');
}

describe('creation wizard (docs/rules/route-optimization.md §2.1)', () => {
  beforeEach(() => {
    setClock(NOW);
    setViewportWidth(1366);
    return () => resetClock();
  });

  it('asks for the origin first: empty state and the search toast', async () => {
    fakeServer();
    renderCreate();
    expect(screen.getByTestId('origin-empty-state').textContent).toContain(
      'Atur alamat asal terlebih dahulu',
    );
    expect(screen.queryByTestId('delivery-table')).toBeNull();
    fireEvent.click(screen.getByTestId('search-delivery'));
    expect(await screen.findByText('Cari alamat asal terlebih dahulu')).toBeTruthy();
    expect(screen.getByText('Alamat asal wajib diisi')).toBeTruthy();
    expect((screen.getByTestId('wizard-primary') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the origin’s routable orders with the fixed filters and every column', async () => {
    const sent = fakeServer();
    renderCreate();
    await chooseOrigin();
    const call = sent.find((c) => c.url.pathname === '/order/api/web/v1/delivery-order');
    expect(call?.url.searchParams.getAll('filters')).toEqual([
      'status.name in CONFIRMED,RESCHEDULED',
      'vendor.id is null',
      'origin_address.id eq 1',
    ]);
    const headers = screen
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(
      expect.arrayContaining([
        'No. Pengiriman',
        'Status Pengiriman',
        'Alamat Asal',
        'Alamat Tujuan',
        'Dibuat Pada',
        'Dibuat Oleh',
        'Pelanggan Dikirim',
        'Pelanggan Ditagih',
        'Staf Pemasaran',
        'Berat Muatan (Kg)',
        'Volume Muatan (Cbm)',
      ]),
    );
    const link = screen.getByRole('link', { name: 'DO/ALN/2611/00011' });
    expect(link.getAttribute('href')).toBe('/delivery/11?tab=a');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getAllByText('Dikonfirmasi').length).toBeGreaterThan(0);
  });

  it('offers Set priority and Remove priority by the selected rows', async () => {
    fakeServer();
    renderCreate();
    await chooseOrigin();
    expect(screen.queryByTestId('delivery-action')).toBeNull();
    toggle('delivery-select-11');
    fireEvent.click(screen.getByTestId('delivery-action'));
    expect(await screen.findByText('Jadikan Prioritas')).toBeTruthy();
    expect(screen.queryByText('Hapus Prioritas')).toBeNull();
    fireEvent.click(screen.getByText('Jadikan Prioritas'));
    fireEvent.click(screen.getByTestId('delivery-action'));
    await waitFor(() => expect(screen.queryByText('Hapus Prioritas')).not.toBeNull());
    expect(screen.queryByText('Jadikan Prioritas')).toBeNull();
  });

  it('a new origin clears the selected orders and lists its own orders', async () => {
    const sent = fakeServer();
    renderCreate();
    await chooseOrigin();
    toggle('delivery-select-11');
    expect(screen.getByTestId('delivery-selected-count').textContent).toBe('1 pengiriman dipilih');
    await chooseOrigin('Gudang Cikarang');
    await waitFor(() => expect(screen.queryByTestId('delivery-selected-count')).toBeNull());
    await waitFor(() =>
      expect(
        sent.some((c) => c.url.searchParams.getAll('filters').includes('origin_address.id eq 2')),
      ).toBe(true),
    );
    expect((screen.getByTestId('wizard-primary') as HTMLButtonElement).disabled).toBe(true);
  });

  it('submits the run and opens the new run', async () => {
    saveDeparture();
    const sent = fakeServer();
    renderCreate();
    await pickOrdersAndGoOn();
    fireEvent.click(screen.getByTestId('wizard-primary'));
    expect((await screen.findByTestId('where')).textContent).toBe('/route-optimization/99');
    expect(submitted(sent, 'POST')).toEqual({
      type: 'SINGLE_PICK-MULTI_DROP',
      start_address_id: 1,
      expected_departure_on: '2026-11-15T08:00:00+07:00',
      vehicle_ids: [41],
      delivery_orders: [
        { id: 11, priority: 'regular' },
        { id: 12, priority: 'high' },
      ],
      options: expect.objectContaining({ traffic_level: 'fast', service_time: 'PT15M' }) as unknown,
    });
    const saved = JSON.parse(
      window.localStorage.getItem(savedParametersKey(COMPANY, USER)) ?? '{}',
    ) as object;
    expect(saved).not.toHaveProperty('vehicle_ids');
    expect(saved).not.toHaveProperty('delivery_orders');
  });

  it('goes back to step one with the selection reset on an invalid delivery order status', async () => {
    saveDeparture();
    fakeServer(() =>
      jsonResponse(422, {
        statusCode: 422,
        code: ROUTE_OPTIMIZATION_ERROR_CODES.deliveryOrderInvalidStatus,
        message: 'Delivery order DO/ALN/2611/00012 is not CONFIRMED or RESCHEDULED',
      }),
    );
    renderCreate();
    await pickOrdersAndGoOn();
    fireEvent.click(screen.getByTestId('wizard-primary'));
    expect(await screen.findByText('Status pengiriman tidak valid')).toBeTruthy();
    expect((await screen.findByTestId('wizard-step-attach-delivery')).dataset.state).toBe(
      'current',
    );
    expect(screen.queryByTestId('delivery-selected-count')).toBeNull();
    expect((screen.getByTestId('wizard-primary') as HTMLButtonElement).disabled).toBe(true);
    // RO-35: the origin address is reset with the other values.
    expect(screen.getByTestId('origin-empty-state')).toBeTruthy();
    expect(screen.queryByTestId('delivery-table')).toBeNull();
    expect(screen.getByTestId('origin-address-field').textContent).not.toContain('Gudang Cakung');
  });

  it('warns before solving when the orders do not fit the vehicles with weight capacity off (RO-74)', async () => {
    saveDeparture();
    const sent = fakeServer();
    renderCreate();
    // Orders of 120 and 6,000 kg; vehicle 41 carries 5,000 kg.
    await chooseOrigin();
    toggle('delivery-select-11');
    toggle('delivery-select-12');
    fireEvent.click(screen.getByTestId('wizard-primary'));
    await screen.findByTestId('vehicle-select-41');
    expect(screen.queryByTestId('wizard-capacity-warning')).toBeNull();
    // SHELL-79: the idle duration fields show a dash that fits, their unit beside them.
    for (const field of ['duration-order-hours', 'duration-order-minutes']) {
      expect(screen.getByTestId(field).querySelector('.p-dropdown-label')?.textContent).toBe('-');
    }
    toggle('vehicle-select-41');
    const warning = await screen.findByTestId('wizard-capacity-warning');
    expect(warning.textContent).toContain('Muatan melebihi kapasitas kendaraan');
    expect(warning.textContent).toContain(
      'Total berat pesanan yang dipilih 6.120 kg, sedangkan kendaraan yang dipilih hanya memuat 5.000 kg.',
    );
    expect(warning.textContent).toContain(
      'Lebih berat dari kendaraan terbesar yang dipilih: DO/ALN/2611/00012 (6.000 kg).',
    );
    const asked = sent.filter((call) =>
      call.url.searchParams.getAll('filters').includes('id in 41'),
    );
    expect(asked.map((call) => call.url.pathname)).toEqual(['/api/vehicle']);
    // A second vehicle of 5,000 kg: the total fits, the 6,000 kg order still fits none.
    toggle('vehicle-select-42');
    await waitFor(() => expect(warning.textContent).not.toContain('Total berat'));
    expect(warning.textContent).toContain('DO/ALN/2611/00012 (6.000 kg)');
    // Weight capacity on: the solver leaves out what does not fit, no warning.
    toggle('option-weight_capacity');
    await waitFor(() => expect(screen.queryByTestId('wizard-capacity-warning')).toBeNull());
  });

  it('shows the limit alert, empties the quota and keeps the input', async () => {
    saveDeparture();
    fakeServer(() =>
      jsonResponse(429, {
        statusCode: 429,
        code: ROUTE_OPTIMIZATION_ERROR_CODES.limitReached,
        message: 'route optimization limit reached',
      }),
    );
    renderCreate();
    await pickOrdersAndGoOn();
    fireEvent.click(screen.getByTestId('wizard-primary'));
    expect((await screen.findByTestId('wizard-alert')).textContent).toContain(
      'Batas optimasi rute telah tercapai',
    );
    await waitFor(() =>
      expect(
        screen
          .getByTestId('wizard-quota')
          .querySelector('[data-status]')
          ?.getAttribute('data-status'),
      ).toBe('empty'),
    );
    expect(screen.getByTestId('vehicle-selected-count').textContent).toBe('1 kendaraan dipilih');
    expect((screen.getByTestId('wizard-primary') as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the input-format-error toast for any other failure', async () => {
    saveDeparture();
    fakeServer(() => jsonResponse(400, { statusCode: 400, code: 'BAD_REQUEST', message: 'nope' }));
    renderCreate();
    await pickOrdersAndGoOn();
    fireEvent.click(screen.getByTestId('wizard-primary'));
    expect(await screen.findByText('Format input salah, periksa kembali isian Anda')).toBeTruthy();
  });
});

describe('re-optimize screen (docs/rules/route-optimization.md §2.2)', () => {
  beforeEach(() => {
    setClock(NOW);
    setViewportWidth(1366);
    return () => resetClock();
  });

  function renderReoptimize() {
    return renderWithProviders(
      <MemoryRouter initialEntries={['/route-optimization/5/re-optimize']}>
        <Routes>
          <Route
            path="/route-optimization/:id/re-optimize"
            element={
              <ReoptimizeRouteOptimizationPage runId={5} companyId={COMPANY} userId={USER} />
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('opens on set-parameters with the run number, restores the selection and re-optimizes', async () => {
    const sent = fakeServer(() => jsonResponse(202, { data: { id: 6 } }));
    renderReoptimize();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Ubah Optimasi Rute #RO/2611/00005',
    );
    expect(screen.getByTestId('wizard-step-set-parameters').dataset.state).toBe('current');
    expect(screen.getByTestId('wizard-step-attach-delivery').dataset.state).toBe('past');
    expect(screen.getByTestId('wizard-primary').textContent).toContain('Optimasi Ulang');
    expect(screen.getByTestId('wizard-prev')).toBeTruthy();
    const orders = sent.find((c) => c.url.pathname.endsWith('/delivery-orders'));
    expect(orders?.url.searchParams.get('limit')).toBe('100');
    expect(orders?.url.searchParams.get('filters')).toBe('status.name in CONFIRMED,RESCHEDULED');
    const vehicles = sent.find((c) => c.url.pathname.endsWith('/5/vehicles'));
    expect(vehicles?.url.searchParams.get('limit')).toBe('10');
    // Restored 500 ms after mount.
    expect((await screen.findByText('1 kendaraan dipilih')).textContent).toBeTruthy();
    toggle('vehicle-select-42');
    fireEvent.click(screen.getByTestId('wizard-primary'));
    expect((await screen.findByTestId('where')).textContent).toBe('/route-optimization/6');
    const body = submitted(sent, 'PUT');
    expect(body).toMatchObject({
      type: 'SINGLE_PICK-MULTI_DROP',
      start_address_id: 1,
      expected_end_on: '2026-11-15T17:00:00+07:00',
      vehicle_ids: [41, 42],
      delivery_orders: [{ id: 11, priority: 'high' }],
    });
    expect(body).not.toHaveProperty('delivery_order_ids');
  });

  it('Prev goes to attach-delivery, where the run’s orders are listed, and Cancel asks first', async () => {
    fakeServer();
    renderReoptimize();
    fireEvent.click(await screen.findByTestId('wizard-prev'));
    expect(await screen.findByTestId('delivery-table')).toBeTruthy();
    expect(screen.queryByTestId('wizard-prev')).toBeNull();
    expect(screen.getByTestId('wizard-primary').textContent).toContain('Selanjutnya');
    fireEvent.click(screen.getByTestId('wizard-cancel'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Batalkan perubahan?')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Ya, batalkan'));
    expect((await screen.findByTestId('where')).textContent).toBe('/route-optimization/5');
  });

  it('stays on the page with an error toast and the quota empty when the limit is reached', async () => {
    fakeServer(() =>
      jsonResponse(429, {
        statusCode: 429,
        code: ROUTE_OPTIMIZATION_ERROR_CODES.limitReached,
        message: 'route optimization limit reached',
      }),
    );
    renderReoptimize();
    await screen.findByText('1 kendaraan dipilih');
    fireEvent.click(screen.getByTestId('wizard-primary'));
    expect(await screen.findByText('Batas optimasi rute telah tercapai')).toBeTruthy();
    expect(screen.queryByTestId('wizard-alert')).toBeNull();
    expect(screen.queryByTestId('where')).toBeNull();
    await waitFor(() =>
      expect(
        screen
          .getByTestId('wizard-quota')
          .querySelector('[data-status]')
          ?.getAttribute('data-status'),
      ).toBe('empty'),
    );
  });
});
