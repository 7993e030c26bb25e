import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { liveConnectionMirror } from '@/lib/live-channel/connection-state';
import { CONNECTION_LOST_GRACE_MS } from '../hooks/use-live-connection-lost';
import { StatusBanners } from './status-banners';

// Driven through the session live channel's mirror, as in the app (no module mock: the dom
// project shares modules between files).
beforeEach(() => {
  vi.useFakeTimers();
  liveConnectionMirror.set('idle');
});
afterEach(() => {
  liveConnectionMirror.set('idle');
  vi.useRealTimers();
});

describe('StatusBanners: the server-unreachable banner', () => {
  it('shows the offline state, not an error, while the server cannot be reached', () => {
    renderWithProviders(<StatusBanners />, { language: 'en' });
    act(() => liveConnectionMirror.set('reconnecting'));
    expect(screen.queryByTestId('server-unreachable-banner')).toBeNull();
    act(() => vi.advanceTimersByTime(CONNECTION_LOST_GRACE_MS + 1));
    const banner = screen.getByTestId('server-unreachable-banner');
    expect(banner.textContent).toBe(
      'The connection to Armada is lost. Reconnecting… Data will update when it is back.',
    );
    expect(banner.closest('[role="alert"]')).not.toBeNull();
    act(() => liveConnectionMirror.set('open'));
    expect(screen.queryByTestId('server-unreachable-banner')).toBeNull();
  });

  it('shows nothing while the live channel is fine', () => {
    renderWithProviders(<StatusBanners />, { language: 'en' });
    act(() => liveConnectionMirror.set('open'));
    act(() => vi.advanceTimersByTime(CONNECTION_LOST_GRACE_MS * 2));
    expect(screen.queryByTestId('server-unreachable-banner')).toBeNull();
  });
});

describe('StatusBanners: the offline banner (docs/rules/shell.md §8)', () => {
  it('warns while the browser is offline', () => {
    let online = true;
    vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
    renderWithProviders(<StatusBanners />);
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    online = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByTestId('offline-banner').closest('[role="alert"]')).not.toBeNull();
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-banner')).toBeNull();
  });
});
