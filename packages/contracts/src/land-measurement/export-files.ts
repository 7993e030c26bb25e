/**
 * LAND-9: measurements as GeoJSON (RFC 7946) and KML 2.2 files. Both write each boundary as a
 * closed ring (its first corner repeated at the end) in longitude, latitude order, wound
 * counter-clockwise as RFC 7946 asks of an exterior ring (KML does not mind). No TypeBox here.
 */
import { localFrame, toPlane, type LatLng } from '../geofences/geometry';
import type { LandFeature, LandFeatureCollection, LandMeasurement } from './land-measurement';

/** The ring closed and counter-clockwise, as `[longitude, latitude]` pairs. */
export function closedLonLatRing(boundary: readonly LatLng[]): [number, number][] {
  if (boundary.length === 0) return [];
  const plane = toPlane(localFrame(boundary[0] as LatLng), boundary);
  let doubleArea = 0;
  for (let i = 0, j = boundary.length - 1; i < boundary.length; j = i++) {
    doubleArea +=
      ((plane.xs[j] as number) - (plane.xs[i] as number)) *
      ((plane.ys[j] as number) + (plane.ys[i] as number));
  }
  // doubleArea > 0: counter-clockwise (the shoelace in this orientation).
  const ordered = doubleArea >= 0 ? [...boundary] : [...boundary].reverse();
  const ring = ordered.map(([lat, lng]): [number, number] => [lng, lat]);
  ring.push(ring[0] as [number, number]);
  return ring;
}

export function landFeature(measurement: LandMeasurement): LandFeature {
  return {
    type: 'Feature',
    id: measurement.id,
    geometry: { type: 'Polygon', coordinates: [closedLonLatRing(measurement.boundary)] },
    properties: {
      name: measurement.name,
      notes: measurement.notes,
      area_m2: measurement.area_m2,
      area_ha: measurement.area_ha,
      perimeter_m: measurement.perimeter_m,
      source: measurement.source,
      vehicle: measurement.track?.vehicle.license_plate ?? null,
      created_on: measurement.created_on,
    },
  };
}

export function landFeatureCollection(
  measurements: readonly LandMeasurement[],
): LandFeatureCollection {
  return { type: 'FeatureCollection', features: measurements.map(landFeature) };
}

/** Characters XML 1.0 cannot carry at all (controls other than tab and line ends). */
const notXml = (code: number): boolean =>
  (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) ||
  code === 0xfffe ||
  code === 0xffff;

const MARKUP: Record<string, string> = {
  '<': '&lt;',
  '>': '&gt;',
  '&': '&amp;',
  "'": '&apos;',
  '"': '&quot;',
};

/** Text for an XML element or attribute: what XML cannot carry dropped, markup escaped. */
function escapeXml(text: string): string {
  let out = '';
  for (const c of text) {
    if (notXml(c.charCodeAt(0))) continue;
    out += MARKUP[c] ?? c;
  }
  return out;
}

/** A KML document of the measurements; `title` names the document. */
export function landKml(measurements: readonly LandMeasurement[], title: string): string {
  const placemarks = measurements.map((m) => {
    const coordinates = closedLonLatRing(m.boundary)
      .map(([lng, lat]) => `${lng},${lat},0`)
      .join(' ');
    const data = [
      ['area_m2', String(m.area_m2)],
      ['area_ha', String(m.area_ha)],
      ['perimeter_m', String(m.perimeter_m)],
      ['source', m.source],
      ['vehicle', m.track?.vehicle.license_plate ?? ''],
      ['created_on', m.created_on],
    ]
      .map(
        ([name, value]) => `<Data name="${name}"><value>${escapeXml(value ?? '')}</value></Data>`,
      )
      .join('');
    return (
      `<Placemark id="land-${m.id}"><name>${escapeXml(m.name)}</name>` +
      `<description>${escapeXml(m.notes)}</description>` +
      `<styleUrl>#land</styleUrl><ExtendedData>${data}</ExtendedData>` +
      `<Polygon><tessellate>1</tessellate><outerBoundaryIs><LinearRing><coordinates>${coordinates}</coordinates></LinearRing></outerBoundaryIs></Polygon>` +
      `</Placemark>`
    );
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<kml xmlns="http://www.opengis.net/kml/2.2"><Document>' +
    `<name>${escapeXml(title)}</name>` +
    '<Style id="land"><LineStyle><color>ff1f7a3a</color><width>2</width></LineStyle>' +
    '<PolyStyle><color>551f7a3a</color></PolyStyle></Style>' +
    placemarks.join('') +
    '</Document></kml>\n'
  );
}
