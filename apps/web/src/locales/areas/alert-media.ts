import id from '../id/alert-media.json';
import en from '../en/alert-media.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'alertMedia'> = { area: 'alertMedia', id, en };
export default translations;
