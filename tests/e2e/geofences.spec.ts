import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, screenshot } from './fixtures';

/**
 * Geofences, the main path (docs/rules/geofences.md GEO-8, GEO-10, GEO-12, GEO-20): an
 * administrator centres the editor's map on a vehicle driving through the city, draws a circle
 * across the road ahead of it, and the enter alert arrives in the alert center as any other
 * alert, while the fleet drives on the gateway's own clock. The shapes' checks, the state machine
 * and the refusals are unit and contract tests.
 */

test.describe.configure({ timeout: 150_000 });
test.use({ liveAlerts: 'on', account: 'admin', viewport: { width: 1366, height: 900 } });

/** The circle's radius, and how far ahead of the vehicle its near edge lies, in metres. */
const RADIUS_M = 700;
const GAP_M = 200;
/** The zoom the editor shows a vehicle at (drawing-map.tsx FOCUS_ZOOM). */
const FOCUS_ZOOM = 15;

interface Live {
  vehicle_id: number;
  license_plate: string;
  status: string;
  speed: number;
  heading: number;
  latitude: number;
  longitude: number;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

const live = async (page: Page, id: number) =>
  (await json<{ data: Live }>(page.request, `/api/vehicle/${id}/live`)).data;

/** A vehicle of the company driving at a city pace now. */
async function movingVehicle(page: Page): Promise<Live> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const directory = await json<{ data: { vehicles: { id: number }[] } }>(
      page.request,
      '/api/live/fleet',
    );
    for (const { id } of directory.data.vehicles) {
      const now = await live(page, id);
      if (now.status === 'moving' && now.speed >= 25 && now.speed <= 60) return now;
    }
    await page.waitForTimeout(2000);
  }
  throw new Error('no vehicle of the company is driving at a city pace');
}

const METRES_PER_DEGREE = 111_320;
const metresPerPixel = (latitude: number, zoom: number) =>
  (40_075_016.686 * Math.cos((latitude * Math.PI) / 180)) / 2 ** (zoom + 8);

test('a geofence drawn across a moving vehicle’s way raises its enter alert', async ({ page }) => {
  const name = `Uji jalur ${Date.now().toString(36)}`;
  await page.goto('/master/geofences');
  await expect(page.getByTestId('hub-tabs')).toBeVisible();
  await page.getByTestId('geofences-create').click();
  const map = page.getByTestId('drawing-map');
  await expect(map).toHaveAttribute('data-tools', 'ready');
  // The form first, so the vehicle drives as little as possible between drawing and saving: a
  // vehicle already inside when the geofence is saved raises nothing (GEO-12).
  await page.getByTestId('geofence-name').fill(name);
  await page.getByTestId('geofence-category').click();
  await page.getByRole('option', { name: 'Area terlarang' }).click();
  await expect(page.getByTestId('geofence-alert-enter').locator('input')).toBeChecked();

  // Centre the map on a vehicle on its way, as the dispatcher would.
  const vehicle = await movingVehicle(page);
  await page.getByTestId('geofence-focus').click();
  await page.locator('.p-dropdown-filter').fill(vehicle.license_plate);
  await page.getByRole('option', { name: vehicle.license_plate, exact: true }).click();
  await expect(map).toHaveAttribute('data-zoom', String(FOCUS_ZOOM));
  await expect(map.locator('.leaflet-tooltip')).toHaveText(vehicle.license_plate);

  // A circle whose near edge lies across the road ahead of where the vehicle is now (heading 0
  // is north: screen up), placed from the map's own centre.
  const [centerLat = NaN, centerLng = NaN] = ((await map.getAttribute('data-center')) ?? '')
    .split(',')
    .map(Number);
  const now = await live(page, vehicle.vehicle_id);
  const box = await map.boundingBox();
  if (!box || !Number.isFinite(centerLat) || !Number.isFinite(centerLng)) {
    throw new Error('the map has no box or centre');
  }
  const perPixel = metresPerPixel(now.latitude, FOCUS_ZOOM);
  const heading = (now.heading * Math.PI) / 180;
  const toward = { x: Math.sin(heading), y: -Math.cos(heading) };
  const here = {
    x:
      box.x +
      box.width / 2 +
      ((now.longitude - centerLng) * METRES_PER_DEGREE * Math.cos((centerLat * Math.PI) / 180)) /
        perPixel,
    y: box.y + box.height / 2 - ((now.latitude - centerLat) * METRES_PER_DEGREE) / perPixel,
  };
  const ahead = (RADIUS_M + GAP_M) / perPixel;
  const center = { x: here.x + toward.x * ahead, y: here.y + toward.y * ahead };
  await page.locator('.leaflet-pm-icon-circle').click();
  await page.mouse.click(center.x, center.y);
  // The radius is set toward the vehicle, so the click stays on the map.
  const edge = {
    x: center.x - (toward.x * RADIUS_M) / perPixel,
    y: center.y - (toward.y * RADIUS_M) / perPixel,
  };
  await page.mouse.move(edge.x, edge.y, { steps: 4 });
  await page.mouse.click(edge.x, edge.y);
  await expect(page.getByTestId('geofence-shape-summary')).toContainText('Lingkaran, jari-jari');
  await screenshot(page, 'geofences-drawn', { fullPage: false });
  await page.getByTestId('geofence-save').click();
  await expect(page.getByTestId('geofence-editor')).toBeHidden();
  await expect(page.getByText('Geofence disimpan.')).toBeVisible();

  // GEO-8, GEO-10: the vehicle (or another) drives into it; the important alert arrives live
  // (the top bar's latest alert, a popup when the company's rule pops it up) ...
  const text = `Masuk geofence · ${name}`;
  await expect(page.getByText(text).first()).toBeVisible({ timeout: 90_000 });
  // ... and is in the alert center's Important list, as any other alert.
  await page.getByTestId('alert-bell').click();
  const alertCenter = page.getByTestId('alert-center');
  await expect(alertCenter).toBeVisible();
  const important = alertCenter.getByTestId('alert-accordion-important');
  await important.getByRole('button').first().click();
  await expect(important.getByTestId('alert-item').filter({ hasText: text }).first()).toBeVisible();
  await screenshot(page, 'geofences-enter-alert', { fullPage: false });
});
