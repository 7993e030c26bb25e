import id from '../id/driver-score.json';
import en from '../en/driver-score.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'driverScore'> = { area: 'driverScore', id, en };
export default translations;
