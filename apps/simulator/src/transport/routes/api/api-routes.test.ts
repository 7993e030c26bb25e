import type { ProfileResponse } from '@armada/contracts/auth';
import { BannerListResponseSchema, type BannerListResponse } from '@armada/contracts/company';
import { AddressSchema, type Address } from '@armada/contracts/customers';
import type { FeedbackResponse, FeedbackStatusResponse } from '@armada/contracts/feedback';
import { BoxTypeSchema, VehicleSchema, type BoxType, type Vehicle } from '@armada/contracts/fleet';
import {
  ListResponseSchema,
  type ErrorResponse,
  type ItemResponse,
  type ListResponse,
  type SavedFilter,
} from '@armada/contracts/shared';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../domain/wib-time';
import { startTestSimulator, type TestSimulator } from '../../../testing/test-simulator';

let t: TestSimulator;
let admin: string;

beforeAll(async () => {
  t = await startTestSimulator();
  admin = await t.login('admin');
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie = admin) => t.as(cookie, { method: 'GET', url: `/api${url}` });
const send = (
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = admin,
) =>
  t.as(cookie, {
    method,
    url: `/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('master data lists', () => {
  it('lists addresses with name, full_name and city, filterable by city and depot', async () => {
    const response = await get(
      '/address?limit=20&sorts=name%20asc&filters=city%20in%20Surabaya,Sidoarjo',
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<ListResponse<Address>>();
    expect(Compile(ListResponseSchema(AddressSchema)).Check(body)).toBe(true);
    expect(body.data.paginated_result.every((a) => ['Surabaya', 'Sidoarjo'].includes(a.city))).toBe(
      true,
    );
    const all = (await get('/address?limit=1')).json<ListResponse<Address>>();
    expect(all.metadata.total_count).toBeGreaterThanOrEqual(200);
    const depots = (await get('/address?filters=is_depot%20eq%20true&limit=100')).json<
      ListResponse<Address>
    >();
    expect(depots.data.paginated_result.length).toBeGreaterThanOrEqual(5);
    const one = depots.data.paginated_result[0] as Address;
    expect((await get(`/address/${one.id}`)).json<ItemResponse<Address>>().data).toEqual(one);
    expect((await get('/address/999999')).statusCode).toBe(404);
  });

  it('VEH-1 lists vehicles; parent_only leaves out trailers', async () => {
    const all = (await get('/vehicle?limit=1000')).json<ListResponse<Vehicle>>();
    expect(Compile(ListResponseSchema(VehicleSchema)).Check(all)).toBe(true);
    const parents = (await get('/vehicle?limit=1000&parent_only=true')).json<
      ListResponse<Vehicle>
    >();
    expect(parents.metadata.total_count).toBeGreaterThanOrEqual(60);
    expect(parents.metadata.total_count).toBeLessThan(all.metadata.total_count);
    expect(parents.data.paginated_result.every((v) => v.parent_id === null)).toBe(true);
    const bad = await get('/vehicle?parent_only=maybe');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'querystring.parent_only' });
  });

  it('VEH-1 filters vehicles by group, type, box type and capacity (docs/rules/route-optimization.md §7.4)', async () => {
    const all = (await get('/vehicle?limit=1000&parent_only=true')).json<ListResponse<Vehicle>>()
      .data.paginated_result;
    const sample = all.find((v) => v.box_type && v.vehicle_group.length > 0) as Vehicle;
    const group = sample.vehicle_group[0]?.id ?? 0;
    const filters = [
      `vehicle_group.id in ${group}`,
      `vehicle_type.id in ${sample.vehicle_type.id}`,
      `box_type.id eq ${sample.box_type?.id}`,
      `box_type.weight_capacity gte ${sample.box_type?.weight_capacity}`,
      `box_type.volume_capacity lte ${sample.box_type?.volume_capacity}`,
    ].map((f) => `filters=${encodeURIComponent(f)}`);
    const found = (await get(`/vehicle?limit=1000&parent_only=true&${filters.join('&')}`)).json<
      ListResponse<Vehicle>
    >();
    expect(found.data.ids).toContain(sample.id);
    for (const v of found.data.paginated_result) {
      expect(v.vehicle_group.map((g) => g.id)).toContain(group);
      expect(v.box_type?.id).toBe(sample.box_type?.id);
    }
    const sorted = (await get('/vehicle?limit=1000&sorts=box_type.weight_capacity%20desc')).json<
      ListResponse<Vehicle>
    >();
    const caps = sorted.data.paginated_result
      .map((v) => v.box_type?.weight_capacity)
      .filter((c) => c !== undefined);
    expect([...caps].sort((a, b) => (b ?? 0) - (a ?? 0))).toEqual(caps);
  });

  it('lists box types with weight and volume capacity', async () => {
    const body = (await get('/box-type?limit=100')).json<ListResponse<BoxType>>();
    expect(Compile(ListResponseSchema(BoxTypeSchema)).Check(body)).toBe(true);
    expect(body.data.paginated_result.length).toBeGreaterThanOrEqual(8);
    const cdd = body.data.paginated_result.find((b) => b.name === 'Box CDD');
    expect(cdd).toMatchObject({ weight_capacity: 5000 });
    expect(cdd?.volume_capacity).toBeCloseTo(15.48, 1);
  });
});

describe('survey, banner and profile', () => {
  it('FEED-1 FEED-2 records feedback (point 5 by default) and reports it answered this month', async () => {
    const cookie = await t.login('dispatcher');
    expect((await get('/feedback-status', cookie)).json<FeedbackStatusResponse>()).toEqual({
      data: { status: false },
    });
    const response = await send(
      'POST',
      '/feedback',
      { comment: '  Aplikasi sangat membantu  ' },
      cookie,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<FeedbackResponse>().data).toMatchObject({
      point: 5,
      comment: 'Aplikasi sangat membantu',
      user_id: 2,
    });
    expect((await get('/feedback-status', cookie)).json<FeedbackStatusResponse>().data.status).toBe(
      true,
    );
    // Another user has not answered; next month nobody has.
    expect((await get('/feedback-status')).json<FeedbackStatusResponse>().data.status).toBe(false);
    t.clock.advance(31 * DAY_MS);
    try {
      const fresh = await t.login('dispatcher');
      expect(
        (await get('/feedback-status', fresh)).json<FeedbackStatusResponse>().data.status,
      ).toBe(false);
    } finally {
      t.clock.advance(-31 * DAY_MS);
    }
  });

  it('FEED-1 refuses a point outside 1..5, naming the field', async () => {
    for (const point of [0, 6, 2.5]) {
      const response = await send('POST', '/feedback', { point, comment: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.point' });
    }
  });

  it('BANNER-1 answers banners by host name, else the default banners', async () => {
    const own = (
      await get('/banner-active/company?domain=armadalogistik.co.id')
    ).json<BannerListResponse>();
    expect(Compile(BannerListResponseSchema).Check(own)).toBe(true);
    expect(own.data[0]?.day_show).toEqual([0, 2, 4]);
    expect(
      (await get('/banner-active/company?domain=localhost:8080')).json<BannerListResponse>().data,
    ).toEqual([]);
    const fallback = (await get('/banner-active')).json<BannerListResponse>();
    expect(fallback.data[0]?.day_show).toBe('0,1,2,3,4');
    const missing = await get('/banner-active/company');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'querystring.domain' });
  });

  it('PROFILE-1 changes only the given profile fields and normalises them', async () => {
    const cookie = await t.login('operator');
    const before = (await get('/user/profile', cookie)).json<ProfileResponse>().data;
    expect(before.phoneNo).toBeNull();
    const response = await send(
      'PATCH',
      '/user/profile',
      { phoneNo: '0812 9999 1234', email: 'Dewi.L@ArmadaLogistik.co.id' },
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileResponse>().data).toMatchObject({
      fullname: before.fullname,
      phoneNo: '+6281299991234',
      email: 'dewi.l@armadalogistik.co.id',
    });
    const who = (await get('/whoami', cookie)).json<{ data: { phoneNo: string } }>();
    expect(who.data.phoneNo).toBe('+6281299991234');
    const bad = await send('PATCH', '/user/profile', { email: 'nope' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'body.email' });
    expect((await send('PATCH', '/user/profile', {}, cookie)).statusCode).toBe(400);
  });
});

describe('saved filter presets', () => {
  const TABLE = 'route-optimization.delivery-orders';
  const value = { activeFilters: { load_weight: { min: 100, max: 500 }, city: ['Bekasi'] } };

  it('FILTER-1 FILTER-2 saves, lists (fixed one page), renames and deletes presets per user and table', async () => {
    const cookie = await t.login('dispatcher');
    const created = await send(
      'POST',
      '/saved-filter',
      { table_key: TABLE, name: '  Muatan sedang  ', value },
      cookie,
    );
    expect(created.statusCode).toBe(201);
    const preset = created.json<ItemResponse<SavedFilter>>().data;
    expect(preset).toMatchObject({ name: 'Muatan sedang', table_key: TABLE, value });

    const list = (await get(`/saved-filter?table_key=${TABLE}`, cookie)).json<
      ListResponse<SavedFilter>
    >();
    expect(list.metadata).toEqual({ page: 1, total_count: 1, total_page: 1 });
    expect(list.data.ids).toEqual([preset.id]);
    expect(
      (await get(`/saved-filter?table_key=other.table`, cookie)).json<ListResponse<SavedFilter>>()
        .data.ids,
    ).toEqual([]);
    expect(
      (await get(`/saved-filter?table_key=${TABLE}`)).json<ListResponse<SavedFilter>>().data.ids,
    ).toEqual([]);

    const renamed = await send(
      'PATCH',
      `/saved-filter/${preset.id}`,
      { name: 'Muatan ringan' },
      cookie,
    );
    expect(renamed.json<ItemResponse<SavedFilter>>().data).toMatchObject({
      name: 'Muatan ringan',
      value,
    });

    expect((await send('DELETE', `/saved-filter/${preset.id}`, undefined, cookie)).statusCode).toBe(
      200,
    );
    expect(
      (await get(`/saved-filter?table_key=${TABLE}`, cookie)).json<ListResponse<SavedFilter>>().data
        .ids,
    ).toEqual([]);
  });

  it('FILTER-3 refuses names that are empty, over 32 characters or already taken', async () => {
    const cookie = await t.login('dispatcher');
    for (const name of ['', '   ', 'x'.repeat(33)]) {
      const response = await send(
        'POST',
        '/saved-filter',
        { table_key: TABLE, name, value },
        cookie,
      );
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json()).toMatchObject({ field: 'body.name' });
    }
    expect(
      (
        await send(
          'POST',
          '/saved-filter',
          { table_key: TABLE, name: 'x'.repeat(32), value },
          cookie,
        )
      ).statusCode,
    ).toBe(201);
    await send('POST', '/saved-filter', { table_key: TABLE, name: 'Jakarta', value }, cookie);
    const duplicate = await send(
      'POST',
      '/saved-filter',
      { table_key: TABLE, name: ' jakarta ', value },
      cookie,
    );
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<ErrorResponse>().message).toContain('already exists');
    expect(duplicate.json<ErrorResponse>()).toMatchObject({
      reason: 'savedFilter.nameTaken',
      params: { name: 'Jakarta' },
    });
    const noValue = await send(
      'POST',
      '/saved-filter',
      { table_key: TABLE, name: 'Tanpa nilai' },
      cookie,
    );
    expect(noValue.json()).toMatchObject({ field: 'body.value' });
  });

  it("FILTER-4 another user's preset is not found", async () => {
    const owner = await t.login('dispatcher');
    const preset = (
      await send(
        'POST',
        '/saved-filter',
        { table_key: 'customers', name: 'Milik saya', value },
        owner,
      )
    ).json<ItemResponse<SavedFilter>>().data;
    const stolen = await send('PATCH', `/saved-filter/${preset.id}`, { name: 'Curian' });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json<ErrorResponse>()).toMatchObject({
      reason: 'savedFilter.notFound',
      params: { id: preset.id },
    });
    expect((await send('DELETE', `/saved-filter/${preset.id}`)).statusCode).toBe(404);
  });
});
