import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { figuresOf, type LatLng } from '../utils/corners';
import { FiguresBox } from './figures-box';

/** A block of 248.6 m x 200.2 m near Pekanbaru (LAND-1: 49,776 m² on the ellipsoid). */
const BLOCK: LatLng[] = [
  [0.5, 101.4],
  [0.5022483, 101.4],
  [0.5022483, 101.4017987],
  [0.5, 101.4017987],
];

describe('LAND-4, LAND-11: the live figures of the corners drawn', () => {
  it('asks for corners until there are three', () => {
    renderWithProviders(<FiguresBox figures={figuresOf(BLOCK.slice(0, 1))} />);
    expect(screen.getByTestId('land-figures').textContent).toContain(
      'Tambahkan 2 titik lagi untuk melihat luasnya.',
    );
  });

  it('shows the area in hectares and square metres and the perimeter, in Indonesian', () => {
    renderWithProviders(<FiguresBox figures={figuresOf(BLOCK)} />);
    expect(screen.getByTestId('land-area-ha').textContent).toContain('4,9776 ha');
    expect(screen.getByTestId('land-area-m2').textContent).toContain('49.776,2 m²');
    expect(screen.getByTestId('land-perimeter').textContent).toContain('897,7 m');
  });

  it('says which edges cross, in English too', () => {
    const bowTie = [BLOCK[0], BLOCK[2], BLOCK[1], BLOCK[3]] as LatLng[];
    renderWithProviders(<FiguresBox figures={figuresOf(bowTie)} />, { language: 'en' });
    expect(screen.getByRole('alert').textContent).toContain(
      'Edges 1 and 3 of the boundary cross; move the corners so no edges cross.',
    );
  });
});
