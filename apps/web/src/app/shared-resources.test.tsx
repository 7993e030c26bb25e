import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Customer } from '@armada/contracts/customers';
import { makeCustomer } from '@/testing/factories';
import { jsonResponse, mockFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';
import { customerKeys } from '@/lib/resources/customers';
import { useUpdateCustomer } from '@/features/customers/api/update-customer';
import { DeliveryFilterPanel } from '@/features/route-optimization/wizard/components/delivery-filter-panel';
import { EMPTY_DELIVERY_FILTERS } from '@/features/route-optimization/wizard/utils/delivery-filters';

// Issue 23: the customers page and the route-optimization wizard read customers through one
// call and one key factory (lib/resources/customers.ts), so an edit made on one page refreshes
// what the other shows.

const customer = (name: string): Customer =>
  makeCustomer({ id: 7, code: 'CUS-00007', name, phone: null, email: null });

const page = <T,>(rows: T[]) => ({
  data: { paginated_result: rows, ids: rows.map((_, i) => i + 1) },
  metadata: { page: 1, total_count: rows.length, total_page: 1 },
});

describe('shared customers resource', () => {
  it('editing a customer invalidates the customer list the wizard reads', async () => {
    let name = 'Toko Lama';
    const customerListCalls: string[] = [];
    mockFetch((url, init) => {
      if (url.includes('/customer/7') && init.method === 'PATCH') {
        name = 'Toko Baru';
        return jsonResponse(200, { data: customer(name) });
      }
      if (url.includes('/customer')) {
        customerListCalls.push(name);
        return jsonResponse(200, page([customer(name)]));
      }
      if (url.includes('/address')) return jsonResponse(200, page([]));
      return jsonResponse(404, {});
    });

    // The wizard's shipped-customer filter, open.
    const { queryClient } = renderWithProviders(
      <DeliveryFilterPanel
        visible
        value={EMPTY_DELIVERY_FILTERS}
        onApply={() => undefined}
        onHide={() => undefined}
      />,
    );
    await waitFor(() => expect(customerListCalls).toEqual(['Toko Lama']));
    const wizardKeys = queryClient
      .getQueryCache()
      .findAll({ queryKey: customerKeys.all })
      .map((query) => query.queryKey);
    expect(wizardKeys).toHaveLength(1);

    // The customers page's edit, in the same app.
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useUpdateCustomer(), { wrapper });
    await act(() => result.current.mutateAsync({ id: 7, body: { name: 'Toko Baru' } }));

    // The open filter asks again and now holds the new name.
    await waitFor(() => expect(customerListCalls).toEqual(['Toko Lama', 'Toko Baru']));
    const [key] = wizardKeys;
    await waitFor(() =>
      expect(
        (queryClient.getQueryData(key ?? []) as ReturnType<typeof page<Customer>>).data
          .paginated_result[0]?.name,
      ).toBe('Toko Baru'),
    );
  });
});
