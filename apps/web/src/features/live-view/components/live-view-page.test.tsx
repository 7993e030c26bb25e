import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FleetDirectory, VehicleLiveDetail } from '@armada/contracts/live';
import type { Language } from '@/config/env';
import { makeDirectoryVehicle } from '@/testing/factories';
import { jsonResponse, mockFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';
import { LiveViewPage } from './live-view-page';

/**
 * The live view's page without a live channel (no positions arrive): the list, the vehicle card
 * from `?type=vehicle&vehicleId=`, and the messages for a bad id. The real socket, the moving
 * fleet and the map's hit testing are in tests/e2e/live-view.spec.ts.
 */
const NOW = new Date('2026-11-14T10:00:00+07:00');

const directory: FleetDirectory = {
  at: NOW.toISOString(),
  groups: [],
  vehicles: [1, 2, 3].map((id) =>
    makeDirectoryVehicle(id, {
      license_plate: `B ${1000 + id} KXR`,
      vehicle_type: 'Hino Dutro',
      driver_name: `Sopir ${id}`,
    }),
  ),
};

function detailOf(id: number): VehicleLiveDetail {
  return {
    at: NOW.toISOString(),
    vehicle_id: id,
    license_plate: `B ${1000 + id} KXR`,
    fleet_category: 'Truk',
    vehicle_type: 'Hino Dutro',
    driver_name: `Sopir ${id}`,
    driver_phone_no: null,
    status: 'moving',
    ignition: true,
    latitude: -6.2,
    longitude: 106.8,
    speed: 42,
    heading: 90,
    odometer_km: 12000,
    fuel_level_pct: null,
    box_temperature_c: null,
    driving_since_rest_min: 30,
    last_report_on: NOW.toISOString(),
    seconds_since_report: 42,
    address: {
      address: 'Jl. Jend. Sudirman No.1, Senayan, Jakarta Pusat, DKI Jakarta',
      street: 'Jl. Jend. Sudirman',
      district: 'Senayan',
      city: 'Jakarta Pusat',
      province: 'DKI Jakarta',
      postalCode: null,
    },
  };
}

function gateway() {
  return mockFetch((url) => {
    const path = url.split('?')[0] ?? url;
    if (path.endsWith('/live/fleet')) return jsonResponse(200, { data: directory });
    const live = /\/vehicle\/(\d+)\/live$/.exec(path);
    if (live) {
      const id = Number(live[1]);
      return directory.vehicles.some((v) => v.id === id)
        ? jsonResponse(200, { data: detailOf(id) })
        : jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'no such vehicle' });
    }
    const trail = /\/vehicle\/(\d+)\/trail$/.exec(path);
    if (trail) {
      return jsonResponse(200, {
        data: {
          vehicle_id: Number(trail[1]),
          from: NOW.toISOString(),
          to: NOW.toISOString(),
          points: [],
        },
      });
    }
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'not here' });
  });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderPage(path: string, language: Language = 'id') {
  gateway();
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/liveview-2"
          element={
            <>
              <LiveViewPage tileUrl="" tileAttribution={undefined} />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

const noop = () => undefined;

beforeEach(() => {
  // Only the date is pinned: the page's timers and the queries run as they do in the app.
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = noop;
      unobserve = noop;
      disconnect = noop;
    },
  );
  // jsdom has no canvas: a 2D context that draws nothing.
  const context2d = new Proxy({}, { get: () => noop }) as unknown as CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((kind: string) =>
    kind === '2d' ? context2d : null) as unknown as HTMLCanvasElement['getContext']);
});
afterEach(() => vi.useRealTimers());

const rowsListed = () => Number(screen.getByTestId('vehicle-list').getAttribute('data-rows'));

describe('<LiveViewPage>', () => {
  it('opens the vehicle of ?type=vehicle&vehicleId= in its card: plate, address and the last report', async () => {
    renderPage('/liveview-2?type=vehicle&vehicleId=2');
    const card = await screen.findByTestId('vehicle-card');
    await waitFor(() =>
      expect(within(card).getByTestId('vehicle-card-plate').textContent).toBe('B 1002 KXR'),
    );
    await waitFor(() =>
      expect(within(card).getByTestId('vehicle-card-address').textContent).toBe(
        'Jl. Jend. Sudirman No.1, Senayan, Jakarta Pusat, DKI Jakarta',
      ),
    );
    expect(within(card).getByTestId('vehicle-card-last-report').textContent).toMatch(
      /^\d+ (detik|menit|jam) lalu$/,
    );
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('vehicle-card')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/liveview-2');
  });

  it('an unknown or malformed vehicleId gets a clear message, not a blank map', async () => {
    const first = renderPage('/liveview-2?type=vehicle&vehicleId=99999999');
    expect((await screen.findByTestId('vehicle-param-message')).textContent).toContain(
      'Kendaraan dengan ID 99999999 tidak ditemukan',
    );
    expect(screen.queryByTestId('vehicle-card')).toBeNull();
    expect(rowsListed()).toBe(3);
    expect(screen.getByTestId('live-map')).toBeTruthy();
    first.unmount();

    renderPage('/liveview-2?type=vehicle&vehicleId=abc');
    const message = await screen.findByTestId('vehicle-param-message');
    expect(message.textContent).toContain('"abc" bukan ID kendaraan yang sah');
    fireEvent.click(within(message).getByRole('button'));
    await waitFor(() => expect(screen.queryByTestId('vehicle-param-message')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/liveview-2');
  });

  it('reads in English: the panel, its toggle, the card and the messages', async () => {
    const first = renderPage('/liveview-2?type=vehicle&vehicleId=1', 'en');
    const card = await screen.findByTestId('vehicle-card');
    expect(screen.getByTestId('vehicle-panel').textContent).toContain('Vehicles');
    expect(screen.getByTestId('panel-toggle').textContent).toContain('Vehicle list');
    await waitFor(() =>
      expect(within(card).getByTestId('vehicle-card-last-report').textContent).toMatch(
        /^\d+ (seconds?|minutes?|hours?) ago$/,
      ),
    );
    first.unmount();

    renderPage('/liveview-2?type=vehicle&vehicleId=0', 'en');
    expect((await screen.findByTestId('vehicle-param-message')).textContent).toContain(
      '"0" is not a valid vehicle ID',
    );
  });
});
