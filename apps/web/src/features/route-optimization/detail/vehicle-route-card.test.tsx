import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { makeRoute, makeStop } from '../testing/factories';
import { VehicleRouteCard } from './vehicle-route-card';

const SUDIRMAN = 'Jl. Jend. Sudirman - Jl. M.H. Thamrin - Jl. Gajah Mada';

/** A route whose first delivery detours around Sudirman and pays Rp 15.000 of toll. */
function ruledRoute() {
  const base = makeRoute();
  return makeRoute({
    toll_cost_idr: 1_250_000,
    stops: base.stops.map((stop, index) =>
      index === 1
        ? makeStop({
            ...stop,
            toll_cost_idr: 15_000,
            detour: { reason: 'ganjil_genap', road_name: SUDIRMAN },
          })
        : stop,
    ),
  });
}

function renderCard(route = ruledRoute(), language: 'id' | 'en' = 'id') {
  return renderWithProviders(
    <VehicleRouteCard
      route={route}
      colour="#2563eb"
      selected={false}
      onSelect={() => undefined}
      violations={[]}
    />,
    { language },
  );
}

function openStops() {
  const card = screen.getByTestId('ro-vehicle');
  fireEvent.click(within(card).getByRole('button', { expanded: false }));
  return card;
}

describe('VehicleRouteCard: tolls and detours (RO-75, ROADRULE-9)', () => {
  it('shows the route toll in Rupiah and why a leg detours, in Indonesian', () => {
    renderCard();
    const toll = screen.getByTestId('ro-route-toll');
    expect(toll.textContent).toBe('TolRp 1.250.000');
    openStops();
    const detour = screen.getByTestId('ro-stop-detour');
    expect(detour.textContent).toBe(
      `Memutar karena aturan ganjil-genap: pelat ini tidak boleh melintasi ${SUDIRMAN} pada jam ini.`,
    );
    expect(screen.getByText('Tol Rp 15.000')).toBeTruthy();
  });

  it('says the same in English', () => {
    renderCard(ruledRoute(), 'en');
    expect(screen.getByTestId('ro-route-toll').textContent).toBe('TollRp 1.250.000');
    openStops();
    expect(screen.getByTestId('ro-stop-detour').textContent).toBe(
      `Detour for the odd-even plate rule: this plate may not use ${SUDIRMAN} at this hour.`,
    );
  });

  it.each([
    ['truck_ban', 'Memutar karena larangan truk'],
    ['holiday_ban', 'Memutar karena larangan angkutan barang pada masa libur nasional'],
    ['motorcycle_ban', 'Memutar karena sepeda motor tidak boleh masuk'],
    ['avoid_tolls', 'Memutar untuk menghindari'],
  ] as const)('names the %s reason in Indonesian', (reason, text) => {
    const base = makeRoute();
    renderCard(
      makeRoute({
        stops: base.stops.map((stop, index) =>
          index === 1 ? { ...stop, detour: { reason, road_name: 'Tol Dalam Kota' } } : stop,
        ),
      }),
    );
    openStops();
    expect(screen.getByTestId('ro-stop-detour').textContent).toContain(text);
    expect(screen.getByTestId('ro-stop-detour').textContent).toContain('Tol Dalam Kota');
  });

  it('shows neither for a plan stored before the road rules', () => {
    renderCard(makeRoute());
    expect(screen.queryByTestId('ro-route-toll')).toBeNull();
    openStops();
    expect(screen.queryByTestId('ro-stop-detour')).toBeNull();
  });
});

describe('VehicleRouteCard layout (its stylesheet, as seen in Chromium at 1366 and 390 px)', () => {
  /** Renders with the card's own stylesheet, so computed styles are the page's. */
  function renderStyled() {
    const style = document.createElement('style');
    style.textContent = readFileSync(`${import.meta.dirname}/run-detail.css`, 'utf8');
    document.head.append(style);
    renderCard();
    return () => style.remove();
  }

  it('keeps the stop count on one line beside the plate and driver', () => {
    // Seen at 390 px: "8" and "titik" on two lines while the plate and driver kept their width.
    const unstyle = renderStyled();
    try {
      const header = screen.getByTestId('ro-vehicle').querySelector('header');
      const count = within(header as HTMLElement).getByText(/^\d+ titik$/);
      expect(getComputedStyle(count).whiteSpace).toBe('nowrap');
      expect(getComputedStyle(count).flexShrink).toBe('0');
    } finally {
      unstyle();
    }
  });

  it('lays the weight and volume rows on shared columns, so both bars have one length', () => {
    const unstyle = renderStyled();
    try {
      const rows = screen.getAllByTestId('ro-load');
      expect(rows).toHaveLength(2);
      const loads = rows[0]?.parentElement as HTMLElement;
      expect(getComputedStyle(loads).display).toBe('grid');
      for (const row of rows) {
        expect(row.parentElement).toBe(loads);
        expect(getComputedStyle(row).gridTemplateColumns).toBe('subgrid');
      }
    } finally {
      unstyle();
    }
  });
});
