/**
 * Regenerates the local sample media: illustrative "photos" of what each bucket stands for (rooms, treatments,
 * portraits, before/after pairs, products), drawn as SVG, rasterised by sharp (librsvg) and given film grain so
 * they read as photographs. Deterministic (seeded), offline, license-free; no text is drawn, so no font matters.
 *
 *   node --import tsx supabase/media/generate.ts
 *
 * The committed files are what the local backend serves; rerun only to change them. The gallery's clip
 * (gallery-6-clinic-tour.mp4) and its poster, the clip's first frame, are kept as they are.
 */
import sharp from 'sharp';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** mulberry32: the same numbers on every machine. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rnd = ReturnType<typeof rng>;
const f = (n: number) => Math.round(n * 10) / 10;

// ---------------------------------------------------------------- palettes
const SKIN = ['#f1d0bb', '#e0b08f', '#c68b67', '#9a6446', '#6f4630'];
const HAIR = ['#2b1d16', '#5a3a24', '#8a5a34', '#c9a46a', '#1b1512', '#6b6560'];

// ---------------------------------------------------------------- room pieces
function room(W: number, H: number, wall: [string, string], floor: [string, string], horizon = 0.7) {
  const y = H * horizon;
  return `<defs>
  <linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wall[0]}"/><stop offset="1" stop-color="${wall[1]}"/></linearGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${floor[0]}"/><stop offset="1" stop-color="${floor[1]}"/></linearGradient>
  <radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></radialGradient>
  <filter id="soft"><feGaussianBlur stdDeviation="${f(W / 400)}"/></filter>
  <filter id="blur"><feGaussianBlur stdDeviation="${f(W / 90)}"/></filter>
  <filter id="shadow" x="-20%" y="-20%" width="140%" height="160%"><feGaussianBlur stdDeviation="${f(W / 160)}"/></filter>
</defs>
<rect width="${W}" height="${H}" fill="url(#wall)"/>
<rect y="${f(y)}" width="${W}" height="${f(H - y)}" fill="url(#floor)"/>
<rect y="${f(y - H * 0.012)}" width="${W}" height="${f(H * 0.012)}" fill="#000" opacity="0.12"/>
${Array.from({ length: 9 }, (_, i) => `<line x1="${f((W * i) / 8)}" y1="${f(y)}" x2="${f(W / 2 + (W * (i - 4)) / 2.2)}" y2="${H}" stroke="#000" stroke-opacity="0.05" stroke-width="${f(W / 600)}"/>`).join('')}`;
}
const vignette = (W: number, H: number) => `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

function windowLight(x: number, y: number, w: number, h: number) {
  const bars = 3;
  return `<g><rect x="${f(x - w * 0.08)}" y="${f(y - h * 0.06)}" width="${f(w * 1.16)}" height="${f(h * 1.12)}" fill="#fffaf0" opacity="0.35" filter="url(#blur)"/>
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#f7f4ec"/>
<rect x="${f(x)}" y="${f(y + h * 0.55)}" width="${f(w)}" height="${f(h * 0.45)}" fill="#c9d9c8" opacity="0.55" filter="url(#soft)"/>
${Array.from({ length: bars }, (_, i) => `<rect x="${f(x + (w * (i + 1)) / (bars + 1) - w * 0.006)}" y="${f(y)}" width="${f(w * 0.012)}" height="${f(h)}" fill="#d8d2c6"/>`).join('')}
<rect x="${f(x)}" y="${f(y + h * 0.5)}" width="${f(w)}" height="${f(h * 0.012)}" fill="#d8d2c6"/>
<rect x="${f(x - w * 0.02)}" y="${f(y - h * 0.02)}" width="${f(w * 1.04)}" height="${f(h * 1.04)}" fill="none" stroke="#cfc6b8" stroke-width="${f(w * 0.02)}"/>
<rect x="${f(x - w * 0.12)}" y="${f(y - h * 0.05)}" width="${f(w * 0.14)}" height="${f(h * 1.12)}" fill="#efe7dc" opacity="0.9"/>
<rect x="${f(x + w * 0.98)}" y="${f(y - h * 0.05)}" width="${f(w * 0.14)}" height="${f(h * 1.12)}" fill="#efe7dc" opacity="0.9"/></g>`;
}

function plant(x: number, y: number, s: number, r: Rnd) {
  const leaves = Array.from({ length: 14 }, () => {
    const a = -90 + (r() - 0.5) * 140;
    const len = s * (0.5 + r() * 0.5);
    const g = ['#4f6b4a', '#5d7d55', '#6f8f5f', '#3f5a3d'][Math.floor(r() * 4)];
    return `<ellipse cx="${f(len / 2)}" cy="0" rx="${f(len / 2)}" ry="${f(s * 0.07)}" fill="${g}" transform="translate(${f(x)} ${f(y - s * 0.35)}) rotate(${f(a)})"/>`;
  }).join('');
  return `<g>${leaves}<path d="M${f(x - s * 0.22)} ${f(y - s * 0.4)} h${f(s * 0.44)} l${f(-s * 0.05)} ${f(s * 0.4)} h${f(-s * 0.34)} z" fill="#e9e2d6"/>
<path d="M${f(x - s * 0.22)} ${f(y - s * 0.4)} h${f(s * 0.44)} l${f(-s * 0.05)} ${f(s * 0.4)} h${f(-s * 0.34)} z" fill="#000" opacity="0.08"/></g>`;
}

function pendant(x: number, y: number, s: number) {
  return `<g><line x1="${f(x)}" y1="0" x2="${f(x)}" y2="${f(y)}" stroke="#3b3430" stroke-width="${f(s * 0.02)}"/>
<ellipse cx="${f(x)}" cy="${f(y + s * 0.55)}" rx="${f(s * 1.1)}" ry="${f(s * 0.5)}" fill="#fff3d6" opacity="0.5" filter="url(#blur)"/>
<path d="M${f(x - s * 0.5)} ${f(y + s * 0.45)} Q${f(x)} ${f(y - s * 0.35)} ${f(x + s * 0.5)} ${f(y + s * 0.45)} z" fill="#c8a070"/>
<ellipse cx="${f(x)}" cy="${f(y + s * 0.45)}" rx="${f(s * 0.5)}" ry="${f(s * 0.07)}" fill="#fff6e0"/></g>`;
}

function frame(x: number, y: number, w: number, h: number, r: Rnd) {
  const hue = ['#b99a7f', '#8fa39a', '#c7b39b', '#a7b4c0'][Math.floor(r() * 4)];
  return `<g><rect x="${f(x + w * 0.03)}" y="${f(y + h * 0.04)}" width="${f(w)}" height="${f(h)}" fill="#000" opacity="0.12" filter="url(#soft)"/>
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#f6f1ea" stroke="#8a7560" stroke-width="${f(w * 0.03)}"/>
<path d="M${f(x + w * 0.1)} ${f(y + h * 0.85)} Q${f(x + w * 0.35)} ${f(y + h * 0.35)} ${f(x + w * 0.55)} ${f(y + h * 0.6)} T${f(x + w * 0.9)} ${f(y + h * 0.4)} V${f(y + h * 0.9)} H${f(x + w * 0.1)} z" fill="${hue}" opacity="0.8"/>
<circle cx="${f(x + w * 0.7)}" cy="${f(y + h * 0.3)}" r="${f(w * 0.08)}" fill="#e7c9a0"/></g>`;
}

function cabinet(x: number, y: number, w: number, h: number, r: Rnd) {
  const shelf = (k: number) => {
    const sy = y + h * k;
    const items = Array.from({ length: 5 }, (_, i) => {
      const bw = w * 0.09;
      const bh = h * (0.1 + r() * 0.08);
      const bx = x + w * 0.08 + i * w * 0.17;
      const c = ['#f4efe8', '#d9c7b0', '#b6c6c9', '#e8dccd', '#a88f78'][Math.floor(r() * 5)];
      return `<rect x="${f(bx)}" y="${f(sy - bh)}" width="${f(bw)}" height="${f(bh)}" rx="${f(bw * 0.2)}" fill="${c}"/><rect x="${f(bx + bw * 0.15)}" y="${f(sy - bh * 1.15)}" width="${f(bw * 0.7)}" height="${f(bh * 0.18)}" fill="#6e625a"/>`;
    }).join('');
    return `${items}<rect x="${f(x)}" y="${f(sy)}" width="${f(w)}" height="${f(h * 0.02)}" fill="#b9a894"/>`;
  };
  return `<g><rect x="${f(x + w * 0.03)}" y="${f(y + h * 0.03)}" width="${f(w)}" height="${f(h)}" fill="#000" opacity="0.15" filter="url(#shadow)"/>
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#efe6da"/>
${shelf(0.3)}${shelf(0.58)}
<rect x="${f(x)}" y="${f(y + h * 0.62)}" width="${f(w)}" height="${f(h * 0.38)}" fill="#d7c6b2"/>
<line x1="${f(x + w / 2)}" y1="${f(y + h * 0.62)}" x2="${f(x + w / 2)}" y2="${f(y + h)}" stroke="#a8957f" stroke-width="${f(w * 0.008)}"/>
<rect x="${f(x + w * 0.44)}" y="${f(y + h * 0.75)}" width="${f(w * 0.03)}" height="${f(h * 0.08)}" fill="#8a7763"/><rect x="${f(x + w * 0.53)}" y="${f(y + h * 0.75)}" width="${f(w * 0.03)}" height="${f(h * 0.08)}" fill="#8a7763"/></g>`;
}

/** A treatment bed seen from the side, head to the right. */
function bed(x: number, y: number, w: number, color = '#efe9e1') {
  const h = w * 0.09;
  return `<g><ellipse cx="${f(x + w / 2)}" cy="${f(y + w * 0.36)}" rx="${f(w * 0.55)}" ry="${f(w * 0.04)}" fill="#000" opacity="0.22" filter="url(#shadow)"/>
<rect x="${f(x + w * 0.18)}" y="${f(y + h)}" width="${f(w * 0.64)}" height="${f(w * 0.25)}" rx="${f(w * 0.01)}" fill="#cbb79f"/>
<rect x="${f(x + w * 0.18)}" y="${f(y + h)}" width="${f(w * 0.64)}" height="${f(w * 0.03)}" fill="#000" opacity="0.12"/>
<rect x="${f(x + w * 0.22)}" y="${f(y + h + w * 0.06)}" width="${f(w * 0.27)}" height="${f(w * 0.16)}" fill="#bfa98f"/><rect x="${f(x + w * 0.51)}" y="${f(y + h + w * 0.06)}" width="${f(w * 0.27)}" height="${f(w * 0.16)}" fill="#bfa98f"/>
<path d="M${f(x)} ${f(y)} h${f(w * 0.72)} l${f(w * 0.22)} ${f(-w * 0.11)} q${f(w * 0.05)} ${f(-w * 0.01)} ${f(w * 0.05)} ${f(w * 0.05)} l${f(-w * 0.2)} ${f(w * 0.11 + h - w * 0.05)} h${f(-w * 0.79)} q${f(-w * 0.02)} 0 ${f(-w * 0.02)} ${f(-h / 2)} z" fill="${color}"/>
<path d="M${f(x)} ${f(y + h * 0.7)} h${f(w * 0.78)}" stroke="#000" stroke-opacity="0.1" stroke-width="${f(h * 0.25)}"/>
<rect x="${f(x + w * 0.02)}" y="${f(y - h * 0.25)}" width="${f(w * 0.62)}" height="${f(h * 0.45)}" rx="${f(h * 0.2)}" fill="#fbf8f4"/>
<ellipse cx="${f(x + w * 0.86)}" cy="${f(y - w * 0.07)}" rx="${f(w * 0.07)}" ry="${f(w * 0.025)}" transform="rotate(-26 ${f(x + w * 0.86)} ${f(y - w * 0.07)})" fill="#ffffff"/>
<path d="M${f(x + w * 0.05)} ${f(y - h * 0.2)} q${f(w * 0.2)} ${f(h * 0.5)} ${f(w * 0.5)} ${f(h * 0.1)} v${f(h * 1.2)} h${f(-w * 0.5)} z" fill="#d9cfc3" opacity="0.9"/></g>`;
}

function lampArm(x: number, y: number, s: number) {
  return `<g stroke="#e9e6e0" stroke-linecap="round" fill="none" stroke-width="${f(s * 0.04)}">
<path d="M${f(x)} ${f(y)} v${f(-s * 1.6)} l${f(s * 0.7)} ${f(-s * 0.5)} l${f(s * 0.5)} ${f(s * 0.3)}"/></g>
<ellipse cx="${f(x + s * 1.2)}" cy="${f(y - s * 1.75)}" rx="${f(s * 0.28)}" ry="${f(s * 0.12)}" fill="#f4f1ec"/>
<ellipse cx="${f(x + s * 1.2)}" cy="${f(y - s * 1.7)}" rx="${f(s * 0.2)}" ry="${f(s * 0.06)}" fill="#fffbe8"/>
<rect x="${f(x - s * 0.25)}" y="${f(y)}" width="${f(s * 0.5)}" height="${f(s * 0.08)}" rx="${f(s * 0.03)}" fill="#d8d4cc"/>`;
}

function counter(x: number, y: number, w: number, h: number) {
  return `<g><ellipse cx="${f(x + w / 2)}" cy="${f(y + h)}" rx="${f(w * 0.55)}" ry="${f(h * 0.1)}" fill="#000" opacity="0.25" filter="url(#shadow)"/>
<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="${f(h * 0.04)}" fill="#e7dccd"/>
${Array.from({ length: 14 }, (_, i) => `<rect x="${f(x + (w * i) / 14)}" y="${f(y + h * 0.12)}" width="${f(w / 28)}" height="${f(h * 0.88)}" fill="#cdb99f" opacity="0.7"/>`).join('')}
<rect x="${f(x - w * 0.02)}" y="${f(y - h * 0.08)}" width="${f(w * 1.04)}" height="${f(h * 0.12)}" rx="${f(h * 0.03)}" fill="#f6f2ec"/>
<rect x="${f(x - w * 0.02)}" y="${f(y + h * 0.02)}" width="${f(w * 1.04)}" height="${f(h * 0.03)}" fill="#000" opacity="0.1"/>
<rect x="${f(x + w * 0.62)}" y="${f(y - h * 0.5)}" width="${f(w * 0.16)}" height="${f(h * 0.36)}" rx="${f(h * 0.02)}" fill="#2e2b2a"/><rect x="${f(x + w * 0.69)}" y="${f(y - h * 0.14)}" width="${f(w * 0.02)}" height="${f(h * 0.07)}" fill="#2e2b2a"/>
<rect x="${f(x + w * 0.63)}" y="${f(y - h * 0.48)}" width="${f(w * 0.14)}" height="${f(h * 0.32)}" fill="#8fa7b3" opacity="0.6"/></g>`;
}

function chair(x: number, y: number, s: number, color: string) {
  return `<g><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.6)}" ry="${f(s * 0.08)}" fill="#000" opacity="0.2" filter="url(#shadow)"/>
<rect x="${f(x - s * 0.45)}" y="${f(y - s * 1.15)}" width="${f(s * 0.9)}" height="${f(s * 0.75)}" rx="${f(s * 0.18)}" fill="${color}"/>
<rect x="${f(x - s * 0.55)}" y="${f(y - s * 0.6)}" width="${f(s * 1.1)}" height="${f(s * 0.35)}" rx="${f(s * 0.12)}" fill="${color}"/>
<rect x="${f(x - s * 0.55)}" y="${f(y - s * 0.6)}" width="${f(s * 1.1)}" height="${f(s * 0.35)}" rx="${f(s * 0.12)}" fill="#fff" opacity="0.12"/>
<rect x="${f(x - s * 0.45)}" y="${f(y - s * 0.27)}" width="${f(s * 0.05)}" height="${f(s * 0.27)}" fill="#5b4a3d"/><rect x="${f(x + s * 0.4)}" y="${f(y - s * 0.27)}" width="${f(s * 0.05)}" height="${f(s * 0.27)}" fill="#5b4a3d"/></g>`;
}

/** A reclining lounge chair, facing left. */
function recliner(x: number, y: number, s: number, color: string) {
  return `<g><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s * 0.9)}" ry="${f(s * 0.1)}" fill="#000" opacity="0.22" filter="url(#shadow)"/>
<path d="M${f(x + s * 0.35)} ${f(y - s * 0.45)} l${f(s * 0.35)} ${f(-s * 0.85)} q${f(s * 0.08)} ${f(-s * 0.12)} ${f(s * 0.2)} ${f(-s * 0.05)} l${f(-s * 0.25)} ${f(s * 0.95)} z" fill="${color}"/>
<path d="M${f(x - s * 0.85)} ${f(y - s * 0.5)} q0 ${f(-s * 0.15)} ${f(s * 0.15)} ${f(-s * 0.15)} h${f(s * 1.1)} q${f(s * 0.15)} 0 ${f(s * 0.15)} ${f(s * 0.15)} v${f(s * 0.25)} h${f(-s * 1.4)} z" fill="${color}"/>
<path d="M${f(x - s * 0.85)} ${f(y - s * 0.5)} h${f(s * 1.4)}" stroke="#fff" stroke-opacity="0.15" stroke-width="${f(s * 0.05)}"/>
<path d="M${f(x - s * 1.2)} ${f(y - s * 0.4)} l${f(s * 0.35)} ${f(-s * 0.1)} v${f(s * 0.16)} l${f(-s * 0.35)} ${f(s * 0.06)} z" fill="${color}"/>
<rect x="${f(x - s * 0.3)}" y="${f(y - s * 0.72)}" width="${f(s * 0.7)}" height="${f(s * 0.1)}" rx="${f(s * 0.05)}" fill="#8b7a6a"/>
<rect x="${f(x - s * 0.05)}" y="${f(y - s * 0.25)}" width="${f(s * 0.1)}" height="${f(s * 0.25)}" fill="#6d655e"/>
<rect x="${f(x - s * 0.4)}" y="${f(y - s * 0.04)}" width="${f(s * 0.8)}" height="${f(s * 0.05)}" rx="${f(s * 0.02)}" fill="#6d655e"/></g>`;
}

function ivPole(x: number, y: number, h: number, fill = '#f2d27a') {
  const b = h * 0.16;
  return `<g><line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y - h)}" stroke="#c9cdd0" stroke-width="${f(h * 0.012)}"/>
<line x1="${f(x - h * 0.08)}" y1="${f(y - h)}" x2="${f(x + h * 0.08)}" y2="${f(y - h)}" stroke="#c9cdd0" stroke-width="${f(h * 0.01)}"/>
<path d="M${f(x - h * 0.12)} ${f(y)} l${f(h * 0.12)} ${f(-h * 0.03)} l${f(h * 0.12)} ${f(h * 0.03)}" stroke="#9da3a8" fill="none" stroke-width="${f(h * 0.01)}"/>
${bag(x + h * 0.06, y - h + h * 0.02, b, fill)}
<path d="M${f(x + h * 0.06)} ${f(y - h + b * 1.5)} q${f(-h * 0.02)} ${f(h * 0.3)} ${f(-h * 0.25)} ${f(h * 0.5)}" stroke="#e8eef0" stroke-opacity="0.9" fill="none" stroke-width="${f(h * 0.006)}"/></g>`;
}

function bag(x: number, y: number, s: number, fill: string) {
  return `<g><rect x="${f(x - s * 0.35)}" y="${f(y)}" width="${f(s * 0.7)}" height="${f(s)}" rx="${f(s * 0.12)}" fill="#eef4f6" opacity="0.85"/>
<rect x="${f(x - s * 0.3)}" y="${f(y + s * 0.35)}" width="${f(s * 0.6)}" height="${f(s * 0.6)}" rx="${f(s * 0.1)}" fill="${fill}" opacity="0.75"/>
<rect x="${f(x - s * 0.2)}" y="${f(y + s * 0.15)}" width="${f(s * 0.4)}" height="${f(s * 0.16)}" fill="#ffffff" opacity="0.9"/>
<rect x="${f(x - s * 0.06)}" y="${f(y + s)}" width="${f(s * 0.12)}" height="${f(s * 0.15)}" fill="#dfe6e8"/>
<rect x="${f(x - s * 0.28)}" y="${f(y + s * 0.05)}" width="${f(s * 0.06)}" height="${f(s * 0.85)}" fill="#fff" opacity="0.5"/></g>`;
}

// ---------------------------------------------------------------- people
interface Person {
  skin: string;
  hair: string;
  /** 'short' | 'long' | 'bun' | 'wavy' */
  style: string;
  top: string;
  coat?: boolean;
}
/** Head and shoulders, facing the camera, centred at (cx, cy) = the face's centre, head height ~ s. */
function portrait(cx: number, cy: number, s: number, p: Person, r: Rnd) {
  const back =
    p.style === 'long'
      ? `<path d="M${f(cx - s * 0.46)} ${f(cy - s * 0.1)} q${f(-s * 0.08)} ${f(s * 0.8)} ${f(-s * 0.02)} ${f(s * 1.1)} h${f(s * 0.96)} q${f(s * 0.06)} ${f(-s * 0.3)} ${f(-s * 0.02)} ${f(-s * 1.1)} z" fill="${p.hair}"/>`
      : p.style === 'wavy'
        ? `<path d="M${f(cx - s * 0.5)} ${f(cy)} q${f(-s * 0.15)} ${f(s * 0.3)} 0 ${f(s * 0.55)} q${f(-s * 0.05)} ${f(s * 0.1)} ${f(s * 0.1)} ${f(s * 0.2)} h${f(s * 0.8)} q${f(s * 0.15)} ${f(-s * 0.1)} ${f(s * 0.1)} ${f(-s * 0.2)} q${f(s * 0.15)} ${f(-s * 0.25)} 0 ${f(-s * 0.55)} z" fill="${p.hair}"/>`
        : '';
  const torso = `<path d="M${f(cx - s * 1.15)} ${f(cy + s * 1.6)} q${f(s * 0.05)} ${f(-s * 0.75)} ${f(s * 0.75)} ${f(-s * 0.85)} h${f(s * 0.8)} q${f(s * 0.7)} ${f(s * 0.1)} ${f(s * 0.75)} ${f(s * 0.85)} z" fill="${p.coat ? '#f7f7f5' : p.top}"/>`;
  const coat = p.coat
    ? `<path d="M${f(cx - s * 0.22)} ${f(cy + s * 0.72)} l${f(s * 0.22)} ${f(s * 0.45)} l${f(s * 0.22)} ${f(-s * 0.45)} z" fill="${p.top}"/>
<path d="M${f(cx - s * 0.38)} ${f(cy + s * 0.75)} l${f(s * 0.3)} ${f(s * 0.85)}" stroke="#d9dbdc" stroke-width="${f(s * 0.03)}"/><path d="M${f(cx + s * 0.38)} ${f(cy + s * 0.75)} l${f(-s * 0.3)} ${f(s * 0.85)}" stroke="#d9dbdc" stroke-width="${f(s * 0.03)}"/>
<rect x="${f(cx + s * 0.35)} " y="${f(cy + s * 1.1)}" width="${f(s * 0.25)}" height="${f(s * 0.05)}" fill="#7f9fb0"/>`
    : `<path d="M${f(cx - s * 0.25)} ${f(cy + s * 0.72)} q${f(s * 0.25)} ${f(s * 0.3)} ${f(s * 0.5)} 0" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="${f(s * 0.04)}"/>`;
  const neck = `<rect x="${f(cx - s * 0.16)}" y="${f(cy + s * 0.35)}" width="${f(s * 0.32)}" height="${f(s * 0.42)}" fill="${p.skin}"/><rect x="${f(cx - s * 0.16)}" y="${f(cy + s * 0.35)}" width="${f(s * 0.32)}" height="${f(s * 0.16)}" fill="#000" opacity="0.12"/>`;
  const face = `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(s * 0.36)}" ry="${f(s * 0.48)}" fill="${p.skin}"/>
<ellipse cx="${f(cx - s * 0.36)}" cy="${f(cy + s * 0.03)}" rx="${f(s * 0.06)}" ry="${f(s * 0.1)}" fill="${p.skin}"/><ellipse cx="${f(cx + s * 0.36)}" cy="${f(cy + s * 0.03)}" rx="${f(s * 0.06)}" ry="${f(s * 0.1)}" fill="${p.skin}"/>
<ellipse cx="${f(cx + s * 0.12)}" cy="${f(cy + s * 0.05)}" rx="${f(s * 0.24)}" ry="${f(s * 0.4)}" fill="#000" opacity="0.06"/>
<ellipse cx="${f(cx - s * 0.13)}" cy="${f(cy + s * 0.02)}" rx="${f(s * 0.055)}" ry="${f(s * 0.03)}" fill="#fff" opacity="0.8"/><ellipse cx="${f(cx + s * 0.13)}" cy="${f(cy + s * 0.02)}" rx="${f(s * 0.055)}" ry="${f(s * 0.03)}" fill="#fff" opacity="0.8"/>
<circle cx="${f(cx - s * 0.13)}" cy="${f(cy + s * 0.02)}" r="${f(s * 0.028)}" fill="#3a2a20"/><circle cx="${f(cx + s * 0.13)}" cy="${f(cy + s * 0.02)}" r="${f(s * 0.028)}" fill="#3a2a20"/>
<path d="M${f(cx - s * 0.21)} ${f(cy - s * 0.07)} q${f(s * 0.08)} ${f(-s * 0.05)} ${f(s * 0.15)} 0 M${f(cx + s * 0.06)} ${f(cy - s * 0.07)} q${f(s * 0.08)} ${f(-s * 0.05)} ${f(s * 0.15)} 0" stroke="${p.hair}" stroke-width="${f(s * 0.03)}" fill="none" stroke-linecap="round"/>
<path d="M${f(cx)} ${f(cy + s * 0.02)} q${f(-s * 0.05)} ${f(s * 0.14)} ${f(s * 0.02)} ${f(s * 0.17)}" stroke="#000" stroke-opacity="0.18" stroke-width="${f(s * 0.02)}" fill="none"/>
<path d="M${f(cx - s * 0.11)} ${f(cy + s * 0.28)} q${f(s * 0.11)} ${f(s * 0.08)} ${f(s * 0.22)} 0 q${f(-s * 0.11)} ${f(s * 0.04)} ${f(-s * 0.22)} 0" fill="#b4675f" opacity="0.85"/>
<ellipse cx="${f(cx - s * 0.2)}" cy="${f(cy + s * 0.18)}" rx="${f(s * 0.07)}" ry="${f(s * 0.04)}" fill="#e07a6a" opacity="0.12"/><ellipse cx="${f(cx + s * 0.2)}" cy="${f(cy + s * 0.18)}" rx="${f(s * 0.07)}" ry="${f(s * 0.04)}" fill="#e07a6a" opacity="0.12"/>`;
  const front =
    p.style === 'short'
      ? `<path d="M${f(cx - s * 0.38)} ${f(cy - s * 0.05)} q${f(-s * 0.02)} ${f(-s * 0.5)} ${f(s * 0.38)} ${f(-s * 0.52)} q${f(s * 0.4)} 0 ${f(s * 0.38)} ${f(s * 0.5)} q${f(-s * 0.1)} ${f(-s * 0.3)} ${f(-s * 0.45)} ${f(-s * 0.3)} q${f(-s * 0.2)} ${f(s * 0.05)} ${f(-s * 0.31)} ${f(s * 0.32)} z" fill="${p.hair}"/>`
      : p.style === 'bun'
        ? `<circle cx="${f(cx)}" cy="${f(cy - s * 0.55)}" r="${f(s * 0.17)}" fill="${p.hair}"/><path d="M${f(cx - s * 0.38)} ${f(cy + s * 0.02)} q${f(-s * 0.02)} ${f(-s * 0.55)} ${f(s * 0.38)} ${f(-s * 0.52)} q${f(s * 0.4)} 0 ${f(s * 0.38)} ${f(s * 0.5)} q${f(-s * 0.15)} ${f(-s * 0.38)} ${f(-s * 0.38)} ${f(-s * 0.36)} q${f(-s * 0.25)} ${f(s * 0.02)} ${f(-s * 0.38)} ${f(s * 0.38)} z" fill="${p.hair}"/>`
        : `<path d="M${f(cx - s * 0.42)} ${f(cy + s * 0.15)} q${f(-s * 0.05)} ${f(-s * 0.68)} ${f(s * 0.42)} ${f(-s * 0.66)} q${f(s * 0.45)} 0 ${f(s * 0.42)} ${f(s * 0.66)} q${f(-s * 0.05)} ${f(-s * 0.4)} ${f(-s * 0.3)} ${f(-s * 0.5)} q${f(-s * 0.2)} ${f(s * 0.15)} ${f(-s * 0.5)} ${f(s * 0.12)} q${f(-s * 0.05)} ${f(s * 0.15)} ${f(-s * 0.04)} ${f(s * 0.38)} z" fill="${p.hair}"/>`;
  const sheen = `<path d="M${f(cx - s * 0.2)} ${f(cy - s * 0.42)} q${f(s * 0.15)} ${f(-s * 0.06)} ${f(s * 0.3)} 0" stroke="#fff" stroke-opacity="0.18" stroke-width="${f(s * 0.04)}" fill="none"/>`;
  void r;
  return `<g>${back}${torso}${coat}${neck}${face}${front}${sheen}</g>`;
}

/** The crown seen from above: scalp and strands whose density shows thin or full hair. */
function crown(W: number, H: number, density: number, r: Rnd, hair = '#3a2618', skin = '#e2b99c') {
  const cx = W / 2;
  const cy = H * 0.52;
  const R = W * 0.36;
  const strands: string[] = [];
  for (let i = 0; i < density; i++) {
    const a = r() * Math.PI * 2;
    const d = Math.sqrt(r()) * R * 0.95;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d * 0.9;
    // strands sweep outwards from the whorl, slightly curved
    const len = R * (0.18 + r() * 0.22);
    const dir = a + 1.2 + (r() - 0.5) * 0.4;
    const x2 = x + Math.cos(dir) * len;
    const y2 = y + Math.sin(dir) * len;
    const qx = (x + x2) / 2 + (r() - 0.5) * len * 0.3;
    const qy = (y + y2) / 2 + (r() - 0.5) * len * 0.3;
    const shade = r() < 0.2 ? '#6b4a30' : hair;
    strands.push(
      `<path d="M${f(x)} ${f(y)} Q${f(qx)} ${f(qy)} ${f(x2)} ${f(y2)}" stroke="${shade}" stroke-width="${f(W * 0.004)}" fill="none" stroke-linecap="round" opacity="0.9"/>`,
    );
  }
  return `<defs><radialGradient id="bg" cx="0.5" cy="0.5" r="0.7"><stop offset="0" stop-color="#e9e2da"/><stop offset="1" stop-color="#b7aa9c"/></radialGradient>
<radialGradient id="scalp" cx="0.45" cy="0.4" r="0.6"><stop offset="0" stop-color="${skin}"/><stop offset="1" stop-color="#b98d70"/></radialGradient>
<filter id="shadow"><feGaussianBlur stdDeviation="${f(W / 60)}"/></filter>
<clipPath id="head"><ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R * 1.04)}" ry="${f(R * 0.97)}"/></clipPath></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<ellipse cx="${f(cx + W * 0.02)}" cy="${f(cy + H * 0.04)}" rx="${f(R * 1.05)}" ry="${f(R)}" fill="#000" opacity="0.25" filter="url(#shadow)"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R)}" ry="${f(R * 0.92)}" fill="url(#scalp)"/>
<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(R)}" ry="${f(R * 0.92)}" fill="${hair}" opacity="${f(Math.min(0.85, density / 2600))}"/>
<g clip-path="url(#head)">${strands.join('')}</g>
<rect x="${f(W * 0.08)}" y="${f(H * 0.86)}" width="${f(W * 0.84)}" height="${f(H * 0.14)}" fill="#f4f1ec" opacity="0.95"/>
<rect x="${f(W * 0.08)}" y="${f(H * 0.86)}" width="${f(W * 0.84)}" height="${f(H * 0.015)}" fill="#000" opacity="0.1"/>`;
}

// ---------------------------------------------------------------- objects (close-ups)
function tabletop(W: number, H: number, top: [string, string], back: [string, string], horizon = 0.55) {
  return `<defs><linearGradient id="back" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${back[0]}"/><stop offset="1" stop-color="${back[1]}"/></linearGradient>
<linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top[0]}"/><stop offset="1" stop-color="${top[1]}"/></linearGradient>
<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>
<filter id="shadow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="${f(W / 90)}"/></filter>
<filter id="blur"><feGaussianBlur stdDeviation="${f(W / 50)}"/></filter>
<filter id="soft"><feGaussianBlur stdDeviation="${f(W / 300)}"/></filter></defs>
<rect width="${W}" height="${H}" fill="url(#back)"/>
<g filter="url(#blur)"><circle cx="${f(W * 0.15)}" cy="${f(H * 0.2)}" r="${f(W * 0.08)}" fill="#fff" opacity="0.4"/><circle cx="${f(W * 0.82)}" cy="${f(H * 0.15)}" r="${f(W * 0.06)}" fill="#fff" opacity="0.3"/><rect x="${f(W * 0.55)}" y="${f(H * 0.05)}" width="${f(W * 0.12)}" height="${f(H * 0.45)}" fill="#000" opacity="0.08"/></g>
<rect y="${f(H * horizon)}" width="${W}" height="${f(H * (1 - horizon))}" fill="url(#top)"/>
<rect y="${f(H * horizon)}" width="${W}" height="${f(H * 0.01)}" fill="#fff" opacity="0.35"/>`;
}
const castShadow = (cx: number, y: number, rx: number, ry: number) =>
  `<ellipse cx="${f(cx + rx * 0.25)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="#000" opacity="0.28" filter="url(#shadow)"/>`;

function bottle(
  cx: number,
  base: number,
  w: number,
  h: number,
  body: string,
  cap: string,
  label: string,
  kind: 'pump' | 'dropper' | 'screw' = 'screw',
) {
  const top = base - h;
  const neckW = w * (kind === 'dropper' ? 0.3 : 0.4);
  const capH = kind === 'dropper' ? h * 0.35 : kind === 'pump' ? h * 0.2 : h * 0.16;
  const capEl =
    kind === 'dropper'
      ? `<rect x="${f(cx - neckW * 0.7)}" y="${f(top - capH * 0.35)}" width="${f(neckW * 1.4)}" height="${f(capH * 0.35)}" rx="${f(neckW * 0.2)}" fill="${cap}"/><path d="M${f(cx - neckW * 0.45)} ${f(top - capH * 0.35)} q0 ${f(-capH * 0.65)} ${f(neckW * 0.45)} ${f(-capH * 0.65)} q${f(neckW * 0.45)} 0 ${f(neckW * 0.45)} ${f(capH * 0.65)} z" fill="#2c2a28"/>`
      : kind === 'pump'
        ? `<rect x="${f(cx - neckW * 0.6)}" y="${f(top - capH * 0.4)}" width="${f(neckW * 1.2)}" height="${f(capH * 0.4)}" fill="${cap}"/><rect x="${f(cx - neckW * 0.15)}" y="${f(top - capH)}" width="${f(neckW * 0.3)}" height="${f(capH * 0.6)}" fill="${cap}"/><rect x="${f(cx - neckW * 0.15)}" y="${f(top - capH)}" width="${f(w * 0.45)}" height="${f(capH * 0.18)}" rx="${f(capH * 0.05)}" fill="${cap}"/>`
        : `<rect x="${f(cx - neckW * 0.75)}" y="${f(top - capH)}" width="${f(neckW * 1.5)}" height="${f(capH)}" rx="${f(neckW * 0.12)}" fill="${cap}"/>${Array.from({ length: 6 }, (_, i) => `<rect x="${f(cx - neckW * 0.7 + (i * neckW * 1.4) / 6)}" y="${f(top - capH)}" width="${f(neckW * 0.05)}" height="${f(capH)}" fill="#000" opacity="0.12"/>`).join('')}`;
  return `<g>${castShadow(cx, base, w * 0.7, w * 0.12)}
<path d="M${f(cx - w / 2)} ${f(base - w * 0.05)} v${f(-(h - w * 0.35))} q0 ${f(-w * 0.3)} ${f(w / 2 - neckW / 2)} ${f(-w * 0.3)} h${f(neckW)} q${f(w / 2 - neckW / 2)} 0 ${f(w / 2 - neckW / 2)} ${f(w * 0.3)} v${f(h - w * 0.35)} q0 ${f(w * 0.05)} ${f(-w * 0.05)} ${f(w * 0.05)} h${f(-w * 0.9)} q${f(-w * 0.05)} 0 ${f(-w * 0.05)} ${f(-w * 0.05)} z" fill="${body}"/>
<rect x="${f(cx - w / 2)}" y="${f(top + h * 0.28)}" width="${f(w)}" height="${f(h * 0.46)}" fill="${label}"/>
<rect x="${f(cx - w * 0.32)}" y="${f(top + h * 0.36)}" width="${f(w * 0.64)}" height="${f(h * 0.05)}" fill="#3f3a36" opacity="0.8"/>
<rect x="${f(cx - w * 0.32)}" y="${f(top + h * 0.45)}" width="${f(w * 0.44)}" height="${f(h * 0.025)}" fill="#3f3a36" opacity="0.45"/>
<rect x="${f(cx - w * 0.32)}" y="${f(top + h * 0.5)}" width="${f(w * 0.52)}" height="${f(h * 0.025)}" fill="#3f3a36" opacity="0.45"/>
<circle cx="${f(cx)}" cy="${f(top + h * 0.63)}" r="${f(w * 0.08)}" fill="none" stroke="#3f3a36" stroke-opacity="0.5" stroke-width="${f(w * 0.015)}"/>
<rect x="${f(cx - w * 0.38)}" y="${f(top + h * 0.05)}" width="${f(w * 0.1)}" height="${f(h * 0.85)}" rx="${f(w * 0.05)}" fill="#fff" opacity="0.35"/>
<rect x="${f(cx + w * 0.22)}" y="${f(top + h * 0.05)}" width="${f(w * 0.28)}" height="${f(h * 0.9)}" fill="#000" opacity="0.1"/>
${capEl}</g>`;
}

function jar(cx: number, base: number, w: number, h: number, body: string, lid: string, label: string) {
  const top = base - h;
  return `<g>${castShadow(cx, base, w * 0.65, w * 0.1)}
<rect x="${f(cx - w / 2)}" y="${f(top + h * 0.25)}" width="${f(w)}" height="${f(h * 0.75)}" rx="${f(w * 0.08)}" fill="${body}"/>
<ellipse cx="${f(cx)}" cy="${f(base)}" rx="${f(w / 2)}" ry="${f(w * 0.06)}" fill="${body}"/>
<rect x="${f(cx - w / 2)}" y="${f(top + h * 0.45)}" width="${f(w)}" height="${f(h * 0.35)}" fill="${label}"/>
<rect x="${f(cx - w * 0.3)}" y="${f(top + h * 0.55)}" width="${f(w * 0.6)}" height="${f(h * 0.06)}" fill="#3f3a36" opacity="0.75"/>
<rect x="${f(cx - w * 0.2)}" y="${f(top + h * 0.66)}" width="${f(w * 0.4)}" height="${f(h * 0.035)}" fill="#3f3a36" opacity="0.45"/>
<rect x="${f(cx - w * 0.53)}" y="${f(top)}" width="${f(w * 1.06)}" height="${f(h * 0.27)}" rx="${f(w * 0.05)}" fill="${lid}"/>
<ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w * 0.53)}" ry="${f(w * 0.07)}" fill="${lid}"/><ellipse cx="${f(cx)}" cy="${f(top)}" rx="${f(w * 0.53)}" ry="${f(w * 0.07)}" fill="#fff" opacity="0.25"/>
<rect x="${f(cx - w * 0.44)}" y="${f(top + h * 0.3)}" width="${f(w * 0.08)}" height="${f(h * 0.62)}" rx="${f(w * 0.04)}" fill="#fff" opacity="0.3"/>
<rect x="${f(cx + w * 0.25)}" y="${f(top + h * 0.25)}" width="${f(w * 0.25)}" height="${f(h * 0.75)}" fill="#000" opacity="0.1"/></g>`;
}

function tube(cx: number, base: number, w: number, h: number, body: string, cap: string, label: string) {
  const top = base - h;
  return `<g>${castShadow(cx, base, w * 0.7, w * 0.12)}
<path d="M${f(cx - w * 0.55)} ${f(top)} h${f(w * 1.1)} l${f(-w * 0.08)} ${f(h * 0.8)} q${f(-w * 0.02)} ${f(h * 0.04)} ${f(-w * 0.1)} ${f(h * 0.04)} h${f(-w * 0.74)} q${f(-w * 0.08)} 0 ${f(-w * 0.1)} ${f(-h * 0.04)} z" fill="${body}"/>
<rect x="${f(cx - w * 0.56)}" y="${f(top - h * 0.02)}" width="${f(w * 1.12)}" height="${f(h * 0.05)}" fill="${body}"/>${Array.from({ length: 8 }, (_, i) => `<rect x="${f(cx - w * 0.52 + (i * w * 1.04) / 8)}" y="${f(top - h * 0.02)}" width="${f(w * 0.02)}" height="${f(h * 0.05)}" fill="#000" opacity="0.12"/>`).join('')}
<rect x="${f(cx - w * 0.42)}" y="${f(top + h * 0.2)}" width="${f(w * 0.84)}" height="${f(h * 0.38)}" rx="${f(w * 0.05)}" fill="${label}"/>
<rect x="${f(cx - w * 0.3)}" y="${f(top + h * 0.27)}" width="${f(w * 0.6)}" height="${f(h * 0.08)}" fill="#fff" opacity="0.9"/>
<rect x="${f(cx - w * 0.25)}" y="${f(top + h * 0.42)}" width="${f(w * 0.5)}" height="${f(h * 0.03)}" fill="#fff" opacity="0.7"/>
<rect x="${f(cx - w * 0.3)}" y="${f(base - h * 0.16)}" width="${f(w * 0.6)}" height="${f(h * 0.18)}" rx="${f(w * 0.06)}" fill="${cap}"/>
<rect x="${f(cx - w * 0.45)}" y="${f(top + h * 0.04)}" width="${f(w * 0.1)}" height="${f(h * 0.7)}" rx="${f(w * 0.05)}" fill="#fff" opacity="0.3"/></g>`;
}

function syringe(x: number, y: number, len: number, angle: number, fill = '#f0c6c0') {
  const w = len * 0.11;
  return `<g transform="rotate(${angle} ${f(x)} ${f(y)})">
<ellipse cx="${f(x + len * 0.5)}" cy="${f(y + w * 1.3)}" rx="${f(len * 0.55)}" ry="${f(w * 0.4)}" fill="#000" opacity="0.2" filter="url(#shadow)"/>
<rect x="${f(x)}" y="${f(y - w * 0.1)}" width="${f(len * 0.2)}" height="${f(w * 0.2)}" fill="#e6e8ea"/>
<rect x="${f(x - len * 0.04)}" y="${f(y - w * 0.6)}" width="${f(len * 0.04)}" height="${f(w * 1.2)}" rx="${f(w * 0.1)}" fill="#eef0f2"/>
<rect x="${f(x + len * 0.2)}" y="${f(y - w * 0.5)}" width="${f(len * 0.55)}" height="${f(w)}" rx="${f(w * 0.15)}" fill="#f6f9fb" opacity="0.92"/>
<rect x="${f(x + len * 0.42)}" y="${f(y - w * 0.42)}" width="${f(len * 0.32)}" height="${f(w * 0.84)}" fill="${fill}" opacity="0.8"/>
<rect x="${f(x + len * 0.4)}" y="${f(y - w * 0.45)}" width="${f(len * 0.03)}" height="${f(w * 0.9)}" fill="#55504c"/>
${Array.from({ length: 8 }, (_, i) => `<line x1="${f(x + len * (0.28 + i * 0.06))}" y1="${f(y - w * 0.5)}" x2="${f(x + len * (0.28 + i * 0.06))}" y2="${f(y - w * (i % 2 ? 0.3 : 0.15))}" stroke="#7d8a93" stroke-width="${f(len * 0.004)}"/>`).join('')}
<rect x="${f(x + len * 0.16)}" y="${f(y - w * 0.85)}" width="${f(len * 0.04)}" height="${f(w * 1.7)}" rx="${f(w * 0.1)}" fill="#e2e6e9"/>
<path d="M${f(x + len * 0.75)} ${f(y - w * 0.22)} h${f(len * 0.06)} v${f(w * 0.44)} h${f(-len * 0.06)} z" fill="#9fc3d6"/>
<line x1="${f(x + len * 0.81)}" y1="${f(y)}" x2="${f(x + len)}" y2="${f(y)}" stroke="#b8bcc0" stroke-width="${f(len * 0.006)}"/>
<rect x="${f(x + len * 0.22)}" y="${f(y - w * 0.42)}" width="${f(len * 0.5)}" height="${f(w * 0.12)}" fill="#fff" opacity="0.6"/></g>`;
}

function vial(cx: number, base: number, s: number, fill: string, cap = '#9db0bd') {
  return `<g>${castShadow(cx, base, s * 0.5, s * 0.1)}
<rect x="${f(cx - s * 0.3)}" y="${f(base - s * 1.2)}" width="${f(s * 0.6)}" height="${f(s * 1.2)}" rx="${f(s * 0.08)}" fill="#eef3f5" opacity="0.9"/>
<rect x="${f(cx - s * 0.27)}" y="${f(base - s * 0.7)}" width="${f(s * 0.54)}" height="${f(s * 0.66)}" rx="${f(s * 0.06)}" fill="${fill}" opacity="0.7"/>
<rect x="${f(cx - s * 0.3)}" y="${f(base - s * 0.95)}" width="${f(s * 0.6)}" height="${f(s * 0.4)}" fill="#ffffff" opacity="0.85"/>
<rect x="${f(cx - s * 0.2)}" y="${f(base - s * 0.85)}" width="${f(s * 0.4)}" height="${f(s * 0.06)}" fill="#4a5560" opacity="0.6"/>
<rect x="${f(cx - s * 0.2)}" y="${f(base - s * 1.32)}" width="${f(s * 0.4)}" height="${f(s * 0.14)}" fill="#c7ccd0"/>
<rect x="${f(cx - s * 0.25)}" y="${f(base - s * 1.45)}" width="${f(s * 0.5)}" height="${f(s * 0.16)}" rx="${f(s * 0.04)}" fill="${cap}"/>
<rect x="${f(cx - s * 0.24)}" y="${f(base - s * 1.1)}" width="${f(s * 0.07)}" height="${f(s * 1)}" fill="#fff" opacity="0.5"/></g>`;
}

function tubesRack(x: number, y: number, w: number, n: number, r: Rnd) {
  const tw = (w / n) * 0.5;
  const tubes = Array.from({ length: n }, (_, i) => {
    const cx = x + (w / n) * (i + 0.5);
    const h = w * 0.42;
    const plasma = 0.35 + r() * 0.15;
    return `<rect x="${f(cx - tw / 2)}" y="${f(y - h)}" width="${f(tw)}" height="${f(h)}" rx="${f(tw / 2)}" fill="#f3f6f7" opacity="0.9"/>
<rect x="${f(cx - tw / 2)}" y="${f(y - h * plasma)}" width="${f(tw)}" height="${f(h * plasma)}" rx="${f(tw / 2)}" fill="#9b2d2a"/>
<rect x="${f(cx - tw / 2)}" y="${f(y - h * 0.72)}" width="${f(tw)}" height="${f(h * (0.72 - plasma))}" fill="#e9c15b" opacity="0.85"/>
<rect x="${f(cx - tw * 0.6)}" y="${f(y - h - tw * 0.6)}" width="${f(tw * 1.2)}" height="${f(tw * 0.7)}" rx="${f(tw * 0.1)}" fill="${['#6f8fa8', '#c76d5b', '#7aa37a'][i % 3]}"/>
<rect x="${f(cx - tw * 0.35)}" y="${f(y - h * 0.95)}" width="${f(tw * 0.2)}" height="${f(h * 0.85)}" fill="#fff" opacity="0.45"/>`;
  }).join('');
  return `<g>${castShadow(x + w / 2, y + w * 0.04, w * 0.55, w * 0.05)}${tubes}
<rect x="${f(x - w * 0.03)}" y="${f(y - w * 0.15)}" width="${f(w * 1.06)}" height="${f(w * 0.06)}" rx="${f(w * 0.01)}" fill="#dfe3e6" opacity="0.9"/>
<rect x="${f(x - w * 0.03)}" y="${f(y - w * 0.01)}" width="${f(w * 1.06)}" height="${f(w * 0.05)}" rx="${f(w * 0.01)}" fill="#c9ced2"/></g>`;
}

function centrifuge(cx: number, base: number, s: number) {
  return `<g>${castShadow(cx, base, s * 0.75, s * 0.1)}
<rect x="${f(cx - s * 0.7)}" y="${f(base - s * 0.55)}" width="${f(s * 1.4)}" height="${f(s * 0.55)}" rx="${f(s * 0.12)}" fill="#eef0f1"/>
<path d="M${f(cx - s * 0.65)} ${f(base - s * 0.5)} q0 ${f(-s * 0.45)} ${f(s * 0.65)} ${f(-s * 0.45)} q${f(s * 0.65)} 0 ${f(s * 0.65)} ${f(s * 0.45)} z" fill="#dfe4e8"/>
<path d="M${f(cx - s * 0.5)} ${f(base - s * 0.55)} q0 ${f(-s * 0.3)} ${f(s * 0.5)} ${f(-s * 0.3)} q${f(s * 0.5)} 0 ${f(s * 0.5)} ${f(s * 0.3)} z" fill="#9fb4c2" opacity="0.5"/>
<rect x="${f(cx - s * 0.5)}" y="${f(base - s * 0.35)}" width="${f(s * 0.4)}" height="${f(s * 0.16)}" rx="${f(s * 0.02)}" fill="#28343c"/><rect x="${f(cx - s * 0.46)}" y="${f(base - s * 0.31)}" width="${f(s * 0.2)}" height="${f(s * 0.06)}" fill="#7fd1b9"/>
<circle cx="${f(cx + s * 0.3)}" cy="${f(base - s * 0.27)}" r="${f(s * 0.07)}" fill="#b9c2c8"/><circle cx="${f(cx + s * 0.5)}" cy="${f(base - s * 0.27)}" r="${f(s * 0.05)}" fill="#6f9f8a"/>
<rect x="${f(cx - s * 0.62)}" y="${f(base - s * 0.52)}" width="${f(s * 1.24)}" height="${f(s * 0.04)}" fill="#fff" opacity="0.6"/></g>`;
}

/** A torso from the front, waist width 0..1 (wider = before). */
function torso(W: number, H: number, waist: number, skin: string) {
  const cx = W / 2;
  const sh = W * 0.3;
  const wx = W * (0.13 + waist * 0.08);
  const hip = W * (0.21 + waist * 0.05);
  const belly = waist * W * 0.03;
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e9e4de"/><stop offset="1" stop-color="#c9c0b6"/></linearGradient>
<linearGradient id="sk" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="0.35" stop-color="#000" stop-opacity="0"/><stop offset="0.7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></linearGradient>
<filter id="shadow"><feGaussianBlur stdDeviation="${f(W / 70)}"/></filter></defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/>
<path d="M${f(cx - sh)} ${f(-H * 0.02)} C${f(cx - sh)} ${f(H * 0.25)} ${f(cx - wx - belly)} ${f(H * 0.35)} ${f(cx - wx - belly)} ${f(H * 0.5)} C${f(cx - wx - belly)} ${f(H * 0.62)} ${f(cx - hip)} ${f(H * 0.68)} ${f(cx - hip)} ${f(H * 0.78)} L${f(cx + hip)} ${f(H * 0.78)} C${f(cx + hip)} ${f(H * 0.68)} ${f(cx + wx + belly)} ${f(H * 0.62)} ${f(cx + wx + belly)} ${f(H * 0.5)} C${f(cx + wx + belly)} ${f(H * 0.35)} ${f(cx + sh)} ${f(H * 0.25)} ${f(cx + sh)} ${f(-H * 0.02)} Z" fill="${skin}"/>
<path d="M${f(cx - sh)} ${f(-H * 0.02)} C${f(cx - sh)} ${f(H * 0.25)} ${f(cx - wx - belly)} ${f(H * 0.35)} ${f(cx - wx - belly)} ${f(H * 0.5)} C${f(cx - wx - belly)} ${f(H * 0.62)} ${f(cx - hip)} ${f(H * 0.68)} ${f(cx - hip)} ${f(H * 0.78)} L${f(cx + hip)} ${f(H * 0.78)} C${f(cx + hip)} ${f(H * 0.68)} ${f(cx + wx + belly)} ${f(H * 0.62)} ${f(cx + wx + belly)} ${f(H * 0.5)} C${f(cx + wx + belly)} ${f(H * 0.35)} ${f(cx + sh)} ${f(H * 0.25)} ${f(cx + sh)} ${f(-H * 0.02)} Z" fill="url(#sk)"/>
<ellipse cx="${f(cx)}" cy="${f(H * 0.5)}" rx="${f(W * 0.012)}" ry="${f(H * 0.018)}" fill="#000" opacity="0.25"/>
<path d="M${f(cx)} ${f(H * 0.1)} v${f(H * 0.3)}" stroke="#000" stroke-opacity="0.06" stroke-width="${f(W * 0.02)}"/>
<path d="M${f(cx - wx * 0.9 - belly)} ${f(H * 0.56)} q${f(wx + belly)} ${f(H * 0.06 * (0.3 + waist))} ${f(2 * (wx * 0.9 + belly))} 0" stroke="#000" stroke-opacity="${f(0.05 + waist * 0.1)}" stroke-width="${f(W * 0.012)}" fill="none"/>
<path d="M${f(cx - hip - W * 0.01)} ${f(H * 0.7)} L${f(cx + hip + W * 0.01)} ${f(H * 0.7)} L${f(cx + hip + W * 0.03)} ${f(H * 1.02)} L${f(cx - hip - W * 0.03)} ${f(H * 1.02)} Z" fill="#3d4650"/>
<rect x="${f(cx - hip - W * 0.01)}" y="${f(H * 0.7)}" width="${f(2 * hip + W * 0.02)}" height="${f(H * 0.025)}" fill="#59636d"/>`;
}

// ---------------------------------------------------------------- scenes
type Scene = (W: number, H: number, r: Rnd) => string;

const treatmentRoom: Scene = (W, H, r) =>
  room(W, H, ['#efe4d6', '#d9c6b1'], ['#b99b7c', '#8b6c52']) +
  windowLight(W * 0.08, H * 0.14, W * 0.22, H * 0.42) +
  frame(W * 0.44, H * 0.2, W * 0.12, H * 0.2, r) +
  cabinet(W * 0.72, H * 0.33, W * 0.2, H * 0.42, r) +
  lampArm(W * 0.68, H * 0.72, H * 0.18) +
  bed(W * 0.3, H * 0.62, W * 0.42) +
  plant(W * 0.05, H * 0.85, H * 0.42, r) +
  pendant(W * 0.52, H * 0.08, H * 0.07) +
  vignette(W, H);

const reception: Scene = (W, H, r) =>
  room(W, H, ['#e9ddcf', '#c6ad95'], ['#cbbba8', '#9c8570'], 0.74) +
  `<rect x="${f(W * 0.25)}" y="${f(H * 0.12)}" width="${f(W * 0.5)}" height="${f(H * 0.45)}" fill="#c7a98a" opacity="0.55"/>
${Array.from({ length: 20 }, (_, i) => `<rect x="${f(W * 0.25 + (W * 0.5 * i) / 20)}" y="${f(H * 0.12)}" width="${f(W * 0.012)}" height="${f(H * 0.45)}" fill="#a98a6c" opacity="0.5"/>`).join('')}
<circle cx="${f(W / 2)}" cy="${f(H * 0.3)}" r="${f(H * 0.07)}" fill="none" stroke="#f6efe6" stroke-width="${f(H * 0.012)}"/><path d="M${f(W / 2 - H * 0.035)} ${f(H * 0.32)} q${f(H * 0.035)} ${f(-H * 0.07)} ${f(H * 0.07)} 0" stroke="#f6efe6" stroke-width="${f(H * 0.01)}" fill="none"/>` +
  pendant(W * 0.36, H * 0.1, H * 0.06) +
  pendant(W * 0.5, H * 0.06, H * 0.06) +
  pendant(W * 0.64, H * 0.1, H * 0.06) +
  counter(W * 0.28, H * 0.6, W * 0.44, H * 0.26) +
  plant(W * 0.12, H * 0.92, H * 0.5, r) +
  plant(W * 0.9, H * 0.9, H * 0.42, r) +
  chair(W * 0.82, H * 0.92, H * 0.2, '#8fa39a') +
  frame(W * 0.06, H * 0.2, W * 0.1, H * 0.22, r) +
  vignette(W, H);

const ivLounge: Scene = (W, H, r) =>
  room(W, H, ['#e4ece9', '#c4d2cf'], ['#c1b2a0', '#8f7a66'], 0.72) +
  windowLight(W * 0.55, H * 0.1, W * 0.36, H * 0.46) +
  frame(W * 0.12, H * 0.18, W * 0.12, H * 0.2, r) +
  ivPole(W * 0.33, H * 0.9, H * 0.68, '#f2d27a') +
  recliner(W * 0.2, H * 0.9, H * 0.35, '#b78d6e') +
  ivPole(W * 0.73, H * 0.94, H * 0.7, '#f4b9a2') +
  recliner(W * 0.6, H * 0.94, H * 0.36, '#8fa39a') +
  `<rect x="${f(W * 0.4)}" y="${f(H * 0.74)}" width="${f(W * 0.07)}" height="${f(H * 0.16)}" rx="${f(W * 0.005)}" fill="#e8e0d4"/>` +
  vial(W * 0.425, H * 0.74, H * 0.05, '#f2d27a') +
  plant(W * 0.94, H * 0.95, H * 0.4, r) +
  vignette(W, H);

/** A client's face in profile-ish close-up (three-quarter) with a treatment hand tool. */
const injectionCloseUp =
  (skinIndex: number, hairIndex: number, angle: number): Scene =>
  (W, H, r) =>
    tabletop(W, H, ['#e9e1d8', '#d5c7b8'], ['#efe6dc', '#cdbcaa'], 1) +
    portrait(W * 0.4, H * 0.45, H * 0.55, { skin: SKIN[skinIndex]!, hair: HAIR[hairIndex]!, style: 'long', top: '#f3efe9' }, r) +
    `<g opacity="0.9">${[0.33, 0.47].map((k) => `<circle cx="${f(W * (0.4 + (k - 0.4) * 1.2))}" cy="${f(H * 0.39)}" r="${f(H * 0.008)}" fill="#fff"/>`).join('')}</g>` +
    `<path d="M${f(W * 0.98)} ${f(H * 0.75)} q${f(-W * 0.1)} ${f(-H * 0.12)} ${f(-W * 0.2)} ${f(-H * 0.15)} l${f(-W * 0.05)} ${f(H * 0.05)} q${f(W * 0.1)} ${f(H * 0.08)} ${f(W * 0.25)} ${f(H * 0.25)} z" fill="#cfe0ea"/>` +
    syringe(W * 0.88, H * 0.62, W * 0.3, angle) +
    `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

const injectablesTray: Scene = (W, H, r) =>
  tabletop(W, H, ['#f1ece6', '#d9cfc4'], ['#e6ddd3', '#bfae9c'], 0.45) +
  `<rect x="${f(W * 0.12)}" y="${f(H * 0.55)}" width="${f(W * 0.76)}" height="${f(H * 0.32)}" rx="${f(W * 0.02)}" fill="#dde4e8"/><rect x="${f(W * 0.14)}" y="${f(H * 0.57)}" width="${f(W * 0.72)}" height="${f(H * 0.28)}" rx="${f(W * 0.015)}" fill="#eef2f4"/>` +
  syringe(W * 0.2, H * 0.68, W * 0.5, -4) +
  syringe(W * 0.25, H * 0.8, W * 0.45, 2, '#d9e9f0') +
  vial(W * 0.75, H * 0.62, H * 0.14, '#f1d9d2') +
  vial(W * 0.85, H * 0.64, H * 0.12, '#e4eef2') +
  `<g>${Array.from({ length: 5 }, (_, i) => `<ellipse cx="${f(W * (0.2 + i * 0.05))}" cy="${f(H * 0.52)}" rx="${f(W * 0.02)}" ry="${f(W * 0.012)}" fill="#ffffff" opacity="${f(0.6 + r() * 0.3)}"/>`).join('')}</g>` +
  `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

const injectablesVials: Scene = (W, H, r) =>
  tabletop(W, H, ['#e8dfd6', '#c8b9a9'], ['#f0e8df', '#d5c4b2'], 0.6) +
  vial(W * 0.3, H * 0.82, H * 0.24, '#f3e4c0') +
  vial(W * 0.48, H * 0.86, H * 0.28, '#e9c9c2', '#c98f86') +
  vial(W * 0.66, H * 0.82, H * 0.24, '#dfecf1') +
  syringe(W * 0.1, H * 0.93, W * 0.55, -6) +
  `<g>${Array.from({ length: 3 }, (_, i) => `<circle cx="${f(W * (0.8 + i * 0.04))}" cy="${f(H * (0.18 + r() * 0.1))}" r="${f(W * 0.04)}" fill="#fff" opacity="0.25" filter="url(#blur)"/>`).join('')}</g>` +
  `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

/** Back of a head with long hair, a brush or comb beside it. */
const hairBack =
  (hair: string, strands: number, tool: boolean): Scene =>
  (W, H, r) => {
    const cx = W * 0.5;
    const cy = H * 0.42;
    const R = H * 0.32;
    const lines = Array.from({ length: strands }, () => {
      const x0 = cx + (r() - 0.5) * R * 1.6;
      const y0 = cy - R * (0.6 + r() * 0.3);
      const x1 = cx + (x0 - cx) * 1.35 + (r() - 0.5) * R * 0.2;
      const y1 = H * (0.9 + r() * 0.15);
      const c = r() < 0.25 ? '#ffffff' : r() < 0.4 ? '#000000' : hair;
      const o = c === '#ffffff' ? 0.14 : c === '#000000' ? 0.15 : 0.7;
      return `<path d="M${f(x0)} ${f(y0)} C${f(x0 + (r() - 0.5) * R * 0.4)} ${f(cy + R * 0.6)} ${f(x1 + (r() - 0.5) * R * 0.4)} ${f(cy + R)} ${f(x1)} ${f(y1)}" stroke="${c}" stroke-opacity="${o}" stroke-width="${f(W * 0.0035)}" fill="none"/>`;
    }).join('');
    return (
      tabletop(W, H, ['#ddd3c8', '#c0b1a2'], ['#ebe3d9', '#c7b6a3'], 1) +
      `<path d="M${f(cx - W * 0.42)} ${f(H)} q${f(W * 0.05)} ${f(-H * 0.32)} ${f(W * 0.25)} ${f(-H * 0.36)} h${f(W * 0.34)} q${f(W * 0.2)} ${f(H * 0.04)} ${f(W * 0.25)} ${f(H * 0.36)} z" fill="#efe7dd"/>` +
      `<path d="M${f(cx - R)} ${f(cy)} a${f(R)} ${f(R * 1.05)} 0 0 1 ${f(2 * R)} 0 q${f(R * 0.2)} ${f(H * 0.35)} ${f(R * 0.3)} ${f(H * 0.55)} h${f(-R * 2.6)} q${f(R * 0.1)} ${f(-H * 0.2)} ${f(R * 0.3)} ${f(-H * 0.55)} z" fill="${hair}"/>` +
      lines +
      `<path d="M${f(cx - R * 0.5)} ${f(cy - R * 0.8)} q${f(R * 0.5)} ${f(-R * 0.3)} ${f(R)} 0" stroke="#fff" stroke-opacity="0.25" stroke-width="${f(R * 0.12)}" fill="none"/>` +
      (tool
        ? `<g transform="rotate(-20 ${f(W * 0.82)} ${f(H * 0.6)})"><rect x="${f(W * 0.78)}" y="${f(H * 0.25)}" width="${f(W * 0.07)}" height="${f(H * 0.2)}" rx="${f(W * 0.02)}" fill="#2f2b29"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${f(W * 0.785 + i * W * 0.0065)}" y="${f(H * 0.2)}" width="${f(W * 0.0025)}" height="${f(H * 0.06)}" fill="#5a524c"/>`).join('')}<rect x="${f(W * 0.8)}" y="${f(H * 0.45)}" width="${f(W * 0.03)}" height="${f(H * 0.35)}" rx="${f(W * 0.015)}" fill="#8a6b52"/></g>`
        : '') +
      `<rect width="${W}" height="${H}" fill="url(#vig)"/>`
    );
  };

const hairCrownScene: Scene = (W, H, r) => {
  const inner = crown(H, H, 2200, r);
  return `<rect width="${W}" height="${H}" fill="#d9cfc4"/><g transform="translate(${f((W - H) / 2)} 0)">${inner}</g>${laserCap(W, H)}`;
};
/** A red-light laser cap beside the head (hair restoration). */
function laserCap(W: number, H: number) {
  const cx = W * 0.14;
  const cy = H * 0.3;
  const s = H * 0.16;
  return `<g><ellipse cx="${f(cx)}" cy="${f(cy + s * 0.6)}" rx="${f(s * 1.1)}" ry="${f(s * 0.3)}" fill="#000" opacity="0.2"/>
<path d="M${f(cx - s)} ${f(cy + s * 0.5)} a${f(s)} ${f(s * 0.9)} 0 0 1 ${f(2 * s)} 0 z" fill="#f3f1ee"/>
${Array.from({ length: 7 }, (_, i) => `<circle cx="${f(cx - s * 0.7 + i * s * 0.23)}" cy="${f(cy + s * 0.35 - Math.sin((i / 6) * Math.PI) * s * 0.35)}" r="${f(s * 0.05)}" fill="#ff5a4a"/>`).join('')}
<path d="M${f(cx - s)} ${f(cy + s * 0.5)} h${f(2 * s)}" stroke="#c9c4bd" stroke-width="${f(s * 0.08)}"/></g>`;
}

const ivBagCloseUp: Scene = (W, H, r) =>
  tabletop(W, H, ['#dfe8e8', '#b9c9ca'], ['#edf2f1', '#c3d3d3'], 1) +
  `<g filter="url(#blur)">${Array.from({ length: 6 }, () => `<circle cx="${f(r() * W)}" cy="${f(r() * H)}" r="${f(W * (0.03 + r() * 0.05))}" fill="#fff" opacity="0.35"/>`).join('')}</g>` +
  `<line x1="${f(W * 0.5)}" y1="0" x2="${f(W * 0.5)}" y2="${f(H * 0.08)}" stroke="#aeb6bb" stroke-width="${f(W * 0.01)}"/>` +
  bag(W * 0.5, H * 0.08, H * 0.62, '#f2d27a') +
  `<rect x="${f(W * 0.49)}" y="${f(H * 0.8)}" width="${f(W * 0.02)}" height="${f(H * 0.1)}" rx="${f(W * 0.005)}" fill="#e8eef0" opacity="0.9"/><circle cx="${f(W * 0.5)}" cy="${f(H * 0.85)}" r="${f(W * 0.005)}" fill="#f2d27a"/>` +
  `<path d="M${f(W * 0.5)} ${f(H * 0.9)} q0 ${f(H * 0.08)} ${f(W * 0.2)} ${f(H * 0.12)}" stroke="#e8eef0" stroke-width="${f(W * 0.006)}" fill="none"/>` +
  `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

const ivArm: Scene = (W, H, r) =>
  room(W, H, ['#e7efed', '#c9d6d3'], ['#cbbba8', '#9c8570'], 0.8) +
  windowLight(W * 0.05, H * 0.05, W * 0.3, H * 0.5) +
  ivPole(W * 0.62, H * 0.98, H * 0.9, '#f4b9a2') +
  recliner(W * 0.45, H * 1.0, H * 0.55, '#b78d6e') +
  plant(W * 0.9, H * 0.98, H * 0.45, r) +
  vignette(W, H);

const ivVitamins: Scene = (W, H, r) =>
  tabletop(W, H, ['#efe9e2', '#d1c6ba'], ['#e0ebe9', '#b4c8c5'], 0.58) +
  vial(W * 0.22, H * 0.85, H * 0.2, '#f2d27a') +
  vial(W * 0.35, H * 0.88, H * 0.22, '#f4b9a2', '#c98f86') +
  vial(W * 0.48, H * 0.85, H * 0.2, '#cfe6c8', '#7aa37a') +
  bag(W * 0.72, H * 0.45, H * 0.4, '#f2d27a') +
  `<g>${Array.from({ length: 8 }, () => `<ellipse cx="${f(W * (0.15 + r() * 0.45))}" cy="${f(H * (0.9 + r() * 0.06))}" rx="${f(W * 0.014)}" ry="${f(W * 0.008)}" fill="${['#f2d27a', '#f4b9a2', '#ffffff'][Math.floor(r() * 3)]}"/>`).join('')}</g>` +
  `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

const galleryRoom =
  (wall: [string, string], floor: [string, string], variant: number): Scene =>
  (W, H, r) =>
    room(W, H, wall, floor, 0.72) +
    (variant % 2 ? windowLight(W * 0.62, H * 0.12, W * 0.28, H * 0.44) : windowLight(W * 0.08, H * 0.12, W * 0.24, H * 0.44)) +
    (variant === 0
      ? bed(W * 0.38, H * 0.64, W * 0.42) + cabinet(W * 0.82, H * 0.34, W * 0.14, H * 0.4, r)
      : variant === 1
        ? counter(W * 0.15, H * 0.62, W * 0.4, H * 0.24) + chair(W * 0.58, H * 0.94, H * 0.2, '#b78d6e')
        : variant === 2
          ? recliner(W * 0.45, H * 0.94, H * 0.34, '#8fa39a') + ivPole(W * 0.55, H * 0.9, H * 0.65, '#f2d27a')
          : variant === 3
            ? chair(W * 0.4, H * 0.92, H * 0.22, '#c7a98a') +
              chair(W * 0.55, H * 0.92, H * 0.22, '#c7a98a') +
              frame(W * 0.4, H * 0.18, W * 0.16, H * 0.24, r)
            : cabinet(W * 0.35, H * 0.3, W * 0.26, H * 0.44, r) + lampArm(W * 0.7, H * 0.72, H * 0.2)) +
    plant(variant % 2 ? W * 0.08 : W * 0.92, H * 0.95, H * 0.4, r) +
    pendant(W * 0.5, H * 0.05, H * 0.06) +
    vignette(W, H);

const staff =
  (p: Person, bg: [string, string]): Scene =>
  (W, H, r) =>
    `<defs><radialGradient id="bgp" cx="0.35" cy="0.3" r="0.9"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></radialGradient>
<radialGradient id="vig" cx="0.5" cy="0.45" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.25"/></radialGradient>
<filter id="blur"><feGaussianBlur stdDeviation="${f(W / 40)}"/></filter></defs>
<rect width="${W}" height="${H}" fill="url(#bgp)"/>
<g filter="url(#blur)" opacity="0.6"><rect x="${f(W * 0.7)}" y="${f(H * 0.05)}" width="${f(W * 0.22)}" height="${f(H * 0.45)}" fill="#fff"/><circle cx="${f(W * 0.12)}" cy="${f(H * 0.6)}" r="${f(W * 0.12)}" fill="#6f8f5f"/><rect x="${f(W * 0.02)}" y="${f(H * 0.15)}" width="${f(W * 0.15)}" height="${f(H * 0.2)}" fill="#b99a7f"/></g>` +
    portrait(W * 0.5, H * 0.42, H * 0.42, p, r) +
    `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

/** The physician (as in about-1) looking at a client's scalp through a dermatoscope (the alt text of staff.html). */
const scalpExam: Scene = (W, H, r) =>
  staff({ skin: SKIN[1]!, hair: HAIR[0]!, style: 'short', top: '#6f8fa8', coat: true }, ['#eee7df', '#bfae9c'])(W, H, r).replace(
    /<rect width="[^"]+" height="[^"]+" fill="url\(#vig\)"\/>$/,
    '',
  ) +
  // the client, seen from behind and below the physician: the crown of a head of hair
  `<ellipse cx="${f(W * 0.3)}" cy="${f(H * 0.98)}" rx="${f(W * 0.28)}" ry="${f(H * 0.22)}" fill="#3a2618"/>
${Array.from({ length: 160 }, () => {
  const a = Math.PI + r() * Math.PI;
  const d = r() * W * 0.26;
  const x = W * 0.3 + Math.cos(a) * d;
  const y = H * 0.98 + Math.sin(a) * d * 0.8;
  return `<path d="M${f(x)} ${f(y)} q${f((r() - 0.5) * W * 0.04)} ${f(-H * 0.02)} ${f((r() - 0.5) * W * 0.08)} ${f(H * 0.03)}" stroke="${r() < 0.3 ? '#6b4a30' : '#24170f'}" stroke-width="${f(W * 0.004)}" fill="none"/>`;
}).join('')}
<g transform="rotate(-35 ${f(W * 0.5)} ${f(H * 0.8)})"><rect x="${f(W * 0.46)}" y="${f(H * 0.62)}" width="${f(W * 0.05)}" height="${f(H * 0.2)}" rx="${f(W * 0.015)}" fill="#2f3a42"/><circle cx="${f(W * 0.485)}" cy="${f(H * 0.84)}" r="${f(W * 0.035)}" fill="#cfd8dd" stroke="#2f3a42" stroke-width="${f(W * 0.008)}"/></g>
<path d="M${f(W * 0.62)} ${f(H)} q${f(-W * 0.05)} ${f(-H * 0.12)} ${f(-W * 0.1)} ${f(-H * 0.16)} q${f(-W * 0.04)} ${f(-H * 0.02)} ${f(-W * 0.03)} ${f(H * 0.04)} l${f(W * 0.05)} ${f(H * 0.12)} z" fill="#dfe9ef"/>
<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

const clinicFront: Scene = (W, H, r) =>
  room(W, H, ['#ece2d5', '#cdb59c'], ['#b7a089', '#8a715b'], 0.75) +
  `<rect x="${f(W * 0.2)}" y="${f(H * 0.12)}" width="${f(W * 0.6)}" height="${f(H * 0.63)}" fill="#8fa39a" opacity="0.35"/>` +
  `<rect x="${f(W * 0.35)}" y="${f(H * 0.3)}" width="${f(W * 0.3)}" height="${f(H * 0.45)}" fill="#f4efe7"/><rect x="${f(W * 0.495)}" y="${f(H * 0.3)}" width="${f(W * 0.01)}" height="${f(H * 0.45)}" fill="#cfc6b8"/>` +
  `<circle cx="${f(W * 0.5)}" cy="${f(H * 0.2)}" r="${f(W * 0.05)}" fill="none" stroke="#f6efe6" stroke-width="${f(W * 0.01)}"/>` +
  plant(W * 0.24, H * 0.9, H * 0.4, r) +
  plant(W * 0.76, H * 0.9, H * 0.4, r) +
  pendant(W * 0.5, H * 0.02, H * 0.05) +
  vignette(W, H);

/** A facial: the client lies back, a headband and a mask, the aesthetician's gloved hand. */
const facialScene: Scene = (W, H, r) =>
  tabletop(W, H, ['#efe8e0', '#d6c9bb'], ['#efe8e0', '#d6c9bb'], 1) +
  `<rect x="0" y="${f(H * 0.62)}" width="${W}" height="${f(H * 0.38)}" fill="#f7f4f0"/><path d="M0 ${f(H * 0.62)} q${f(W / 2)} ${f(-H * 0.05)} ${W} 0" fill="#fff" opacity="0.6"/>` +
  portrait(W * 0.5, H * 0.42, H * 0.34, { skin: SKIN[1]!, hair: HAIR[1]!, style: 'short', top: '#f2ebe3' }, r) +
  `<path d="M${f(W * 0.31)} ${f(H * 0.3)} q${f(W * 0.19)} ${f(-H * 0.14)} ${f(W * 0.38)} 0 l${f(-W * 0.02)} ${f(H * 0.05)} q${f(-W * 0.17)} ${f(-H * 0.1)} ${f(-W * 0.34)} 0 z" fill="#fbfaf7"/>` +
  `<ellipse cx="${f(W * 0.5)}" cy="${f(H * 0.46)}" rx="${f(W * 0.14)}" ry="${f(H * 0.08)}" fill="#e9efe0" opacity="0.75"/><ellipse cx="${f(W * 0.5)}" cy="${f(H * 0.35)}" rx="${f(W * 0.1)}" ry="${f(H * 0.025)}" fill="#e9efe0" opacity="0.65"/>` +
  `<path d="M${f(W * 0.95)} ${f(H * 0.2)} q${f(-W * 0.2)} ${f(H * 0.1)} ${f(-W * 0.26)} ${f(H * 0.22)} q${f(W * 0.03)} ${f(H * 0.04)} ${f(W * 0.1)} 0 q${f(W * 0.1)} ${f(-H * 0.08)} ${f(W * 0.16)} ${f(-H * 0.08)} z" fill="#c6dbe6"/>` +
  `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

const bodyContour: Scene = (W, H, r) => {
  void r;
  return (
    torso(W, H, 0.4, SKIN[1]!) +
    `<g transform="rotate(-15 ${f(W * 0.7)} ${f(H * 0.5)})"><rect x="${f(W * 0.6)}" y="${f(H * 0.42)}" width="${f(W * 0.16)}" height="${f(H * 0.14)}" rx="${f(W * 0.03)}" fill="#eef1f3"/><rect x="${f(W * 0.61)}" y="${f(H * 0.52)}" width="${f(W * 0.14)}" height="${f(H * 0.03)}" fill="#7fb8d6"/><rect x="${f(W * 0.74)}" y="${f(H * 0.46)}" width="${f(W * 0.22)}" height="${f(H * 0.05)}" rx="${f(W * 0.02)}" fill="#d9dde0"/></g>`
  );
};
const bodyTable: Scene = (W, H, r) =>
  room(W, H, ['#eee6dc', '#d3c2ae'], ['#b99b7c', '#8b6c52'], 0.68) +
  frame(W * 0.12, H * 0.15, W * 0.16, H * 0.24, r) +
  bed(W * 0.15, H * 0.6, W * 0.65, '#e6ddd2') +
  `<g><rect x="${f(W * 0.82)}" y="${f(H * 0.3)}" width="${f(W * 0.12)}" height="${f(H * 0.5)}" rx="${f(W * 0.015)}" fill="#eef0f1"/><rect x="${f(W * 0.835)}" y="${f(H * 0.33)}" width="${f(W * 0.09)}" height="${f(H * 0.12)}" fill="#2c3a44"/><rect x="${f(W * 0.845)}" y="${f(H * 0.35)}" width="${f(W * 0.05)}" height="${f(H * 0.02)}" fill="#7fd1b9"/><path d="M${f(W * 0.82)} ${f(H * 0.5)} q${f(-W * 0.08)} ${f(H * 0.05)} ${f(-W * 0.12)} ${f(H * 0.05)}" stroke="#9aa3a8" stroke-width="${f(W * 0.006)}" fill="none"/></g>` +
  vignette(W, H);
const bodyMassage: Scene = (W, H, r) =>
  tabletop(W, H, ['#ede6de', '#cfc2b4'], ['#e2d6c8', '#b9a58f'], 0.5) +
  `<rect x="${f(W * 0.1)}" y="${f(H * 0.52)}" width="${f(W * 0.8)}" height="${f(H * 0.16)}" rx="${f(H * 0.04)}" fill="#f9f7f4"/>` +
  `<g>${Array.from({ length: 5 }, (_, i) => `<ellipse cx="${f(W * (0.25 + i * 0.12))}" cy="${f(H * 0.78)}" rx="${f(W * 0.05)}" ry="${f(W * 0.03)}" fill="${['#5b524b', '#6b625a', '#4d4641'][i % 3]}"/><ellipse cx="${f(W * (0.24 + i * 0.12))}" cy="${f(H * 0.77)}" rx="${f(W * 0.02)}" ry="${f(W * 0.01)}" fill="#fff" opacity="0.3"/>`).join('')}</g>` +
  bottle(W * 0.8, H * 0.55, W * 0.08, H * 0.22, '#b98b5a', '#2c2a28', '#f4efe8', 'pump') +
  plant(W * 0.15, H * 0.52, H * 0.3, r) +
  `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;

const prpTubes: Scene = (W, H, r) =>
  tabletop(W, H, ['#eef1f2', '#cfd6da'], ['#e7eef0', '#bfcdd2'], 0.55) +
  tubesRack(W * 0.22, H * 0.82, W * 0.56, 6, r) +
  `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
const prpCentrifuge: Scene = (W, H, r) =>
  tabletop(W, H, ['#eef1f2', '#cfd6da'], ['#e4ebed', '#b8c7cc'], 0.55) +
  centrifuge(W * 0.42, H * 0.85, W * 0.45) +
  tubesRack(W * 0.74, H * 0.86, W * 0.18, 3, r) +
  `<rect width="${W}" height="${H}" fill="url(#vig)"/>`;
const clinicalRoom: Scene = (W, H, r) =>
  room(W, H, ['#e8eef0', '#c7d3d7'], ['#c9c5bf', '#9a948c'], 0.7) +
  cabinet(W * 0.62, H * 0.28, W * 0.3, H * 0.46, r) +
  bed(W * 0.08, H * 0.64, W * 0.5, '#eef2f4') +
  lampArm(W * 0.5, H * 0.7, H * 0.2) +
  vignette(W, H);
const clinicalScalp: Scene = (W, H, r) =>
  `<rect width="${W}" height="${H}" fill="#d4dadd"/><g transform="translate(${f((W - H) / 2)} 0)">${crown(H, H, 1400, r, '#4a3020')}</g>` +
  `<g transform="rotate(25 ${f(W * 0.78)} ${f(H * 0.4)})"><rect x="${f(W * 0.74)}" y="${f(H * 0.1)}" width="${f(W * 0.06)}" height="${f(H * 0.4)}" rx="${f(W * 0.02)}" fill="#f2f4f5"/><rect x="${f(W * 0.755)}" y="${f(H * 0.48)}" width="${f(W * 0.03)}" height="${f(H * 0.06)}" fill="#9fb4c2"/></g>`;

/** The facial case: the same face, blotchy (before) or even (after). */
const facialCase =
  (blotchy: boolean): Scene =>
  (W, H) => {
    const r = rng(777); // the same face and the same spots in both
    const skin = '#e6b99a';
    const spots = Array.from({ length: 46 }, () => {
      const a = r() * Math.PI * 2;
      const d = Math.sqrt(r());
      return {
        x: W * 0.5 + Math.cos(a) * d * W * 0.2,
        y: H * 0.48 + Math.sin(a) * d * H * 0.26,
        rr: W * (0.008 + r() * 0.03),
        o: 0.15 + r() * 0.3,
        red: r() < 0.6,
      };
    });
    const face = portrait(W * 0.5, H * 0.46, H * 0.62, { skin, hair: HAIR[0]!, style: 'long', top: '#f4efe9' }, r);
    const marks = blotchy
      ? `<g filter="url(#spot)">${spots.map((s) => `<circle cx="${f(s.x)}" cy="${f(s.y)}" r="${f(s.rr)}" fill="${s.red ? '#c4544a' : '#8a5236'}" opacity="${f(s.o)}"/>`).join('')}</g><ellipse cx="${f(W * 0.38)}" cy="${f(H * 0.56)}" rx="${f(W * 0.08)}" ry="${f(H * 0.05)}" fill="#d0605a" opacity="0.3" filter="url(#spot)"/><ellipse cx="${f(W * 0.62)}" cy="${f(H * 0.56)}" rx="${f(W * 0.08)}" ry="${f(H * 0.05)}" fill="#d0605a" opacity="0.3" filter="url(#spot)"/>`
      : `<ellipse cx="${f(W * 0.42)}" cy="${f(H * 0.36)}" rx="${f(W * 0.05)}" ry="${f(H * 0.03)}" fill="#fff" opacity="0.18" filter="url(#spot)"/>`;
    return `<defs><linearGradient id="bgc" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e4de"/><stop offset="1" stop-color="#cfc6bc"/></linearGradient><filter id="spot"><feGaussianBlur stdDeviation="${f(W / 250)}"/></filter></defs><rect width="${W}" height="${H}" fill="url(#bgc)"/>${face}${marks}`;
  };

const products: Record<string, Scene> = {
  'spf-50': (W, H) =>
    tabletop(W, H, ['#f2ece4', '#d8cbbd'], ['#fbf6ee', '#e3d6c6'], 0.62) +
    tube(W * 0.5, H * 0.86, W * 0.3, H * 0.58, '#fdfbf7', '#f2a541', '#f2a541'),
  'hydration-serum': (W, H) =>
    tabletop(W, H, ['#eef1f2', '#ccd5d9'], ['#f3f6f7', '#d2dde1'], 0.62) +
    bottle(W * 0.5, H * 0.86, W * 0.26, H * 0.42, '#b9d6e3', '#e9eef0', '#ffffff', 'dropper'),
  'night-cream': (W, H) =>
    tabletop(W, H, ['#e9e2ef', '#c5b9cf'], ['#efe9f3', '#cbbfd6'], 0.62) +
    jar(W * 0.5, H * 0.82, W * 0.42, H * 0.3, '#3f3a5c', '#c9b27c', '#f1ece3'),
  'hair-supplement': (W, H) => {
    const r = rng(1212);
    return (
      tabletop(W, H, ['#efe7dc', '#d2c2ae'], ['#f4eee6', '#d9ccbb'], 0.62) +
      bottle(W * 0.5, H * 0.84, W * 0.3, H * 0.46, '#f3efe8', '#6f8f5f', '#6f8f5f', 'screw') +
      Array.from(
        { length: 5 },
        () =>
          `<ellipse cx="${f(W * (0.2 + r() * 0.6))}" cy="${f(H * (0.88 + r() * 0.06))}" rx="${f(W * 0.03)}" ry="${f(W * 0.014)}" fill="#c9a15a" transform="rotate(${f(r() * 60 - 30)} ${f(W * 0.5)} ${f(H * 0.9)})"/>`,
      ).join('')
    );
  },
  // The featured products (widgets/content/products.ts) and the stored rows without a photo of their own.
  'bio-cleanse': (W, H) => {
    const r = rng(1313);
    return (
      tabletop(W, H, ['#eaf0ea', '#c8d6cb'], ['#f1f5f1', '#d3dfd6'], 0.62) +
      bottle(W * 0.5, H * 0.86, W * 0.28, H * 0.44, '#f7f5f0', '#7c9a84', '#dbe7de', 'pump') +
      // a little lather beside the pump bottle
      Array.from({ length: 9 }, () => {
        const x = W * (0.22 + r() * 0.12);
        const y = H * (0.84 + r() * 0.05);
        const rr = W * (0.012 + r() * 0.022);
        return `<circle cx="${f(x)}" cy="${f(y)}" r="${f(rr)}" fill="#ffffff" opacity="0.85"/><circle cx="${f(x - rr * 0.3)}" cy="${f(y - rr * 0.3)}" r="${f(rr * 0.3)}" fill="#fff" opacity="0.9"/>`;
      }).join('')
    );
  },
  'lock-treatment-set': (W, H) =>
    tabletop(W, H, ['#efe6dc', '#cdb9a4'], ['#f3ece4', '#d6c6b4'], 0.62) +
    bottle(W * 0.3, H * 0.86, W * 0.22, H * 0.5, '#2f4a4f', '#b07a4f', '#efe4d6', 'screw') +
    tube(W * 0.54, H * 0.88, W * 0.2, H * 0.44, '#2f4a4f', '#b07a4f', '#b07a4f') +
    bottle(W * 0.76, H * 0.9, W * 0.15, H * 0.28, '#b07a4f', '#2f4a4f', '#efe4d6', 'dropper'),
  'scalp-shampoo': (W, H) => {
    const r = rng(1414);
    return (
      tabletop(W, H, ['#e6edf0', '#c2d0d6'], ['#eef3f5', '#cfdbe0'], 0.62) +
      bottle(W * 0.5, H * 0.87, W * 0.24, H * 0.58, '#c98b4a', '#3b3431', '#f6efe6', 'screw') +
      // water drops on the bottle
      Array.from(
        { length: 7 },
        () =>
          `<ellipse cx="${f(W * (0.41 + r() * 0.16))}" cy="${f(H * (0.34 + r() * 0.12))}" rx="${f(W * 0.006)}" ry="${f(W * 0.009)}" fill="#fff" opacity="0.55"/>`,
      ).join('')
    );
  },
  'recovery-balm': (W, H) => {
    const r = rng(1515);
    const leaves = Array.from({ length: 6 }, (_, i) => {
      const a = -150 + i * 22 + (r() - 0.5) * 10;
      return `<ellipse cx="${f(W * 0.07)}" cy="0" rx="${f(W * 0.07)}" ry="${f(W * 0.035)}" fill="${['#6f8f5f', '#5d7d55', '#7f9f6a'][i % 3]}" transform="translate(${f(W * 0.8)} ${f(H * 0.86)}) rotate(${f(a)})"/>`;
    }).join('');
    return (
      tabletop(W, H, ['#eef0e6', '#ced6c0'], ['#f4f5ee', '#d9dfcd'], 0.62) +
      jar(W * 0.46, H * 0.84, W * 0.46, H * 0.2, '#f4f1ea', '#8fae86', '#e3ecdc') +
      leaves
    );
  },
};

// ---------------------------------------------------------------- the files
interface Job {
  file: string;
  w: number;
  h: number;
  scene: Scene;
  /** JPEG quality (mozjpeg). */
  q?: number;
  /** Grain amplitude (0..255 levels). */
  grain?: number;
}
const J = (file: string, w: number, h: number, scene: Scene, q = 62, grain = 5): Job => ({ file, w, h, scene, q, grain });

export const JOBS: Job[] = [
  J('hero_images/hero-1-treatment-room.jpg', 1920, 1080, treatmentRoom, 58, 5),
  J('hero_images/hero-2-reception.jpg', 1920, 1080, reception, 58, 5),
  J('hero_images/hero-3-iv-lounge.jpg', 1920, 1080, ivLounge, 58, 5),
  J('injectables_images/injectables-1.jpg', 800, 600, injectionCloseUp(0, 1, -150)),
  J('injectables_images/injectables-2.jpg', 800, 600, injectablesTray),
  J('injectables_images/injectables-3.jpg', 800, 600, injectablesVials),
  J('injectables_images/injectables-4.jpg', 800, 600, injectionCloseUp(2, 0, -160)),
  J('injectables_images/injectables-5.jpg', 800, 600, injectionCloseUp(3, 4, -145)),
  J('hair_images/hair-1.jpg', 800, 600, hairBack('#4a2f1f', 520, true)),
  J('hair_images/hair-2.jpg', 800, 600, hairCrownScene),
  J('hair_images/hair-3.jpg', 800, 600, hairBack('#b88a54', 520, false)),
  J('ivtherapy_images/iv-therapy-1.jpg', 800, 600, ivBagCloseUp, 62, 7),
  J('ivtherapy_images/iv-therapy-2.jpg', 800, 600, ivArm),
  J('ivtherapy_images/iv-therapy-3.jpg', 800, 600, ivVitamins),
  J('gallery_images/gallery-1.jpg', 1280, 720, galleryRoom(['#efe4d6', '#d9c6b1'], ['#b99b7c', '#8b6c52'], 0)),
  J('gallery_images/gallery-2.jpg', 1280, 720, galleryRoom(['#e9ddcf', '#c6ad95'], ['#cbbba8', '#9c8570'], 1)),
  J('gallery_images/gallery-3.jpg', 1280, 720, galleryRoom(['#e4ece9', '#c4d2cf'], ['#c1b2a0', '#8f7a66'], 2)),
  J('gallery_images/gallery-4.jpg', 1280, 720, galleryRoom(['#f1e9e1', '#d7c3b3'], ['#a98d74', '#7d6450'], 3)),
  J('gallery_images/gallery-5.jpg', 1280, 720, galleryRoom(['#ebe6df', '#cfc4b7'], ['#b3a190', '#857160'], 4)),
  // staff.html: 1 the physician, 2 him examining a scalp, 3 the nurse practitioner, 4 the aesthetician
  J(
    'aboutus_images/about-1.jpg',
    800,
    800,
    staff({ skin: SKIN[1]!, hair: HAIR[0]!, style: 'short', top: '#6f8fa8', coat: true }, ['#eee7df', '#bfae9c']),
  ),
  J('aboutus_images/about-2.jpg', 800, 800, scalpExam),
  J(
    'aboutus_images/about-3.jpg',
    800,
    800,
    staff({ skin: SKIN[3]!, hair: HAIR[4]!, style: 'bun', top: '#b78d6e', coat: true }, ['#f1e9e1', '#c8b3a0']),
  ),
  J(
    'aboutus_images/about-4.jpg',
    800,
    800,
    staff({ skin: SKIN[2]!, hair: HAIR[1]!, style: 'wavy', top: '#c7a98a' }, ['#efe8e2', '#b9a99b']),
  ),
  J('aboutus_images/about-5.jpg', 800, 800, clinicFront),
  J('face_images/face-1.jpg', 800, 1000, facialScene),
  J('body_images/body-1.jpg', 800, 600, bodyContour),
  J('body_images/body-2.jpg', 800, 600, bodyTable),
  J('body_images/body-3.jpg', 800, 600, bodyMassage),
  J('clinical_images/clinical-1.jpg', 800, 600, prpTubes),
  J('clinical_images/clinical-2.jpg', 800, 600, prpCentrifuge),
  J('clinical_images/clinical-3.jpg', 800, 600, clinicalRoom),
  J('clinical_images/clinical-4.jpg', 800, 600, clinicalScalp),
  // before/after: one seed per pair, so both frames show the same subject in the same framing
  J('clinical_images/cases/hair-before.jpg', 600, 600, (W, H) => crown(W, H, 500, rng(31))),
  J('clinical_images/cases/hair-after.jpg', 600, 600, (W, H) => crown(W, H, 2600, rng(31))),
  J('clinical_images/cases/facial-before.jpg', 600, 600, facialCase(true)),
  J('clinical_images/cases/facial-after.jpg', 600, 600, facialCase(false)),
  J('clinical_images/cases/body-before.jpg', 600, 600, (W, H) => torso(W, H, 1, SKIN[2]!)),
  J('clinical_images/cases/body-after.jpg', 600, 600, (W, H) => torso(W, H, 0.2, SKIN[2]!)),
  ...Object.entries(products).map(([name, scene]) => J(`clinical_images/products/${name}.jpg`, 600, 600, scene, 62, 7)),
];

/** Renders one job: SVG → pixels, a touch of lens softness, seeded grain, then JPEG. The seed: its place in JOBS. */
export async function render(job: Job, seed = 1000 + JOBS.indexOf(job)): Promise<Buffer> {
  const { w, h } = job;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${job.scene(w, h, rng(seed))}</svg>`;
  const { data } = await sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).blur(0.6).raw().toBuffer({ resolveWithObject: true });
  const r = rng(seed ^ 0x9e3779b9);
  const a = job.grain ?? 5;
  const px = Buffer.alloc(w * h * 3);
  for (let i = 0, o = 0; i < data.length; i += 3, o += 3) {
    // luminance grain (same on all channels) plus a little chroma noise, as a camera sensor gives
    const n = (r() + r() - 1) * a;
    for (let c = 0; c < 3; c++) px[o + c] = Math.max(0, Math.min(255, data[i + c]! + n + (r() - 0.5) * a * 0.4));
  }
  return sharp(px, { raw: { width: w, height: h, channels: 3 } })
    .jpeg({ quality: job.q ?? 62, mozjpeg: true })
    .toBuffer();
}

async function main() {
  const only = process.argv.slice(2);
  let total = 0;
  for (const job of JOBS) {
    if (only.length && !only.some((o) => job.file.includes(o))) continue;
    const out = join(ROOT, job.file);
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(out, await render(job));
    const size = statSync(out).size;
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(6)} KB  ${job.file}`);
  }
  console.log(`${(total / 1024).toFixed(0)} KB in all`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
