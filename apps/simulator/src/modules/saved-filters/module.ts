import { SavedFilterService } from '../../services/saved-filter-service';
import { defineModule } from '../module';
import { savedFilterRoutes } from './routes';

declare module '../../services/services' {
  interface Services {
    savedFilters: SavedFilterService;
  }
}

/** Users' saved filter presets. */
export const savedFiltersModule = defineModule({
  name: 'saved-filters',
  services: ({ store, clock }) => ({ savedFilters: new SavedFilterService(store, clock) }),
  routes: [{ base: 'main', register: savedFilterRoutes }],
});
