import id from '../id/notification-log.json';
import en from '../en/notification-log.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'notificationLog'> = { area: 'notificationLog', id, en };
export default translations;
