import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { authFile, gatewayIndex } from './e2e-env';
import { dismissForSession, keepPromotionsAway } from './returning-user';
import { expect, test, E2E_NOW, screenshot } from './fixtures';

/**
 * The control tower (docs/rules/control-tower.md CT-3, CT-12, CT-14): while the fleet drives, a
 * task whose driver stopped at its first stop long after the plan gets a late stop; it appears in
 * the exception queue of an admin and of an operator, each in a browser of their own, is handled
 * by the admin with a note, and leaves the operator's queue without a reload. The rules are in the
 * simulator's unit tests (a stepped clock), the routes in the contract suite.
 */

test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

const TASKS = '/fleet-planning/api/web/v1/fleet-task';
const HOUR = 3_600_000;

function wib(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

interface Task {
  id: number;
  stops: { id: number; sequence: number }[];
}

/**
 * A task of the demo driver that left three hours before the pinned clock, its driver standing
 * at the first stop since now (TASK-11: a task its driver runs moves only by the driver), so
 * the stops after it are estimated past their promised hour (FT-12). Should the task runner
 * catch the task up before the driver's arrival is in, the next vehicle is tried.
 */
async function lateTask(page: Page, driver: APIRequestContext): Promise<Task> {
  const mine = await json<{ data: { driver: { id: number } | null } }>(driver, `${TASKS}/mine`);
  const driverId = mine.data.driver?.id;
  if (!driverId) throw new Error('the driver account is no driver');
  const addresses = await json<{
    data: { paginated_result: { id: number; is_depot: boolean; city: string }[] };
  }>(page.request, '/api/address?limit=500');
  const depot = addresses.data.paginated_result.find((a) => a.is_depot);
  const orders = await json<{
    data: {
      paginated_result: { id: number; vendor: unknown; destination_address: { city: string } }[];
    };
  }>(
    page.request,
    `/order/api/web/v1/delivery-order?limit=500&sorts=id%20asc&filters=${encodeURIComponent(
      'status.name in CONFIRMED,RESCHEDULED',
    )}`,
  );
  const picked = orders.data.paginated_result
    .filter((o) => o.vendor === null && o.destination_address.city === depot?.city)
    .slice(0, 3);
  const vehicles = await json<{ data: { paginated_result: { id: number; is_active: boolean }[] } }>(
    page.request,
    '/api/vehicle?limit=100&parent_only=true&sorts=id%20asc',
  );
  for (const vehicle of vehicles.data.paginated_result.filter((v) => v.is_active).slice(20, 40)) {
    const created = await page.request.post(TASKS, {
      data: {
        vehicle_id: vehicle.id,
        driver_id: driverId,
        start_address_id: depot?.id,
        departure_on: wib(Date.parse(E2E_NOW) - 3 * HOUR),
        delivery_order_ids: picked.map((o) => o.id),
      },
    });
    // A vehicle busy that day (another test, an earlier run) is 409: the next one.
    if (created.status() === 409) continue;
    expect(created.status(), await created.text()).toBe(201);
    const task = ((await created.json()) as { data: Task }).data;
    const first = task.stops[0];
    if (!first) throw new Error('a task without stops');
    const arrived = await driver.post(`${TASKS}/mine/stop/${first.id}/arrived`, {
      data: { idempotency_key: randomUUID() },
    });
    if (arrived.status() === 200) return task;
    // The runner was first: that task is already driven; cancel it and try again.
    await page.request.post(`${TASKS}/${task.id}/cancel`, { data: {} });
  }
  throw new Error('no free vehicle for a late task');
}

test('a late stop reaches the queue of two users, one handles it, it leaves the other', async ({
  page,
  browser,
}, testInfo) => {
  const gateway = gatewayIndex(testInfo.parallelIndex);
  const driver = await browser.newContext({ storageState: authFile(gateway, 'driver') });
  const operator = await browser.newContext({
    storageState: authFile(gateway, 'operator'),
    viewport: { width: 1366, height: 900 },
  });
  await operator.clock.install({ time: new Date(E2E_NOW) });
  await keepPromotionsAway(operator);
  await dismissForSession(operator, 'onboarding');
  await dismissForSession(operator, 'contactReminder');
  const other = await operator.newPage();
  let task: Task | null = null;
  try {
    // The admin's board is open before the task goes late: it arrives live (CT-14).
    await page.goto('/controltower-2');
    await expect(page.getByTestId('ct-page')).toBeVisible();
    await expect(page.getByTestId('ct-kpis')).toBeVisible();
    await other.goto('/controltower-2');
    await expect(other.getByTestId('ct-queue')).toBeVisible();

    task = await lateTask(page, driver.request);
    const late = (p: Page) =>
      p.locator(`[data-testid="ct-exception"][data-task="${task?.id}"][data-kind="LATE_RISK"]`);
    await expect(late(page).first()).toBeVisible({ timeout: 45_000 });
    const card = late(page).first();
    const id = await card.getAttribute('data-id');
    await expect(card).toContainText('Berisiko terlambat');
    await expect(card.getByRole('link', { name: /Buka tugas/ })).toHaveAttribute(
      'href',
      `/fleet-task/instant/${task.id}`,
    );
    const mirrored = other.locator(`[data-testid="ct-exception"][data-id="${id}"]`);
    await expect(mirrored).toBeVisible();
    // The board shows the task running, its first stop reached.
    await expect(page.locator(`[data-testid="ct-row"][data-task="${task.id}"]`)).toHaveAttribute(
      'data-status',
      'STARTED',
    );
    await screenshot(page, 'control-tower-late-stop');

    await card.getByTestId('ct-handle').click();
    const form = card.getByTestId('ct-handle-form');
    await form.getByLabel('Catatan').fill('Pelanggan sudah ditelepon');
    await form.getByRole('button', { name: 'Tandai ditangani' }).click();
    await expect(page.locator(`[data-testid="ct-exception"][data-id="${id}"]`)).toHaveCount(0);
    // The operator's queue follows without a reload (CT-12, CT-14).
    await expect(mirrored).toHaveCount(0);
    await other.getByRole('tab', { name: 'Sudah ditangani' }).click();
    await expect(other.locator(`[data-testid="ct-exception"][data-id="${id}"]`)).toContainText(
      'Pelanggan sudah ditelepon',
    );
  } finally {
    if (task) await page.request.post(`${TASKS}/${task.id}/cancel`, { data: {} });
    await driver.close();
    await operator.close();
  }
});
