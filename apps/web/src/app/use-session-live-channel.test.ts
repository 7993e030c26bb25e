import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';

// The app's entry opens the live connection before anything renders only where the page needs it
// from the start: with the positions on the live view, without them on the control tower, and
// not at all on other signed-in pages (whose connection opens after the first paint).
const startEarly = vi.fn();
vi.mock('./session-live-connection', () => ({ startSessionLiveChannelEarly: startEarly }));

const { startSessionLiveEarly, loadSessionLiveConnection } =
  await import('./use-session-live-channel');

async function openAt(path: string): Promise<void> {
  startSessionLiveEarly(path);
  await loadSessionLiveConnection();
  await Promise.resolve();
}

describe('the live connection opened by the app entry', () => {
  beforeEach(() => startEarly.mockClear());

  it('opens it with the positions on the live view', async () => {
    await openAt(paths.liveViewNew.getHref());
    expect(startEarly).toHaveBeenCalledWith({ positions: true });
    startEarly.mockClear();
    await openAt(paths.liveView.getHref());
    expect(startEarly).toHaveBeenCalledWith({ positions: true });
  });

  it('opens it without positions on the control tower', async () => {
    await openAt(paths.controlTower.getHref());
    expect(startEarly).toHaveBeenCalledWith({ positions: false });
  });

  it('leaves it to the shell elsewhere', async () => {
    await openAt(paths.dashboard.getHref());
    expect(startEarly).not.toHaveBeenCalled();
  });
});
