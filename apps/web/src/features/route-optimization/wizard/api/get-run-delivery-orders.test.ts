import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeDeliveryOrder } from '../testing/wizard-fixtures';
import { getRunDeliveryOrders } from './get-run-delivery-orders';

describe('the run’s delivery orders (docs/rules/route-optimization.md §7.4)', () => {
  it('asks pages of 100 with the status filter and fetches the further pages', async () => {
    const pages = new Map([
      [1, [makeDeliveryOrder({ id: 1 }), makeDeliveryOrder({ id: 2 })]],
      [2, [makeDeliveryOrder({ id: 3 })]],
      [3, [makeDeliveryOrder({ id: 4 })]],
    ]);
    const fetch = mockFetch((raw) => {
      const url = new URL(raw, 'http://localhost');
      const page = Number(url.searchParams.get('page'));
      const rows = (pages.get(page) ?? []).map((order) => ({ ...order, priority: 'high' }));
      return jsonResponse(200, {
        data: { paginated_result: rows, ids: [1, 2, 3, 4] },
        metadata: { page, total_count: 4, total_page: 3 },
      });
    });
    const result = await getRunDeliveryOrders(9);
    expect(result.orders.map((order) => order.id)).toEqual([1, 2, 3, 4]);
    expect(result.ids).toEqual([1, 2, 3, 4]);
    const urls = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(urls.map((url) => url.pathname)).toEqual(
      Array(3).fill('/fleet-planning/api/web/v1/route-optimization/9/delivery-orders'),
    );
    expect(urls.map((url) => url.searchParams.get('page'))).toEqual(['1', '2', '3']);
    for (const url of urls) {
      expect(url.searchParams.get('limit')).toBe('100');
      expect(url.searchParams.get('filters')).toBe('status.name in CONFIRMED,RESCHEDULED');
    }
  });

  it('asks once when there is one page', async () => {
    const fetch = mockFetch(() =>
      jsonResponse(200, {
        data: { paginated_result: [], ids: [] },
        metadata: { page: 1, total_count: 0, total_page: 1 },
      }),
    );
    expect((await getRunDeliveryOrders(9)).orders).toEqual([]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
