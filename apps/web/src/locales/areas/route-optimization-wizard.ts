import id from '../id/route-optimization-wizard.json';
import en from '../en/route-optimization-wizard.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'routeOptimizationWizard'> = {
  area: 'routeOptimizationWizard',
  id,
  en,
};
export default translations;
