import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { UiLanguage } from '@app/shared';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { setApiFetch } from './lib/api';
import { createQueryClient } from './lib/query-client';
import { setActiveLanguage } from './lib/i18n/active-language';
import { loadMessages } from './lib/i18n/catalogs';
import { SERVER_STATE_ID, type ServerState } from './lib/server-state';

/**
 * The server rendering of the public pages (decision 096): the same routes and components as the
 * browser, built by `vite build --ssr` on the same Preact aliases, so the page's HTML already holds
 * its content and the browser hydrates it. The API process loads this bundle and calls
 * `renderPage` once per page and data version (apps/api/src/plugins/page-renderer.ts).
 */

type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/**
 * How a rendering reaches the API: the server's own answers in-process, given with each call (a
 * process may hold several servers: the tests do). The app's fetch wrapper is one module for all
 * renderings, so renderings run one at a time (the server starts one at a time anyway, decision
 * 098) and the wrapper asks the one running. Not AsyncLocalStorage: once used, Node 20 tracks the
 * context of every promise in the process for good, and every answer of the server then cost a
 * third more (/api/health 24,900/s before the first rendering, 16,200/s after).
 */
let fetcherOfRendering: Fetcher | undefined;
let renderings: Promise<unknown> = Promise.resolve();
setApiFetch((url, init) => (fetcherOfRendering ? fetcherOfRendering(url, init) : Promise.reject(new Error('an API read outside a server rendering'))));

export interface RenderedPage {
  /** The inside of `#root`. */
  html: string;
  /** The `<script type="application/json">` the browser hydrates from. */
  state: string;
}

/** Renders until no query the page starts is left unfetched (a query may start only once another has data). */
const MAX_PASSES = 4;

const handler = createStaticHandler(routes);

/**
 * The page at `url` in `lang`, with the data its first API reads fetch; undefined when it cannot be
 * rendered as the browser would first render it (a redirect, a read that failed): the server then
 * sends the static frame and the browser renders the page as it does for signed-in areas.
 */
export function renderPage(url: string, lang: UiLanguage, fetcher: Fetcher): Promise<RenderedPage | undefined> {
  const rendering = renderings.then(async () => {
    fetcherOfRendering = fetcher;
    try {
      return await render(url, lang);
    } finally {
      fetcherOfRendering = undefined;
    }
  });
  renderings = rendering.catch(() => undefined);
  return rendering;
}

async function render(url: string, lang: UiLanguage): Promise<RenderedPage | undefined> {
  const messagesReady = loadMessages(lang);
  const context = await handler.query(new Request(new URL(url, 'http://server.invalid')));
  if (context instanceof Response) return undefined;
  if (context.errors) return undefined;
  await messagesReady;
  const queryClient = createQueryClient();
  try {
    return await renderWith(queryClient, context, lang);
  } finally {
    // Its queries' timers (a cache time of minutes) would keep the page's data, and the client,
    // alive long after the page is made: none outlives its rendering.
    queryClient.clear();
  }
}

async function renderWith(queryClient: QueryClient, context: StaticHandlerContext, lang: UiLanguage): Promise<RenderedPage | undefined> {
  // A read that fails is not retried here: the page then goes as the static frame (see above).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createStaticRouter(handler.dataRoutes, context);
  const renderOnce = () => {
    // The formatters read the language shown from a module (as in the browser); rendering is
    // synchronous, so no other page's language can come in between.
    setActiveLanguage(lang);
    return renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  };
  let html = await renderSettled(renderOnce);
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    if (!(await fetchStarted(queryClient))) break;
    html = await renderSettled(renderOnce);
  }
  if (renderedQueries(queryClient).some((query) => query.state.status !== 'success')) return undefined;
  const queries = dehydrate(queryClient);
  // No clock in the page: the same data renders the same bytes (a kept page is a fresh one). The
  // browser dates the answers when it reads them (main.tsx): they were current when the page was sent.
  for (const query of queries.queries) {
    query.state.dataUpdatedAt = 0;
    query.dehydratedAt = 0;
  }
  const state: ServerState = { lang, queries };
  // `<` escaped: no text in the data can close the script element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return { html, state: `<script type="application/json" id="${SERVER_STATE_ID}">${json}</script>` };
}

/**
 * A synchronous rendering that meets a `lazy` component not loaded yet (the home page's real
 * reviews) stops with an error asking for the asynchronous renderer; the chunk is loading by then,
 * so it is rendered again shortly (rendering stays synchronous: the language shown is a module's,
 * set just before). A lazy chunk still missing after a few tries fails the rendering.
 */
async function renderSettled(renderOnce: () => string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return renderOnce();
    } catch (error) {
      if (attempt >= MAX_PASSES || !/renderToStringAsync/.test(String((error as Error)?.message))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * attempt));
    }
  }
}

/**
 * The queries a rendering answers: all but those that say they are the browser's alone
 * (`meta.serverRendered: false`, a POST such as a tour's quote for the chosen dates), which the
 * browser asks once it has taken the page over.
 */
function renderedQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.meta?.serverRendered !== false);
}

/** Fetches every query a render started and left pending; false when there were none. */
async function fetchStarted(queryClient: QueryClient): Promise<boolean> {
  const pending = renderedQueries(queryClient)
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');
  if (pending.length === 0) return false;
  await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
  return true;
}
