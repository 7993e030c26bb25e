import type { Page } from '@playwright/test';
import { expect, test, screenshot, E2E_NOW } from './fixtures';

/**
 * Fleet availability (docs/rules/fleet-availability.md FA-8, FA-10): a vehicle given a task today
 * shows booked on today's column of the timeline, and the route optimization wizard's vehicle
 * table shows it booked for a departure today. The computation itself is covered by the
 * simulator's unit tests and the contract suite.
 */

test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

const HOUR = 3_600_000;
const ORIGIN = 'Gudang Utama Cakung';

/** `YYYY-MM-DD` and `HH:00` of the pinned clock's WIB day, four hours later. */
function wibLater(hours: number): { day: string; time: string; iso: string } {
  const wall = new Date(Math.floor(Date.parse(E2E_NOW) / HOUR) * HOUR + (7 + hours) * HOUR);
  const iso = `${wall.toISOString().slice(0, 19)}+07:00`;
  return { day: iso.slice(0, 10), time: iso.slice(11, 16), iso };
}

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** A task made through the API for a vehicle free today, leaving later today. */
async function bookFreeVehicle(page: Page): Promise<{ plate: string; id: number; number: string }> {
  const later = wibLater(3);
  const availability = await json<{
    data: { vehicles: { vehicle: { id: number; license_plate: string }; statuses: string[] }[] };
  }>(page, `/fleet-planning/api/web/v1/fleet-availability?from=${later.day}&days=1`);
  const depot = (
    await json<{ data: { paginated_result: { id: number; is_depot: boolean; city: string }[] } }>(
      page,
      '/api/address?limit=500',
    )
  ).data.paginated_result.find((a) => a.is_depot);
  // An order in the depot's city: a short afternoon round.
  const order = (
    await json<{
      data: {
        paginated_result: { id: number; vendor: unknown; destination_address: { city: string } }[];
      };
    }>(
      page,
      `/order/api/web/v1/delivery-order?limit=100&sorts=id%20desc&filters=${encodeURIComponent(
        'status.name in CONFIRMED,RESCHEDULED',
      )}`,
    )
  ).data.paginated_result.find(
    (o) => o.vendor === null && o.destination_address.city === depot?.city,
  );
  const free = availability.data.vehicles.filter((row) => row.statuses[0] !== 'BOOKED');
  for (const row of free.slice(-5)) {
    const response = await page.request.post('/fleet-planning/api/web/v1/fleet-task', {
      data: {
        vehicle_id: row.vehicle.id,
        start_address_id: depot?.id,
        departure_on: later.iso,
        delivery_order_ids: [order?.id],
      },
    });
    if (response.status() === 201) {
      const task = ((await response.json()) as { data: { id: number; number: string } }).data;
      return { plate: row.vehicle.license_plate, id: task.id, number: task.number };
    }
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('no free vehicle took the task');
}

test('a vehicle with a task today is booked on the timeline and in the wizard', async ({
  page,
}) => {
  const booked = await bookFreeVehicle(page);
  const start = wibLater(3).time;

  await page.goto('/fleet-availability');
  await expect(page.getByRole('heading', { name: 'Ketersediaan Armada' })).toBeVisible();
  const search = page.locator('.fa-toolbar').getByRole('searchbox');
  await search.fill(booked.plate);
  await search.press('Enter');
  const row = page.locator('[data-testid^=fa-row-]', { hasText: booked.plate });
  await expect(page.locator('[data-testid^=fa-row-]')).toHaveCount(1);
  // The week view opens on today's column (a Saturday): that cell is booked from the task's start.
  const today = page.locator('[data-cell][tabindex="0"]');
  await expect(today).toHaveAttribute('data-status', 'BOOKED');
  await expect(today).toContainText(`${start}–`);
  await expect(row.locator('[data-cell]')).toHaveCount(7);
  await today.click();
  await expect(page.getByTestId('fa-detail')).toContainText(booked.number);
  // Keyboard: the arrow keys move the active cell, which takes the focus.
  const col = Number((await today.getAttribute('data-cell'))?.split(':')[1]);
  await today.press('ArrowLeft');
  const moved = page.locator('[data-cell][tabindex="0"]');
  await expect(moved).toHaveAttribute('data-cell', `0:${col - 1}`);
  await expect(moved).toBeFocused();
  await screenshot(page, 'fleet-availability-booked');

  // The wizard leaves today at the next full hour: its vehicle table shows the same booking.
  await page.goto('/route-optimization/create');
  await page.getByTestId('origin-address-field').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('searchbox').fill(ORIGIN);
  await dialog.getByRole('searchbox').press('Enter');
  await dialog.locator('tbody tr', { hasText: ORIGIN }).first().click();
  await expect(dialog).toBeHidden();
  await page.locator('[data-testid=delivery-table] tbody tr .p-checkbox').first().click();
  await page.getByTestId('wizard-primary').click();
  const vehicles = page.locator('section[aria-labelledby=ro-vehicles-title]');
  await vehicles.getByRole('searchbox').fill(booked.plate);
  await vehicles.getByRole('searchbox').press('Enter');
  const badge = page.locator('[data-testid^=vehicle-availability-]', { hasText: 'Dipesan' });
  await expect(badge).toHaveText(new RegExp(`^Dipesan ${start}–\\d\\d:\\d\\d$`));
  await expect(badge).toHaveAttribute('data-status', 'BOOKED');
  await screenshot(page, 'fleet-availability-wizard');
});
