import { MAX_GLIDE_GAP_S, type PreparedTrack } from './track-data';

/**
 * PLAY-11: the loaded track as a file for other tools, written in the browser (the track is
 * already here; a week is a few megabytes of text). GPX 1.1 keeps every position with its time,
 * one segment per stretch without a blind gap (PLAY-5), and the stops and alerts as waypoints;
 * KML 2.2 draws the route as a line per stretch and the stops and alerts as points. Times are
 * UTC in GPX (as the format asks) and in KML's time spans.
 */

export type ExportFormat = 'gpx' | 'kml';

/** What the files call things, in the user's language. */
export interface ExportLabels {
  /** The document's name: the plate and the period. */
  title: string;
  /** A stop's name (`Parkir 08:10–09:00`). */
  stop: (index: number) => string;
  /** An alert's name. */
  alert: (index: number) => string;
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an XML element or attribute; characters XML 1.0 cannot hold are dropped. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

const coordinate = (value: number) => value.toFixed(5);

/** UTC ISO 8601 without milliseconds: `2026-11-10T01:00:00Z`. */
function utc(ms: number): string {
  return `${new Date(Math.round(ms / 1000) * 1000).toISOString().slice(0, 19)}Z`;
}

/** Index ranges `[start, end)` of the stretches without a gap over MAX_GLIDE_GAP_S. */
export function stretches(track: PreparedTrack): [number, number][] {
  const out: [number, number][] = [];
  let start = 0;
  for (let i = 1; i <= track.count; i++) {
    const gap = i < track.count ? (track.time[i] as number) - (track.time[i - 1] as number) : 0;
    if (i === track.count || gap > MAX_GLIDE_GAP_S) {
      if (i > start) out.push([start, i]);
      start = i;
    }
  }
  return out;
}

/** The stops and the alerts with a place, as points. */
function waypoints(track: PreparedTrack, labels: ExportLabels) {
  const points: { lat: number; lng: number; ms: number; name: string }[] = [];
  track.stops.forEach(({ record, startS }, i) => {
    points.push({
      lat: record.place.latitude,
      lng: record.place.longitude,
      ms: track.fromMs + startS * 1000,
      name: labels.stop(i),
    });
  });
  track.alerts.forEach(({ record, atS }, i) => {
    if (record.latitude === null || record.longitude === null) return;
    points.push({
      lat: record.latitude,
      lng: record.longitude,
      ms: track.fromMs + atS * 1000,
      name: labels.alert(i),
    });
  });
  return points;
}

export function trackToGpx(track: PreparedTrack, labels: ExportLabels): string {
  const title = escapeXml(labels.title);
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<gpx version="1.1" creator="Armada" xmlns="http://www.topografix.com/GPX/1/1">\n',
    `  <metadata><name>${title}</name><time>${utc(track.fromMs)}</time></metadata>\n`,
  ];
  for (const point of waypoints(track, labels)) {
    parts.push(
      `  <wpt lat="${coordinate(point.lat)}" lon="${coordinate(point.lng)}">`,
      `<time>${utc(point.ms)}</time><name>${escapeXml(point.name)}</name></wpt>\n`,
    );
  }
  parts.push(`  <trk><name>${title}</name>\n`);
  for (const [start, end] of stretches(track)) {
    parts.push('    <trkseg>\n');
    for (let i = start; i < end; i++) {
      parts.push(
        `      <trkpt lat="${coordinate(track.lat[i] as number)}" lon="${coordinate(track.lng[i] as number)}">`,
        `<time>${utc(track.fromMs + (track.time[i] as number) * 1000)}</time></trkpt>\n`,
      );
    }
    parts.push('    </trkseg>\n');
  }
  parts.push('  </trk>\n</gpx>\n');
  return parts.join('');
}

export function trackToKml(track: PreparedTrack, labels: ExportLabels): string {
  const title = escapeXml(labels.title);
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<kml xmlns="http://www.opengis.net/kml/2.2">\n',
    `<Document><name>${title}</name>\n`,
    '<Style id="route"><LineStyle><color>ffd26b1f</color><width>4</width></LineStyle></Style>\n',
  ];
  const runs = stretches(track);
  if (runs.length > 0) {
    const first = runs[0]?.[0] ?? 0;
    const last = (runs[runs.length - 1]?.[1] ?? 1) - 1;
    parts.push(
      `<Placemark><name>${title}</name><styleUrl>#route</styleUrl>`,
      `<TimeSpan><begin>${utc(track.fromMs + (track.time[first] as number) * 1000)}</begin>`,
      `<end>${utc(track.fromMs + (track.time[last] as number) * 1000)}</end></TimeSpan>\n`,
      '<MultiGeometry>\n',
    );
    for (const [start, end] of runs) {
      parts.push('<LineString><tessellate>1</tessellate><coordinates>');
      for (let i = start; i < end; i++) {
        parts.push(`${coordinate(track.lng[i] as number)},${coordinate(track.lat[i] as number)} `);
      }
      parts.push('</coordinates></LineString>\n');
    }
    parts.push('</MultiGeometry></Placemark>\n');
  }
  for (const point of waypoints(track, labels)) {
    parts.push(
      `<Placemark><name>${escapeXml(point.name)}</name>`,
      `<TimeStamp><when>${utc(point.ms)}</when></TimeStamp>`,
      `<Point><coordinates>${coordinate(point.lng)},${coordinate(point.lat)}</coordinates></Point></Placemark>\n`,
    );
  }
  parts.push('</Document>\n</kml>\n');
  return parts.join('');
}

/**
 * PLAY-11: `B-1234-XY_2026-11-10.gpx` for one day, `B-1234-XY_2026-11-04_2026-11-10.kml` for
 * several: the plate with accents dropped and anything but letters and digits turned into dashes, then the days.
 */
export function exportFileName(
  plate: string,
  days: { from: string; to: string },
  format: ExportFormat,
): string {
  const name =
    plate
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'track';
  const period = days.from === days.to ? days.from : `${days.from}_${days.to}`;
  return `${name}_${period}.${format}`;
}

export const EXPORT_MIME: Record<ExportFormat, string> = {
  gpx: 'application/gpx+xml',
  kml: 'application/vnd.google-earth.kml+xml',
};
