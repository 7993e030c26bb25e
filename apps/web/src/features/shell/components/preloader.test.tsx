import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { Preloader } from './preloader';

describe('<Preloader>', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows for 2.5 s when the setting is on', () => {
    renderWithProviders(<Preloader enabled />);
    expect(screen.getByTestId('preloader')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2499));
    expect(screen.queryByTestId('preloader')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('preloader')).toBeNull();
  });

  it('does not show when the setting is off', () => {
    renderWithProviders(<Preloader enabled={false} />);
    expect(screen.queryByTestId('preloader')).toBeNull();
  });
});
