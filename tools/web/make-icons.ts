/**
 * Makes the web app's icons and its link-preview picture from its own SVGs (decision 095):
 * `apps/web/public/icons/*.png` from favicon.svg (any-purpose 192 and 512, a maskable 512 with the
 * mark inside the safe zone on a full teal square, and Apple's 180 touch icon, also full-bleed)
 * and `apps/web/public/images/og/lankaride.jpg` (1200 x 630, a JPEG: messengers skip large previews) from the hero picture and the mark.
 * The PNGs are committed; run this again after changing favicon.svg or hero.svg:
 *   node --import tsx tools/web/make-icons.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(root, 'apps/web/public');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const hero = fs.readFileSync(path.join(publicDir, 'images/hero.svg'), 'utf8');
const TEAL = '#0f766e';

/** The favicon's mark (its shapes without the rounded square), for drawing at another scale. */
const mark = favicon.replace(/^<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '').replace(/<rect[^>]*\/>/, '');

/** The mark on a full square (no rounded corners: the platform masks it), scaled into the middle `share` of it. */
const fullBleed = (share: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${TEAL}"/>` +
  `<g transform="translate(32 32) scale(${share}) translate(-32 -32)">${mark}</g></svg>`;

const page = (body: string, width: number, height: number) =>
  `<!doctype html><html><head><style>html,body{margin:0;width:${width}px;height:${height}px;overflow:hidden;background:transparent}svg{display:block;width:100%;height:100%}</style></head><body>${body}</body></html>`;

const preview = `<div style="position:relative;width:1200px;height:630px;font-family:sans-serif">
  <div style="position:absolute;inset:0">${hero.replace('<svg ', '<svg preserveAspectRatio="xMidYMid slice" ')}</div>
  <div style="position:absolute;left:64px;bottom:64px;display:flex;align-items:center;gap:28px;padding:28px 40px;border-radius:28px;background:rgba(255,255,255,0.92)">
    <div style="width:120px;height:120px">${favicon}</div>
    <div style="font-size:88px;font-weight:800;letter-spacing:-2px;color:#134e4a">Lanka<span style="color:#d97706">Ride</span></div>
  </div>
</div>`;

const outputs = [
  { file: 'icons/icon-192.png', width: 192, height: 192, html: favicon },
  { file: 'icons/icon-512.png', width: 512, height: 512, html: favicon },
  // A maskable icon's safe zone is the middle circle of 80% of its width.
  { file: 'icons/icon-maskable-512.png', width: 512, height: 512, html: fullBleed(0.75) },
  { file: 'icons/apple-touch-icon.png', width: 180, height: 180, html: fullBleed(0.85) },
  { file: 'images/og/lankaride.jpg', width: 1200, height: 630, html: preview },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const out of outputs) {
    const tab = await browser.newPage({ viewport: { width: out.width, height: out.height } });
    await tab.setContent(page(out.html, out.width, out.height));
    const file = path.join(publicDir, out.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await tab.screenshot(file.endsWith('.jpg') ? { path: file, type: 'jpeg', quality: 85 } : { path: file, omitBackground: true });
    await tab.close();
    console.log(`${out.file}: ${out.width}x${out.height}, ${fs.statSync(file).size} bytes`);
  }
} finally {
  await browser.close();
}
