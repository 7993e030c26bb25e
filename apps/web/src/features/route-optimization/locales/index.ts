import id from './id.json';
import en from './en.json';
import type { AreaTranslations } from '@/locales';

const translations: AreaTranslations<'routeOptimization'> = { area: 'routeOptimization', id, en };
export default translations;
