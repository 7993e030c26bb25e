import { useCallback, useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { clampToViewport, type Point, type Size } from '../utils/popup-stack';

/** Keyboard step of a move (Shift moves further). */
const KEY_STEP_PX = 10;
const KEY_STEP_LARGE_PX = 50;

export interface DraggableOptions {
  position: Point;
  size: Size;
  onMove: (position: Point) => void;
  /** Called when a drag or key move ends (to remember the position). */
  onMoveEnd?: (position: Point) => void;
  disabled?: boolean;
}

function viewport(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

/**
 * Moves a window by its handle with the pointer or the arrow keys, always inside the viewport,
 * and puts it back inside when the browser window shrinks.
 */
export function useDraggable({ position, size, onMove, onMoveEnd, disabled }: DraggableOptions) {
  const drag = useRef<{ pointerId: number; dx: number; dy: number; last: Point } | null>(null);
  const latest = useRef({ position, size, onMove, onMoveEnd });
  latest.current = { position, size, onMove, onMoveEnd };

  useEffect(() => {
    if (disabled) return undefined;
    const onResize = () => {
      const { position: at, size: box, onMove: move, onMoveEnd: end } = latest.current;
      const next = clampToViewport(at, box, viewport());
      if (next.x !== at.x || next.y !== at.y) {
        move(next);
        end?.(next);
      }
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [disabled]);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (disabled || event.button !== 0) return;
      if ((event.target as HTMLElement).closest('button, a, input, textarea, select')) return;
      const { position: at } = latest.current;
      drag.current = {
        pointerId: event.pointerId,
        dx: event.clientX - at.x,
        dy: event.clientY - at.y,
        last: at,
      };
      event.currentTarget.setPointerCapture(event.pointerId);
      event.preventDefault();
    },
    [disabled],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const next = clampToViewport(
      { x: event.clientX - current.dx, y: event.clientY - current.dy },
      latest.current.size,
      viewport(),
    );
    current.last = next;
    latest.current.onMove(next);
  }, []);

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    latest.current.onMoveEnd?.(current.last);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (disabled) return;
      const step = event.shiftKey ? KEY_STEP_LARGE_PX : KEY_STEP_PX;
      const delta: Record<string, Point> = {
        ArrowLeft: { x: -step, y: 0 },
        ArrowRight: { x: step, y: 0 },
        ArrowUp: { x: 0, y: -step },
        ArrowDown: { x: 0, y: step },
      };
      const move = delta[event.key];
      if (!move || event.target !== event.currentTarget) return;
      event.preventDefault();
      const { position: at, size: box } = latest.current;
      const next = clampToViewport({ x: at.x + move.x, y: at.y + move.y }, box, viewport());
      latest.current.onMove(next);
      latest.current.onMoveEnd?.(next);
    },
    [disabled],
  );

  return {
    handleProps: disabled
      ? {}
      : { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onKeyDown },
  };
}
