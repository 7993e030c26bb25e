import { defineRouteFixtures } from '../route-fixtures';

/** The company domain's routes in the test suites (route-fixtures.ts). */
export const routeFixtures = defineRouteFixtures({
  getCompanyBanners: {
    example: { query: { domain: 'armada.example' } },
    tenant: {
      publicByDesign: 'the banners of a domain are shown on its sign-in page, before any session',
    },
  },
  getActiveBanners: {
    tenant: {
      publicByDesign: 'the default banners belong to no company: every signed-in user sees them',
    },
  },
});
