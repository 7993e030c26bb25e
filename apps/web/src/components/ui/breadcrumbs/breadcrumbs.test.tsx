import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumbs, collapseBreadcrumbs } from '.';

const crumbs = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ label: `Item ${i + 1}`, href: `/p${i + 1}` }));

describe('collapseBreadcrumbs', () => {
  it.each([0, 1, 2, 3])('shows %i items as they are', (n) => {
    expect(collapseBreadcrumbs(crumbs(n))).toEqual({ head: crumbs(n), hidden: [], tail: [] });
  });

  it('with 4 items shows the first 3 and the last, nothing in between', () => {
    const items = crumbs(4);
    expect(collapseBreadcrumbs(items)).toEqual({
      head: items.slice(0, 3),
      hidden: [],
      tail: [items[3]],
    });
  });

  it('with 6 items puts the 4th and 5th in the dropdown', () => {
    const items = crumbs(6);
    const { head, hidden, tail } = collapseBreadcrumbs(items);
    expect(head.map((c) => c.label)).toEqual(['Item 1', 'Item 2', 'Item 3']);
    expect(hidden.map((c) => c.label)).toEqual(['Item 4', 'Item 5']);
    expect(tail.map((c) => c.label)).toEqual(['Item 6']);
  });
});

function renderCrumbs(n: number) {
  return render(
    <MemoryRouter>
      <Breadcrumbs items={crumbs(n)} label="Lokasi halaman" moreLabel={(c) => `${c} lainnya`} />
    </MemoryRouter>,
  );
}

describe('<Breadcrumbs>', () => {
  it('is a navigation landmark with links and the current page last', () => {
    renderCrumbs(3);
    const nav = screen.getByRole('navigation', { name: 'Lokasi halaman' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/p1', '/p2']);
    expect(within(nav).getByText('Item 3').getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByRole('button')).toBeNull();
  });

  it('folds the middle items into a dropdown above 3 items', () => {
    renderCrumbs(5);
    const more = screen.getByRole('button', { name: '1 lainnya' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Item 4').closest('ul')?.hidden).toBe(true);
    expect(screen.getByText('Item 5').getAttribute('aria-current')).toBe('page');

    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Item 4' })).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(more);
  });
});
