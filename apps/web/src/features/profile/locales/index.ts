import id from './id.json';
import en from './en.json';
import type { AreaTranslations } from '@/locales';

const translations: AreaTranslations<'profile'> = { area: 'profile', id, en };
export default translations;
