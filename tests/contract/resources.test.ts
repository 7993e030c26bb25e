import { beforeAll, describe, expect, it } from 'vitest';
import { ProfileResponseSchema } from '@armada/contracts/auth';
import { apiRoutes } from '@armada/contracts/catalogue';
import { FeedbackResponseSchema, FeedbackStatusResponseSchema } from '@armada/contracts/feedback';
import { BulkDeleteResponseSchema, type RouteDefinition } from '@armada/contracts/shared';
import type { TSchema } from 'typebox';
import { adminClient, signedIn, type ApiClient } from './lib/client';
import { expectError, expectSchema, expectStatus } from './lib/schema';
import { successSchema } from './lib/routes';

/**
 * Per-resource cases beyond the generic ones: whole create / read / update / delete cycles,
 * the fixed delivery-order filters of the route optimization wizard, and each resource's own
 * validation rules. Routes are looked up by operation id, so a resource that is not in the
 * catalogue yet is reported as such rather than failing obscurely.
 */

function route(id: string): RouteDefinition {
  const found = apiRoutes.find((r) => r.id === id);
  if (!found) throw new Error(`route ${id} is not in the catalogue (apiRoutes)`);
  return found;
}
function schemaOf(id: string): TSchema {
  const schema = successSchema(route(id));
  if (!schema) throw new Error(`route ${id} declares no success response schema`);
  return schema;
}
const has = (id: string) => apiRoutes.some((r) => r.id === id);
const path = (id: string, params: Record<string, string | number> = {}) =>
  route(id).url.replace(/:([A-Za-z_]+)/g, (_m, name: string) => String(params[name]));

let admin: ApiClient;
beforeAll(() => {
  admin = adminClient();
});

describe.runIf(has('createCustomer'))('customers (order service)', () => {
  interface Customer {
    id: number;
    code: string;
    name: string;
    is_active: boolean;
    contact_person: string | null;
  }

  it('creates, reads, lists, updates and deletes a customer', async () => {
    const name = `PT Kontrak Sejahtera ${Date.now() % 1_000_000}`;
    const created = await admin.post(path('createCustomer'), {
      name,
      type: 'COMPANY',
      phone: '+6281234567890',
      email: 'logistik@kontrak.example',
      city: 'Surabaya',
      province: 'Jawa Timur',
    });
    expectStatus(created, 201);
    expectSchema(schemaOf('createCustomer'), created.body, 'POST customer');
    const customer = (created.body as { data: Customer }).data;
    expect(customer.name).toBe(name);
    expect(customer.code, 'a generated code').toMatch(/^[A-Z0-9][A-Z0-9-]{1,19}$/);

    const read = await admin.get(path('getCustomer', { id: customer.id }));
    expectStatus(read, 200);
    expect((read.body as { data: Customer }).data).toMatchObject({ id: customer.id, name });

    const listed = await admin.get(path('listCustomers'), { query: { search: name } });
    expectStatus(listed, 200);
    expect((listed.body as { data: { ids: number[] } }).data.ids).toContain(customer.id);

    const updated = await admin.patch(path('updateCustomer', { id: customer.id }), {
      contact_person: 'Siti Rahayu',
      is_active: false,
    });
    expectStatus(updated, 200);
    expectSchema(schemaOf('updateCustomer'), updated.body, 'PATCH customer');
    expect((updated.body as { data: Customer }).data).toMatchObject({
      contact_person: 'Siti Rahayu',
      is_active: false,
      name,
    });

    const deleted = await admin.delete(path('deleteCustomer', { id: customer.id }));
    expectStatus(deleted, 200);
    expectSchema(BulkDeleteResponseSchema, deleted.body, 'DELETE customer');
    expectError(await admin.get(path('getCustomer', { id: customer.id })), 404);
    expectError(await admin.delete(path('deleteCustomer', { id: customer.id })), 404);
  });

  it('bulk-deletes customers by id', async () => {
    const ids: number[] = [];
    for (const suffix of ['A', 'B']) {
      const created = await admin.post(path('createCustomer'), {
        name: `CV Hapus Massal ${suffix}`,
      });
      expectStatus(created, 201);
      ids.push((created.body as { data: Customer }).data.id);
    }
    const response = await admin.post(path('bulkDeleteCustomers'), { ids });
    expectStatus(response, 200);
    expectSchema(BulkDeleteResponseSchema, response.body, 'bulk delete');
    expect((response.body as { data: { deleted: number } }).data.deleted).toBe(2);
    for (const id of ids) expectError(await admin.get(path('getCustomer', { id })), 404);
  });

  it.each([
    ['a blank name', { name: '   ' }, ['name']],
    ['a bad phone', { name: 'PT Telepon', phone: '12345' }, ['phone']],
    ['a bad email', { name: 'PT Surel', email: 'not-an-email' }, ['email']],
    ['a bad NPWP', { name: 'PT Pajak', npwp: '123' }, ['npwp']],
    ['an unknown field', { name: 'PT Lain', colour: 'red' }, ['colour']],
    ['an unknown type', { name: 'PT Jenis', type: 'GOVERNMENT' }, ['type']],
  ])('refuses %s with 400 naming the field and creates nothing', async (_what, body, names) => {
    const before = await admin.get(path('listCustomers'), { query: { limit: 1 } });
    expectError(await admin.post(path('createCustomer'), body), 400, names);
    const after = await admin.get(path('listCustomers'), { query: { limit: 1 } });
    expect((after.body as { metadata: { total_count: number } }).metadata.total_count).toBe(
      (before.body as { metadata: { total_count: number } }).metadata.total_count,
    );
  });

  it('refuses an empty update with 400', async () => {
    const list = await admin.get(path('listCustomers'), { query: { limit: 1 } });
    const id = (list.body as { data: { ids: number[] } }).data.ids[0];
    expectError(await admin.patch(path('updateCustomer', { id: id ?? 1 }), {}), 400);
  });

  it('lists external customers in the list shape', async () => {
    const response = await admin.get(path('listExternalCustomers'), { query: { limit: 5 } });
    expectStatus(response, 200);
    expectSchema(schemaOf('listExternalCustomers'), response.body, 'external customers');
    for (const row of (response.body as { data: { paginated_result: { source: string }[] } }).data
      .paginated_result) {
      expect(row.source).toBe('EXTERNAL');
    }
  });
});

describe.runIf(has('listDeliveryOrders'))(
  'delivery orders (route optimization wizard filters)',
  () => {
    interface Order {
      id: number;
      status: { name: string };
      vendor: { id: number } | null;
      origin_address: { id: number };
    }

    it('applies the fixed filters of docs/rules/route-optimization.md §7.1 together', async () => {
      const all = await admin.get(path('listDeliveryOrders'), { query: { limit: 100 } });
      expectStatus(all, 200);
      const rows = (all.body as { data: { paginated_result: Order[] } }).data.paginated_result;
      const origin = rows.find(
        (r) => r.vendor === null && ['CONFIRMED', 'RESCHEDULED'].includes(r.status.name),
      )?.origin_address.id;
      if (origin === undefined) {
        return expect.fail(
          'no CONFIRMED or RESCHEDULED order without vendor in the first 100: seed some',
        );
      }
      const filtered = await admin.get(path('listDeliveryOrders'), {
        query: {
          limit: 100,
          filters: [
            'status.name in CONFIRMED,RESCHEDULED',
            'vendor.id is null',
            `origin_address.id eq ${origin}`,
          ],
        },
      });
      expectStatus(filtered, 200);
      expectSchema(schemaOf('listDeliveryOrders'), filtered.body, 'filtered delivery orders');
      const result = (filtered.body as { data: { paginated_result: Order[] } }).data
        .paginated_result;
      expect(result.length).toBeGreaterThan(0);
      for (const order of result) {
        expect(['CONFIRMED', 'RESCHEDULED']).toContain(order.status.name);
        expect(order.vendor).toBeNull();
        expect(order.origin_address.id).toBe(origin);
      }
    });
  },
);

describe.runIf(has('createSavedFilter'))('saved filter presets', () => {
  const tableKey = 'route-optimization.delivery-orders';

  it('creates, lists (one page of metadata), renames and deletes a preset', async () => {
    const created = await admin.post(path('createSavedFilter'), {
      table_key: tableKey,
      name: 'Surabaya berat',
      value: {
        activeFilters: { 'destination_address.city': ['Surabaya'], load_weight: { gte: 500 } },
      },
    });
    expectStatus(created, 201);
    expectSchema(schemaOf('createSavedFilter'), created.body, 'POST saved-filter');
    const id = (created.body as { data: { id: number } }).data.id;

    const list = await admin.get(path('listSavedFilters'), { query: { table_key: tableKey } });
    expectStatus(list, 200);
    expectSchema(schemaOf('listSavedFilters'), list.body, 'saved-filter list');
    const body = list.body as {
      data: { ids: number[] };
      metadata: { total_page: number; page: number };
    };
    expect(body.data.ids).toContain(id);
    expect(body.metadata).toMatchObject({ page: 1, total_page: 1 });

    const renamed = await admin.patch(path('updateSavedFilter', { id }), {
      name: 'Surabaya berat 2',
    });
    expectStatus(renamed, 200);
    expect((renamed.body as { data: { name: string } }).data.name).toBe('Surabaya berat 2');

    expectStatus(await admin.delete(path('deleteSavedFilter', { id })), 200);
    expectError(await admin.delete(path('deleteSavedFilter', { id })), 404);
  });

  it('refuses a name over 32 characters with 400 naming name', async () => {
    const response = await admin.post(path('createSavedFilter'), {
      table_key: tableKey,
      name: 'x'.repeat(33),
      value: { activeFilters: {} },
    });
    expectError(response, 400, ['name']);
  });

  it('keeps presets per user', async () => {
    const created = await admin.post(path('createSavedFilter'), {
      table_key: tableKey,
      name: 'Milik admin',
      value: { activeFilters: {} },
    });
    expectStatus(created, 201);
    const id = (created.body as { data: { id: number } }).data.id;
    const dispatcher = await signedIn('dispatcher');
    const theirs = await dispatcher.get(path('listSavedFilters'), {
      query: { table_key: tableKey },
    });
    expectStatus(theirs, 200);
    expect((theirs.body as { data: { ids: number[] } }).data.ids).not.toContain(id);
    expectError(await dispatcher.delete(path('deleteSavedFilter', { id })), 404);
    expectStatus(await admin.delete(path('deleteSavedFilter', { id })), 200);
  });
});

describe.runIf(has('updateProfile'))('profile', () => {
  it('reads and updates the profile, and the change is kept', async () => {
    const before = await admin.get(path('getProfile'));
    expectStatus(before, 200);
    expectSchema(ProfileResponseSchema, before.body, 'GET profile');
    const reminder = new Date(Date.UTC(2026, 10, 21, 3, 0, 0)).toISOString();
    const updated = await admin.patch(path('updateProfile'), { lastReminder: reminder });
    expectStatus(updated, 200);
    expectSchema(ProfileResponseSchema, updated.body, 'PATCH profile');
    const after = await admin.get(path('getProfile'));
    expect(Date.parse((after.body as { data: { lastReminder: string } }).data.lastReminder)).toBe(
      Date.parse(reminder),
    );
  });

  it.each([
    ['a bad email', { email: 'nope' }, ['email']],
    ['a bad phone', { phoneNo: 'abc' }, ['phoneNo']],
    ['an unknown language', { language: 'fr' }, ['language']],
  ])('refuses %s with 400 naming the field', async (_what, body, names) => {
    expectError(await admin.patch(path('updateProfile'), body), 400, names);
  });
});

describe.runIf(has('createFeedback'))('feedback survey', () => {
  it('answers the status and records a feedback with the default point 5', async () => {
    const status = await admin.get(path('getFeedbackStatus'));
    expectStatus(status, 200);
    expectSchema(FeedbackStatusResponseSchema, status.body, 'feedback-status');
    const response = await admin.post(path('createFeedback'), { comment: 'Aplikasi membantu' });
    expectStatus(response, 201);
    expectSchema(FeedbackResponseSchema, response.body, 'POST feedback');
    expect((response.body as { data: { point: number } }).data.point).toBe(5);
  });

  it.each([0, 6, 2.5])('refuses point %s with 400 naming point', async (point) => {
    expectError(await admin.post(path('createFeedback'), { point, comment: 'x' }), 400, ['point']);
  });
});
