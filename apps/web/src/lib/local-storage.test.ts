import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorage, writeStorage } from './local-storage';

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.clear();
});

describe('local storage', () => {
  it('reads what was written, and forgets a key given null', () => {
    expect(readStorage('armada.test')).toBeNull();
    writeStorage('armada.test', 'a');
    expect(readStorage('armada.test')).toBe('a');
    writeStorage('armada.test', null);
    expect(readStorage('armada.test')).toBeNull();
  });

  it('reads nothing and drops writes when storage is blocked, without throwing', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked);
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(blocked);
    expect(readStorage('armada.test')).toBeNull();
    expect(() => writeStorage('armada.test', 'a')).not.toThrow();
    expect(() => writeStorage('armada.test', null)).not.toThrow();
  });
});
