import id from '../id/alert-rules.json';
import en from '../en/alert-rules.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'alertRules'> = { area: 'alertRules', id, en };
export default translations;
