import { defineRouteFixtures } from '../route-fixtures';

/** The feedback domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  createFeedback: { example: { body: () => ({ point: 5, comment: 'Kontrak' }) } },
});
