// Test fixtures shared by the packages' tests (never imported outside a test file).
export { makeLiveAlert } from './alerts';
export {
  makeBankAccount,
  makeCompany,
  makeCompanyCategory,
  DRIVER_SCORE_SETTING_FIELDS,
  driverScoreSettingsOf,
  WEEKLY_DRIVER_SCORE_SETTINGS,
  type CompanyDriverScoreSettings,
} from './company';
export {
  UNKNOWN_RECORD_ID,
  defineRouteFixtures,
  type RouteExample,
  type RouteFixture,
  type RouteFixtures,
  type TenantBodyProbe,
  type TenantCall,
  type TenantFixture,
  type TenantOwner,
  type TenantRunSubmit,
} from './route-fixtures';
