import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachVideoSource } from './attach-video-source';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('attachVideoSource', () => {
  it('plays MP4 natively', async () => {
    const video = document.createElement('video');
    expect(await attachVideoSource(video, { url: '/a/clip.mp4', format: 'mp4' }, () => false)).toBe(
      null,
    );
    expect(video.getAttribute('src')).toBe('/a/clip.mp4');
  });

  it('plays HLS natively where there are no Media Source Extensions but the browser has HLS', async () => {
    expect('MediaSource' in window).toBe(false);
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) =>
      type === 'application/vnd.apple.mpegurl' ? 'maybe' : '',
    );
    const video = document.createElement('video');
    await attachVideoSource(video, { url: '/a/index.m3u8', format: 'hls' }, () => false);
    expect(video.getAttribute('src')).toBe('/a/index.m3u8');
  });

  it('says so where neither exists', async () => {
    vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
    const video = document.createElement('video');
    await expect(
      attachVideoSource(video, { url: '/a/index.m3u8', format: 'hls' }, () => false),
    ).rejects.toThrow('HLS is not supported');
    expect(video.getAttribute('src')).toBe(null);
  });
});
