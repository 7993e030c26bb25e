import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/testing/http';
import { makeAppConfig } from '@/testing/factories';
import { renderWithProviders } from '@/testing/test-utils';
import { AlertMap } from './alert-map';

/** World land as the offline base layer loads it: here one small island. */
const LAND = {
  type: 'Topology',
  arcs: [
    [
      [106, -6],
      [1, 0],
      [0, 1],
      [-1, 0],
      [0, -1],
    ],
  ],
  objects: {
    land: { type: 'GeometryCollection', geometries: [{ type: 'Polygon', arcs: [[0]] }] },
  },
};

describe('the alert map', () => {
  it('draws the offline base layer when there are no tiles, and says so', async () => {
    // jsdom has no canvas: a 2D context that draws nothing.
    const noop = () => undefined;
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () => new Proxy({}, { get: () => noop }) as unknown as CanvasRenderingContext2D,
    );
    const fetch = mockFetch((url) =>
      url.includes('app-config')
        ? jsonResponse(200, makeAppConfig({ tileUrl: '' }))
        : jsonResponse(200, LAND),
    );
    renderWithProviders(<AlertMap latitude={-6.2} longitude={106.8} embed={false} />);
    expect(await screen.findByTestId('alert-map-offline-base')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('data-base')).toBe('offline');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('land-50m'))).toBe(true);
    expect(screen.getByTestId('alert-map').dataset.kind).toBe('static');
  });

  it('keeps the tiles when they load', async () => {
    mockFetch(() => jsonResponse(200, makeAppConfig()));
    renderWithProviders(<AlertMap latitude={-6.2} longitude={106.8} embed />);
    await waitFor(() => expect(document.querySelector('.leaflet-tile-pane')).not.toBeNull());
    expect(screen.queryByTestId('alert-map-offline-base')).toBeNull();
  });
});
