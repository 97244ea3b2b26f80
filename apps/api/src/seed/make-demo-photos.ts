/**
 * Makes the demo fleet's photos (issue 30, decision 099) from the drawings the web app ships
 * (apps/web/public/images/vehicles/*.svg): each vehicle drawn over a scene that reads as a photo
 * (sky, hills and road in soft focus, a shadow, grain, a vignette) at three framings, then put
 * through the upload pipeline itself (sizes, placeholder). Written once and committed, so a first
 * start only copies bytes: `node --import tsx apps/api/src/seed/make-demo-photos.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { preparePhoto } from '../modules/media/images';
import { DEMO_VEHICLES } from './demo-data';
import { DEMO_PHOTOS_DIR, type DemoPhotoManifest } from './demo-photos';

const here = import.meta.dirname;
const drawings = path.resolve(here, '../../../web/public/images/vehicles');
const W = 1600;
const H = 1000;

interface Scene {
  name: string;
  sky: [string, string];
  hills: [string, string];
  road: string;
  sun: { x: number; y: number; colour: string };
  /** The vehicle's width on the canvas, its centre and its ground line; mirrored for the other side. */
  scale: number;
  cx: number;
  ground: number;
  mirror: boolean;
  /** A crop of the finished scene (zoom on the vehicle), as [left, top, width] of the W x H canvas. */
  crop?: [number, number, number];
  tint: string;
  alt: (name: string) => string;
}

const SCENES: Scene[] = [
  {
    name: 'coast-road',
    sky: ['#6fa8d6', '#dcecf4'],
    hills: ['#5d8f6e', '#86b08f'],
    road: '#55585c',
    sun: { x: 0.82, y: 0.16, colour: '#fff6d8' },
    scale: 2.05,
    cx: 0.5,
    ground: 0.8,
    mirror: false,
    tint: '#ffffff',
    alt: (name) => `${name}, side view on a coast road`,
  },
  {
    name: 'tea-hills',
    sky: ['#9cb8c9', '#eef2ea'],
    hills: ['#2f6b3f', '#5f9a5c'],
    road: '#6a6458',
    sun: { x: 0.18, y: 0.2, colour: '#fffbe8' },
    scale: 1.75,
    cx: 0.5,
    ground: 0.8,
    mirror: true,
    crop: [140, 190, 1280],
    tint: '#f3fff0',
    alt: (name) => `${name} among the tea hills, the other side`,
  },
  {
    name: 'golden-hour',
    sky: ['#e9a86b', '#f8dcb4'],
    hills: ['#6b5a4a', '#9a7f62'],
    road: '#4a4644',
    sun: { x: 0.7, y: 0.3, colour: '#ffe2a8' },
    scale: 2.2,
    cx: 0.56,
    ground: 0.84,
    mirror: false,
    crop: [20, 240, 1200],
    tint: '#ffe9cf',
    alt: (name) => `${name} at golden hour, close up`,
  },
];

/** The drawing without its own backdrop: only the vehicle and its shadow. */
function vehicleOnly(svg: string): string {
  const start = svg.indexOf('<g clip-path="url(#card)">');
  const end = svg.indexOf('<g transform=', start);
  if (start < 0 || end < 0) throw new Error('unexpected drawing');
  return svg.slice(0, start) + svg.slice(end);
}

function backdrop(s: Scene): string {
  const horizon = H * 0.58;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.sky[0]}"/><stop offset="1" stop-color="${s.sky[1]}"/></linearGradient>
    <radialGradient id="sun" cx="${s.sun.x}" cy="${s.sun.y}" r="0.35"><stop offset="0" stop-color="${s.sun.colour}" stop-opacity="0.95"/><stop offset="1" stop-color="${s.sun.colour}" stop-opacity="0"/></radialGradient>
    <linearGradient id="hillA" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.hills[1]}"/><stop offset="1" stop-color="${s.hills[0]}"/></linearGradient>
    <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.road}" stop-opacity="0.85"/><stop offset="1" stop-color="${s.road}"/></linearGradient>
    <linearGradient id="verge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.hills[0]}"/><stop offset="1" stop-color="#3d4a34"/></linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <rect width="${W}" height="${H}" fill="url(#sun)"/>
  <path d="M0 ${horizon - 120} C 240 ${horizon - 220}, 420 ${horizon - 90}, 640 ${horizon - 150} S 1100 ${horizon - 260}, 1320 ${horizon - 140} S 1560 ${horizon - 170}, ${W} ${horizon - 130} V ${H} H 0 Z" fill="${s.hills[1]}" opacity="0.55"/>
  <path d="M0 ${horizon - 40} C 300 ${horizon - 130}, 520 ${horizon - 20}, 820 ${horizon - 70} S 1300 ${horizon - 120}, ${W} ${horizon - 50} V ${H} H 0 Z" fill="url(#hillA)"/>
  ${Array.from({ length: 9 }, (_, i) => {
    const x = 60 + i * 190 + (i % 3) * 23;
    const h = 150 + (i % 4) * 30;
    const base = horizon + 10;
    return `<path d="M${x} ${base} q ${6 + (i % 2) * 4} ${-h / 2} ${-4 + (i % 3) * 5} ${-h}" stroke="#3b3326" stroke-width="7" fill="none"/><g fill="${s.hills[0]}" opacity="0.9" transform="translate(${x + (i % 3) * 5 - 4} ${base - h})">${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse rx="46" ry="9" transform="rotate(${a + i * 7}) translate(34 0)"/>`).join('')}</g>`;
  }).join('')}
  <rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#verge)"/>
  <path d="M0 ${horizon + 70} L ${W} ${horizon + 40} L ${W} ${H} L 0 ${H} Z" fill="url(#road)"/>
  <path d="M0 ${horizon + 250} L ${W} ${horizon + 205}" stroke="#f1efe6" stroke-width="9" stroke-dasharray="90 70" opacity="0.8"/>
  <path d="M0 ${horizon + 78} L ${W} ${horizon + 48}" stroke="#e9e4d6" stroke-width="5" opacity="0.6"/>
</svg>`;
}

/** Film grain: a grey noise layer blended softly over the scene. */
async function grain(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(W * H);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = 128 + ((x >>> 0) % 13) - 6;
  }
  return sharp(pixels, { raw: { width: W, height: H, channels: 1 } }).toColourspace('srgb').png().toBuffer();
}

const vignette = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><radialGradient id="v" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient></defs><rect width="${W}" height="${H}" fill="url(#v)"/></svg>`;

async function photoOf(drawing: string, scene: Scene, seed: number): Promise<Buffer> {
  const vehicleWidth = Math.round(640 * scene.scale);
  let vehicle = sharp(Buffer.from(vehicleOnly(drawing)), { density: 72 * scene.scale }).resize({ width: vehicleWidth });
  if (scene.mirror) vehicle = vehicle.flop();
  const drawn = await vehicle.blur(0.6).png().toBuffer();
  const meta = await sharp(drawn).metadata();
  // The drawing's ground line sits at 338 of 400.
  const top = Math.round(H * scene.ground - (338 / 400) * meta.height!);
  const left = Math.round(W * scene.cx - meta.width! / 2);
  const background = await sharp(Buffer.from(backdrop(scene))).blur(5).png().toBuffer();
  let composed = await sharp(background)
    .composite([
      { input: drawn, left, top },
      { input: await grain(seed), blend: 'overlay' },
      { input: Buffer.from(vignette) },
      { input: { create: { width: W, height: H, channels: 4, background: scene.tint } }, blend: 'multiply' },
    ])
    .modulate({ saturation: 0.92 })
    .jpeg({ quality: 90 })
    .toBuffer();
  if (scene.crop) {
    const [cl, ct, cw] = scene.crop;
    composed = await sharp(composed).extract({ left: cl, top: ct, width: cw, height: Math.round((cw * 10) / 16) }).jpeg({ quality: 90 }).toBuffer();
  }
  return composed;
}

const manifest: DemoPhotoManifest = {};
fs.rmSync(DEMO_PHOTOS_DIR, { recursive: true, force: true });
fs.mkdirSync(DEMO_PHOTOS_DIR, { recursive: true });
let total = 0;
for (const [i, v] of DEMO_VEHICLES.entries()) {
  const drawingName = path.basename(v.image, '.svg');
  const drawing = fs.readFileSync(path.join(drawings, `${drawingName}.svg`), 'utf8');
  const name = `${v.brand} ${v.model}`;
  manifest[drawingName] = [];
  for (const [j, scene] of SCENES.entries()) {
    const prepared = await preparePhoto(await photoOf(drawing, scene, i * 7 + j + 1));
    const files = prepared.files.map((f) => {
      const file = `${drawingName}-${j + 1}-${f.width}.webp`;
      fs.writeFileSync(path.join(DEMO_PHOTOS_DIR, file), f.bytes);
      total += f.bytes.length;
      return { file, width: f.width, height: f.height, digest: f.digest };
    });
    manifest[drawingName].push({ alt: scene.alt(name), placeholder: prepared.placeholder, files });
  }
  console.log(`${name}: ${SCENES.length} photos`);
}
fs.writeFileSync(path.join(DEMO_PHOTOS_DIR, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
console.log(`${Math.round(total / 1024)} kB in ${DEMO_PHOTOS_DIR}`);
