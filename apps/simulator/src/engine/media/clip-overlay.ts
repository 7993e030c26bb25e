/**
 * What a dashcam burns into its clip, for one camera alert (MEDIA-10 in SPEC.md): the vehicle's
 * plate, the camera channel and the device clock in WIB, running from the start of the alert's
 * window. A pure function of the alert record (no clock is read), and the ffmpeg arguments that
 * draw the synthetic road scene of scripts/make-dashcam-clip.sh with that overlay.
 */
import { ALERT_CONSTANTS } from '@armada/contracts/alerts';
import { WIB_OFFSET_MS } from '../../domain/wib-time';
import { channelOf, clipWindowOf } from './media-outcomes';

/** Bump when the scene or the encoding changes: cached clips of an older render are not reused. */
export const CLIP_RENDER_VERSION = 1;

/** Seconds of the clip: the alert's window (MEDIA-2), 5 s before to 5 s after the alert. */
export const CLIP_SECONDS = 2 * ALERT_CONSTANTS.media.uploadWindowS;

/** What the overlay shows, read from the alert record. */
export interface ClipOverlay {
  /** The vehicle's plate as the alert recorded it, reduced to characters a dashcam can draw. */
  plate: string;
  /** 'CH01 ADAS' or 'CH03 DMS', as the BSJ devices name their cameras. */
  channel: string;
  /** Epoch ms of the clip's first frame (the alert time minus 5 s). */
  startsAt: number;
  /** The first frame's clock, `03-12-2026 17:55:07 WIB`. */
  startLabel: string;
  /** The clip's length in seconds when it is not an alert's window (requested footage, TV-14). */
  seconds?: number;
}

/** The alert facts the overlay is made of. */
export interface ClipAlertFacts {
  licensePlate: string;
  code: number;
  /** Epoch ms. */
  createdAt: number;
}

const PLATE_MAX_CHARS = 16;

/**
 * A plate as the overlay draws it: letters, digits, spaces, '-', '.' and '/' kept (upper case),
 * anything else a '?', at most 16 characters. What reaches ffmpeg's filter text then needs no
 * escaping, whatever a user typed as a plate.
 */
export function overlayPlateOf(licensePlate: string): string {
  const plate = licensePlate
    .trim()
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/[^A-Z0-9 ./-]/g, '?')
    .slice(0, PLATE_MAX_CHARS);
  return plate === '' ? '-' : plate;
}

/** `DD-MM-YYYY HH:MM:SS WIB` of an epoch millisecond. */
export function wibClockLabel(epochMs: number): string {
  const wib = new Date(Math.floor(epochMs / 1000) * 1000 + WIB_OFFSET_MS).toISOString();
  return `${wib.slice(8, 10)}-${wib.slice(5, 7)}-${wib.slice(0, 4)} ${wib.slice(11, 19)} WIB`;
}

export function clipOverlayOf(alert: ClipAlertFacts): ClipOverlay {
  const { channels, bsjChannels } = ALERT_CONSTANTS.media;
  const channel =
    channelOf(alert.code) === channels.dms ? `${bsjChannels.dms} DMS` : `${bsjChannels.adas} ADAS`;
  const startsAt = clipWindowOf(alert.createdAt).start;
  return {
    plate: overlayPlateOf(alert.licensePlate),
    channel,
    startsAt,
    startLabel: wibClockLabel(startsAt),
  };
}

/** The overlay in one line: written as the clip's `comment` tag, and part of its cache key. */
export function overlaySummaryOf(overlay: ClipOverlay): string {
  const summary = `${overlay.plate} | ${overlay.channel} | ${overlay.startLabel}`;
  return overlay.seconds === undefined ? summary : `${summary} | ${overlay.seconds} s`;
}

/** The length of the overlay's clip in seconds: its own, or an alert's window. */
export function clipSecondsOf(overlay: ClipOverlay): number {
  return overlay.seconds ?? CLIP_SECONDS;
}

/** How the scene is drawn: its frame rate, and whether it ends (a live view never does). */
export interface SceneTiming {
  fps: number;
  /** Seconds of the scene; null: endless (a live stream, TV-7). */
  seconds: number | null;
}

const TEXT = 'fontsize=18:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=4';

/**
 * The filter graph of the scene and its overlay. `fontFile` is a bare file name: ffmpeg runs in
 * the font's folder, so no path reaches the graph. The clock is ffmpeg's own `pts` expansion
 * from the first frame's WIB second, so it ticks with the video.
 */
export function overlayFilterGraph(
  overlay: ClipOverlay,
  fontFile: string,
  timing: SceneTiming = { fps: 15, seconds: clipSecondsOf(overlay) },
): string {
  const wibEpochSeconds = Math.floor((overlay.startsAt + WIB_OFFSET_MS) / 1000);
  const font = `fontfile=${fontFile}`;
  const duration = timing.seconds === null ? '' : `:d=${timing.seconds}`;
  return [
    `color=c=0x8fa9c4:s=640x360:r=${timing.fps}${duration}`,
    'drawbox=x=0:y=150:w=640:h=210:c=0x3b3f45:t=fill',
    'drawbox=x=0:y=150:w=640:h=6:c=0x5d7a3a:t=fill',
    "drawbox=x=300:y='150+mod(t*180,70)':w=12:h=28:c=white:t=fill",
    "drawbox=x=296:y='220+mod(t*180,70)':w=20:h=40:c=white:t=fill",
    "drawbox=x=290:y='290+mod(t*180,70)':w=30:h=55:c=white:t=fill",
    'drawbox=x=40:y=150:w=8:h=210:c=0xe0e0e0:t=fill',
    'drawbox=x=592:y=150:w=8:h=210:c=0xe0e0e0:t=fill',
    "drawbox=x='260+20*sin(t)':y=110:w=120:h=70:c=0x7a2e2e:t=fill",
    `drawtext=${font}:${TEXT}:x=10:y=10:text='%{pts\\:gmtime\\:${wibEpochSeconds}\\:%d-%m-%Y %H\\\\\\:%M\\\\\\:%S} WIB'`,
    `drawtext=${font}:${TEXT}:x=w-tw-10:y=10:expansion=none:text='${overlay.plate}'`,
    `drawtext=${font}:${TEXT}:fontcolor=yellow:x=10:y=h-32:expansion=none:text='${overlay.channel}  ARMADA DASHCAM'`,
    'format=yuv420p',
  ].join(',');
}

/**
 * ffmpeg's arguments for the MP4 (H.264 baseline + silent AAC, faststart, like the canned clip;
 * `veryfast` since it is made while a user waits) with the overlay also written as tags.
 */
export function clipFfmpegArgs(overlay: ClipOverlay, fontFile: string, output: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    overlayFilterGraph(overlay, fontFile),
    '-f',
    'lavfi',
    '-i',
    'anullsrc=r=44100:cl=mono',
    '-t',
    String(clipSecondsOf(overlay)),
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-level',
    '3.0',
    '-preset',
    'veryfast',
    '-threads',
    '1',
    '-b:v',
    '220k',
    '-maxrate',
    '300k',
    '-bufsize',
    '600k',
    '-g',
    '30',
    '-keyint_min',
    '30',
    '-sc_threshold',
    '0',
    '-c:a',
    'aac',
    '-b:a',
    '32k',
    '-ac',
    '1',
    '-shortest',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    '-metadata',
    `title=${overlay.plate} ${overlay.channel}`,
    '-metadata',
    `comment=${overlaySummaryOf(overlay)}`,
    '-movflags',
    '+faststart',
    output,
  ];
}

/** ffmpeg's arguments for one JPEG frame of the scene with the overlay (a snapshot, TV-20). */
export function snapshotFfmpegArgs(
  overlay: ClipOverlay,
  fontFile: string,
  output: string,
): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-f',
    'lavfi',
    '-i',
    overlayFilterGraph(overlay, fontFile, { fps: 15, seconds: 1 }),
    '-frames:v',
    '1',
    '-q:v',
    '5',
    '-threads',
    '1',
    output,
  ];
}

/**
 * ffmpeg's arguments that copy the MP4 into 2 s HLS segments, `segment-N.ts` (a `.m2ts` name
 * would make some ffmpeg builds write 192-byte M2TS packets, which players do not take).
 */
export function hlsFfmpegArgs(input: string, dir: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-y',
    '-i',
    input,
    '-c',
    'copy',
    '-f',
    'hls',
    '-hls_time',
    '2',
    '-hls_playlist_type',
    'vod',
    '-hls_segment_filename',
    `${dir}/segment-%d.ts`,
    `${dir}/index.m3u8`,
  ];
}
