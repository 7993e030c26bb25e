import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { jsonResponse, mockFetch } from '@/testing/http';
import { renderWithProviders } from '@/testing/test-utils';
import { LiveMap, trailView } from './live-map';

describe('trailView: the trail whole beside the vehicle card', () => {
  it('boxes the trail and the vehicle, keeping the card’s side clear', () => {
    const view = trailView(
      [
        [-6.2, 106.8],
        [-6.25, 106.9],
      ],
      [-6.1, 106.85],
      { right: 380, bottom: 0 },
    );
    expect(view?.bounds.getSouthWest()).toMatchObject({ lat: -6.25, lng: 106.8 });
    expect(view?.bounds.getNorthEast()).toMatchObject({ lat: -6.1, lng: 106.9 });
    expect(view?.paddingTopLeft).toEqual([32, 32]);
    expect(view?.paddingBottomRight).toEqual([412, 32]);
  });

  it('keeps a phone’s bottom sheet clear, and fits nothing for a single point', () => {
    expect(
      trailView(
        [
          [-6.2, 106.8],
          [-6.21, 106.81],
        ],
        null,
        { right: 0, bottom: 500 },
      )?.paddingBottomRight,
    ).toEqual([32, 532]);
    expect(trailView([[-6.2, 106.8]], null, { right: 380, bottom: 0 })).toBeNull();
  });
});

describe('the fleet layer falls back to the canvas (LVIEW-2)', () => {
  const noop = () => undefined;
  /** A 2D context that draws nothing (jsdom has no canvas). */
  const context2d = () => new Proxy({}, { get: () => noop }) as unknown as CanvasRenderingContext2D;

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function renderMap() {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe = noop;
        disconnect = noop;
      },
    );
    mockFetch(() => jsonResponse(404, {}));
    renderWithProviders(
      <LiveMap
        feed={null}
        tileUrl=""
        tileAttribution={undefined}
        visibleIds={null}
        selectedId={null}
        follow={false}
        followInset={{ right: 0, bottom: 0 }}
        trail={null}
        labelOf={() => undefined}
        onSelect={noop}
        onFollowEnd={noop}
      />,
    );
    return screen.getByTestId('live-map');
  }

  it('LVIEW-2 draws with the canvas layer where the browser has no WebGL2', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((kind: string) =>
      kind === '2d' ? context2d() : null) as unknown as HTMLCanvasElement['getContext']);
    const map = renderMap();
    expect(map.dataset.renderer).toBe('canvas');
    await waitFor(() => expect(map.querySelector('canvas.live-map__vehicles')).not.toBeNull());
  });

  it('LVIEW-2 swaps to the canvas layer when WebGL2 is offered but cannot draw', async () => {
    // A context that answers the probe but builds no shader (a blocklisted or broken driver).
    const broken = {
      getExtension: () => ({ loseContext: noop }),
      createShader: () => null,
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(((kind: string) =>
      kind === '2d' ? context2d() : broken) as unknown as HTMLCanvasElement['getContext']);
    const map = renderMap();
    await waitFor(() => expect(map.dataset.renderer).toBe('canvas'));
    expect(map.querySelectorAll('canvas.live-map__vehicles')).toHaveLength(1);
  });
});
