import id from '../id/alerts.json';
import en from '../en/alerts.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'alerts'> = { area: 'alerts', id, en };
export default translations;
