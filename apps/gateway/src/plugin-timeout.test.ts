import { describe, expect, it } from 'vitest';
import { pluginTimeoutMs } from './app';

describe('the start-up bound of the embedded simulator', () => {
  it('is 5 minutes up to 5,000 vehicles and grows with a larger world (27.5 minutes at 50,000)', () => {
    expect(pluginTimeoutMs(undefined)).toBe(5 * 60_000);
    expect(pluginTimeoutMs(5_000)).toBe(5 * 60_000);
    expect(pluginTimeoutMs(50_000)).toBe(27.5 * 60_000);
  });
});
