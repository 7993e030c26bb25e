/** Where the simulator serves track vision's files (media-routes.ts), outside the API catalogue. */
export const TV_MEDIA_BASE = '/api/media/track-vision';

export const tvMediaUrls = {
  livePlaylist: (streamId: number) => `${TV_MEDIA_BASE}/live/${streamId}/index.m3u8`,
  footageMp4: (id: number) => `${TV_MEDIA_BASE}/footage/${id}/clip.mp4`,
  footageHls: (id: number) => `${TV_MEDIA_BASE}/footage/${id}/hls/index.m3u8`,
  footageSnapshot: (id: number) => `${TV_MEDIA_BASE}/footage/${id}/snapshot.jpg`,
  alertSnapshot: (alertId: string) => `${TV_MEDIA_BASE}/alerts/${alertId}/snapshot.jpg`,
  zip: (token: string) => `${TV_MEDIA_BASE}/zips/${token}`,
} as const;

/** A plate as part of a file name: letters and digits, the rest a dash. */
export function plateForFile(plate: string): string {
  return (
    plate
      .trim()
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'kendaraan'
  );
}

/** `20261114-1000` of an epoch ms in WIB (a file name's stamp). */
export function fileStampOf(epochMs: number): string {
  const wib = new Date(epochMs + 7 * 3_600_000).toISOString();
  return `${wib.slice(0, 10).replace(/-/g, '')}-${wib.slice(11, 19).replace(/:/g, '')}`;
}
