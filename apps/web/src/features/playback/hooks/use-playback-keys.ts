import { useEffect } from 'react';
import type { PlaybackEngine } from '../engine/playback-engine';

/** PLAY-9: the steps of the arrow keys, in seconds of the track. */
export const SEEK_STEP_S = 60;
export const SEEK_STEP_LONG_S = 600;

/**
 * Where keys belong to the element (typing, a list, a dialog) rather than to the player. The
 * player's own slider is not one: its arrows seek by the player's steps, not by a second.
 */
const OWN_KEYS =
  'input:not([type="range"]), textarea, select, [contenteditable="true"], [role="combobox"], [role="listbox"], [role="option"], [role="menu"], [role="dialog"] *';

/**
 * PLAY-9: the player's keys on the page: Space plays and pauses, Left and Right seek a minute
 * (ten with Shift), Home and End go to the first and last positions, + and - change the speed.
 * Keys typed into a field, a list or a dialog stay theirs; Space on a button presses the button.
 */
export function usePlaybackKeys(engine: PlaybackEngine, enabled = true): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_KEYS)) return;
      const onButton = target?.closest('button, a[href], summary') !== null && target !== null;
      const step = event.shiftKey ? SEEK_STEP_LONG_S : SEEK_STEP_S;
      switch (event.key) {
        case ' ':
        case 'Spacebar':
          if (onButton) return;
          engine.toggle();
          break;
        case 'ArrowLeft':
          engine.seekBy(-step);
          break;
        case 'ArrowRight':
          engine.seekBy(step);
          break;
        case 'Home':
          engine.seek(engine.first);
          break;
        case 'End':
          engine.seek(engine.last);
          break;
        case '+':
        case '=':
          engine.stepSpeed(1);
          break;
        case '-':
        case '_':
          engine.stepSpeed(-1);
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [engine, enabled]);
}
