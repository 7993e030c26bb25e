import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PERMISSIONS as P, PERMISSION_SETS as S } from '@armada/contracts/auth';
import { renderWithProviders } from '@/testing/test-utils';
import { buildMenu } from '../utils/menu-model';
import { SideMenu } from './side-menu';

const menu = buildMenu({
  accessRight: [...S.dashboard, P.liveViewV2Read, ...S.tms, ...S.routeOptimization, P.helpFaqRead],
  companyId: 1001,
  featureFlags: {},
});

function renderMenu(pathname: string, orientation: 'vertical' | 'horizontal' = 'vertical') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[pathname]}>
      <SideMenu
        menu={menu}
        pathname={pathname}
        orientation={orientation}
        helpUrl="https://kb.test/"
      />
    </MemoryRouter>,
  );
}

afterEach(() => vi.useRealTimers());

describe('<SideMenu>', () => {
  it('is a navigation landmark of links, with the current page marked', () => {
    renderMenu('/dashboard');
    const nav = screen.getByRole('navigation', { name: 'Menu utama' });
    const dashboard = within(nav).getByRole('link', { name: 'Dasbor' });
    expect(dashboard.getAttribute('href')).toBe('/dashboard');
    expect(dashboard.getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: /Pantauan langsung/ }).textContent).toContain(
      'Baru',
    );
    // Sign-out lives in the top bar only.
    expect(within(nav).queryByRole('link', { name: 'Keluar' })).toBeNull();
    expect(
      within(nav)
        .getAllByRole('separator')
        .map((s) => s.getAttribute('data-separator')),
    ).toEqual(['orders']);
  });

  it("shows a closed group holding a module new for the company with the 'new' pill", () => {
    const withNew = buildMenu({
      accessRight: [...S.dashboard, ...S.tms, ...S.routeOptimization],
      companyId: 1001,
      featureFlags: {},
      newMenuPaths: ['/route-optimization/'],
    });
    renderWithProviders(
      <MemoryRouter initialEntries={['/dashboard']}>
        <SideMenu menu={withNew} pathname="/dashboard" orientation="vertical" />
      </MemoryRouter>,
    );
    const button = screen.getByRole('button', { name: /Manajemen pesanan/ });
    expect(within(button).getByTestId('menu-group-new-pill').textContent).toBe('Baru');
    fireEvent.click(button);
    // Open, the pill is on the entry itself.
    expect(within(button).queryByTestId('menu-group-new-pill')).toBeNull();
    expect(
      within(screen.getByRole('link', { name: /Optimasi rute/ })).getByTestId('menu-new-pill'),
    ).toBeTruthy();
  });

  it('opens the group of the current page; group buttons toggle aria-expanded', () => {
    renderMenu('/route-optimization');
    const button = screen.getByRole('button', { name: 'Manajemen pesanan' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(false);
    expect(screen.getByRole('link', { name: 'Optimasi rute' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list?.hidden).toBe(true);
  });

  it('keeps groups closed when the page is elsewhere', () => {
    renderMenu('/dashboard');
    expect(
      screen.getByRole('button', { name: 'Manajemen pesanan' }).getAttribute('aria-expanded'),
    ).toBe('false');
  });

  it('opens the knowledge base in a new tab 300 ms after a click on Help', () => {
    vi.useFakeTimers();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderMenu('/dashboard');
    fireEvent.click(screen.getByRole('link', { name: /Bantuan/ }), { button: 0 });
    act(() => vi.advanceTimersByTime(299));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledWith('https://kb.test/', '_blank', 'noopener,noreferrer');
  });

  it('horizontally, a group is a dropdown that Escape closes', () => {
    renderMenu('/dashboard', 'horizontal');
    const button = screen.getByRole('button', { name: 'Manajemen pesanan' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});

describe('<SideMenu> counts (SHELL-81)', () => {
  function renderCounted(count: number | undefined) {
    const counted = buildMenu({
      accessRight: [...S.dashboard, P.companyTicketRead],
      companyId: 1001,
      featureFlags: {},
    }).map((node) =>
      node.kind === 'item' && node.key === 'companyTicket'
        ? { ...node, count: () => Promise.resolve({ useMenuCount: () => count }) }
        : node,
    );
    return renderWithProviders(
      <MemoryRouter initialEntries={['/dashboard']}>
        <SideMenu menu={counted} pathname="/dashboard" orientation="vertical" />
      </MemoryRouter>,
    );
  }

  it('shows the count of an entry and says it to screen readers', async () => {
    renderCounted(3);
    const link = await screen.findByRole('link', { name: /3 belum dibaca/ });
    expect(within(link).getByTestId('menu-count').textContent).toBe('3');
  });

  it('shows 99+ above 99 and nothing for 0', async () => {
    renderCounted(120);
    expect((await screen.findByTestId('menu-count')).textContent).toBe('99+');
  });

  it('shows nothing for no count', async () => {
    renderCounted(0);
    await screen.findByRole('link', { name: /Tiket perusahaan|Company ticket/ });
    expect(screen.queryByTestId('menu-count')).toBeNull();
  });
});
