import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A small built web app standing in for apps/web/dist, so server tests do not depend on a build
 * having run: index.html, one hashed script, a picture, and preload hints for the pages a visitor
 * may land on (the same patterns the real build writes).
 */
export function createWebDist(script = 'export {};\n'): { dir: string; remove(): void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lankaride-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.mkdirSync(path.join(dir, 'images'));
  // The build inlines the stylesheet (vite.config.ts, inlineStylesheet): a few kB of CSS in the page.
  const style = Array.from({ length: 60 }, (_, i) => `.m-${i}{margin:${i / 4}rem}`).join('');
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>LankaRide</title><!-- page hints --><script type="module" src="/assets/index-3f9a1c.js"></script><style>${style}</style></head><body><div id="root"></div></body></html>`,
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-3f9a1c.js'), script);
  fs.writeFileSync(path.join(dir, 'images', 'car.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const page = (p: string, extra: object = {}) => ({ path: p, scripts: [`/assets/${p.replace(/\W+/g, '') || 'Home'}-a1.js`], images: [], ...extra });
  fs.writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify([
      { path: '/', scripts: ['/assets/HomePage-a1.js'], images: ['/images/hero.svg'] },
      { path: '/vehicles/:id', scripts: ['/assets/VehicleDetailPage-b2.js', '/assets/format-c3.js'], images: [], data: ['/api/vehicles/:id', '/api/vehicles/:id/availability'] },
      page('/available-vehicles'),
      page('/login', { images: ['/images/hero.svg'] }),
      page('/register', { images: ['/images/hero.svg'] }),
      page('/contact'),
      page('/book-vehicle/:id'),
      page('/manage-bookings'),
    ]),
  );
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
