import id from '../id/company.json';
import en from '../en/company.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'company'> = { area: 'company', id, en };
export default translations;
