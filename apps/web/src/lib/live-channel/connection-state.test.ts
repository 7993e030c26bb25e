import { describe, expect, it, vi } from 'vitest';
import { createLiveConnectionMirror } from './connection-state';

describe('the live connection mirror (the shell reads it without loading the client)', () => {
  it('starts idle and tells its listeners of each change, once', () => {
    const mirror = createLiveConnectionMirror();
    const listener = vi.fn();
    const unsubscribe = mirror.subscribeStatus(listener);
    expect(mirror.getStatus().state).toBe('idle');
    mirror.set('reconnecting');
    mirror.set('reconnecting');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(mirror.getStatus().state).toBe('reconnecting');
    const before = mirror.getStatus();
    mirror.set('reconnecting');
    expect(mirror.getStatus()).toBe(before);
    unsubscribe();
    mirror.set('open');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(mirror.getStatus().state).toBe('open');
  });
});
