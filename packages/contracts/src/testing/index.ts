// Test fixtures shared by the packages' tests (never imported outside a test file).
export {
  makeBankAccount,
  makeCompany,
  makeCompanyCategory,
  DRIVER_SCORE_SETTING_FIELDS,
  driverScoreSettingsOf,
  WEEKLY_DRIVER_SCORE_SETTINGS,
  type CompanyDriverScoreSettings,
} from './company';
