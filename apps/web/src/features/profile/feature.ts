import { paths } from '@/config/paths';
import { defineFeature } from '@/registry/types';
import type id from './locales/id.json';

declare module '@/locales' {
  interface FeatureCatalogues {
    profile: typeof id;
  }
}

// The profile and its Add Number and Add Email pages: one module (see its comment).
const load = () => import('./routes/profile');

export const feature = defineFeature({
  name: 'profile',
  routes: [
    {
      name: 'profile',
      widgets: true,
      path: paths.profile.path,
      load,
      translations: ['profile'],
      crumbs: [{ label: (t) => t('shell.breadcrumbs.profile') }],
    },
    {
      // docs/rules/alert-center.md §2: Add Number (/profile/add-number) and Add Email
      // (/profile/add-email), the contact reminder's targets; another name under /profile is 'not
      // found'.
      name: 'profile-add-contact',
      widgets: true,
      path: `${paths.profile.path}/:contact`,
      load,
      translations: ['profile'],
      crumbs: [
        { label: (t) => t('shell.breadcrumbs.profile'), href: paths.profile.getHref() },
        {
          label: (t, params) =>
            t(
              params.contact === 'add-email' ? 'profile.addEmail.title' : 'profile.addNumber.title',
            ),
        },
      ],
    },
  ],
});
