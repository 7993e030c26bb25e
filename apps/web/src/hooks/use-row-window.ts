import { useLayoutEffect, useState, type RefObject } from 'react';

/** The rows of a list to render: indices `first` (inclusive) to `last` (exclusive). */
export interface RowWindow {
  first: number;
  last: number;
  /** The list's whole height in pixels (rows times their height). */
  height: number;
}

interface View {
  /** Index of the first row at the top of the scroll box. */
  row: number;
  /** The box's height in pixels. */
  height: number;
}

/**
 * Windowing for a list of rows of one fixed height: which rows a scroll box shows, from its
 * scroll position and height, in O(1) whatever the length. The live view's list holds up to
 * 50,000 vehicles and changes length every second while a status filter is set; a general
 * virtualiser (`@tanstack/react-virtual`) measures every row again on each change of length
 * (an object per row: 25,000 a second, and their garbage, in the page's long tasks; ADR 0058).
 * Rows here are at `index * rowHeight`, so nothing per row is kept.
 *
 * The box re-renders only when the first row in view or its height changes, not per pixel of
 * scroll. Where layout is not measured (jsdom), the box counts as `fallbackHeight` high.
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 8,
  fallbackHeight = 600,
): RowWindow {
  const [view, setView] = useState<View>({ row: 0, height: fallbackHeight });

  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const read = () => {
      const row = Math.floor(box.scrollTop / rowHeight);
      const height = box.clientHeight || fallbackHeight;
      setView((current) =>
        current.row === row && current.height === height ? current : { row, height },
      );
    };
    box.addEventListener('scroll', read, { passive: true });
    // A ResizeObserver reports the box's size once observed, after the page's own layout; read
    // here, the size would force a layout of the whole page in the middle of its first render
    // (about 40 ms of the live view's boot at 50,000 vehicles, ADR 0058). Until it reports, the
    // box counts as `fallbackHeight` high. Without one, it is read now.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(read);
    if (resize) resize.observe(box);
    else read();
    return () => {
      box.removeEventListener('scroll', read);
      resize?.disconnect();
    };
  }, [scrollRef, rowHeight, fallbackHeight]);

  const shown = Math.ceil(view.height / rowHeight) + 1;
  const first = Math.min(count, Math.max(0, view.row - overscan));
  const last = Math.min(count, view.row + shown + overscan);
  return { first, last, height: count * rowHeight };
}
