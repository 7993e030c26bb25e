import id from '../id/survey.json';
import en from '../en/survey.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'survey'> = { area: 'survey', id, en };
export default translations;
