import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { makeAlert } from '../testing/alert-fixtures';
import { AlertCarousel } from './alert-carousel';

describe('AlertCarousel (docs/rules/alert-center.md §2 and §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rotates the top 3 every 3 s and holds still while hovered', () => {
    const alerts = [makeAlert('1'), makeAlert('2'), makeAlert('3')];
    const onOpen = vi.fn();
    renderWithProviders(
      <AlertCarousel alerts={alerts} onOpen={onOpen} colourOf={() => 'danger'} />,
    );
    const plate = () =>
      screen.getByTestId('alert-carousel').querySelector('.alert-carousel__plate')?.textContent;
    expect(plate()).toBe('B 1 XY');
    act(() => vi.advanceTimersByTime(2999));
    expect(plate()).toBe('B 1 XY');
    act(() => vi.advanceTimersByTime(1));
    expect(plate()).toBe('B 2 XY');
    act(() => vi.advanceTimersByTime(3000));
    expect(plate()).toBe('B 3 XY');
    act(() => vi.advanceTimersByTime(3000));
    expect(plate()).toBe('B 1 XY');

    fireEvent.pointerEnter(screen.getByTestId('alert-carousel'));
    act(() => vi.advanceTimersByTime(9000));
    expect(plate()).toBe('B 1 XY');
    fireEvent.click(screen.getByRole('button', { name: /B 1 XY/ }));
    expect(onOpen).toHaveBeenCalledWith(alerts[0]);
  });

  it('shows nothing without alerts', () => {
    renderWithProviders(<AlertCarousel alerts={[]} onOpen={vi.fn()} colourOf={() => 'danger'} />);
    expect(screen.queryByTestId('alert-carousel')).toBeNull();
  });
});
