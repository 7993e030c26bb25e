import id from '../id/announcements.json';
import en from '../en/announcements.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'announcements'> = { area: 'announcements', id, en };
export default translations;
