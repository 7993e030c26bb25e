// @vitest-environment jsdom
// The files are parsed back with the browser's XML parser (jsdom's DOMParser).
import { describe, expect, it } from 'vitest';
import { makeStop, makeTrackAlert, makeVehicleTrack } from '../testing/track-fixtures';
import { MAX_GLIDE_GAP_S, prepareTrack } from './track-data';
import { escapeXml, exportFileName, stretches, trackToGpx, trackToKml } from './track-export';

const LABELS = {
  title: 'B 1234 XY · 10 Nov 2026 & <test>',
  stop: (i: number) => `Parkir ${i + 1}`,
  alert: (i: number) => `Peringatan "${i + 1}"`,
};

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const GAP_TRACK = prepareTrack(
  makeVehicleTrack({
    points: [
      { t: 3600, lat: -6.2, lng: 106.8, speed: 10 },
      { t: 3660, lat: -6.21, lng: 106.81, speed: 20 },
      { t: 3660 + MAX_GLIDE_GAP_S + 1, lat: -6.3, lng: 106.9, speed: 0 },
    ],
    stops: [makeStop()],
    alerts: [makeTrackAlert(), makeTrackAlert({ id: '900002', latitude: null, longitude: null })],
  }),
);

describe('GPX export (PLAY-11)', () => {
  it('parses back to every position with its time, one segment per stretch, stops and alerts as waypoints', () => {
    const track = prepareTrack(makeVehicleTrack());
    const doc = parse(trackToGpx(track, LABELS));
    const gpx = doc.documentElement;
    expect(gpx.namespaceURI).toBe('http://www.topografix.com/GPX/1/1');
    expect(gpx.getAttribute('version')).toBe('1.1');
    expect(doc.querySelector('metadata > name')?.textContent).toBe(LABELS.title);
    const points = [...doc.getElementsByTagName('trkpt')];
    expect(points).toHaveLength(track.count);
    expect(points.map((p) => Number(p.getAttribute('lon')))).toEqual([...track.lng]);
    expect(points.map((p) => Number(p.getAttribute('lat')))).toEqual([...track.lat]);
    expect(points[0]?.getElementsByTagName('time')[0]?.textContent).toBe('2026-11-10T01:00:00Z');
    expect(points[10]?.getElementsByTagName('time')[0]?.textContent).toBe('2026-11-10T01:10:00Z');
    const waypoints = [...doc.getElementsByTagName('wpt')];
    expect(waypoints.map((w) => w.getElementsByTagName('name')[0]?.textContent)).toEqual([
      'Parkir 1',
      'Peringatan "1"',
    ]);
  });

  it('breaks the track at a blind stretch and leaves out an alert without a place', () => {
    const doc = parse(trackToGpx(GAP_TRACK, LABELS));
    const segments = [...doc.getElementsByTagName('trkseg')];
    expect(segments.map((s) => s.getElementsByTagName('trkpt').length)).toEqual([2, 1]);
    expect(doc.getElementsByTagName('wpt')).toHaveLength(2);
  });

  it('writes a valid file without positions', () => {
    const doc = parse(
      trackToGpx(prepareTrack(makeVehicleTrack({ points: [], stops: [], alerts: [] })), LABELS),
    );
    expect(doc.getElementsByTagName('trkpt')).toHaveLength(0);
  });
});

describe('KML export (PLAY-11)', () => {
  it('parses back to the route as lines of lng,lat and the stops and alerts as points', () => {
    const doc = parse(trackToKml(GAP_TRACK, LABELS));
    expect(doc.documentElement.namespaceURI).toBe('http://www.opengis.net/kml/2.2');
    const lines = [...doc.getElementsByTagName('LineString')].map((line) =>
      (line.getElementsByTagName('coordinates')[0]?.textContent ?? '')
        .trim()
        .split(/\s+/)
        .map((pair) => pair.split(',').map(Number)),
    );
    expect(lines).toEqual([
      [
        [106.8, -6.2],
        [106.81, -6.21],
      ],
      [[106.9, -6.3]],
    ]);
    expect(doc.querySelector('TimeSpan > begin')?.textContent).toBe('2026-11-09T18:00:00Z');
    const points = [...doc.getElementsByTagName('Point')].map(
      (p) => p.getElementsByTagName('coordinates')[0]?.textContent,
    );
    expect(points).toEqual(['106.90000,-6.20000', '106.85000,-6.20000']);
    expect(doc.querySelector('Document > name')?.textContent).toBe(LABELS.title);
  });
});

describe('export details', () => {
  it('names the file after the plate and the period', () => {
    expect(exportFileName('B 1234 XY', { from: '2026-11-10', to: '2026-11-10' }, 'gpx')).toBe(
      'B-1234-XY_2026-11-10.gpx',
    );
    expect(exportFileName(' L/9 ÄB ', { from: '2026-11-04', to: '2026-11-10' }, 'kml')).toBe(
      'L-9-AB_2026-11-04_2026-11-10.kml',
    );
    expect(exportFileName('***', { from: '2026-11-04', to: '2026-11-04' }, 'kml')).toBe(
      'track_2026-11-04.kml',
    );
  });

  it('escapes markup and drops characters XML cannot hold', () => {
    expect(escapeXml(`a<b>&"c'\u0001`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
  });

  it('splits stretches only at gaps longer than the glide limit', () => {
    expect(stretches(GAP_TRACK)).toEqual([
      [0, 2],
      [2, 3],
    ]);
  });
});
