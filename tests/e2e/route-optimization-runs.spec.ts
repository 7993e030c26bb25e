// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { DeliveryOrder } from '@armada/contracts/delivery-orders';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
  type RouteOptimizationRun,
} from '@armada/contracts/route-optimization';
import { E2E_NOW, expect, screenshot, signInViaApi, test } from './fixtures';

/**
 * Route optimization runs (issue 10) in a real browser: one walk through the list (the seeded
 * runs, the quota meter, a run submitted elsewhere arriving over the live channel), a solved
 * run's detail (map, vehicles' timelines, unassigned orders), moving a stop between vehicles and
 * rolling the move back; fleet tasks from a plan of today and the driver seeing their stops on a
 * phone; the detail and the list on a phone. The list in English is a component test
 * (runs/runs-page.test.tsx). The creation wizard has its own suite; here runs of today are created
 * through the API.
 */

const API = '/fleet-planning/api/web/v1/route-optimization';
/** The seeded solved run with two vehicles (simulator seed-runs.ts). */
const SEEDED_NUMBER = 'RO/2611/00001';
const FIND_SEEDED = `?q=${encodeURIComponent(SEEDED_NUMBER)}`;
const HOUR = 3_600_000;

test.use({ account: 'admin' });

/** The list; `query` e.g. `?q=RO/2611/00001` (other suites on this gateway add runs). */
async function openList(page: Page, language: 'id' | 'en' = 'id', query = '') {
  await page.addInitScript((lang) => window.localStorage.setItem('language', lang), language);
  await page.goto(`/route-optimization${query}`);
  await expect(page.getByRole('table')).toBeVisible();
}

async function runByNumber(
  request: APIRequestContext,
  number: string,
): Promise<RouteOptimizationRun> {
  const response = await request.get(API, { params: { limit: 10, page: 1, search: number } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { paginated_result: RouteOptimizationRun[] } };
  const run = body.data.paginated_result.find((r) => r.number === number);
  if (!run) throw new Error(`no run ${number}`);
  return run;
}

const vehicleCards = (page: Page) => page.getByTestId('ro-vehicle');
const stopCount = async (card: Locator) =>
  Number(/\d+/.exec((await card.locator('.ro-vehicle__count').textContent()) ?? '')?.[0]);

/** `2026-11-14T13:00:00+07:00`: WIB wall clock of an instant. */
function wib(ms: number): string {
  return `${new Date(ms + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;
}

/**
 * A run of today for the demo driver's vehicle, solved: the server's own vehicle list names the
 * driver of each vehicle, and the routable orders come from the origin with the most of them.
 */
async function solvedRunForDriver(request: APIRequestContext, driverName: string): Promise<number> {
  const id = await createRun(request, { driverName, orders: 3 });
  await expect
    .poll(async () => {
      const run = await request.get(`${API}/${id}`);
      return ((await run.json()) as { data: RouteOptimizationRun }).data.status;
    })
    .toBe('SOLVED');
  return id;
}

/** Submits a run of today from the origin with the most routable orders; answers its id. */
async function createRun(
  request: APIRequestContext,
  { driverName, orders: count }: { driverName: string; orders: number },
): Promise<number> {
  const vehicles = await request.get('/api/vehicle', {
    params: { limit: 100, page: 1, parent_only: true, sorts: 'id asc' },
  });
  const vehicleList = (
    (await vehicles.json()) as {
      data: { paginated_result: { id: number; driver: { fullname: string } | null }[] };
    }
  ).data.paginated_result;
  const vehicle = vehicleList.find((v) => v.driver?.fullname === driverName);
  if (!vehicle) throw new Error(`no vehicle driven by ${driverName}`);
  const orders = await request.get('/order/api/web/v1/delivery-order', {
    params: new URLSearchParams([
      ['limit', '500'],
      ['page', '1'],
      ['sorts', 'id desc'],
      ['filters', 'status.name in CONFIRMED,RESCHEDULED'],
      ['filters', 'vendor.id is null'],
    ]),
  });
  const list = ((await orders.json()) as { data: { paginated_result: DeliveryOrder[] } }).data
    .paginated_result;
  const byOrigin = new Map<number, DeliveryOrder[]>();
  for (const order of list) {
    byOrigin.set(order.origin_address.id, [
      ...(byOrigin.get(order.origin_address.id) ?? []),
      order,
    ]);
  }
  const [origin, fromOrigin] =
    [...byOrigin.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  if (origin === undefined || !fromOrigin) throw new Error('no routable orders');
  // Later today than the server's clock can be by now (it started at E2E_NOW).
  const departure = Date.parse(E2E_NOW) + 3 * HOUR;
  const created = await request.post(API, {
    data: {
      type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
      start_address_id: origin,
      expected_departure_on: wib(departure),
      vehicle_ids: [vehicle.id],
      delivery_orders: fromOrigin
        .slice(0, count)
        .map((o, i) => ({ id: o.id, priority: i === 0 ? 'high' : 'regular' })),
      options: {
        ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
        weight_capacity: false,
        volume_capacity: false,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(202);
  return ((await created.json()) as { data: { id: number } }).data.id;
}

test('main path: the list with the seeded runs and the quota, a run arriving live, a solved run’s detail, moving a stop and rolling it back', async ({
  page,
}) => {
  // The list follows the live channel, which opens a moment after the first paint and sends
  // its tags first thing: heard from the socket's creation on, as it may come before the
  // checks below are done.
  let tagsSent = (): void => undefined;
  const subscribed = new Promise<void>((resolve) => (tagsSent = resolve));
  page.on('websocket', (socket) => socket.on('framesent', () => tagsSent()));
  await openList(page);
  // Newest first: the seeded runs are on the first page of a fresh gateway.
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /RO\/2611\/\d{5}/ })
      .first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Optimasi rute', level: 1 })).toBeVisible();
  const quota = page.getByRole('region', { name: 'Kuota optimasi rute' });
  await expect(quota.getByRole('meter')).toBeVisible();
  await expect(quota).toContainText(/\d+ \/ \d+ terpakai/);
  await expect(quota).toContainText('per bulan');
  await expect(page.getByRole('link', { name: 'Buat optimasi' })).toHaveAttribute(
    'href',
    '/route-optimization/create',
  );
  await screenshot(page, 'route-optimization-list-id-desktop');

  // A run submitted elsewhere appears in the open list and turns solved without a reload.
  await subscribed;
  const id = await createRun(page.request, { driverName: 'Budi Santoso', orders: 20 });
  const response = await page.request.get(`${API}/${id}`);
  const { number } = ((await response.json()) as { data: RouteOptimizationRun }).data;
  const arrived = page.getByRole('row').filter({ hasText: number });
  await expect(arrived).toBeVisible();
  await expect(arrived).toContainText('Selesai');
  await expect(arrived).toContainText(/\d+(,\d)? km/);

  // Searched by number, whatever other suites added.
  await page.getByPlaceholder('Cari nomor atau alamat asal').fill(SEEDED_NUMBER);
  const row = page.getByRole('row').filter({ hasText: SEEDED_NUMBER });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Selesai');
  await expect(row).toContainText(/\d+(,\d)? km/);
  await expect(
    row.getByRole('button', { name: `Buat tugas armada ${SEEDED_NUMBER}` }),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: `Batalkan ${SEEDED_NUMBER}` })).toHaveCount(0);

  // The status filter asks the server for those statuses only.
  await page.goto('/route-optimization?status=CANCELLED');
  await expect(page.getByRole('row').filter({ hasText: 'Dibatalkan' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Selesai' })).toHaveCount(0);

  // A solved run opens on its map, vehicle timelines, totals and unassigned orders.
  await openList(page, 'id', FIND_SEEDED);
  await page.getByRole('row').filter({ hasText: SEEDED_NUMBER }).getByText('Selesai').click();
  await expect(page).toHaveURL(/\/route-optimization\/\d+$/);
  await expect(page.getByRole('heading', { name: SEEDED_NUMBER })).toBeVisible();
  const map = page.getByTestId('ro-map');
  await expect(map).toHaveAttribute('data-routes', '2');
  await expect(map.locator('.ro-map-stop').first()).toBeVisible();
  await expect(map.locator('.ro-map-depot')).toBeVisible();
  await expect(map.locator('path.ro-map-route')).toHaveCount(2);
  await expect(vehicleCards(page)).toHaveCount(2);
  const first = vehicleCards(page).first();
  await expect(first.getByRole('img', { name: /^Linimasa / })).toBeVisible();
  await expect(first.locator('.ro-timeline__segment--service').first()).toBeVisible();
  // RO-74: the load against the vehicle's box, even with the capacity options off.
  await expect(first.getByTestId('ro-load').first()).toContainText(
    /[\d.,]+ \/ [\d.,]+ kg \(\d+%\)/,
  );
  await expect(page.getByTestId('ro-total-distance')).toHaveText(/\d+(,\d)? km/);
  await expect(page.getByRole('region', { name: 'Pesanan tidak terjadwal' })).toBeVisible();
  // Selecting a vehicle highlights its route.
  await first.getByRole('button', { name: /^Sorot rute/ }).click();
  await expect(first).toHaveClass(/is-selected/);
  await first.getByRole('button', { name: /titik$/ }).click();
  await expect(first.getByTestId('ro-stop').nth(1)).toContainText(/Tiba \d{2}:\d{2}/);
  await screenshot(page, 'route-optimization-detail-id-desktop', { fullPage: false });

  // Moving a stop to another vehicle re-times both routes, and rollback returns the plan.
  await page.reload();
  await expect(vehicleCards(page)).toHaveCount(2);
  const [a, b] = [vehicleCards(page).nth(0), vehicleCards(page).nth(1)];
  const before = { a: await stopCount(a), b: await stopCount(b) };
  const version = Number(
    /\d+/.exec((await page.getByText(/^Versi rencana \d+$/).textContent()) ?? '')?.[0],
  );
  const targetPlate = (await a.locator('.ro-vehicle__plate').textContent()) ?? '';
  // The receiving vehicle's first delivery, before the move.
  await a.getByRole('button', { name: /titik$/ }).click();
  const firstOfA = a.getByTestId('ro-stop').nth(1);
  const firstName = (await firstOfA.locator('.ro-stop__title').textContent()) ?? '';
  const firstArrival = /Tiba \d{2}:\d{2}/.exec((await firstOfA.textContent()) ?? '')?.[0];

  await b.getByRole('button', { name: /titik$/ }).click();
  await b.getByRole('button', { name: 'Pindahkan titik ini 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pindahkan titik' });
  await dialog
    .getByRole('combobox', { name: 'Kendaraan tujuan', exact: true })
    .selectOption({ label: targetPlate });
  await dialog
    .getByRole('combobox', { name: 'Urutan di kendaraan tujuan', exact: true })
    .selectOption('1');
  await dialog.getByTestId('ro-move-submit').click();
  await expect(dialog).toBeHidden();
  // A new plan version (numbers are not reused after a rollback, so only "another" is sure).
  await expect(page.getByText(/^Versi rencana \d+$/)).not.toHaveText(`Versi rencana ${version}`);
  await expect.poll(() => stopCount(a)).toBe(before.a + 1);
  await expect.poll(() => stopCount(b)).toBe(before.b - 1);
  // The moved stop comes first now: the old first stop is second and arrives later.
  const nowSecond = a.getByTestId('ro-stop').nth(2);
  await expect(nowSecond.locator('.ro-stop__title')).toHaveText(firstName);
  await expect(nowSecond).not.toContainText(firstArrival ?? 'Tiba');
  await screenshot(page, 'route-optimization-moved-id-desktop', { fullPage: false });

  await page.locator('.ro-detail__header [data-action="rollback"]').click();
  await expect(page.getByText('Kembalikan ke rencana sebelumnya?')).toBeVisible();
  await page.getByTestId('ro-confirm-accept').click();
  await expect(page.getByText(`Versi rencana ${version}`)).toBeVisible();
  await expect.poll(() => stopCount(a)).toBe(before.a);
  await expect.poll(() => stopCount(b)).toBe(before.b);
  await expect(firstOfA.locator('.ro-stop__title')).toHaveText(firstName);
  await expect(firstOfA).toContainText(firstArrival ?? 'Tiba');
});

test('fleet tasks from a plan of today show the driver their stops', async ({ page, browser }) => {
  const driverName = 'Budi Santoso';
  const id = await solvedRunForDriver(page.request, driverName);
  await page.goto(`/route-optimization/${id}`);
  const status = page.locator('.ro-detail__title-row .ro-status');
  await expect(status).toHaveText('Selesai');
  const stops = await stopCount(vehicleCards(page).first());
  await page.locator('.ro-detail__header [data-action="create-fleet-task"]').click();
  await expect(page.getByText('Buat tugas armada?')).toBeVisible();
  await page.getByTestId('ro-confirm-accept').click();
  await expect(status).toHaveText('Tugas armada dibuat');
  await expect(page.locator('.ro-detail__header [data-action="rollback"]')).toBeVisible();

  // The driver, on a phone.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await context.clock.install({ time: new Date(E2E_NOW) });
  const phone = await context.newPage();
  await signInViaApi(phone, 'driver');
  await phone.goto('/dashboard');
  const day = phone.getByTestId('driver-day');
  await expect(day.getByRole('heading', { name: 'Rute Anda hari ini' })).toBeVisible();
  await expect(day.getByTestId('driver-day-stop')).toHaveCount(stops);
  await expect(day.getByTestId('driver-day-stop').first()).toContainText(/Tiba \d{2}:\d{2}/);
  await expect(day.getByTestId('driver-day-stop').first()).toContainText(/Muatan .* kg/);
  await expect(day.getByRole('region', { name: 'Peta rute hari ini' })).toBeVisible();
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(phone, 'route-optimization-driver-day-id-phone');
  await phone.evaluate(() => window.localStorage.setItem('language', 'en'));
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Your route today' })).toBeVisible();
  await screenshot(phone, 'route-optimization-driver-day-en-phone');
  await context.close();

  // Withdrawing the tasks takes the route away from the driver again.
  await page.locator('.ro-detail__header [data-action="rollback"]').click();
  await expect(page.getByText('Tarik tugas armada?')).toBeVisible();
  await page.getByTestId('ro-confirm-accept').click();
  await expect(status).toHaveText('Dikembalikan');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the detail puts the map above the vehicle lists, with nothing wider than the screen', async ({
    page,
  }) => {
    const run = await runByNumber(page.request, SEEDED_NUMBER);
    await page.addInitScript(() => window.localStorage.setItem('language', 'en'));
    await page.goto(`/route-optimization/${run.id}`);
    const map = page.getByTestId('ro-map');
    await expect(map).toHaveAttribute('data-routes', '2');
    const mapBox = await map.boundingBox();
    const cardBox = await vehicleCards(page).first().boundingBox();
    expect(mapBox && cardBox && mapBox.y + mapBox.height <= cardBox.y).toBe(true);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'route-optimization-detail-en-phone');
    await page.goto(`/route-optimization${FIND_SEEDED}`);
    await expect(page.getByText(SEEDED_NUMBER)).toBeVisible();
    await screenshot(page, 'route-optimization-list-en-phone');
  });
});
