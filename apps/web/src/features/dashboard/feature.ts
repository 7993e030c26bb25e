import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';

// The dashboard's strings are core (bundled with the shell, src/locales): the first page after
// sign-in.
export const feature = defineFeature({
  name: 'dashboard',
  menu: [
    {
      key: 'dashboard',
      specPath: '/dashboard/',
      href: paths.dashboard.getHref(),
      icon: 'pi-th-large',
      place: { section: 'main', order: 10 },
    },
  ],
  routes: [
    {
      name: 'dashboard',
      path: paths.dashboard.path,
      menuItem: 'dashboard',
      load: () => import('./routes/dashboard'),
    },
  ],
});
