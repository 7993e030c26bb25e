import id from '../id/help.json';
import en from '../en/help.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'help'> = { area: 'help', id, en };
export default translations;
