import type { Page } from '@playwright/test';
import { expect, test, E2E_NOW, screenshot } from './fixtures';

/**
 * Temporary tracking links, the main path (docs/rules/tracking-links.md TRK-1, TRK-8, TRK-10 ...
 * TRK-14): a dispatcher makes a link to a stop of a task under way, a recipient opens it on a
 * phone without signing in and sees the vehicle and the estimate in words, in English on a tap,
 * and the ended page once the link's hour is over (the page clock moves, the server's does not).
 * Refusals, filtering and the live stream's ending are unit and contract tests.
 */

test.use({ account: 'dispatcher', viewport: { width: 1366, height: 900 } });

const TASKS = '/fleet-planning/api/web/v1/fleet-task';
const HOUR = 3_600_000;

interface Detail {
  id: number;
  number: string;
  status: string;
  stops: { id: number; sequence: number; status: string; address: { name: string } }[];
}

function wib(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;
}

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** A task that left the depot a few minutes before the pinned clock, so it is under way. */
async function taskUnderWay(page: Page): Promise<Detail> {
  const addresses = await json<{
    data: { paginated_result: { id: number; is_depot: boolean; city: string }[] };
  }>(page, '/api/address?limit=500');
  const depot = addresses.data.paginated_result.find((a) => a.is_depot);
  const orders = await json<{
    data: {
      paginated_result: { id: number; vendor: unknown; destination_address: { city: string } }[];
    };
  }>(
    page,
    `/order/api/web/v1/delivery-order?limit=500&sorts=id%20asc&filters=${encodeURIComponent(
      'status.name in CONFIRMED,RESCHEDULED',
    )}`,
  );
  const vehicles = await json<{ data: { paginated_result: { id: number; is_active: boolean }[] } }>(
    page,
    '/api/vehicle?limit=100&parent_only=true&sorts=id%20asc',
  );
  // Orders near the depot when there are (a short first leg), else any the company has.
  const own = orders.data.paginated_result.filter((o) => o.vendor === null);
  const near = own.filter((o) => o.destination_address.city === depot?.city);
  const picked = (near.length >= 2 ? near : own).slice(0, 2);
  for (const vehicle of vehicles.data.paginated_result.filter((v) => v.is_active).slice(12, 30)) {
    const response = await page.request.post(TASKS, {
      data: {
        vehicle_id: vehicle.id,
        start_address_id: depot?.id,
        departure_on: wib(Date.parse(E2E_NOW) - 5 * 60_000),
        delivery_order_ids: picked.map((o) => o.id),
      },
    });
    if (response.status() === 201) return ((await response.json()) as { data: Detail }).data;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('no free vehicle for the task');
}

test('a dispatcher shares a stop; the recipient follows it on a phone until the link ends', async ({
  page,
  browser,
}) => {
  const task = await taskUnderWay(page);
  // The simulator's runner starts it within a round (TASK-3).
  await expect
    .poll(async () => (await json<{ data: Detail }>(page, `${TASKS}/${task.id}`)).data.status, {
      timeout: 45_000,
      intervals: [1000, 2000],
    })
    .toBe('STARTED');

  await page.goto('/trackingtemp');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Tautan pelacakan sementara' }),
  ).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('tracking-links-create').click();
  const form = page.getByTestId('tracking-link-form');
  // The open list of a dropdown (each also keeps a hidden native select with its options).
  const choices = page.locator('.p-dropdown-panel');
  await form.getByTestId('tracking-link-task').click();
  await choices.getByRole('option', { name: new RegExp(task.number) }).click();
  await form.getByTestId('tracking-link-stop').click();
  await choices.getByRole('option').first().click();
  await form.getByTestId('tracking-link-hours').click();
  await choices.getByRole('option', { name: '1 jam' }).click();
  await form.getByLabel('Untuk siapa (opsional)').fill('Ibu Sari');
  const made = page.waitForResponse(
    (r) => r.url().endsWith('/api/tracking-link') && r.request().method() === 'POST',
  );
  await form.getByTestId('tracking-link-submit').click();
  const created = await made;
  expect(created.status()).toBe(201);
  // The link ends an hour after the server made it; the server's clock has run since E2E_NOW.
  const expiresOn = ((await created.json()) as { data: { link: { expires_on: string } } }).data.link
    .expires_on;

  const share = page.getByTestId('tracking-link-share');
  await expect(share).toBeVisible();
  const url = await share.getByTestId('tracking-link-url').inputValue();
  expect(url).toMatch(/\/t\/[A-Za-z0-9_-]{43}$/);
  const whatsApp = await share.getByTestId('tracking-link-whatsapp').getAttribute('href');
  expect(whatsApp).toMatch(/^https:\/\/wa\.me\/\?text=Halo%2C%20Pantau%20pengiriman/);
  expect(decodeURIComponent(whatsApp ?? '')).toContain(url);
  await share.getByRole('button', { name: 'Tutup' }).click();
  const row = page.getByRole('row').filter({ hasText: task.number });
  await expect(row).toContainText('Ibu Sari');
  await expect(row).toContainText('Aktif');
  await screenshot(page, 'tracking-links-list');

  // The recipient: a phone, signed out, the page clock at the pinned instant.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    locale: 'id-ID',
  });
  await phone.clock.install({ time: new Date(E2E_NOW) });
  const recipient = await phone.newPage();
  await recipient.goto(url);
  await expect(recipient.getByRole('heading', { name: 'Lacak pengiriman Anda' })).toBeVisible();
  await expect(recipient.getByTestId('tracking-eta')).toHaveText(
    /^Tiba sekitar \d{2}\.\d{2}, (\d+ jam )?\d+ menit lagi$|^Tiba sekitar \d{2}\.\d{2}, \d+ jam lagi$/,
  );
  await expect(recipient.getByTestId('tracking-status')).toHaveText(
    /Dalam perjalanan|Dijadwalkan|Kendaraan sudah tiba/,
  );
  await expect(recipient.getByTestId('tracking-map')).toBeVisible();
  const vehicle = recipient.locator('.tracking-vehicle');
  await expect(vehicle).toBeVisible();
  await expect(recipient.locator('.tracking-stop')).toBeVisible();
  // The live stream moves it (TRK-12): its place on the map changes.
  const placeOf = () => vehicle.evaluate((marker) => (marker as HTMLElement).style.transform);
  const first = await placeOf();
  await expect.poll(placeOf, { timeout: 45_000, intervals: [1000] }).not.toBe(first);
  await screenshot(recipient, 'tracking-link-public-id', { fullPage: false });

  await recipient.getByTestId('tracking-language').click();
  await expect(recipient.getByTestId('tracking-eta')).toHaveText(/^Arriving around \d{2}:\d{2}, /);
  await screenshot(recipient, 'tracking-link-public-en', { fullPage: false });
  await recipient.getByTestId('tracking-language').click();
  await expect(recipient.getByTestId('tracking-eta')).toHaveText(/^Tiba sekitar /);

  // Five minutes past the link's end on the phone's clock: the link is over.
  const phoneNow = await recipient.evaluate(() => Date.now());
  await recipient.clock.fastForward(Date.parse(expiresOn) - phoneNow + 5 * 60_000);
  const ended = recipient.getByTestId('tracking-ended');
  await expect(ended).toContainText('Tautan pelacakan sudah berakhir');
  await expect(recipient.getByTestId('tracking-map')).toBeHidden();
  await screenshot(recipient, 'tracking-link-public-ended', { fullPage: false });
  await phone.close();
});
