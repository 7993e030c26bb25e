import id from '../id/live-view.json';
import en from '../en/live-view.json';
import type { AreaTranslations } from '../index';

const translations: AreaTranslations<'liveView'> = { area: 'liveView', id, en };
export default translations;
