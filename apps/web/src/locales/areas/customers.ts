import id from '../id/customers.json';
import en from '../en/customers.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'customers'> = { area: 'customers', id, en };
export default translations;
