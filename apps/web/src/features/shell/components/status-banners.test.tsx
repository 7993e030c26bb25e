import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/testing/test-utils';
import { StatusBanners } from './status-banners';

const state = vi.hoisted(() => ({ serverLost: false }));
vi.mock('../hooks/use-live-connection-lost', () => ({
  useLiveConnectionLost: () => state.serverLost,
}));

describe('StatusBanners: the server-unreachable banner', () => {
  it('shows the offline state, not an error, while the server cannot be reached', () => {
    state.serverLost = true;
    renderWithProviders(<StatusBanners />, { language: 'en' });
    const banner = screen.getByTestId('server-unreachable-banner');
    expect(banner.textContent).toBe(
      'The connection to Armada is lost. Reconnecting… Data will update when it is back.',
    );
    expect(banner.closest('[role="alert"]')).not.toBeNull();
  });

  it('shows nothing while the live channel is fine', () => {
    state.serverLost = false;
    renderWithProviders(<StatusBanners />, { language: 'en' });
    expect(screen.queryByTestId('server-unreachable-banner')).toBeNull();
  });
});
