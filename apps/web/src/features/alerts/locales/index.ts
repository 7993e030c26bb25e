import id from './id.json';
import en from './en.json';
import type { AreaTranslations } from '@/locales';

const translations: AreaTranslations<'alerts'> = { area: 'alerts', id, en };
export default translations;
