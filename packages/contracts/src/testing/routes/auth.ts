import { defineRouteFixtures } from '../route-fixtures';

/** The auth domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  login: { example: { none: 'signs in: the client helpers send it with a demo account' } },
  updateProfile: { example: { body: () => ({ language: 'id' }) } },
});
