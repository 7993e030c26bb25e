import type { Page } from '@playwright/test';
import {
  DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
  ROUTE_OPTIMIZATION_CONSTANTS,
  type RouteOptimizationRun,
} from '@armada/contracts/route-optimization';
import writeXlsxFile from 'write-excel-file/node';
import {
  DELIVERY_ORDER_IMPORT_COLUMNS,
  DELIVERY_ORDER_IMPORT_CONTENT_TYPES,
} from '@armada/contracts/delivery-orders';
import { E2E_NOW, expect, test } from './fixtures';

/**
 * A dispatcher's day from order to doorstep (issue 24): orders imported from an XLSX file on
 * `/delivery/`, planned in one route optimization run, turned into a fleet task on the run's
 * detail, driven by the simulator (TASK-3, TASK-9), and a delivered order's Delivery Detail
 * showing its stop and proof (DLV-40). The run departs three hours before the pinned clock, so
 * the simulator's first rounds catch the morning up. Details live in the unit and contract tests.
 */

test.describe.configure({ timeout: 150_000 });
test.use({ account: 'admin', viewport: { width: 1366, height: 900 } });

const HOUR = 3_600_000;
const RUNS = '/fleet-planning/api/web/v1/route-optimization';
const TASKS = '/fleet-planning/api/web/v1/fleet-task';
const ORDERS = '/order/api/web/v1/delivery-order';

function wib(ms: number): string {
  return `${new Date(Math.floor(ms / 1000) * 1000 + 7 * HOUR).toISOString().slice(0, 19)}+07:00`;
}

async function json<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

type Paged<T> = { data: { paginated_result: T[] } };
interface Address {
  id: number;
  name: string;
  is_depot: boolean;
  city: string;
}
interface TaskStop {
  status: string;
  delivery_orders: { id: number; number: string }[];
  proof: { recipient_name: string } | null;
}

/** Three orders as an XLSX of the import template: the depot's own city, one customer. */
async function ordersFile(page: Page): Promise<{ xlsx: Buffer; depot: Address }> {
  const addresses = await json<Paged<Address>>(page, '/api/address?limit=500');
  const depot = addresses.data.paginated_result.find((a) => a.is_depot);
  if (!depot) throw new Error('no depot');
  const near = addresses.data.paginated_result
    .filter((a) => !a.is_depot && a.city === depot.city && !/[",]/.test(a.name))
    .slice(0, 3);
  const customers = await json<Paged<{ name: string }>>(page, '/order/api/web/v1/customer?limit=5');
  const customer = customers.data.paginated_result[0]?.name ?? '';
  const day = E2E_NOW.slice(0, 10);
  const cells = (values: Record<string, string>) =>
    DELIVERY_ORDER_IMPORT_COLUMNS.map((column) => ({ value: values[column] ?? '', type: String }));
  const rows = near.map((address) =>
    cells({
      customer,
      origin: depot.name,
      destination: address.name,
      planned_date: day,
      weight_kg: '40',
      volume_m3: '0.2',
      notes: 'E2E hari dispatcher',
      confirm: 'ya',
    }),
  );
  const header = DELIVERY_ORDER_IMPORT_COLUMNS.map((value) => ({ value }));
  return { xlsx: await writeXlsxFile([header, ...rows]).toBuffer(), depot };
}

/** A vehicle with no open task today on this gateway. */
async function freeVehicle(page: Page): Promise<number> {
  const vehicles = await json<Paged<{ id: number; is_active: boolean }>>(
    page,
    '/api/vehicle?limit=100&parent_only=true&sorts=id%20asc',
  );
  const busy = await json<Paged<{ vehicle: { id: number } }>>(
    page,
    `${TASKS}?limit=500&filters=${encodeURIComponent('status in PLANNED,STARTED')}`,
  );
  const taken = new Set(busy.data.paginated_result.map((t) => t.vehicle.id));
  const free = vehicles.data.paginated_result.find((v) => v.is_active && !taken.has(v.id));
  if (!free) throw new Error('no free vehicle');
  return free.id;
}

test('import orders, plan them, make the fleet task, and see a delivery with its proof', async ({
  page,
}) => {
  const { xlsx, depot } = await ordersFile(page);

  // 1. Import: check the file, read the report, save all rows.
  await page.goto('/delivery/');
  await page.getByRole('button', { name: 'Impor' }).click();
  const dialog = page.getByTestId('delivery-import-dialog');
  await dialog.getByTestId('delivery-import-file').setInputFiles({
    name: 'pesanan.xlsx',
    mimeType: DELIVERY_ORDER_IMPORT_CONTENT_TYPES.xlsx,
    buffer: xlsx,
  });
  await dialog.getByTestId('delivery-import-check').click();
  await expect(dialog.getByTestId('delivery-import-summary')).toContainText(
    '3 baris: 3 valid, 0 bermasalah.',
  );
  await dialog.getByTestId('delivery-import-commit').click();
  await expect(page.getByText(/3 pesanan diimpor/)).toBeVisible();
  const imported = await json<Paged<{ id: number; origin_address: { id: number } }>>(
    page,
    `${ORDERS}?limit=3&sorts=id%20desc`,
  );
  const orderIds = imported.data.paginated_result.map((o) => o.id);
  expect(imported.data.paginated_result.every((o) => o.origin_address.id === depot.id)).toBe(true);

  // 2. Plan: one run of the three orders on a free vehicle, departing this morning.
  const created = await page.request.post(RUNS, {
    data: {
      type: ROUTE_OPTIMIZATION_CONSTANTS.runType,
      start_address_id: depot.id,
      expected_departure_on: wib(Date.parse(E2E_NOW) - 3 * HOUR),
      vehicle_ids: [await freeVehicle(page)],
      delivery_orders: orderIds.map((id) => ({ id, priority: 'regular' })),
      options: {
        ...DEFAULT_ROUTE_OPTIMIZATION_OPTIONS,
        weight_capacity: false,
        volume_capacity: false,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(202);
  const runId = ((await created.json()) as { data: { id: number } }).data.id;
  await expect
    .poll(
      async () =>
        (await json<{ data: RouteOptimizationRun }>(page, `${RUNS}/${runId}`)).data.status,
    )
    .toBe('SOLVED');

  // 3. The fleet task, from the run's detail.
  await page.goto(`/route-optimization/${runId}`);
  await page.locator('.ro-detail__header [data-action="create-fleet-task"]').click();
  await page.getByTestId('ro-confirm-accept').click();
  await expect(page.locator('.ro-detail__title-row .ro-status')).toHaveText('Tugas armada dibuat');

  // 4. The simulator drives it: a stop delivered with its proof (TASK-3, TASK-4).
  let delivered: TaskStop | undefined;
  let taskNumber = '';
  await expect
    .poll(
      async () => {
        const tasks = await json<Paged<{ id: number; number: string }>>(
          page,
          `${TASKS}?limit=5&filters=${encodeURIComponent(`route_optimization.id eq ${runId}`)}`,
        );
        const task = tasks.data.paginated_result[0];
        if (!task) return false;
        taskNumber = task.number;
        const detail = await json<{ data: { stops: TaskStop[] } }>(page, `${TASKS}/${task.id}`);
        delivered = detail.data.stops.find((s) => s.status === 'DELIVERED');
        return delivered !== undefined;
      },
      { timeout: 60_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(true);
  const order = delivered?.delivery_orders[0];
  if (!order || !delivered?.proof) throw new Error('a delivered stop without an order or proof');
  expect(orderIds).toContain(order.id);

  // 5. The order's Delivery Detail: delivered, its task and the proof.
  await page.goto(`/delivery/${order.id}`);
  await expect(page.getByRole('heading', { name: order.number })).toBeVisible();
  const stop = page.getByTestId('delivery-stop');
  await expect(stop.getByRole('link', { name: new RegExp(taskNumber) })).toBeVisible();
  await expect(stop.getByText('Terkirim')).toBeVisible();
  await expect(page.getByTestId('delivery-proof')).toContainText(delivered.proof.recipient_name);
  await expect(page.getByTestId('delivery-timeline')).toContainText('Terkirim');
});
