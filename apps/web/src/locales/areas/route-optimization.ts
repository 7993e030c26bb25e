import id from '../id/route-optimization.json';
import en from '../en/route-optimization.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'routeOptimization'> = { area: 'routeOptimization', id, en };
export default translations;
