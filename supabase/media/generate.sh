#!/usr/bin/env bash
# Regenerates the local sample media (placeholder "photos": soft gradients with blurred shapes and grain)
# with Debian's ffmpeg, offline. The committed files are what the local backend serves; rerun only to change them.
set -euo pipefail
cd "$(dirname "$0")"
img() { # bucket file WxH seed c0 c1 [quality]
  local b=$1 f=$2 s=$3 seed=$4 c0=$5 c1=$6 q=${7:-6}
  mkdir -p "$b/$(dirname "$f")"
  ffmpeg -loglevel error -y -f lavfi -i "gradients=s=$s:c0=$c0:c1=$c1:x0=0:y0=0:x1=${s%x*}:y1=${s#*x}:seed=$seed:n=2:d=1" \
    -f lavfi -i "color=c=white@0.0:s=$s:d=1,format=rgba,geq=r=255:g=245:b=235:a='if(lt(hypot(X-W*0.$((seed%7+2)),Y-H*0.45),H*0.28),90,0)'" \
    -filter_complex "[0][1]overlay,gblur=sigma=18,noise=alls=6:allf=t,format=yuv420p" -frames:v 1 -q:v "$q" "$b/$f"
}
# hero: 1920x1080, compressed hard (smooth content compresses well)
img hero_images hero-1-treatment-room.jpg 1920x1080 11 0xd9c2ae 0x6f8f92 10
img hero_images hero-2-reception.jpg 1920x1080 12 0xe8d6c8 0x9a7b6a 10
img hero_images hero-3-iv-lounge.jpg 1920x1080 13 0xcfe0e3 0x5b7d8c 10
for i in 1 2 3; do img injectables_images "injectables-$i.jpg" 800x600 2$i 0xf1d9d2 0xb07d7a; done
for i in 1 2 3; do img hair_images "hair-$i.jpg" 800x600 3$i 0xe2d3c1 0x5e4a3c; done
for i in 1 2 3; do img ivtherapy_images "iv-therapy-$i.jpg" 800x600 4$i 0xdceff0 0x3f7f8a; done
for i in 1 2 3 4 5; do img gallery_images "gallery-$i.jpg" 1280x720 5$i 0xf3e6da 0x7b8f7a 8; done
for i in 1 2 3 4 5; do img aboutus_images "about-$i.jpg" 800x800 6$i 0xefe4d6 0x8c6f5a; done
img face_images face-1.jpg 800x1000 71 0xf4dfd3 0xa7806e
for i in 1 2 3; do img body_images "body-$i.jpg" 800x600 8$i 0xe9e0d5 0x6d7f86; done
for i in 1 2 3 4; do img clinical_images "clinical-$i.jpg" 800x600 9$i 0xe6eef0 0x607d8b; done
for c in hair facial body; do
  img clinical_images "cases/$c-before.jpg" 600x600 10${#c} 0xd8d0c8 0x8a7f76
  img clinical_images "cases/$c-after.jpg" 600x600 11${#c} 0xf3e5d8 0xb08a70
done
for p in spf-50 hydration-serum night-cream hair-supplement; do img clinical_images "products/$p.jpg" 600x600 12${#p} 0xfbf7f2 0xc9b7a6; done
# one short muted video for the gallery: 4 s, 640x360, H.264 in MP4 (plays in every browser)
ffmpeg -loglevel error -y -f lavfi -i "gradients=s=640x360:c0=0xf3e6da:c1=0x6f8f92:speed=0.03:d=4:r=24" \
  -vf "noise=alls=4:allf=t,format=yuv420p" -c:v libx264 -preset slow -crf 30 -movflags +faststart -an gallery_images/gallery-6-clinic-tour.mp4
# its poster: the image of the same name (docs/product.md §4), the clip's first frame
ffmpeg -loglevel error -y -i gallery_images/gallery-6-clinic-tour.mp4 -frames:v 1 -q:v 8 gallery_images/gallery-6-clinic-tour.jpg
du -sh .
