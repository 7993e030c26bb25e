import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { VehicleTrack } from '@armada/contracts/history';
import { setClock } from '@/lib/clock';
import { jsonResponse, mockFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';
import { makeVehicleTrack } from '../testing/track-fixtures';
import { PlaybackPage } from './playback-page';

const DIRECTORY = {
  data: {
    at: '2026-11-14T10:00:00+07:00',
    groups: [],
    vehicles: [
      {
        id: 12,
        license_plate: 'B 1234 XY',
        fleet_category: 'TRUCK',
        vehicle_type: 'Engkel',
        driver_name: 'Budi Santoso',
        group_ids: [],
        has_camera: true,
        refrigerated: false,
      },
    ],
  },
};

function serve(track: VehicleTrack | { status: number; body: unknown }) {
  return mockFetch((url) => {
    if (url.includes('/api/live/fleet')) return jsonResponse(200, DIRECTORY);
    if (url.includes('/track?')) {
      return 'status' in track
        ? jsonResponse(track.status, track.body)
        : jsonResponse(200, { data: track });
    }
    return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'no' });
  });
}

function renderPage(
  url: string,
  { language = 'id' as 'id' | 'en', preview = vi.fn(), layout = 'new' as 'new' | 'classic' } = {},
) {
  renderWithProviders(
    <MemoryRouter initialEntries={[url]}>
      <PlaybackPage
        layout={layout}
        tileUrl=""
        tileAttribution=""
        renderAlertPreview={(id, onClose) => {
          preview(id);
          return (
            <button type="button" data-testid="preview" onClick={onClose}>
              {id}
            </button>
          );
        }}
      />
    </MemoryRouter>,
    { language },
  );
  return { preview };
}

const DAY_URL = '/trackvideo-2?vehicle=12&from=2026-11-10&to=2026-11-10';

beforeEach(() => {
  setClock(Date.parse('2026-11-14T10:00:00+07:00'));
  // jsdom draws no canvas: the map's line and the chart leave it out.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => vi.unstubAllGlobals());

describe('the playback page', () => {
  it('PLAY-3 PLAY-4 loads the vehicle’s day named by the address and plays it', async () => {
    const fetch = serve(makeVehicleTrack());
    renderPage(DAY_URL);
    expect(await screen.findByTestId('pb-player')).toBeTruthy();
    const call = fetch.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/track?'));
    expect(call).toBe(
      '/api/vehicle/12/track?from=2026-11-10T00%3A00%3A00%2B07%3A00&to=2026-11-11T00%3A00%3A00%2B07%3A00',
    );
    // The player starts at the first position, paused.
    expect(screen.getByTestId('pb-clock').textContent).toBe('08:00:00');
    expect(screen.getByTestId('pb-play').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('tab', { name: 'Perjalanan (1)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(within(screen.getByTestId('pb-trips')).getByText(/11,1 km · 10 mnt/)).toBeTruthy();
    expect(screen.getAllByTestId('pb-timeline-trip')).toHaveLength(1);
    expect(screen.getByTestId('pb-timeline-stop').getAttribute('aria-label')).toBe(
      'Parkir 08:10 – 09:00 (50 mnt)',
    );
  });

  it('PLAY-9 answers the keys: Space plays and pauses, arrows seek, + and - change the speed', async () => {
    serve(makeVehicleTrack());
    renderPage(DAY_URL);
    await screen.findByTestId('pb-player');
    const speed = screen.getByTestId('pb-speed') as HTMLSelectElement;
    expect(speed.value).toBe('60');
    fireEvent.keyDown(document.body, { key: '+' });
    expect(speed.value).toBe('120');
    fireEvent.keyDown(document.body, { key: '-' });
    fireEvent.keyDown(document.body, { key: '-' });
    expect(speed.value).toBe('30');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByTestId('pb-clock').textContent).toBe('08:01:00');
    fireEvent.keyDown(document.body, { key: 'ArrowRight', shiftKey: true });
    expect(screen.getByTestId('pb-clock').textContent).toBe('08:11:00');
    fireEvent.keyDown(document.body, { key: 'Home' });
    expect(screen.getByTestId('pb-clock').textContent).toBe('08:00:00');
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(screen.getByTestId('pb-play').getAttribute('aria-pressed')).toBe('true');
    fireEvent.keyDown(document.body, { key: ' ' });
    expect(screen.getByTestId('pb-play').getAttribute('aria-pressed')).toBe('false');
    // The slider seeks too, and its arrows by the player's steps.
    const slider = screen.getByTestId('pb-slider');
    fireEvent.input(slider, { target: { value: String(8 * 3600 + 300) } });
    expect(screen.getByTestId('pb-clock').textContent).toBe('08:05:00');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(screen.getByTestId('pb-clock').textContent).toBe('08:06:00');
    // Keys typed into a field stay the field's.
    fireEvent.keyDown(screen.getByLabelText('Dari tanggal'), { key: 'ArrowLeft' });
    expect(screen.getByTestId('pb-clock').textContent).toBe('08:06:00');
  });

  it('PLAY-12 PLAY-13 opens a stop’s detail, a trip from the list, and an alert’s preview', async () => {
    serve(makeVehicleTrack());
    const { preview } = renderPage(DAY_URL);
    await screen.findByTestId('pb-player');
    fireEvent.click(screen.getByTestId('pb-timeline-stop'));
    const detail = screen.getByTestId('pb-detail');
    expect(within(detail).getByRole('heading').textContent).toBe('Parkir');
    expect(within(detail).getByText('Gudang Cakung, Jakarta Timur')).toBeTruthy();
    expect(screen.getByTestId('pb-clock').textContent).toBe('08:10:00');

    fireEvent.click(screen.getByTestId('pb-trip'));
    expect(screen.getByTestId('pb-clock').textContent).toBe('08:00:00');
    expect(within(screen.getByTestId('pb-detail')).getByText('11,1 km')).toBeTruthy();
    expect(screen.getByTestId('pb-trip').getAttribute('aria-current')).toBe('true');

    fireEvent.click(screen.getByTestId('pb-timeline-alert'));
    expect(preview).toHaveBeenLastCalledWith('900001');
    expect(screen.getByTestId('pb-clock').textContent).toBe('08:05:00');
    fireEvent.click(screen.getByTestId('preview'));
    expect(screen.queryByTestId('preview')).toBeNull();
  });

  it('PLAY-2 refuses a period over seven days in the form, without asking the server', async () => {
    const fetch = serve(makeVehicleTrack());
    renderPage('/trackvideo-2?vehicle=12&from=2026-11-01&to=2026-11-14');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Periode paling lama 7 hari.',
    );
    expect(screen.getByTestId('pb-intro')).toBeTruthy();
    fireEvent.click(screen.getByTestId('pb-load'));
    await waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/live/fleet'))).toBe(true),
    );
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/track'))).toBe(false);
    // A quick period fixes it; then the track is asked for.
    fireEvent.click(screen.getByTestId('pb-quick-lastSevenDays'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByTestId('pb-load'));
    expect(await screen.findByTestId('pb-player')).toBeTruthy();
    const call = fetch.mock.calls
      .map(([url]) => String(url))
      .find((url) => url.includes('/track?'));
    expect(call).toContain(
      'from=2026-11-08T00%3A00%3A00%2B07%3A00&to=2026-11-14T10%3A01%3A00%2B07%3A00',
    );
  });

  it('PLAY-2 asks for a vehicle before loading', async () => {
    const fetch = serve(makeVehicleTrack());
    renderPage('/trackvideo-2');
    fireEvent.click(await screen.findByTestId('pb-load'));
    expect(screen.getByRole('alert').textContent).toBe('Pilih kendaraan terlebih dahulu.');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/track'))).toBe(false);
  });

  it('PLAY-4 says so when the vehicle sent no position in the period', async () => {
    serve(makeVehicleTrack({ points: [], trips: [], stops: [], alerts: [] }));
    renderPage(DAY_URL);
    expect((await screen.findByTestId('pb-empty')).textContent).toContain(
      'Tidak ada posisi B 1234 XY antara Sel 10 Nov 00:00 dan Rab 11 Nov 00:00.',
    );
  });

  it('PLAY-4 shows the server’s refusal in the user’s language, with a retry', async () => {
    serve({
      status: 400,
      body: {
        statusCode: 400,
        code: 'BAD_REQUEST',
        message: 'period too long',
        reason: 'history.periodTooLong',
        params: { max: 7, field: 'to' },
      },
    });
    renderPage(DAY_URL, { language: 'en' });
    const error = await screen.findByTestId('pb-error');
    expect(within(error).getByRole('alert').textContent).toBe(
      'The period is too long: at most 7 days.',
    );
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('PLAY-4 reads in English', async () => {
    serve(makeVehicleTrack());
    renderPage(DAY_URL, { language: 'en' });
    await screen.findByTestId('pb-player');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trip Playback');
    expect(screen.getByRole('tab', { name: 'Events (2)' })).toBeTruthy();
    expect(screen.getByTestId('pb-timeline-stop').getAttribute('aria-label')).toBe(
      'Parked, 08:10 – 09:00 (50 min)',
    );
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
  });

  it('PLAY-11 downloads the track as GPX and KML named after the plate and the day', async () => {
    serve(makeVehicleTrack());
    renderPage(DAY_URL);
    await screen.findByTestId('pb-player');
    const saved: { name: string; type: string }[] = [];
    const blobs = new Map<string, Blob>();
    // jsdom makes no object URLs: these two for this test only.
    const urls = URL as unknown as Record<string, unknown>;
    urls.createObjectURL = (blob: Blob) => {
      const url = `blob:${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    urls.revokeObjectURL = () => undefined;
    onTestFinished(() => {
      delete urls.createObjectURL;
      delete urls.revokeObjectURL;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const blob = blobs.get(this.href);
      if (blob) saved.push({ name: this.download, type: blob.type });
    });
    fireEvent.click(screen.getByTestId('pb-export-gpx'));
    fireEvent.click(screen.getByTestId('pb-export-kml'));
    expect(saved.map(({ name, type }) => [name, type])).toEqual([
      ['B-1234-XY_2026-11-10.gpx', 'application/gpx+xml'],
      ['B-1234-XY_2026-11-10.kml', 'application/vnd.google-earth.kml+xml'],
    ]);
    expect(await blobs.get('blob:0')?.text()).toContain('<trkpt lat="-6.20000" lon="106.80000">');
  });

  it('PLAY-1 the classic page is the same player with its lists first', async () => {
    serve(makeVehicleTrack());
    renderPage('/trackvideo?vehicle=12&from=2026-11-10&to=2026-11-10', { layout: 'classic' });
    expect((await screen.findByTestId('pb-player')).dataset.layout).toBe('classic');
  });
});
