import id from '../id/table.json';
import en from '../en/table.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'table'> = { area: 'table', id, en };
export default translations;
