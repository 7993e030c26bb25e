import id from '../id/profile.json';
import en from '../en/profile.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'profile'> = { area: 'profile', id, en };
export default translations;
