// The catalogues are split by area so each feature keeps its own strings; the areas are
// composed here into one namespace, so keys read `<area>.<...>` (for example
// `customers.form.name`). Core strings (common, auth, language) stay in the top-level files.
import idCore from './id.json';
import enCore from './en.json';
import idShell from './id/shell.json';
import enShell from './en/shell.json';
import idDashboard from './id/dashboard.json';
import enDashboard from './en/dashboard.json';
import idTable from './id/table.json';
import enTable from './en/table.json';
import idCustomers from './id/customers.json';
import enCustomers from './en/customers.json';
import idCompany from './id/company.json';
import enCompany from './en/company.json';
import idSurvey from './id/survey.json';
import enSurvey from './en/survey.json';
import idBanner from './id/banner.json';
import enBanner from './en/banner.json';

export const idCatalogue = {
  ...idCore,
  shell: idShell,
  dashboard: idDashboard,
  table: idTable,
  customers: idCustomers,
  company: idCompany,
  survey: idSurvey,
  banner: idBanner,
};

export const enCatalogue = {
  ...enCore,
  shell: enShell,
  dashboard: enDashboard,
  table: enTable,
  customers: enCustomers,
  company: enCompany,
  survey: enSurvey,
  banner: enBanner,
};
