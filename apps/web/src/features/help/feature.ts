import { SHELL_CONSTANTS } from '@armada/contracts/shared';
import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    help: typeof id;
  }
}

export const feature = defineFeature({
  name: 'help',
  menu: [
    {
      // SHELL-10, SHELL-13: the knowledge base in a new tab; not for the branded-tracker company.
      key: 'help',
      specPath: '/help/',
      href: paths.help.getHref(),
      icon: 'pi-question-circle',
      place: { section: 'support', order: 10 },
      opensKnowledgeBase: true,
      hiddenForCompanyIds: [SHELL_CONSTANTS.brandedCompanyId],
    },
  ],
  routes: [
    {
      name: 'help',
      path: paths.help.path,
      menuItem: 'help',
      load: () => import('./routes/help'),
      translations: ['help'],
    },
  ],
});
