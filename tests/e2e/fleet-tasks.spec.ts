import type { Page } from '@playwright/test';
import { expect, test, E2E_NOW } from './fixtures';

/**
 * Fleet tasks (docs/rules/fleet-tasks.md FT-10, apps/simulator/SPEC.md TASK-3, TASK-4, TASK-6): a
 * task made by hand for a morning already under way is driven by the simulator, a stop turns
 * delivered with its proof on Fleet Task Instant Detail, and a field-operation alert opens its
 * task from the alert popup. Details are in the feature's unit tests.
 */

test.use({ liveAlerts: 'on', account: 'admin', viewport: { width: 1366, height: 900 } });

const API = '/fleet-planning/api/web/v1/fleet-task';
const HOUR = 3_600_000;

interface Stop {
  id: number;
  status: string;
  delivery_orders: { id: number; number: string }[];
  proof: { recipient_name: string; photo_url: string } | null;
}
interface Detail {
  id: number;
  number: string;
  status: string;
  stops: Stop[];
}

function wib(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;
}

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** A task with three orders in the depot's city, leaving four hours before the pinned clock. */
async function morningTask(page: Page): Promise<Detail> {
  const addresses = await json<{
    data: { paginated_result: { id: number; is_depot: boolean; city: string }[] };
  }>(page, '/api/address?limit=500');
  const depot = addresses.data.paginated_result.find((a) => a.is_depot);
  const orders = await json<{
    data: {
      paginated_result: {
        id: number;
        vendor: unknown;
        destination_address: { city: string };
      }[];
    };
  }>(
    page,
    `/order/api/web/v1/delivery-order?limit=500&sorts=id%20desc&filters=${encodeURIComponent(
      'status.name in CONFIRMED,RESCHEDULED',
    )}`,
  );
  const vehicles = await json<{
    data: { paginated_result: { id: number; is_active: boolean }[] };
  }>(page, '/api/vehicle?limit=100&parent_only=true&sorts=id%20desc');
  const picked = orders.data.paginated_result
    .filter((o) => o.vendor === null && o.destination_address.city === depot?.city)
    .slice(0, 3);
  const departure = Date.parse(E2E_NOW) - 4 * HOUR;
  for (const vehicle of vehicles.data.paginated_result.filter((v) => v.is_active).slice(3, 12)) {
    const response = await page.request.post(API, {
      data: {
        vehicle_id: vehicle.id,
        start_address_id: depot?.id,
        departure_on: wib(departure),
        delivery_order_ids: picked.map((o) => o.id),
      },
    });
    // A vehicle busy that day (an earlier run of this file) is 409: the next one.
    if (response.status() === 201) return ((await response.json()) as { data: Detail }).data;
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('no free vehicle for the task');
}

test('a stop turns delivered with its proof, and a field-operation alert opens its task', async ({
  page,
}) => {
  const created = await morningTask(page);

  // The simulator's runner catches the morning up within a round or two (TASK-3).
  let detail: Detail = created;
  await expect
    .poll(
      async () => {
        detail = (await json<{ data: Detail }>(page, `${API}/${created.id}`)).data;
        return detail.stops.some((s) => s.status === 'DELIVERED');
      },
      { timeout: 45_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(true);
  const delivered = detail.stops.find((s) => s.status === 'DELIVERED');
  if (!delivered?.proof) throw new Error('a delivered stop without proof');
  const photo = await page.request.get(delivered.proof.photo_url);
  expect(photo.headers()['content-type']).toBe('image/png');

  await page.goto(`/fleet-task/instant/${created.id}`);
  await expect(page.getByTestId('ft-detail')).toBeVisible();
  await expect(page.getByRole('heading', { name: created.number })).toBeVisible();
  const row = page.locator(`[data-testid="ft-stop"][data-status="DELIVERED"]`).first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Terkirim')).toBeVisible();
  await expect(row.getByTestId('ft-proof')).toContainText(delivered.proof.recipient_name);
  await expect(page.getByTestId('ft-map')).toBeVisible();

  // The order of that stop shows it on its Delivery Detail: the task, the stop and the proof (DLV-40).
  const order = delivered.delivery_orders[0];
  if (!order) throw new Error('a stop without orders');
  await page.goto(`/delivery/${order.id}`);
  const stopCard = page.getByTestId('delivery-stop');
  await expect(stopCard.getByRole('link', { name: new RegExp(created.number) })).toBeVisible();
  await expect(stopCard.getByText('Terkirim')).toBeVisible();
  await expect(page.getByTestId('delivery-proof')).toContainText(delivered.proof.recipient_name);
  await expect(
    page.getByTestId('delivery-proof').getByRole('img', { name: 'Foto bukti pengiriman' }),
  ).toBeVisible();

  // A field-operation alert (140, important) names an open task; its popup links to it (TASK-6).
  let open = false;
  page.on('websocket', (ws) =>
    ws.on('framesent', (frame) => {
      if (String(frame.payload).includes('update_tags')) open = true;
    }),
  );
  await page.goto('/fleet-task');
  await expect(page.getByTestId('alert-topbar')).toBeAttached({ timeout: 30_000 });
  await expect.poll(() => open).toBe(true);
  await page.waitForTimeout(300);
  const raised = await page.request.post('/api/simulator/alerts', { data: { alertCode: 140 } });
  expect(raised.status(), await raised.text()).toBe(201);
  const [alert] = ((await raised.json()) as { data: { rawAlertId: string; alertData: string }[] })
    .data;
  const taskId = Number(alert?.alertData.split('|')[1]);
  expect(taskId).toBeGreaterThan(0);
  const preview = page.locator(`[data-testid="alert-popup"][data-alert-id="${alert?.rawAlertId}"]`);
  if (!(await preview.isVisible())) {
    const center = page.getByTestId('alert-center');
    if (!(await center.isVisible())) await page.getByTestId('alert-bell').click();
    const important = page.getByTestId('alert-accordion-important').getByRole('button').first();
    if ((await important.getAttribute('aria-expanded')) !== 'true') await important.click();
    await page.locator(`[data-testid="alert-item"][data-alert-id="${alert?.rawAlertId}"]`).click();
  }
  await expect(preview).toBeVisible();
  await preview.getByTestId('alert-field-operation').getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/fleet-task/instant/${taskId}$`));
  await expect(page.getByTestId('ft-detail')).toBeVisible();
});
