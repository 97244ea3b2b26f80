/**
 * Makes the demo drivers' portraits (issue 30, decision 102 "Photo"): a painted head and shoulders
 * for each of DEMO_DRIVERS, over a soft backdrop of the island, with grain and a vignette so the
 * demo's driver pages look as they will with real photos. Put through the upload pipeline itself
 * (upright, no metadata, sizes, placeholder), written beside the fleet's photos and committed, so
 * a first start only copies bytes: `node --import tsx apps/api/src/seed/make-demo-portraits.ts`.
 * They are drawings, not photographs of anybody: the office replaces them with its drivers' own.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { preparePhoto } from '../modules/media/images';
import { DEMO_DRIVERS } from './demo-data';
import { DEMO_PHOTOS_DIR, DEMO_PORTRAITS_MANIFEST, type DemoPortraitManifest } from './demo-photos';

const S = 1000;

interface Look {
  skin: string;
  shade: string;
  hair: string;
  shirt: string;
  collar: string;
  backdrop: [string, string, string];
  moustache: boolean;
  glasses: boolean;
  greying: boolean;
}

/** One look per demo driver, by DEMO_DRIVERS' order. */
const LOOKS: Look[] = [
  { skin: '#9a6a45', shade: '#7d5435', hair: '#1d1714', shirt: '#f4f1ea', collar: '#dcd6c8', backdrop: ['#7fb3c8', '#cfe3d6', '#4f8a5f'], moustache: true, glasses: false, greying: true },
  { skin: '#8a5a3a', shade: '#6c432a', hair: '#15110f', shirt: '#bcd4e8', collar: '#9dbad3', backdrop: ['#e3b27a', '#f4dfbf', '#8a6e4e'], moustache: false, glasses: true, greying: false },
  { skin: '#a8774f', shade: '#8a5e3c', hair: '#221a16', shirt: '#2f6f68', collar: '#245a54', backdrop: ['#9fc0d9', '#e8efe6', '#3f7a4e'], moustache: true, glasses: false, greying: false },
];

function portraitSvg(look: Look): string {
  const [sky, haze, hills] = look.backdrop;
  const grey = look.greying ? `<path d="M392 300 q30 -40 60 -44 M560 262 q40 8 58 40" stroke="#8d8780" stroke-width="10" fill="none" opacity="0.7"/>` : '';
  const moustache = look.moustache
    ? `<path d="M456 596 q44 -18 88 0 q-8 8 -44 4 q-36 4 -44 -4z" fill="${look.hair}" opacity="0.9"/>`
    : '';
  const glasses = look.glasses
    ? `<g fill="none" stroke="#2a2521" stroke-width="9"><rect x="392" y="462" width="92" height="64" rx="22"/><rect x="516" y="462" width="92" height="64" rx="22"/><path d="M484 488 q16 -10 32 0"/></g>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${haze}"/></linearGradient>
    <radialGradient id="face" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="${look.skin}"/><stop offset="1" stop-color="${look.shade}"/></radialGradient>
    <linearGradient id="shirt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${look.shirt}"/><stop offset="1" stop-color="${look.collar}"/></linearGradient>
  </defs>
  <rect width="${S}" height="${S}" fill="url(#sky)"/>
  <path d="M0 640 C 180 560, 320 620, 520 580 S 860 540, ${S} 600 V ${S} H 0 Z" fill="${hills}" opacity="0.75"/>
  <path d="M0 720 C 220 660, 420 700, 640 670 S 900 650, ${S} 690 V ${S} H 0 Z" fill="${hills}"/>
  <path d="M170 ${S} C 190 820, 300 760, 420 740 L 580 740 C 700 760, 810 820, 830 ${S} Z" fill="url(#shirt)"/>
  <path d="M420 740 L 500 850 L 580 740 L 556 724 L 500 790 L 444 724 Z" fill="${look.collar}"/>
  <path d="M440 640 L 440 742 Q 500 800 560 742 L 560 640 Z" fill="${look.shade}"/>
  <ellipse cx="344" cy="500" rx="26" ry="44" fill="${look.shade}"/>
  <ellipse cx="656" cy="500" rx="26" ry="44" fill="${look.shade}"/>
  <ellipse cx="500" cy="484" rx="158" ry="184" fill="url(#face)"/>
  <path d="M340 446 C 328 300, 420 248, 500 248 C 590 248, 676 300, 660 446 C 640 360, 594 320, 500 318 C 416 320, 362 360, 340 446 Z" fill="${look.hair}"/>
  ${grey}
  <path d="M404 448 q40 -22 80 -4 M516 444 q40 -18 80 4" stroke="${look.hair}" stroke-width="12" stroke-linecap="round" fill="none"/>
  <ellipse cx="442" cy="492" rx="15" ry="10" fill="#201a17"/>
  <ellipse cx="558" cy="492" rx="15" ry="10" fill="#201a17"/>
  <circle cx="446" cy="488" r="3.5" fill="#fff" opacity="0.8"/>
  <circle cx="562" cy="488" r="3.5" fill="#fff" opacity="0.8"/>
  <path d="M500 500 q-8 50 -22 64 q22 10 44 0" stroke="${look.shade}" stroke-width="7" fill="none" stroke-linecap="round"/>
  ${moustache}
  <path d="M452 624 q48 34 96 0" stroke="#5b2f24" stroke-width="9" fill="none" stroke-linecap="round"/>
  ${glasses}
</svg>`;
}

/** Film grain: a grey noise layer blended softly over the picture. */
async function grain(seed: number): Promise<Buffer> {
  const pixels = Buffer.alloc(S * S);
  let x = seed * 2654435761;
  for (let i = 0; i < pixels.length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    pixels[i] = 128 + ((x >>> 0) % 11) - 5;
  }
  return sharp(pixels, { raw: { width: S, height: S, channels: 1 } }).toColourspace('srgb').png().toBuffer();
}

const vignette = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}"><defs><radialGradient id="v" cx="0.5" cy="0.45" r="0.75"><stop offset="0.5" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs><rect width="${S}" height="${S}" fill="url(#v)"/></svg>`;

async function portraitOf(look: Look, seed: number): Promise<Buffer> {
  const painted = await sharp(Buffer.from(portraitSvg(look))).blur(1.2).png().toBuffer();
  return sharp(painted)
    .composite([{ input: await grain(seed), blend: 'overlay' }, { input: Buffer.from(vignette) }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const manifest: DemoPortraitManifest = {};
let total = 0;
for (const [i, driver] of DEMO_DRIVERS.entries()) {
  const look = LOOKS[i % LOOKS.length]!;
  const prepared = await preparePhoto(await portraitOf(look, i + 101));
  const key = driver.email.replace(/@.*$/, '');
  manifest[driver.email] = {
    placeholder: prepared.placeholder,
    files: prepared.files.map((f) => {
      const file = `driver-${key}-${f.width}.webp`;
      fs.writeFileSync(path.join(DEMO_PHOTOS_DIR, file), f.bytes);
      total += f.bytes.length;
      return { file, width: f.width, height: f.height, digest: f.digest };
    }),
  };
  console.log(`${driver.username}: portrait`);
}
fs.writeFileSync(path.join(DEMO_PHOTOS_DIR, DEMO_PORTRAITS_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
console.log(`${Math.round(total / 1024)} kB of portraits in ${DEMO_PHOTOS_DIR}`);
