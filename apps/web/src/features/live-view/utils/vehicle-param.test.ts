import { describe, expect, it } from 'vitest';
import {
  parsePlaceParam,
  parseVehicleParam,
  withVehicleParam,
  withoutPlaceParam,
} from './vehicle-param';

const parse = (query: string) => parseVehicleParam(new URLSearchParams(query));

describe('the vehicle in the address (?type=vehicle&vehicleId=)', () => {
  it('reads a numeric id', () => {
    expect(parse('type=vehicle&vehicleId=42')).toEqual({ kind: 'vehicle', id: 42 });
    expect(parse('vehicleId=7')).toEqual({ kind: 'vehicle', id: 7 });
  });

  it('has none without a vehicleId, or for another type', () => {
    expect(parse('')).toEqual({ kind: 'none' });
    expect(parse('type=vehicle')).toEqual({ kind: 'none' });
    expect(parse('type=geofence&vehicleId=4')).toEqual({ kind: 'none' });
  });

  it('calls anything but a positive whole number invalid, keeping what was written', () => {
    for (const raw of ['abc', '', '-3', '0', '1.5', '1e3', '12abc', '99999999999', '0x1f']) {
      expect(parse(`type=vehicle&vehicleId=${encodeURIComponent(raw)}`)).toEqual({
        kind: 'invalid',
        raw,
      });
    }
  });

  it('sets and clears the vehicle, keeping other parameters', () => {
    const opened = withVehicleParam(new URLSearchParams('zoom=5'), 9);
    expect(opened.toString()).toBe('zoom=5&type=vehicle&vehicleId=9');
    expect(withVehicleParam(opened, null).toString()).toBe('zoom=5');
  });
});

describe('the place in the address (&lat=&lng=)', () => {
  it('reads coordinates within range, and nothing else', () => {
    const place = (query: string) => parsePlaceParam(new URLSearchParams(query));
    expect(place('lat=-6.2&lng=106.8')).toEqual({ latitude: -6.2, longitude: 106.8 });
    expect(place('lat=-6.2')).toBeNull();
    expect(place('lat=abc&lng=106.8')).toBeNull();
    expect(place('lat=95&lng=106.8')).toBeNull();
    expect(place('lat=&lng=')).toBeNull();
    expect(withoutPlaceParam(new URLSearchParams('vehicleId=3&lat=1&lng=2')).toString()).toBe(
      'vehicleId=3',
    );
  });
});
