import { defineRouteFixtures } from '../route-fixtures';

/** The fleet-availability domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  updateFleetShift: {
    example: { body: () => ({ work_days: [1, 2, 3, 4, 5, 6], start: '07:00', end: '19:00' }) },
  },
});
