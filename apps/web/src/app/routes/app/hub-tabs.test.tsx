import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { FeatureRoute } from '@/registry/types';
import { FEATURE_ROUTES } from '@/registry';
import enCore from '@/locales/core-en';
import { defaultCoreCatalogue } from '@/locales';
import { HubTabs } from './hub-tabs';

const t = ((key: string) => key) as unknown as TFunction;
const load = () => Promise.resolve({ Component: () => null });
const route = (name: string, path: string, menuItem: FeatureRoute['menuItem']): FeatureRoute => ({
  name,
  path,
  menuItem,
  load,
  crumbs: [{ label: () => `crumb ${name}` }],
});

/** GEO-19: the geofences page is reached from the Master hub's tabs. */
describe('HubTabs', () => {
  const routes = [
    route('customers', '/master/customers', 'master'),
    route('geofences', '/master/geofences', 'master'),
    route('company', '/setting/company', 'setting'),
  ];

  it('lists the pages of the hub the current page is under, the current one active', () => {
    render(
      <MemoryRouter initialEntries={['/master/geofences']}>
        <HubTabs pathname="/master/geofences" t={t} routes={routes} />
      </MemoryRouter>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['crumb customers', 'crumb geofences']);
    expect(links[1]?.getAttribute('aria-current')).toBe('page');
  });

  it('shows nothing under an entry with one page', () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/setting/company']}>
        <HubTabs pathname="/setting/company" t={t} routes={routes} />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('');
  });
});

/**
 * The tabs show before a page's own strings load: every hub page's first crumb must be a string of
 * the core catalogue (the shell's), in both languages, or a tab reads as its raw key on the other
 * pages of the hub.
 */
describe('the hub tabs of the app', () => {
  const lookup = (catalogue: Record<string, unknown>) =>
    ((key: string) => {
      const value = key
        .split('.')
        .reduce<unknown>(
          (node, part) =>
            node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined,
          catalogue,
        );
      return typeof value === 'string' ? value : key;
    }) as unknown as TFunction;
  // As HubTabs picks them: the pages of an entry without a path parameter and with a crumb,
  // when there are two or more.
  const tabbed = FEATURE_ROUTES.filter(
    (page) => page.menuItem && !page.path.includes(':') && page.crumbs?.[0],
  );
  const hubPages = tabbed.filter(
    (page) => tabbed.filter((other) => other.menuItem === page.menuItem).length > 1,
  );

  it.each(hubPages.map((page) => [page.name, page] as const))(
    '%s is named by a shell string in Indonesian and English',
    (_name, page) => {
      for (const catalogue of [defaultCoreCatalogue, enCore]) {
        const label = page.crumbs?.[0]?.label(lookup(catalogue as Record<string, unknown>), {});
        expect(label).not.toMatch(/^[a-zA-Z]+(\.[a-zA-Z]+)+$/);
      }
    },
  );
});
