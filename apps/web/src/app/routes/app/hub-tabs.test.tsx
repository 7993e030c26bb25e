import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { FeatureRoute } from '@/registry/types';
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
