#!/usr/bin/env bash
# Makes the short guide video the seeded 'Video guide: Live View' announcement plays
# (ANNOUNCEMENT_VIDEO_URL in apps/simulator/src/services/system-notification-service.ts), once,
# with Debian's ffmpeg (`apt-get install -y ffmpeg`). The output is committed as
# apps/web/public/static/announcements/panduan-live-view.mp4: 8 s, 640x360, 15 fps, H.264
# baseline + silent AAC, faststart, well under 200 KB. A drawn map (roads, a moving vehicle
# marker) with a title card, so it looks like a product guide and not a dashcam.
set -euo pipefail
cd "$(dirname "$0")/.."
OUT=apps/web/public/static/announcements
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
mkdir -p "$OUT"

VIDEO="color=c=0xeef2f6:s=640x360:r=15:d=8,
drawbox=x=0:y=170:w=640:h=18:c=0xffffff:t=fill,
drawbox=x=300:y=0:w=18:h=360:c=0xffffff:t=fill,
drawbox=x=80:y=60:w=14:h=300:c=0xffffff:t=fill,
drawbox=x=0:y=280:w=640:h=14:c=0xffffff:t=fill,
drawbox=x=420:y=40:w=160:h=100:c=0xcfe8d2:t=fill,
drawbox=x=120:y=200:w=150:h=60:c=0xcfe8d2:t=fill,
drawbox=x='mod(t*80,640)-10':y=172:w=20:h=14:c=0x1565c0:t=fill,
drawbox=x=303:y='mod(t*45+40,360)-10':w=12:h=20:c=0xd32f2f:t=fill,
drawbox=x=0:y=0:w=640:h=44:c=0x0d3b66@0.9:t=fill,
drawtext=fontfile=$FONT:fontsize=20:fontcolor=white:x=16:y=12:text='Armada  Live View',
drawtext=fontfile=$FONT:fontsize=16:fontcolor=0x0d3b66:box=1:boxcolor=white@0.85:boxborderw=6:x=16:y=h-34:text='Panduan - Guide',
format=yuv420p"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "$(echo "$VIDEO" | tr -d '\n')" \
  -f lavfi -i "anullsrc=r=44100:cl=mono" \
  -t 8 -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -b:v 120k -maxrate 200k \
  -bufsize 400k -g 30 -keyint_min 30 -sc_threshold 0 \
  -c:a aac -b:a 32k -ac 1 -shortest -movflags +faststart "$OUT/panduan-live-view.mp4"

du -b "$OUT/panduan-live-view.mp4"
