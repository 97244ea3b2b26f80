import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { PageEncoder } from '../src/lib/page-encoder';
import { RenderedPages, isDatedSearch, type RenderedPagesOptions } from '../src/plugins/page-renderer';

/**
 * The kept renderings' rules (decision 098), with a stand-in for the server bundle whose rendering
 * takes a known time: the rendering budget, the byte bound, and which writes move the data
 * generation on. The real bundle's pages are tested in server-rendering.test.ts.
 */

const encoder = new PageEncoder(['<!doctype html><html><head>', '</head><body><div id="root">', '</div>', '</body></html>']);

/** Occupies the thread for `ms`, as a rendering does. */
function busy(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('rendered pages: budget, bounds and changes (decision 098)', () => {
  let app: FastifyInstance;
  const rendered: string[] = [];

  const setUp = async (options: RenderedPagesOptions, renderMs = 30) => {
    rendered.length = 0;
    app = Fastify();
    app.post('/refused', async (_request, reply) => reply.code(400).send({ error: 'no' }));
    app.post('/accepted', async () => ({ ok: true }));
    const bundle = {
      renderPage: async (url: string) => {
        rendered.push(url);
        busy(renderMs);
        return { html: `<main>${url}</main>`, state: '' };
      },
    };
    const pages = new RenderedPages(app, bundle, options);
    await app.ready();
    const ask = async (url: string) => {
      const page = await pages.page(url, 'en', '<title>t</title>', encoder);
      return page ? zlib.gunzipSync(page.gzip).toString('utf8') : null;
    };
    return { pages, ask };
  };
  afterEach(async () => {
    await app?.close();
  });

  it('renders within its share of the time: a burst at once, then the static frame until the budget refills', async () => {
    // Renderings of 60 ms against a burst of 100: the first leaves 40 ms however a loaded machine
    // stretches it (CI saw a 40 ms rendering overrun a 50 ms burst), the second spends the rest.
    const { ask } = await setUp({ share: 0.1, burstMs: 100 }, 60);
    expect(await ask('/a')).toContain('<main>/a</main>');
    expect(await ask('/b')).toContain('<main>/b</main>');
    // Two renderings of 60 ms spent the 100 ms burst: the next page not kept goes as the frame...
    expect(await ask('/c')).toBeNull();
    // ...while kept pages are answered as ever.
    expect(await ask('/a')).toContain('<main>/a</main>');
    expect(rendered).toEqual(['/a', '/b']);
    // At a tenth of the time, 20 ms of debt (or more, when a loaded machine stretches the
    // renderings) takes 200 ms to repay, less what the asks since took: /c is the frame until
    // then (at least 100 ms here), and rendered after.
    const started = performance.now();
    let page: string | null = null;
    while (page === null && performance.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      page = await ask('/c');
    }
    expect(page).toContain('<main>/c</main>');
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('renders a page asked for once (a dated search) from spare time only: never while the budget is below half (decision 117)', async () => {
    const { pages } = await setUp({ share: 0.01, burstMs: 1000 }, 300);
    const ask = async (url: string, spareOnly: boolean) => {
      const page = await pages.page(url, 'en', '<title>t</title>', encoder, { spareOnly });
      return page ? zlib.gunzipSync(page.gzip).toString('utf8') : null;
    };
    // A full budget: a dated search renders; it leaves about 700 ms.
    expect(await ask('/dated-1', true)).toContain('<main>/dated-1</main>');
    // More than half left: one more renders, leaving about 400 ms...
    expect(await ask('/dated-2', true)).toContain('<main>/dated-2</main>');
    // ...under half: a dated search goes as the frame, while a page kept for many still renders.
    expect(await ask('/dated-3', true)).toBeNull();
    expect(await ask('/vehicle', false)).toContain('<main>/vehicle</main>');
    expect(rendered).toEqual(['/dated-1', '/dated-2', '/vehicle']);
  });

  it('tells a dated search from the pages kept for many', () => {
    expect(isDatedSearch('/available-vehicles', new URLSearchParams('pickupDate=2031-01-01&returnDate=2031-01-04'))).toBe(true);
    expect(isDatedSearch('/available-vehicles', new URLSearchParams('vehicleType=Van'))).toBe(false);
    expect(isDatedSearch('/vehicles/abc', new URLSearchParams())).toBe(false);
  });

  it('renders every page asked for in a row with a share of 1', async () => {
    const { ask } = await setUp({ share: 1, burstMs: 0 }, 5);
    for (let i = 0; i < 20; i++) expect(await ask(`/p${i}`)).toContain(`<main>/p${i}</main>`);
    expect(rendered).toHaveLength(20);
  });

  it('keeps rendered pages within its byte bound: the oldest is rendered again when asked', async () => {
    const { ask } = await setUp({ share: 1, bytes: 1 }, 1);
    await ask('/a');
    await ask('/b');
    await ask('/b');
    await ask('/a');
    expect(rendered).toEqual(['/a', '/b', '/a']);
  });

  it('renders anew after a write that succeeded, not after one that was refused', async () => {
    const { ask } = await setUp({ share: 1 }, 1);
    await ask('/a');
    expect((await app.inject({ method: 'POST', url: '/refused' })).statusCode).toBe(400);
    await ask('/a');
    expect(rendered).toEqual(['/a']);
    expect((await app.inject({ method: 'POST', url: '/accepted' })).statusCode).toBe(200);
    await ask('/a');
    expect(rendered).toEqual(['/a', '/a']);
  });
});
