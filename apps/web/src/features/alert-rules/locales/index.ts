import id from './id.json';
import en from './en.json';
import type { AreaTranslations } from '@/locales';

const translations: AreaTranslations<'alertRules'> = { area: 'alertRules', id, en };
export default translations;
