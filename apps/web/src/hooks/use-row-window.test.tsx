import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useRowWindow } from './use-row-window';

let renders = 0;

function List({ count }: { count: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const rows = useRowWindow(ref, count, 60);
  renders++;
  return (
    <div ref={ref} data-testid="box">
      <output data-testid="window">{`${rows.first}-${rows.last}/${rows.height}`}</output>
    </div>
  );
}

function scrollTo(box: HTMLElement, top: number) {
  Object.defineProperty(box, 'scrollTop', { configurable: true, value: top });
  act(() => {
    box.dispatchEvent(new Event('scroll'));
  });
}

describe('useRowWindow', () => {
  it('renders the rows in view and the overscan, whatever the length', () => {
    const { rerender } = render(<List count={50_000} />);
    // 600 px (no layout in jsdom) of 60 px rows: 10 rows and a partial one, then 8 more.
    expect(screen.getByTestId('window').textContent).toBe('0-19/3000000');
    scrollTo(screen.getByTestId('box'), 6_000);
    expect(screen.getByTestId('window').textContent).toBe('92-119/3000000');
    rerender(<List count={100} />);
    expect(screen.getByTestId('window').textContent).toBe('92-100/6000');
    rerender(<List count={3} />);
    expect(screen.getByTestId('window').textContent).toBe('3-3/180');
    // The browser clamps the scroll of a shorter list and says so.
    scrollTo(screen.getByTestId('box'), 0);
    expect(screen.getByTestId('window').textContent).toBe('0-3/180');
  });

  it('renders again only when another row reaches the top, not per pixel', () => {
    render(<List count={1_000} />);
    const box = screen.getByTestId('box');
    const before = renders;
    for (const top of [5, 10, 20, 30, 40, 50, 59]) scrollTo(box, top);
    // React may render once more before it sees the state unchanged; not once per event.
    expect(renders - before).toBeLessThanOrEqual(1);
    const within = renders;
    scrollTo(box, 60);
    expect(renders).toBeGreaterThan(within);
    expect(screen.getByTestId('window').textContent).toBe('0-20/60000');
  });

  it("takes the box's size from its ResizeObserver, not by measuring it while mounting", () => {
    const observers: { report: () => void; observed: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observed: Element[] = [];
        constructor(private readonly callback: () => void) {
          observers.push({ report: () => this.callback(), observed: this.observed });
        }
        observe(target: Element) {
          this.observed.push(target);
        }
        disconnect() {}
      },
    );
    const measured = vi.fn(() => 1_200);
    const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get: measured,
    });
    try {
      render(<List count={1_000} />);
      // Mounted on the fallback height: nothing measured yet.
      expect(measured).not.toHaveBeenCalled();
      expect(screen.getByTestId('window').textContent).toBe('0-19/60000');
      const [observer] = observers;
      expect(observer?.observed).toEqual([screen.getByTestId('box')]);
      // Its first report, after the page's layout: 1,200 px hold 20 rows and a partial one.
      act(() => observer?.report());
      expect(screen.getByTestId('window').textContent).toBe('0-29/60000');
    } finally {
      if (height) Object.defineProperty(HTMLElement.prototype, 'clientHeight', height);
    }
  });
});
