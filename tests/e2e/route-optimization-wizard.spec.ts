// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, test, screenshot, signInViaApi } from './fixtures';

/**
 * The route optimization wizard and the re-optimize screen (spec 03 sections 2.1, 2.2, 4, 5,
 * 7, 8, 9) against the simulator's fleet-planning service. The page clock starts at the
 * harness's E2E_NOW (2026-11-14 10:00 WIB unless pinned otherwise); departures are picked on
 * the next day. The simulator's world persists between runs of a gateway: every test finds
 * its own orders by what it creates or picks, not by fixed numbers.
 */
const CREATE = '/route-optimization/create';
const RUNS_API = '/fleet-planning/api/web/v1/route-optimization';
const ORDERS_API = '/order/api/web/v1/delivery-order';
const QUOTA_CONTROL = '/api/simulator/route-optimization-quota';
const ORIGIN = 'Gudang Utama Cakung';

const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 180_000 });

const primary = (page: Page) => page.getByTestId('wizard-primary');
const deliveryRows = (page: Page) => page.locator('[data-testid=delivery-table] tbody tr');
const vehicleRows = (page: Page) => page.locator('[data-testid=vehicle-table] tbody tr');
const checkboxIn = (row: Locator) => row.locator('.p-checkbox').first();
const quotaStatus = (page: Page) =>
  page.getByTestId('wizard-quota').locator('[data-status]').first();

async function setQuota(
  page: Page,
  body: { limit: number | null; period: 'DAILY' | 'MONTHLY' | 'UNLIMITED' | null; usage?: number },
) {
  const response = await page.request.put(QUOTA_CONTROL, { data: body });
  expect(response.status(), 'quota control').toBe(200);
}

async function chooseOrigin(page: Page, name = ORIGIN) {
  await page.getByTestId('origin-address-field').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill(name);
  await dialog.getByRole('searchbox').press('Enter');
  await dialog.locator('tbody tr', { hasText: name }).first().click();
  await expect(dialog).toBeHidden();
  await expect(deliveryRows(page).first().locator('.p-checkbox')).toBeVisible();
}

/** Picks the departure on the day after the page clock's day (its time stays the clock's). */
async function pickDepartureTomorrow(page: Page) {
  await page.getByTestId('departure-time').locator('button').click();
  const panel = page.locator('.p-datepicker:visible');
  await panel.locator('td:not(.p-datepicker-other-month) >> text="15"').first().click();
  await page.keyboard.press('Escape');
}

/** A run made through the API from the first `orders` routable orders of the origin. */
async function createRunViaApi(page: Page, { orders = 3, vehicles = 2 } = {}) {
  const addresses = await (
    await page.request.get('/api/address', { params: { search: ORIGIN, limit: '1' } })
  ).json();
  const origin = (addresses as { data: { paginated_result: { id: number }[] } }).data
    .paginated_result[0];
  if (!origin) throw new Error(`no address ${ORIGIN}`);
  const list = await page.request.get(ORDERS_API, {
    params: new URLSearchParams([
      ['limit', String(orders)],
      ['filters', 'status.name in CONFIRMED,RESCHEDULED'],
      ['filters', 'vendor.id is null'],
      ['filters', `origin_address.id eq ${origin.id}`],
    ]),
  });
  const orderIds = ((await list.json()) as { data: { ids: number[] } }).data.ids.slice(0, orders);
  const vehicleList = await page.request.get('/api/vehicle', {
    params: { limit: String(vehicles), parent_only: 'true' },
  });
  const vehicleIds = ((await vehicleList.json()) as { data: { ids: number[] } }).data.ids.slice(
    0,
    vehicles,
  );
  const response = await page.request.post(RUNS_API, {
    data: {
      type: 'SINGLE_PICK-MULTI_DROP',
      start_address_id: origin.id,
      expected_departure_on: '2026-11-15T08:00:00+07:00',
      vehicle_ids: vehicleIds,
      delivery_orders: orderIds.map((id) => ({ id, priority: 'regular' })),
      options: {
        service_time: 'PT15M',
        minimum_vehicle: true,
        avoid_tolls: true,
        weight_capacity: false,
        volume_capacity: false,
        round_trip: false,
        group_order: true,
        routing_method: 'VRP',
        is_service_time_per_activity: false,
        window_time: true,
        traffic_level: 'slow',
      },
    },
  });
  expect(response.status(), 'create run').toBe(202);
  return {
    id: ((await response.json()) as { data: { id: number } }).data.id,
    orderIds,
    vehicleIds,
  };
}

test.describe('route optimization wizard', () => {
  test.use({ account: 'dispatcher' });

  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, 'dispatcher');
    await setQuota(page, { limit: null, period: 'UNLIMITED' });
  });

  test('a dispatcher creates a run from the origin to the result with two high-priority orders', async ({
    page,
  }) => {
    await page.goto(CREATE);
    await expect(page.getByTestId('origin-empty-state')).toBeVisible();
    await page.getByTestId('search-delivery').click();
    await expect(page.locator('.p-toast')).toContainText('Cari alamat asal terlebih dahulu');

    await chooseOrigin(page);
    const firstThree = [0, 1, 2].map((i) => deliveryRows(page).nth(i));
    for (const row of firstThree) await checkboxIn(row).click();
    await firstThree[0]?.locator('.p-inputswitch').click();
    await firstThree[1]?.locator('.p-inputswitch').click();
    await expect(page.getByTestId('delivery-selected-count')).toHaveText('3 pengiriman dipilih');
    await page.getByTestId('delivery-action').click();
    await expect(page.getByRole('menuitem', { name: 'Jadikan Prioritas' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Hapus Prioritas' })).toBeVisible();
    await page.keyboard.press('Escape');

    await primary(page).click();
    await expect(page.getByTestId('wizard-step-attach-delivery')).toHaveAttribute(
      'data-state',
      'past',
    );
    await expect(primary(page)).toBeDisabled();
    await pickDepartureTomorrow(page);
    await checkboxIn(vehicleRows(page).nth(0)).click();
    await checkboxIn(vehicleRows(page).nth(1)).click();
    await expect(primary(page)).toBeEnabled();

    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === RUNS_API,
    );
    await primary(page).click();
    const body = (await request).postDataJSON() as {
      delivery_orders: { priority: string }[];
      vehicle_ids: number[];
      expected_departure_on: string;
    };
    expect(body.delivery_orders.filter((o) => o.priority === 'high')).toHaveLength(2);
    expect(body.vehicle_ids).toHaveLength(2);
    expect(body.expected_departure_on).toMatch(/^2026-11-15T10:00:00\+07:00$/);
    await expect(page).toHaveURL(/\/route-optimization\/\d+$/);
    await screenshot(page, 'route-optimization-wizard-created');
  });

  test('the filter panel: duplicate tag for 5 seconds, weight messages, no future dates', async ({
    page,
  }) => {
    await page.goto(CREATE);
    await chooseOrigin(page);
    await page.getByTestId('delivery-filter-button').click();
    const panel = page.getByTestId('delivery-filter-panel');

    const province = panel.getByTestId('filter-province').locator('input');
    await province.fill('  Jawa Barat ');
    await province.press('Enter');
    await province.fill('jawa barat');
    await province.press('Enter');
    await expect(panel.getByTestId('filter-province').getByRole('alert')).toHaveText(
      'input duplikat',
    );
    await expect(panel.getByTestId('filter-province').getByRole('listitem')).toHaveText([
      'Jawa Barat',
    ]);
    await page.clock.runFor(5000);
    await expect(panel.getByTestId('filter-province').getByRole('alert')).toHaveCount(0);

    const weight = panel.getByTestId('filter-weight');
    await weight.locator('input').nth(0).fill('50');
    await weight.locator('input').nth(1).fill('10');
    await weight.locator('input').nth(1).blur();
    await expect(weight).toContainText('Minimum harus kurang dari Maksimum');
    await expect(weight).toContainText('Maksimum harus lebih dari Minimum');
    await expect(panel.getByTestId('delivery-filter-apply')).toBeVisible();

    await panel.locator('.p-calendar button').first().click();
    const picker = page.locator('.p-datepicker:visible');
    await expect(
      picker.locator('td:not(.p-datepicker-other-month)', { hasText: /^15$/ }).locator('span'),
    ).toHaveClass(/p-disabled/);
    await expect(picker.getByTestId('created-on-shortcuts')).toContainText('7 hari terakhir');
    await screenshot(page, 'route-optimization-wizard-filters', { fullPage: false });
  });
});
