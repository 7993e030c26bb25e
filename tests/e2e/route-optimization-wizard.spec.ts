// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { Locator, Page } from '@playwright/test';
import { E2E_NOW, expect, test, screenshot, signInViaApi } from './fixtures';

/**
 * The route optimization wizard and the re-optimize screen (docs/rules/route-optimization.md §2.1,
 * §2.2, §4, §5, §7, §8, §9) against the simulator's fleet-planning service: one walk from the
 * origin to a solved run and its re-optimization, the filter panel, the fit at 1366 and 390 px in
 * both languages, and a browser outside WIB. The refusals (limit reached, an order no longer
 * routable) are component tests (route-optimization-wizard.test.tsx) and contract tests
 * (tests/contract/route-optimization.test.ts). The page clock starts at the harness's E2E_NOW
 * (2026-11-14 10:00 WIB unless pinned otherwise); departures are picked on the next day. The
 * simulator's world persists between runs of a gateway: every test finds its own orders by what it
 * creates or picks, not by fixed numbers.
 */
const CREATE = '/route-optimization/create';
const RUNS_API = '/fleet-planning/api/web/v1/route-optimization';
const ORDERS_API = '/order/api/web/v1/delivery-order';
const QUOTA_CONTROL = '/api/simulator/route-optimization-quota';
const ORIGIN = 'Gudang Utama Cakung';

/**
 * The simulator's seeded quota (100 a month), with the count at 0 so this suite's own runs never
 * reach it, whatever earlier runs of the gateway used.
 */
const SEEDED_QUOTA = { limit: 100, period: 'MONTHLY', usage: 0 } as const;

test.describe.configure({ timeout: 180_000 });

const primary = (page: Page) => page.getByTestId('wizard-primary');
const deliveryRows = (page: Page) => page.locator('[data-testid=delivery-table] tbody tr');
const vehicleRows = (page: Page) => page.locator('[data-testid=vehicle-table] tbody tr');
const checkboxIn = (row: Locator) => row.locator('.p-checkbox').first();

async function setQuota(
  page: Page,
  body: {
    limit: number | null;
    period: 'DAILY' | 'MONTHLY' | 'UNLIMITED' | null;
    usage?: number;
  },
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

const MONTHS_ID = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
];

/** The next full hour after an instant on the WIB clock: `HH:mm` and `DD MMM YYYY HH:mm`. */
function wibNextHour(iso: string): { time: string; shown: string } {
  const hour = 3_600_000;
  const wall = new Date(Math.floor((Date.parse(iso) + 7 * hour) / hour) * hour + hour);
  const pad = (n: number) => String(n).padStart(2, '0');
  const time = `${pad(wall.getUTCHours())}:00`;
  const day = `${pad(wall.getUTCDate())} ${MONTHS_ID[wall.getUTCMonth()]} ${wall.getUTCFullYear()}`;
  return { time, shown: `${day} ${time}` };
}

/** Picks the departure on the day after the page clock's day (its time stays the clock's). */
async function pickDepartureTomorrow(page: Page) {
  await page.getByTestId('departure-time').locator('button').click();
  const panel = page.locator('.p-datepicker:visible');
  await panel.locator('td:not(.p-datepicker-other-month) >> text="15"').first().click();
  await page.keyboard.press('Escape');
}

test.describe('route optimization wizard', () => {
  test.use({ account: 'dispatcher' });

  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, 'dispatcher');
    await setQuota(page, SEEDED_QUOTA);
  });

  test('main path: a dispatcher creates a run with two high-priority orders, it solves, and is re-optimized with another vehicle set and a break', async ({
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
    // The departure starts at the next full hour of the company clock (RO-45); picking the 15th
    // keeps that hour.
    expect(body.expected_departure_on).toBe(`2026-11-15T${wibNextHour(E2E_NOW).time}:00+07:00`);
    await expect(page).toHaveURL(/\/route-optimization\/\d+$/);
    // The run solves, and its result plans both high-priority orders.
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    expect(await waitForRun(page, id)).toBe('SOLVED');
    const result = (await (await page.request.get(`${RUNS_API}/${id}/result`)).json()) as {
      data: { routes: { stops: { delivery_orders: { priority: string }[] }[] }[] };
    };
    const planned = result.data.routes.flatMap((route) =>
      route.stops.flatMap((stop) => stop.delivery_orders),
    );
    expect(planned.filter((order) => order.priority === 'high')).toHaveLength(2);
    await screenshot(page, 'route-optimization-wizard-created');

    // Re-optimize the run with another vehicle set and a break.
    const setting = (await (await page.request.get(`${RUNS_API}/${id}/setting`)).json()) as {
      data: { number: string };
    };
    await page.goto(`/route-optimization/${id}/re-optimize`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Ubah Optimasi Rute #${setting.data.number}`,
    );
    await expect(page.getByTestId('wizard-step-set-parameters')).toHaveAttribute(
      'data-state',
      'current',
    );
    await expect(page.getByTestId('vehicle-selected-count')).toHaveText('2 kendaraan dipilih');
    // Break time stays off without an end time on the departure day.
    await expect(page.getByTestId('break-start').locator('input')).toBeDisabled();

    // Another vehicle set: drop the run's two vehicles, take two others.
    for (const row of [0, 1, 2, 3]) await checkboxIn(vehicleRows(page).nth(row)).click();
    await expect(page.getByTestId('vehicle-selected-count')).toHaveText('2 kendaraan dipilih');

    const end = page.getByTestId('end-time').locator('input');
    await end.fill('15 Nov 2026 17:00');
    await end.press('Enter');
    await page.keyboard.press('Escape');
    const breakStart = page.getByTestId('break-start').locator('input');
    await expect(breakStart).toBeEnabled();
    await breakStart.fill('12:00');
    await page.keyboard.press('Escape');
    const breakEnd = page.getByTestId('break-end').locator('input');
    await breakEnd.fill('13:00');
    await page.keyboard.press('Escape');

    // The vehicle filters: group and type lists from GraphQL, capacities with their rule.
    const lists = ['VgroupsPaginated', 'VehicleTypes'].map((name) =>
      page.waitForResponse(
        (r) => r.url().endsWith('/graphql') && r.request().postData()?.includes(name) === true,
      ),
    );
    await page.getByTestId('vehicle-filter-button').click();
    const vehiclePanel = page.getByTestId('vehicle-filter-panel');
    for (const answer of await Promise.all(lists)) {
      const json = (await answer.json()) as { data: Record<string, { isSuccessful: boolean }> };
      expect(Object.values(json.data)[0]?.isSuccessful).toBe(true);
    }
    const capacity = vehiclePanel.locator('fieldset').first();
    await capacity.locator('input').nth(0).fill('5000');
    await capacity.locator('input').nth(1).fill('100');
    await capacity.locator('input').nth(1).blur();
    await expect(capacity).toContainText('Minimum tidak boleh melebihi maksimum');
    await expect(vehiclePanel.getByTestId('vehicle-filter-apply')).toBeDisabled();
    await capacity.locator('input').nth(0).fill('0');
    await capacity.locator('input').nth(0).blur();
    const vehicleCall = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/vehicle' && url.searchParams.has('filters');
    });
    await vehiclePanel.getByTestId('vehicle-filter-apply').click();
    const vehicleQuery = new URL((await vehicleCall).url()).searchParams;
    expect(vehicleQuery.get('parent_only')).toBe('true');
    expect(vehicleQuery.getAll('filters')).toEqual([
      'box_type.weight_capacity gte 0',
      'box_type.weight_capacity lte 100',
    ]);
    await expect(page.getByTestId('vehicle-selected-count')).toHaveText('2 kendaraan dipilih');

    const reoptimize = page.waitForRequest(
      (r) => r.method() === 'PUT' && r.url().endsWith(`/${id}/re-optimize`),
    );
    await primary(page).click();
    const sent = (await reoptimize).postDataJSON() as {
      type: string;
      vehicle_ids: number[];
      expected_end_on: string;
      options: { fleet_shift_time?: { start_break_time: string; end_break_time: string } };
    };
    expect(sent.type).toBe('SINGLE_PICK-MULTI_DROP');
    expect(sent.vehicle_ids).toHaveLength(2);
    for (const vehicle of body.vehicle_ids) expect(sent.vehicle_ids).not.toContain(vehicle);
    expect(sent.expected_end_on).toBe('2026-11-15T17:00:00+07:00');
    expect(sent.options.fleet_shift_time).toEqual({
      start_break_time: '12:00',
      end_break_time: '13:00',
    });
    expect(sent).not.toHaveProperty('delivery_order_ids');
    await expect(page).toHaveURL(new RegExp(`/route-optimization/(?!${id}$)\\d+$`));
  });

  test('the filter panel: duplicate tag for 5 seconds, weight messages, no future dates', async ({
    page,
  }) => {
    await page.goto(`${CREATE}?from=e2e`);
    await chooseOrigin(page);
    // A row click opens the order's detail in a new tab, keeping the query.
    const [detail] = await Promise.all([
      page.waitForEvent('popup'),
      deliveryRows(page).first().locator('td').nth(4).click(),
    ]);
    await expect.poll(() => detail.url()).toMatch(/\/delivery\/\d+\?from=e2e$/);
    await detail.close();

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
    await expect(weight).toContainText('Minimal harus kurang dari Maksimal');
    await expect(weight).toContainText('Maksimal harus lebih dari Minimal');
    await expect(panel.getByTestId('delivery-filter-apply')).toBeVisible();

    await panel.locator('.p-calendar button').first().click();
    const picker = page.locator('.p-datepicker:visible');
    await expect(
      picker.locator('td:not(.p-datepicker-other-month)', { hasText: /^15$/ }).locator('span'),
    ).toHaveClass(/p-disabled/);
    await expect(picker.getByTestId('created-on-shortcuts')).toContainText('7 hari terakhir');
    await screenshot(page, 'route-optimization-wizard-filters', { fullPage: false });

    // With the weight fixed and a shortcut picked, Apply sends the user filters.
    await picker.getByRole('button', { name: '7 hari terakhir' }).click();
    await picker.getByTestId('created-on-apply').click();
    await weight.locator('input').nth(1).fill('100');
    await weight.locator('input').nth(1).blur();
    await expect(weight).not.toContainText('Minimal harus');
    const listCall = page.waitForRequest((r) => {
      const url = new URL(r.url());
      return url.pathname === ORDERS_API && url.searchParams.getAll('filters').length > 3;
    });
    await panel.getByTestId('delivery-filter-apply').click();
    const filters = new URL((await listCall).url()).searchParams.getAll('filters');
    expect(filters.slice(0, 2)).toEqual([
      'status.name in CONFIRMED,RESCHEDULED',
      'vendor.id is null',
    ]);
    expect(filters).toEqual(
      expect.arrayContaining([
        'created_on gte 2026-11-08T00:00:00+07:00',
        'load_weight gte 50',
        'load_weight lte 100',
        'destination_address.province in Jawa Barat',
      ]),
    );
    expect(filters.some((f) => f.startsWith('created_on lte 2026-11-14T10:'))).toBe(true);
  });
});

/** Waits until the run is no longer queued or solving. */
async function waitForRun(page: Page, id: number): Promise<string> {
  let status = '';
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${RUNS_API}/${id}`);
        status = ((await response.json()) as { data: { status: string } }).data.status;
        return status;
      },
      { timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .not.toMatch(/^(QUEUED|SOLVING)$/);
  return status;
}

test.describe('layout', () => {
  test.use({ account: 'dispatcher' });

  test('the wizard fits a laptop (1366) and a phone (390) in both languages, on both steps', async ({
    page,
  }) => {
    await signInViaApi(page, 'dispatcher');
    const viewports = [
      { name: 'laptop', width: 1366, height: 768 },
      { name: 'phone', width: 390, height: 844 },
    ] as const;
    /** The page does not scroll sideways; only the tables do, inside their cards. */
    const noSidewaysScroll = async () => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    };
    for (const language of ['id', 'en'] as const) {
      if (language === 'en') await page.evaluate(() => localStorage.setItem('language', 'en'));
      const title = language === 'en' ? 'Create Route Optimization' : 'Buat Optimasi Rute';
      for (const viewport of viewports) {
        await page.setViewportSize(viewport);
        await page.goto(CREATE);
        await expect(page.getByTestId('origin-empty-state')).toBeVisible();
        // Step one: the origin and its orders.
        await chooseOrigin(page);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
        await noSidewaysScroll();
        await screenshot(page, `route-optimization-wizard-${viewport.name}-${language}`, {
          fullPage: false,
        });
        // Step two: the parameters and the vehicles.
        await checkboxIn(deliveryRows(page).nth(0)).click();
        await primary(page).click();
        await expect(page.getByTestId('vehicle-table')).toBeVisible();
        await noSidewaysScroll();
        await screenshot(page, `route-optimization-wizard-${viewport.name}-${language}-parameters`);
      }
    }
  });
});

test.describe('in a browser outside WIB (docs/rules/shell.md SHELL-75, SHELL-78)', () => {
  // A dispatcher whose laptop runs on UTC plans a WIB company's day.
  test.use({ account: 'dispatcher', timezoneId: 'UTC' });

  test.beforeEach(async ({ page }) => {
    await signInViaApi(page, 'dispatcher');
    await setQuota(page, SEEDED_QUOTA);
  });

  test('the departure typed is the departure shown, on the company clock', async ({ page }) => {
    await page.goto(CREATE);
    await chooseOrigin(page);
    await checkboxIn(deliveryRows(page).nth(0)).click();
    await primary(page).click();

    const departure = page.getByTestId('departure-time').locator('input');
    // Filled in with the next full hour of the WIB clock, not of the browser's.
    await expect(departure).toHaveValue(wibNextHour(E2E_NOW).shown);
    await expect(page.getByTestId('time-zone-label').first()).toHaveText('(WIB)');
    await departure.fill('20 Des 2026 17:37');
    await page.keyboard.press('Escape');
    await expect(departure).toHaveValue('20 Des 2026 17:37');
    await checkboxIn(vehicleRows(page).nth(0)).click();

    const request = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === RUNS_API,
    );
    await primary(page).click();
    const body = (await request).postDataJSON() as { expected_departure_on: string };
    expect(body.expected_departure_on).toBe('2026-12-20T17:37:00+07:00');

    await expect(page).toHaveURL(/\/route-optimization\/\d+$/);
    const shown = page
      .locator('.ro-facts--inline > div', { hasText: 'Keberangkatan' })
      .locator('dd');
    await expect(shown).toHaveText('20 Des 2026 17:37 WIB');

    // The re-optimize form shows the same wall time.
    const id = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.goto(`/route-optimization/${id}/re-optimize`);
    await expect(page.getByTestId('departure-time').locator('input')).toHaveValue(
      '20 Des 2026 17:37',
    );
  });
});
