import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { colomboToday, type UiLanguage } from '@app/shared';
import { Lru, type PageEncoder, type PreparedPage } from '../lib/page-encoder';

/**
 * The server rendering of the public pages (issue 29, decision 096). The web build's second bundle
 * (`apps/web/dist-server/entry-server.js`, the same components on the same Preact runtime)
 * renders a page with the data its first API reads fetch, read from this server's own answers
 * in-process. A rendered page is kept, compressed once, until its data may have changed: its key
 * names the page, the language, the Colombo date and a generation that every change of public
 * data moves on (a write this process answers, or a database notification from any process).
 */

/** The pages rendered on the server; every other page (signed-in areas, forms) is the static frame. */
export const RENDERED_PAGES = [
  '/',
  '/available-vehicles',
  '/vehicles/:id',
  '/drivers',
  '/drivers/:id',
  '/tours',
  '/tours/:slug',
  '/airport-transfers',
  '/contact',
  '/terms',
  '/privacy',
  '/cancellation',
  '/licence',
  '/faq',
] as const;

/**
 * Pages whose form a link may fill through the URL (the return transfer offered after an
 * arrival): such a URL goes as the static frame, since the rendering keeps no parameter of theirs.
 */
const PREFILLED_BY_QUERY = ['/airport-transfers'];

/** The trip's dates and times a URL may carry. */
const DATE_PARAMS = ['pickupDate', 'returnDate', 'pickupTime', 'returnTime'];
/**
 * What a results page's URL may carry that changes it; any other parameter is not part of the
 * page. A dated search is rendered too (decision 117): it is where the home page's search lands,
 * and its first card's picture is the largest paint, which the static frame could show only after
 * the code, the search and the picture. Nearly every such URL is asked once and its content
 * changes with every booking, so it is kept like any page but rendered from spare time only
 * (`isDatedSearch`): a flood of dated searches goes as the frame.
 */
const RESULTS_PARAMS = ['vehicleType', 'sort', 'minSeats', 'transmission', 'fuel', 'pickupPoint', 'returnPoint', ...DATE_PARAMS];

/** Notification channels whose every message may change what a public page shows (migrations 016, 028). */
const CHANNELS = ['vehicle_availability', 'public_pages'];

type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

interface ServerBundle {
  renderPage(url: string, lang: UiLanguage, fetcher: Fetcher): Promise<{ html: string; state: string } | undefined>;
}

export type Listen = (channel: string, onPayload: (payload: string) => void, onLost?: (error: unknown) => void) => Promise<() => Promise<void>>;

export interface RenderedPagesOptions {
  /** How many rendered pages are kept (each its gzip member, ~10-20 kB). */
  entries?: number;
  /** How many bytes the kept pages may take together (their gzip members; 64 MiB unless set). */
  bytes?: number;
  /**
   * The share of the time renderings may take (0-1; 1: no limit). A page not kept costs
   * milliseconds of the event loop to render; a flood of pages never asked before (a crawler, the
   * bench's random vehicles) must not take the process from the answers around it. Renderings
   * spend a budget that refills at this share of the time, up to `burstMs` (a quiet server renders
   * a crawler's first pages at once); without budget a page goes as the static frame with its
   * head, as every page did before decision 096, and a later view renders it.
   */
  share?: number;
  /** The most rendering time the budget holds (ms): what a quiet server may render at once. */
  burstMs?: number;
  /** The database's notifications, so a change made by another process is seen (absent: this process's writes only). */
  listen?: Listen;
}

/**
 * The URL a page is rendered from (its path and the parameters that change it), or undefined when
 * the page goes as the static frame.
 */
export function renderTarget(pathname: string, query: URLSearchParams): string | undefined {
  if (pathname !== '/available-vehicles') {
    // A vehicle priced for a trip: its prices change with the dates (decision 096), the frame goes.
    if (DATE_PARAMS.some((name) => query.has(name))) return undefined;
    if (PREFILLED_BY_QUERY.includes(pathname) && [...query.keys()].some((name) => name !== 'lang')) return undefined;
    return pathname;
  }
  const kept = new URLSearchParams();
  for (const name of RESULTS_PARAMS) {
    const value = query.get(name);
    if (value !== null) kept.set(name, value);
  }
  kept.sort();
  const text = kept.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * A dated search (decision 117): nearly every one is asked once, so under load its rendering is
 * spent on one visitor; it is rendered from spare time only (the budget at least half full), and a
 * flood of them goes as the frame while the pages kept for many (vehicles, results by type) keep
 * the budget.
 */
export function isDatedSearch(pathname: string, query: URLSearchParams): boolean {
  return pathname === '/available-vehicles' && DATE_PARAMS.some((name) => query.has(name));
}

/** Loads the server bundle beside the web build, when it was built. */
export async function loadServerBundle(webDist: string): Promise<ServerBundle | undefined> {
  const file = path.join(webDist, '..', 'dist-server', 'entry-server.js');
  if (!fs.existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as ServerBundle;
}

export class RenderedPages {
  private generation = 0;
  /** False while a notification connection is lost: nothing is kept then, every page is rendered. */
  private trusted = true;
  private readonly cache: Lru<PreparedPage | null>;
  /** Rendering time (ms) that may be spent now: refills at `share` of the time, at most `burstMs`. */
  private budget: number;
  private budgetAt = Date.now();
  private readonly share: number;
  private readonly burstMs: number;
  private readonly rendering = new Map<string, Promise<PreparedPage | null>>();
  /** Renderings under way (kept or not). */
  private inFlight = 0;
  private readonly stops: (() => Promise<void>)[] = [];
  private closed = false;
  /** The API's GET answers, in-process: what the page's first reads fetch in the browser. */
  private readonly fetcher: Fetcher;

  constructor(
    private readonly app: FastifyInstance,
    private readonly bundle: ServerBundle,
    private readonly options: RenderedPagesOptions = {},
  ) {
    // Keyed by a digest (a key names the page's head, kilobytes), bounded by count and by bytes.
    this.cache = new Lru(options.entries ?? 5000, { maxWeight: options.bytes ?? 64 * 1024 * 1024, weigh: (page) => 200 + (page?.gzip.length ?? 0) });
    this.share = Math.min(1, Math.max(0.01, options.share ?? 1));
    this.burstMs = Math.max(0, options.burstMs ?? 250);
    this.budget = this.burstMs;
    this.fetcher = async (url, init) => {
      if ((init.method ?? 'GET') !== 'GET' || !url.startsWith('/api/')) return new Response(null, { status: 405 });
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, statusText: res.statusMessage, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
    };
    // A write answered here moves the generation on before its answer leaves: the writer's next
    // page view is rendered anew (its own change shows at once). A refused write changed nothing.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && reply.statusCode < 400) this.changed();
      return payload;
    });
    app.addHook('onClose', async () => {
      this.closed = true;
      await Promise.all(this.stops.map((stop) => stop().catch(() => undefined)));
    });
  }

  /** Starts listening to the database's notifications (each process hears every process's changes). */
  async listen(): Promise<void> {
    const listen = this.options.listen;
    if (!listen) return;
    for (const channel of CHANNELS) await this.listenTo(listen, channel);
  }

  private async listenTo(listen: Listen, channel: string): Promise<void> {
    const lost = () => {
      // Changes may be missed until listening again: keep nothing meanwhile.
      this.trusted = false;
      this.changed();
      if (!this.closed) setTimeout(() => void this.listenTo(listen, channel).catch(lost), 1000).unref();
    };
    this.stops.push(await listen(channel, () => this.changed(), lost));
    this.trusted = true;
    this.changed();
  }

  /** Some public data may have changed: every page kept so far is older than it. */
  changed(): void {
    this.generation++;
  }

  /**
   * The page rendered from `target` in `lang` with `hints`, prepared by `encoder`: kept, or rendered
   * now. Null when the bundle cannot render it as the browser would (the frame goes instead).
   */
  async page(target: string, lang: UiLanguage, hints: string, encoder: PageEncoder, opts: { spareOnly?: boolean } = {}): Promise<PreparedPage | null> {
    const key = createHash('sha256').update(`${target}\u0000${lang}\u0000${this.generation}\u0000${colomboToday()}\u0000${hints}`).digest('base64');
    const kept = this.cache.get(key);
    if (kept !== undefined) return kept;
    let pending = this.rendering.get(key);
    if (!pending) {
      // One rendering at a time per process: a page not kept costs tens of milliseconds to render,
      // and a flood of pages never asked before (the bench's random vehicles: 44 pages/s, p50 3 s)
      // must not queue behind renderings. Meanwhile such a page goes as the static frame with its
      // head (what link previews read), as every page did before decision 096.
      if (this.inFlight > 0 || !this.mayRender(opts.spareOnly ? this.burstMs / 2 : 0)) return null;
      const trusted = this.trusted;
      this.inFlight++;
      const started = performance.now();
      pending = this.render(key, target, lang, hints, encoder)
        .then(
          (page) => {
            if (trusted && this.trusted) this.cache.set(key, page);
            return page;
          },
          (error: unknown) => {
            // Not kept: the next view tries again (a chunk that was still loading, say).
            this.app.log.error({ err: error, url: target }, 'server rendering failed; the page goes as the static frame');
            return null;
          },
        )
        .finally(() => {
          this.budget -= performance.now() - started;
          this.inFlight--;
          this.rendering.delete(key);
        });
      if (trusted) this.rendering.set(key, pending);
    }
    return pending;
  }

  /**
   * Whether the rendering budget allows a rendering now (it may go below zero by the last one):
   * more than `above` ms of it left. A page rendered only from spare time asks for half the burst.
   */
  private mayRender(above = 0): boolean {
    if (this.share >= 1) return true;
    const now = Date.now();
    this.budget = Math.min(this.burstMs, this.budget + (now - this.budgetAt) * this.share);
    this.budgetAt = now;
    return this.budget > above;
  }

  private async render(key: string, target: string, lang: UiLanguage, hints: string, encoder: PageEncoder): Promise<PreparedPage | null> {
    const rendered = await this.bundle.renderPage(target, lang, this.fetcher);
    return rendered ? encoder.prepare(key, [hints, rendered.html, rendered.state]) : null;
  }
}
