import id from './id.json';
import en from './en.json';
import type { AreaTranslations } from '@/locales';

const translations: AreaTranslations<'survey'> = { area: 'survey', id, en };
export default translations;
