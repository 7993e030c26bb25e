import { defineRouteFixtures } from '../route-fixtures';

/** The control-tower domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  acknowledgeControlTowerException: { example: { body: () => ({ note: 'Kontrak' }) } },
  assignControlTowerException: {
    example: { body: () => ({ assignee_id: null, note: 'Kontrak' }) },
  },
});
