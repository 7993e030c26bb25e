import type { RouteDefinition } from '@armada/contracts/shared';

/**
 * Valid example requests for routes whose schemas TypeBox cannot fill in by itself (patterns,
 * formats) or where a blank value would be legal but meaningless. Keyed by route id; routes not
 * listed use `Value.Create` of their schema (see `routes.ts`).
 */
export const routeExamples: Record<
  string,
  { query?: Record<string, string>; body?: () => unknown }
> = {
  getCompanyBanners: { query: { domain: 'armada.example' } },
  listSavedFilters: { query: { table_key: 'route-optimization.delivery-orders' } },
  createSavedFilter: {
    body: () => ({
      table_key: 'route-optimization.delivery-orders',
      name: `Kontrak ${Date.now() % 100000}`,
      value: { activeFilters: { load_weight: { gte: 100 } } },
    }),
  },
  updateSavedFilter: { body: () => ({ name: 'Kontrak diubah' }) },
  createCustomer: {
    body: () => ({ name: `PT Uji Kontrak ${Date.now() % 100000}`, type: 'COMPANY' }),
  },
  updateCustomer: { body: () => ({ contact_person: 'Budi Santoso' }) },
  updateProfile: { body: () => ({ language: 'id' }) },
  createFeedback: { body: () => ({ point: 5, comment: 'Kontrak' }) },
  updateDeliveryOrder: { body: () => ({ notes: 'Kontrak' }) },
  rescheduleDeliveryOrder: { body: () => ({ planned_date: '2026-12-10', reason: 'Kontrak' }) },
  cancelDeliveryOrder: { body: () => ({ reason: 'Kontrak' }) },
  rejectDeliveryRequest: { body: () => ({ reason: 'Kontrak' }) },
  extendTrackingLink: { body: () => ({ expires_in_hours: 2 }) },
};

export const exampleFor = (route: RouteDefinition) => routeExamples[route.id];
