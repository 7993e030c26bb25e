import { afterEach, describe, expect, it, vi } from 'vitest';

// The shell's module starts loading the live connection's code only where the page needs the
// connection from the start (the live view, the control tower), not on every signed-in page.
const load = vi.fn(() => new Promise<never>(() => undefined));
vi.mock('../../use-session-live-channel', () => ({
  loadSessionLiveConnection: load,
  useSessionLiveChannel: () => undefined,
}));

async function openShellAt(path: string): Promise<void> {
  window.history.replaceState(null, '', path);
  vi.resetModules();
  load.mockClear();
  await import('./root');
}

describe('the shell module and the live connection', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('starts loading the connection on the live view', async () => {
    await openShellAt('/liveview-2?renderer=canvas');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves it to the first render elsewhere', async () => {
    await openShellAt('/dashboard');
    expect(load).not.toHaveBeenCalled();
  });
});
