#!/usr/bin/env bash
# Makes the synthetic dashcam clip the simulator serves for alert media (issue 8), once, with
# Debian's ffmpeg (`apt-get install -y ffmpeg`). The output is committed under
# apps/simulator/assets/media/dashcam/: clip.mp4 (H.264 baseline + silent AAC, faststart) and
# the same as HLS (hls/index.m3u8 + 2 s MPEG-TS segments, named .m2ts so that no TypeScript
# tool takes them for sources). 10 s, 640x360, 15 fps, about 200 KB in all (under 1 MB).
# A drawn road (sky, asphalt, moving lane marks) with the overlay a dashcam burns in: the
# device time, a plate-like label and the channel.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=apps/simulator/assets/media/dashcam
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
mkdir -p "$OUT/hls"
rm -f "$OUT/clip.mp4" "$OUT"/hls/*

# 2026-11-14 10:00:00 as epoch seconds, printed as UTC: the burnt-in clock reads WIB.
EPOCH=1794650400
VIDEO="color=c=0x8fa9c4:s=640x360:r=15:d=10,
drawbox=x=0:y=150:w=640:h=210:c=0x3b3f45:t=fill,
drawbox=x=0:y=150:w=640:h=6:c=0x5d7a3a:t=fill,
drawbox=x=300:y='150+mod(t*180,70)':w=12:h=28:c=white:t=fill,
drawbox=x=296:y='220+mod(t*180,70)':w=20:h=40:c=white:t=fill,
drawbox=x=290:y='290+mod(t*180,70)':w=30:h=55:c=white:t=fill,
drawbox=x=40:y=150:w=8:h=210:c=0xe0e0e0:t=fill,
drawbox=x=592:y=150:w=8:h=210:c=0xe0e0e0:t=fill,
drawbox=x='260+20*sin(t)':y=110:w=120:h=70:c=0x7a2e2e:t=fill,
drawtext=fontfile=$FONT:fontsize=18:fontcolor=white:box=1:boxcolor=black@0.5:x=10:y=10:text='%{pts\:gmtime\:$EPOCH\:%Y-%m-%d %H\\\\\:%M\\\\\:%S}',
drawtext=fontfile=$FONT:fontsize=18:fontcolor=white:box=1:boxcolor=black@0.5:x=w-tw-10:y=10:text='B 9123 XYZ',
drawtext=fontfile=$FONT:fontsize=16:fontcolor=yellow:box=1:boxcolor=black@0.5:x=10:y=h-30:text='CH01 ADAS  ARMADA DASHCAM',
format=yuv420p"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "$(echo "$VIDEO" | tr -d '\n')" \
  -f lavfi -i "anullsrc=r=44100:cl=mono" \
  -t 10 -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -b:v 220k -maxrate 300k \
  -bufsize 600k -g 30 -keyint_min 30 -sc_threshold 0 \
  -c:a aac -b:a 32k -ac 1 -shortest -movflags +faststart "$OUT/clip.mp4"

# The same streams, copied into 2 s MPEG-TS segments (keyframe every 2 s above).
ffmpeg -hide_banner -loglevel error -y -i "$OUT/clip.mp4" -c copy \
  -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename "$OUT/hls/segment-%d.m2ts" \
  "$OUT/hls/index.m3u8"

du -cb "$OUT/clip.mp4" "$OUT"/hls/* | tail -1
