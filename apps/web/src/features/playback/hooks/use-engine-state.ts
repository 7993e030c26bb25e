import { useSyncExternalStore } from 'react';
import type { PlaybackEngine, PlayerState } from '../engine/playback-engine';

/** The player's coarse state (playing, speed, following): renders on its changes, not per frame. */
export function useEngineState(engine: PlaybackEngine): PlayerState {
  return useSyncExternalStore(engine.subscribe, engine.getState, engine.getState);
}
