import id from '../id/dashboard.json';
import en from '../en/dashboard.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'dashboard'> = { area: 'dashboard', id, en };
export default translations;
