// Callbacks passed to page.evaluate run in the browser: type them against the DOM.
/// <reference lib="dom" />
import type { Page } from '@playwright/test';
import { POSITIONS_BINARY_VERSION } from '@armada/contracts/live';
import { expect, screenshot, test } from './fixtures';

/**
 * The live view (issue 7; docs/rules/shell.md §2) in a real browser: the fleet from
 * `GET /api/live/fleet` and the positions of the live channel, moving per tick; status counts,
 * search, the vehicle card from `?type=vehicle&vehicleId=` and the map's hit testing, a reconnect
 * after the socket drops, and the phone layout. The card's texts, the messages for a bad id and
 * the English page are component tests (live-view-page.test.tsx).
 */
const PAGE = '/liveview-2';
test.use({ account: 'admin' });

const rows = (page: Page) => page.getByTestId('vehicle-row');
const card = (page: Page) => page.getByTestId('vehicle-card');

interface FleetAnswer {
  data: { vehicles: { id: number; license_plate: string }[] };
}

async function fleet(page: Page): Promise<FleetAnswer['data']['vehicles']> {
  const response = await page.request.get('/api/live/fleet');
  expect(response.status()).toBe(200);
  return ((await response.json()) as FleetAnswer).data.vehicles;
}

/** The page shows the fleet: rows listed and vehicles on the map, with live statuses. */
async function fleetShown(page: Page): Promise<void> {
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('live-map')).toHaveAttribute('data-vehicles', /^[1-9]\d*$/);
  await expect(
    rows(page)
      .filter({ has: page.locator(':scope[data-status="moving"]') })
      .first(),
  )
    .toBeVisible()
    .catch(() => undefined);
}

/**
 * Before a screenshot: with no network here, tiles never come and the offline base layer (land
 * and coasts) is drawn within a few seconds; with tiles it never is, so this does not insist.
 */
async function baseMapSettled(page: Page): Promise<void> {
  await page
    .locator('[data-testid="live-map"][data-base="offline"]')
    .waitFor({ timeout: 8000 })
    .catch(() => undefined);
  await page.waitForTimeout(500);
}

/** The list's row count, each chip's count and the map's vehicles, read in one go. */
async function countsNow(page: Page) {
  return page.evaluate(() => {
    const number = (selector: string, attribute?: string) => {
      const element = document.querySelector(selector);
      const text = attribute ? element?.getAttribute(attribute) : element?.textContent;
      return Number(text ?? NaN);
    };
    return {
      rows: number('[data-testid="vehicle-list"]', 'data-rows'),
      map: number('[data-testid="live-map"]', 'data-vehicles'),
      all: number('[data-testid="status-chip-all"] .live-chip__count'),
      moving: number('[data-testid="status-count-moving"]'),
      idle: number('[data-testid="status-count-idle"]'),
      parked: number('[data-testid="status-count-parked"]'),
      offline: number('[data-testid="status-count-offline"]'),
    };
  });
}

test('main path: the moving fleet, status counts, search, the vehicle card from the address, and a resume after the socket drops', async ({
  page,
}) => {
  const vehicles = await fleet(page);
  await page.goto(PAGE);
  await fleetShown(page);
  await expect(page.getByTestId('vehicle-count')).toContainText(
    String(vehicles.length).replace(/\B(?=(\d{3})+(?!\d))/g, '.'),
  );
  const counts = await countsNow(page);
  expect(counts.rows).toBe(vehicles.length);
  expect(counts.map).toBe(vehicles.length);
  expect(counts.moving + counts.idle + counts.parked + counts.offline).toBe(vehicles.length);
  await expect(page.getByTestId('bottom-bar')).toHaveCount(0);

  // Status counts equal the rows listed and the vehicles drawn for each filter.
  for (const status of ['moving', 'idle', 'parked', 'offline'] as const) {
    await page.getByTestId(`status-chip-${status}`).click();
    await expect(page.getByTestId(`status-chip-${status}`)).toHaveAttribute('aria-pressed', 'true');
    // Counts and rows come from one render: read together, they agree even while ticks change them.
    await expect
      .poll(async () => {
        const now = await countsNow(page);
        return now.rows === now[status] && now.map === now.rows;
      })
      .toBe(true);
  }
  await page.getByTestId('status-chip-all').click();
  await expect
    .poll(async () => {
      const now = await countsNow(page);
      return now.rows === now.all && now.map === now.all;
    })
    .toBe(true);

  // A moving vehicle's live position changes with the next batches.
  await page.getByTestId('status-chip-moving').click();
  const moving = rows(page).first();
  await expect(moving).toHaveAttribute('data-status', 'moving');
  await moving.click();
  await expect(card(page)).toBeVisible();
  const coordinates = page.getByTestId('vehicle-card-coordinates');
  await expect(coordinates).toHaveText(/^-?\d+\.\d{5}, -?\d+\.\d{5}$/);
  const first = await coordinates.textContent();
  await expect.poll(() => coordinates.textContent()).not.toBe(first);
  await expect(page.getByTestId('vehicle-card-last-report')).toHaveText(/detik|menit|jam/);
  await baseMapSettled(page);
  await screenshot(page, 'live-view-moving-id', { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(card(page)).toHaveCount(0);
  await page.getByTestId('status-chip-all').click();

  // Search finds a plate, in any case and without its spaces.
  const target = vehicles[Math.floor(vehicles.length / 2)] ?? vehicles[0];
  if (!target) throw new Error('the simulator fleet is empty');
  await page
    .getByTestId('vehicle-search')
    .fill(target.license_plate.toLowerCase().replace(/\s+/g, ''));
  await expect(rows(page).first()).toContainText(target.license_plate);
  // The map's count of a filter comes from the layer's worker (ADR 0058): polled as above.
  await expect
    .poll(async () => {
      const now = await countsNow(page);
      return now.rows >= 1 && now.map === now.rows;
    })
    .toBe(true);
  await rows(page).first().press('Enter');
  await expect(card(page)).toBeVisible();
  await expect(page.getByTestId('vehicle-card-plate')).toHaveText(target.license_plate);
  await expect(page).toHaveURL(new RegExp(`type=vehicle&vehicleId=${target.id}`));
  await page.keyboard.press('Escape');
  await expect(card(page)).toHaveCount(0);

  // ?type=vehicle&vehicleId= opens the vehicle card with its details.
  const [vehicle] = vehicles;
  if (!vehicle) throw new Error('the simulator fleet is empty');
  await page.goto(`${PAGE}?type=vehicle&vehicleId=${vehicle.id}`);
  await expect(card(page)).toBeVisible();
  await expect(page.getByTestId('vehicle-card-plate')).toHaveText(vehicle.license_plate);
  await expect(page.getByTestId('vehicle-card-address')).not.toBeEmpty();
  await expect(page.getByTestId('vehicle-card-last-report')).toHaveText(
    /\d+ (detik|menit|jam) lalu/,
  );
  // The followed vehicle sits in the middle of the map the card leaves free: the pointer there
  // hits it through the spatial index (pointer cursor), and a click keeps it open.
  const map = page.getByTestId('live-map');
  let x = 0;
  let y = 0;
  // Until the first positions arrive the vehicle is not on the map yet: point at it again.
  await expect(async () => {
    const box = await map.boundingBox();
    const cardBox = await card(page).boundingBox();
    if (!box || !cardBox) throw new Error('map or card not laid out');
    x = box.x + (cardBox.x - box.x) / 2;
    y = box.y + box.height / 2;
    await page.mouse.move(x - 40, y - 40);
    await page.mouse.move(x, y, { steps: 4 });
    await expect(map).toHaveClass(/live-map--pointer/, { timeout: 1000 });
  }).toPass({ timeout: 60_000 });
  await page.mouse.click(x, y);
  await expect(card(page)).toHaveAttribute('data-vehicle-id', String(vehicle.id));
  await baseMapSettled(page);
  await screenshot(page, 'live-view-card-id', { fullPage: false });

  // The socket drops: the page resumes with a fresh snapshot and no duplicates. The 5 s bound is
  // checked with fake timers in lib/live-channel/positions.test.ts; here, on a real socket and a
  // machine that may be busy, what the user sees. Only the socket of the next page load is routed.
  const sockets: { close: () => Promise<void> }[] = [];
  const subscribes: number[] = [];
  const snapshots: number[] = [];
  await page.routeWebSocket(/\/ws(\?|$)/, (ws) => {
    const server = ws.connectToServer();
    const index = sockets.length;
    sockets.push({ close: () => ws.close({ code: 4001, reason: 'test drop' }) });
    ws.onMessage((message) => {
      if (String(message).includes('"positions_subscribe"')) subscribes.push(index);
      server.send(message);
    });
    server.onMessage((message) => {
      // The live view asks for binary position frames (ADR 0058): version, then kind 0 (snapshot).
      const snapshot =
        typeof message === 'string'
          ? message.includes('"positions_snapshot"')
          : message[0] === POSITIONS_BINARY_VERSION && message[1] === 0;
      if (snapshot) snapshots.push(snapshots.length);
      ws.send(message);
    });
  });
  await page.goto(PAGE);
  await fleetShown(page);
  await expect.poll(() => snapshots.length).toBeGreaterThanOrEqual(1);

  await sockets.at(-1)?.close();
  await expect.poll(() => snapshots.length).toBeGreaterThanOrEqual(2);
  expect(sockets.length).toBeGreaterThanOrEqual(2);
  expect(subscribes).toContain(sockets.length - 1);

  const resumed = await countsNow(page);
  expect(resumed.rows).toBe(vehicles.length);
  expect(resumed.map).toBe(vehicles.length);
  expect(resumed.moving + resumed.idle + resumed.parked + resumed.offline).toBe(vehicles.length);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the map fills the screen, the list opens as a sheet, no bottom bar', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.getByTestId('live-map')).toBeVisible();
    await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
    await expect(page.getByTestId('vehicle-panel')).toBeHidden();
    await page.getByTestId('panel-toggle').click();
    await expect(page.getByTestId('vehicle-panel')).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await baseMapSettled(page);
    await screenshot(page, 'live-view-phone-list-id', { fullPage: false });
    await rows(page).first().click();
    await expect(card(page)).toBeVisible();
    await expect(page.getByTestId('vehicle-panel')).toBeHidden();
    await baseMapSettled(page);
    await screenshot(page, 'live-view-phone-card-id', { fullPage: false });
  });
});
