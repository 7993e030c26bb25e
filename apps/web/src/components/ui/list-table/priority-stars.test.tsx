import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { PriorityStars } from './priority-stars';

describe('PriorityStars', () => {
  it('shows filled stars for the priority and reads it out', () => {
    const { container } = renderWithProviders(<PriorityStars value={3} />);
    expect(screen.getByRole('img', { name: 'Prioritas 3 dari 5' })).toBeTruthy();
    expect(container.querySelectorAll('.pi-star-fill')).toHaveLength(3);
    expect(container.querySelectorAll('.pi-star')).toHaveLength(2);
  });

  it('clamps values above the maximum', () => {
    renderWithProviders(<PriorityStars value={9} max={5} />, { language: 'en' });
    expect(screen.getByRole('img', { name: 'Priority 5 of 5' })).toBeTruthy();
  });

  it('says when there is no priority', () => {
    renderWithProviders(<PriorityStars value={null} />);
    expect(screen.getByText('Tanpa prioritas')).toBeTruthy();
  });
});
