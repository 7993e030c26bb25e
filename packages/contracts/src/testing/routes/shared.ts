import { defineRouteFixtures } from '../route-fixtures';

/** The shared routes (saved filter presets) in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  listSavedFilters: { example: { query: { table_key: 'route-optimization.delivery-orders' } } },
  createSavedFilter: {
    example: {
      body: () => ({
        table_key: 'route-optimization.delivery-orders',
        name: `Kontrak ${Date.now() % 100000}`,
        value: { activeFilters: { load_weight: { gte: 100 } } },
      }),
    },
  },
  updateSavedFilter: { example: { body: () => ({ name: 'Kontrak diubah' }) } },
});
