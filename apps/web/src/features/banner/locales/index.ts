import id from './id.json';
import en from './en.json';
import type { AreaTranslations } from '@/locales';

const translations: AreaTranslations<'banner'> = { area: 'banner', id, en };
export default translations;
