import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { Point } from '../utils/popup-stack';
import { useDraggable } from './use-draggable';

function Window({ start }: { start: Point }) {
  const [position, setPosition] = useState(start);
  const [ended, setEnded] = useState<Point | null>(null);
  const { handleProps } = useDraggable({
    position,
    size: { width: 400, height: 300 },
    onMove: setPosition,
    onMoveEnd: setEnded,
  });
  return (
    <div>
      <div tabIndex={0} data-testid="handle" {...handleProps} />
      <output data-testid="at">{`${position.x},${position.y}`}</output>
      <output data-testid="ended">{ended ? `${ended.x},${ended.y}` : ''}</output>
    </div>
  );
}

describe('useDraggable', () => {
  it('moves with the arrow keys (Shift for larger steps), kept inside the window', () => {
    window.innerWidth = 1024;
    window.innerHeight = 768;
    render(<Window start={{ x: 100, y: 100 }} />);
    const handle = screen.getByTestId('handle');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(screen.getByTestId('at').textContent).toBe('110,100');
    expect(screen.getByTestId('ended').textContent).toBe('110,100');
    fireEvent.keyDown(handle, { key: 'ArrowUp', shiftKey: true });
    expect(screen.getByTestId('at').textContent).toBe('110,50');
    fireEvent.keyDown(handle, { key: 'ArrowUp', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowUp', shiftKey: true });
    expect(screen.getByTestId('at').textContent).toBe('110,0');
    for (let i = 0; i < 20; i += 1)
      fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(screen.getByTestId('at').textContent).toBe('624,0');
  });

  it('puts the window back inside when the browser window shrinks', () => {
    window.innerWidth = 1024;
    window.innerHeight = 768;
    render(<Window start={{ x: 600, y: 400 }} />);
    window.innerWidth = 800;
    window.innerHeight = 500;
    fireEvent(window, new Event('resize'));
    expect(screen.getByTestId('at').textContent).toBe('400,200');
  });
});
