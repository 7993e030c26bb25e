import { describe, expect, it } from 'vitest';
import { trailView } from './live-map';

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
