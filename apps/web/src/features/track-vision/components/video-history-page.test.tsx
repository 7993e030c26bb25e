import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TvCamera, TvFootageRequest } from '@armada/contracts/track-vision';
import { renderWithProviders } from '@/testing/test-utils';
import { jsonResponse, mockFetch } from '@/testing/http';
import { VideoHistoryPage } from './video-history-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const camera: TvCamera = {
  id: 7,
  license_plate: 'B 1234 XY',
  driver_name: 'Budi',
  driver_id: 3,
  channels: ['road', 'cabin'],
  state: 'ready',
  last_report_on: '2026-11-14T02:59:00.000Z',
};

const request = (over: Partial<TvFootageRequest>): TvFootageRequest => ({
  id: 1,
  vehicle: { id: 7, license_plate: 'B 1234 XY' },
  channel: 'road',
  from: '2026-11-14T02:00:00.000Z',
  to: '2026-11-14T02:05:00.000Z',
  seconds: 300,
  state: 'READY',
  failure_reason: null,
  can_retry: false,
  attempts: 1,
  requested_at: '2026-11-14T02:10:00.000Z',
  state_since: '2026-11-14T02:10:20.000Z',
  requested_by: null,
  clip: null,
  ...over,
});

function serve(requests: TvFootageRequest[]) {
  return mockFetch((url, init) => {
    if (url.includes('/track-vision/cameras')) return jsonResponse(200, { data: [camera] });
    if (url.includes('/track-vision/footage') && (init.method ?? 'GET') === 'GET')
      return jsonResponse(200, {
        data: { paginated_result: requests, ids: requests.map((r) => r.id) },
        metadata: { page: 1, total_count: requests.length, total_page: 1 },
      });
    return jsonResponse(500, {});
  });
}

describe('VideoHistoryPage (TV-10 ... TV-13)', () => {
  it('lists requests in their states, with the reason of a failure and a retry when allowed', async () => {
    serve([
      request({
        id: 2,
        state: 'FAILED',
        failure_reason: 'deviceOffline',
        can_retry: true,
        attempts: 2,
      }),
      request({
        id: 1,
        clip: { mp4_url: '/x/clip.mp4', hls_url: '/x/hls/index.m3u8', download_name: 'b.mp4' },
      }),
    ]);
    renderWithProviders(<VideoHistoryPage />);
    const failed = await screen.findByTestId('tv-request-2');
    expect(failed.textContent).toContain('Gagal');
    expect(failed.textContent).toContain('Perangkat tidak melapor dalam 10 menit terakhir.');
    expect(failed.textContent).toContain('percobaan 2 dari 3');
    expect(within(failed).getByRole('button', { name: 'Coba lagi' })).toBeDefined();
    const ready = screen.getByTestId('tv-request-1');
    expect(ready.textContent).toContain('Siap');
    expect(within(ready).getByRole('link', { name: 'Unduh' }).getAttribute('href')).toBe(
      '/x/clip.mp4',
    );
    expect(within(ready).queryByRole('button', { name: 'Coba lagi' })).toBeNull();
  });

  it('asks for a vehicle before sending anything', async () => {
    const calls = serve([]);
    renderWithProviders(<VideoHistoryPage />);
    await screen.findByText('Belum ada permintaan rekaman.');
    fireEvent.click(screen.getByTestId('tv-history-submit'));
    expect(screen.getByTestId('tv-history-problem').textContent).toBe(
      'Pilih kendaraan terlebih dahulu.',
    );
    await waitFor(() =>
      expect(calls.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false),
    );
  });
});
