import { CustomerSchema, type Customer } from '@armada/contracts/customers';
import { DeliveryOrderSchema, type DeliveryOrder } from '@armada/contracts/delivery-orders';
import {
  ListResponseSchema,
  type BulkDeleteResponse,
  type ErrorResponse,
  type ItemResponse,
  type ListResponse,
} from '@armada/contracts/shared';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  makeCustomerInput,
  startTestSimulator,
  TEST_NOW,
  type TestSimulator,
} from '../../../testing/test-simulator';

const BASE = '/order/api/web/v1';
let t: TestSimulator;
let admin: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = admin) => t.as(cookie, { method: 'GET', url: `${BASE}${url}` });
const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = admin,
) =>
  t.as(cookie, {
    method,
    url: `${BASE}${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function query(params: Record<string, string | number | string[]>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  return `?${search.toString()}`;
}

describe('customers', () => {
  it('lists customers in the list shape, paged and searchable', async () => {
    const response = await get(`/customer${query({ limit: 5, page: 2, sorts: 'name asc' })}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<ListResponse<Customer>>();
    expect(Compile(ListResponseSchema(CustomerSchema)).Check(body)).toBe(true);
    expect(body.data.paginated_result).toHaveLength(5);
    expect(body.metadata.page).toBe(2);
    expect(body.data.ids.length).toBe(body.metadata.total_count);
    const names = body.data.paginated_result.map((c) => c.name);
    expect(
      [...names].sort((a, b) => a.localeCompare(b, 'id', { sensitivity: 'base', numeric: true })),
    ).toEqual(names);

    const one = body.data.paginated_result[0] as Customer;
    const found = (await get(`/customer${query({ search: one.code })}`)).json<
      ListResponse<Customer>
    >();
    expect(found.data.ids).toContain(one.id);
  });

  it('CUST-4 lists external customers only on /customer/external', async () => {
    const body = (await get(`/customer/external${query({ limit: 100 })}`)).json<
      ListResponse<Customer>
    >();
    expect(body.metadata.total_count).toBeGreaterThan(0);
    expect(body.data.paginated_result.every((c) => c.source === 'EXTERNAL')).toBe(true);
  });

  it('CUST-1 creates a customer: generated code, +62 phone, lowercased e-mail, 201', async () => {
    const response = await send(
      'POST',
      '/customer',
      makeCustomerInput({ email: 'Order@SumberRejeki.co.id', phone: '0812-3456-7890' }),
    );
    expect(response.statusCode).toBe(201);
    const { data } = response.json<ItemResponse<Customer>>();
    expect(data).toMatchObject({
      name: 'PT Sumber Rejeki Pangan',
      email: 'order@sumberrejeki.co.id',
      phone: '+6281234567890',
      source: 'INTERNAL',
      is_active: true,
    });
    expect(data.code).toBe(`CUS-${String(data.id).padStart(5, '0')}`);
    expect(Date.parse(data.created_on)).toBe(Math.floor(TEST_NOW / 1000) * 1000);
    const fetched = await get(`/customer/${data.id}`);
    expect(fetched.json<ItemResponse<Customer>>().data).toEqual(data);
  });

  it.each([
    [{ ...makeCustomerInput(), name: undefined }, 'body.name', 'body.name is required'],
    [makeCustomerInput({ name: '   ' }), 'body.name', 'body.name must not be blank'],
    [
      makeCustomerInput({ email: 'not-an-email' }),
      'body.email',
      'body.email must match format "email"',
    ],
    [makeCustomerInput({ phone: '12345' }), 'body.phone', 'body.phone'],
    [makeCustomerInput({ npwp: '123' }), 'body.npwp', 'body.npwp'],
    [{ ...makeCustomerInput(), colour: 'red' }, 'body.colour', 'body.colour is not allowed'],
  ])('CUST-1 ERR-1 refuses bad input naming the field (%#)', async (payload, field, message) => {
    const total = async () =>
      (await get('/customer')).json<ListResponse<Customer>>().metadata.total_count;
    const before = await total();
    const response = await send('POST', '/customer', payload);
    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorResponse & { field: string }>();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.field).toBe(field);
    expect(body.message).toContain(message);
    expect(await total()).toBe(before);
  });

  it('CUST-1 refuses a code already in use with 409 and changes nothing', async () => {
    const first = (await send('POST', '/customer', makeCustomerInput({ code: 'SRP-001' }))).json<
      ItemResponse<Customer>
    >();
    const total = (await get('/customer')).json<ListResponse<Customer>>().metadata.total_count;
    const response = await send(
      'POST',
      '/customer',
      makeCustomerInput({ code: 'SRP-001', name: 'Other' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorResponse>().message).toContain(first.data.name);
    // The reason and its params, for clients that say it in the user's language.
    expect(response.json<ErrorResponse>()).toMatchObject({
      reason: 'customer.codeTaken',
      params: { code: 'SRP-001', name: first.data.name },
      field: 'body.code',
    });
    expect((await get('/customer')).json<ListResponse<Customer>>().metadata.total_count).toBe(
      total,
    );
  });

  it('CUST-2 updates only the given fields', async () => {
    const created = (await send('POST', '/customer', makeCustomerInput({ name: 'CV Lama' }))).json<
      ItemResponse<Customer>
    >().data;
    t.clock.advance(60_000);
    const response = await send('PATCH', `/customer/${created.id}`, {
      name: 'CV Baru Jaya',
      is_active: false,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json<ItemResponse<Customer>>();
    expect(data).toMatchObject({
      name: 'CV Baru Jaya',
      is_active: false,
      email: created.email,
      code: created.code,
    });
    expect(Date.parse(data.updated_on)).toBeGreaterThan(Date.parse(created.updated_on));
    expect((await get(`/customer/${created.id}`)).json<ItemResponse<Customer>>().data.name).toBe(
      'CV Baru Jaya',
    );
  });

  it('CUST-2 refuses an empty change, an unknown id and a bad id', async () => {
    const empty = await send('PATCH', '/customer/1', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<ErrorResponse>().message).toContain('at least one field');
    const missing = await send('PATCH', '/customer/987654', { name: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<ErrorResponse>()).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Customer 987654 not found.',
      reason: 'customer.notFound',
      params: { id: 987654 },
    });
    expect((await get('/customer/987654')).statusCode).toBe(404);
    const bad = await get('/customer/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      field: 'params.id',
      reason: 'request.invalid',
      params: { field: 'params.id' },
    });
  });

  it('CUST-3 deletes one customer', async () => {
    const created = (await send('POST', '/customer', makeCustomerInput())).json<
      ItemResponse<Customer>
    >().data;
    const response = await send('DELETE', `/customer/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkDeleteResponse>()).toEqual({
      data: { deleted: 1, ids: [created.id] },
    });
    expect((await get(`/customer/${created.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/customer/${created.id}`)).statusCode).toBe(404);
  });

  it('CUST-3 bulk-deletes all or nothing', async () => {
    const ids: number[] = [];
    for (const name of ['PT Satu', 'PT Dua', 'PT Tiga']) {
      ids.push(
        (await send('POST', '/customer', makeCustomerInput({ name }))).json<
          ItemResponse<Customer>
        >().data.id,
      );
    }
    const partial = await send('POST', '/customer/bulk-delete', { ids: [ids[0], 999_999] });
    expect(partial.statusCode).toBe(404);
    expect(partial.json<ErrorResponse>().message).toContain('999999');
    expect(partial.json<ErrorResponse>()).toMatchObject({
      reason: 'customer.deleteNotFound',
      params: { ids: '999999', count: 1 },
    });
    expect((await get(`/customer/${ids[0]}`)).statusCode).toBe(200);

    const response = await send('POST', '/customer/bulk-delete', { ids });
    expect(response.statusCode).toBe(200);
    expect(response.json<BulkDeleteResponse>().data).toEqual({ deleted: 3, ids });
    for (const id of ids) expect((await get(`/customer/${id}`)).statusCode).toBe(404);

    const empty = await send('POST', '/customer/bulk-delete', { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ field: 'body.ids' });
  });

  it('CUST-3 refuses to delete a customer with open delivery orders', async () => {
    const open = (
      await get(
        `/delivery-order${query({ filters: 'status.name in CONFIRMED,RESCHEDULED', limit: 1 })}`,
      )
    ).json<ListResponse<DeliveryOrder>>().data.paginated_result[0] as DeliveryOrder;
    const response = await send('DELETE', `/customer/${open.shipped_customer.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorResponse>().message).toContain('open delivery order');
    const { reason, params } = response.json<ErrorResponse>();
    expect(reason).toBe('customer.deleteBlockedByOpenOrders');
    expect(params).toMatchObject({ names: open.shipped_customer.name });
    expect(params?.count).toBeGreaterThanOrEqual(1);
    expect((await get(`/customer/${open.shipped_customer.id}`)).statusCode).toBe(200);
  });

  it('PERM-1 keeps customers from accounts without order management', async () => {
    const operator = await t.login('operator');
    const list = await get('/customer', operator);
    expect(list.statusCode).toBe(403);
    expect(list.json<ErrorResponse>()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await send('POST', '/customer', makeCustomerInput(), operator)).statusCode).toBe(403);
    const dispatcher = await t.login('dispatcher');
    expect((await get('/customer', dispatcher)).statusCode).toBe(200);
  });
});

describe('delivery orders', () => {
  const listOf = async (params: Record<string, string | number | string[]>) => {
    const response = await get(`/delivery-order${query(params)}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<ListResponse<DeliveryOrder>>();
  };

  it('DO-1 applies the fixed filters of docs/rules/route-optimization.md §7.1', async () => {
    const depot = (
      await t.as(admin, {
        method: 'GET',
        url: `/api/address${query({ filters: 'is_depot eq true', sorts: 'id asc' })}`,
      })
    ).json<ListResponse<{ id: number }>>().data.paginated_result[0] as { id: number };
    const body = await listOf({
      limit: 100,
      filters: [
        'status.name in CONFIRMED,RESCHEDULED',
        'vendor.id is null',
        `origin_address.id eq ${depot.id}`,
      ],
    });
    expect(Compile(ListResponseSchema(DeliveryOrderSchema)).Check(body)).toBe(true);
    expect(body.metadata.total_count).toBeGreaterThan(5);
    for (const order of body.data.paginated_result) {
      expect(['CONFIRMED', 'RESCHEDULED']).toContain(order.status.name);
      expect(order.vendor).toBeNull();
      expect(order.origin_address.id).toBe(depot.id);
    }
  });

  it('DO-1 applies the user filters: created_on, load, customer, destination', async () => {
    const all = await listOf({ limit: 1000 });
    const sample = all.data.paginated_result[10] as DeliveryOrder;
    const from = '2026-11-10T00:00:00+07:00';
    const to = '2026-11-15T23:59:59+07:00';
    const body = await listOf({
      limit: 1000,
      filters: [
        `created_on >= ${from}`,
        `created_on <= ${to}`,
        'load_weight >= 100',
        'load_weight <= 2000',
        'load_volume >= 0.5',
        'load_volume <= 10',
      ],
    });
    for (const order of body.data.paginated_result) {
      expect(Date.parse(order.created_on)).toBeGreaterThanOrEqual(Date.parse(from));
      expect(Date.parse(order.created_on)).toBeLessThanOrEqual(Date.parse(to));
      expect(order.load_weight).toBeGreaterThanOrEqual(100);
      expect(order.load_volume).toBeLessThanOrEqual(10);
    }
    const byPlace = await listOf({
      limit: 1000,
      filters: [
        `shipped_customer.id in ${sample.shipped_customer.id}`,
        `destination_address.id in ${sample.destination_address.id}`,
        `destination_address.province in ${sample.destination_address.province}`,
        `destination_address.city in ${sample.destination_address.city},Nowhere`,
      ],
    });
    expect(byPlace.data.ids).toContain(sample.id);
    expect(
      byPlace.data.paginated_result.every(
        (o) => o.destination_address.id === sample.destination_address.id,
      ),
    ).toBe(true);
  });

  it('DO-1 sorts by each table column and searches the number', async () => {
    const desc = await listOf({ limit: 20, sorts: 'load_weight desc' });
    const weights = desc.data.paginated_result.map((o) => o.load_weight);
    expect([...weights].sort((a, b) => b - a)).toEqual(weights);
    const newest = await listOf({ limit: 5 });
    const dates = newest.data.paginated_result.map((o) => Date.parse(o.created_on));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const number = newest.data.paginated_result[0]?.number ?? '';
    const found = await listOf({ search: number.slice(-5) });
    expect(found.data.paginated_result.map((o) => o.number)).toContain(number);
  });

  it('LIST-3 LIST-5 answers 400 naming the bad filter or sort', async () => {
    const unknown = await get(`/delivery-order${query({ filters: 'colour eq red' })}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'BAD_REQUEST', field: 'filters' });
    expect(unknown.json<ErrorResponse>().message).toContain('"colour"');
    const badValue = await get(`/delivery-order${query({ filters: 'load_weight gte heavy' })}`);
    expect(badValue.json<ErrorResponse>().message).toContain('"heavy" is not a decimal number');
    const badSort = await get(`/delivery-order${query({ sorts: 'load_weight upward' })}`);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json()).toMatchObject({ field: 'sorts' });
    const badLimit = await get(`/delivery-order${query({ limit: 0 })}`);
    expect(badLimit.statusCode).toBe(400);
    expect(badLimit.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'querystring.limit' });
  });

  it('gets one order, 404 for an unknown id, 403 without order management', async () => {
    const one = (await listOf({ limit: 1 })).data.paginated_result[0] as DeliveryOrder;
    expect(
      (await get(`/delivery-order/${one.id}`)).json<ItemResponse<DeliveryOrder>>().data,
    ).toMatchObject(one);
    expect((await get('/delivery-order/999999')).statusCode).toBe(404);
    expect((await get('/delivery-order', await t.login('operator'))).statusCode).toBe(403);
  });

  it('scopes orders to the caller company', async () => {
    const branded = await t.login('branded');
    // The branded company has no order management permission, so read its data as a service.
    const orders = t.simulator.services.deliveryOrders;
    const auth = (await t.simulator.services.auth.login('branded', 'demo')).auth;
    await expect(orders.list(auth, {})).rejects.toThrow('needs one of');
    expect((await get('/delivery-order', branded)).statusCode).toBe(403);
    const demoIds = (await listOf({ limit: 1000 })).data.ids;
    expect(demoIds.length).toBeGreaterThanOrEqual(300);
  });
});

describe('input the server refuses', () => {
  const lists = [
    `${BASE}/customer`,
    `${BASE}/customer/external`,
    `${BASE}/delivery-order`,
    '/api/address',
    '/api/vehicle',
    '/api/box-type',
  ];
  const inherited = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

  it.each(lists.flatMap((url) => inherited.map((name) => [url, name] as const)))(
    'LIST-9 %s refuses filters and sorts on "%s" with 400 naming it',
    async (url, name) => {
      for (const [part, text] of [
        ['filters', `${name} eq 1`],
        ['sorts', `${name} asc`],
      ] as const) {
        const response = await t.as(admin, {
          method: 'GET',
          url: `${url}${query({ [part]: text })}`,
        });
        expect(response.statusCode, `${part}=${text}: ${response.body}`).toBe(400);
        const body = response.json<ErrorResponse & { field: string }>();
        expect(body).toMatchObject({ statusCode: 400, field: part });
        expect(body.message).toContain(`"${name}"`);
      }
    },
  );

  it.each(['true', '52.5', '0x34', '1e3', '-1', '99999999999999999999'])(
    'INPUT-1 GET /customer/%s is a 400 naming params.id',
    async (id) => {
      const response = await get(`/customer/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<ErrorResponse>().message).toContain('params.id');
    },
  );

  it('INPUT-1 PATCH /customer/1.5 is a 400 and changes nothing', async () => {
    const existing = await get('/customer/1');
    expect(existing.statusCode).toBe(200);
    const before = existing.json<ItemResponse<Customer>>().data;
    const response = await send('PATCH', '/customer/1.5', { name: 'Changed by 1.5' });
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toContain('params.id');
    expect((await get('/customer/1')).json<ItemResponse<Customer>>().data).toEqual(before);
  });

  it.each([
    ['limit', '1.5'],
    ['limit', '0x10'],
    ['page', '1.5'],
    ['page', 'abc'],
  ])('INPUT-1 GET /customer?%s=%s is a 400 naming it', async (name, value) => {
    const response = await get(`/customer?${name}=${value}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorResponse>().message).toContain(`querystring.${name}`);
  });
});
