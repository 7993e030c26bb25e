import id from '../id/banner.json';
import en from '../en/banner.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'banner'> = { area: 'banner', id, en };
export default translations;
