import id from '../id/notifications.json';
import en from '../en/notifications.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'notifications'> = { area: 'notifications', id, en };
export default translations;
