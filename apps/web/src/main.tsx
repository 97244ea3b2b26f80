import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/App';
import { createAppRouter, type AppRouter } from './app/router';
import { initialLanguage, setActiveLanguage } from './lib/i18n/active-language';
import { loadMessages } from './lib/i18n/catalogs';
import { loadFont, watchForChineseText } from './lib/i18n/fonts';
import { createQueryClient } from './lib/query-client';
import { readServerState } from './lib/server-state';
import { loadSession } from './lib/auth/session';
import { hasCurrencyChoice } from './lib/display-currency';
import { readTypedValues } from './lib/typed-before-start';

/**
 * Gives the main thread back between the start's long steps, so each is a task of its own and a
 * tap or a paint can come in between (a phone spends ~100-300 ms on them at Lighthouse's 4x
 * slowdown; one task of their sum blocked input for all of it).
 */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Resolves once the router has loaded the first page's code (its lazy route chunks). */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * The first language's catalog and font arrive before the first render: no English flashes by.
 * A server-rendered page (decision 096) is hydrated once its route's code is loaded, from the data
 * it carries, so the first render is the server's; when this browser would show it otherwise (a
 * language chosen here before, a signed-in visitor, a chosen second currency) it is rendered over.
 */
async function start() {
  let lang = initialLanguage(location.search, navigator.languages ?? [navigator.language]);
  // A catalog that cannot be fetched (offline, a deploy in between) leaves the page in English.
  const catalog = Promise.all([loadMessages(lang).catch(() => (lang = 'en')), loadFont(lang)]);
  // The entry's evaluation ends here; the router (which starts loading the page's code) is a task
  // of its own, while the catalog comes.
  await yieldToMain();
  const router = createAppRouter();
  await catalog;
  setActiveLanguage(lang);
  await yieldToMain();
  // The page's first number format builds the engine's table of locales (~30-40 ms in Chromium,
  // measured; every later format takes a fraction of a millisecond): in its own task, not in the
  // rendering that shows the first price. Nothing is shown from it (the shared formatters show
  // prices; importing them here would bring their code into every page's entry).
  new Intl.NumberFormat(lang).format(0);
  await yieldToMain();
  const pseudo = import.meta.env.DEV && new URLSearchParams(location.search).has('pseudo');
  const server = readServerState();
  const queryClient = createQueryClient();
  if (server) {
    // The server sends only answered queries, undated (entry-server.tsx): each is set as fresh as
    // the page. (setQueryData rather than TanStack's hydrate(): the same result for answered
    // queries, and the home page's JavaScript stays within its budget.)
    const now = Date.now();
    for (const query of server.queries.queries) queryClient.setQueryData(query.queryKey, query.state.data, { updatedAt: now });
  }
  const root = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App pseudo={pseudo} queryClient={queryClient} router={router} />
    </StrictMode>
  );
  const hydrating = server && server.lang === lang && !pseudo && loadSession() === null && !hasCurrencyChoice();
  if (hydrating) {
    await routerReady(router);
    // The route's code was evaluated in the task that resolved it: the hydration goes in the next.
    await yieldToMain();
  }
  // What the visitor typed into the server's page meanwhile: the first render would empty it.
  const typed = readTypedValues(root);
  if (hydrating) hydrateRoot(root, app);
  else createRoot(root).render(app);
  if (typed.length > 0) {
    const [{ restoreTypedValues }] = await Promise.all([import('./lib/typed-restore'), routerReady(router)]);
    requestAnimationFrame(() => {
      restoreTypedValues(root, typed);
      markReady();
    });
  } else markReady();
  // Chinese text on a page in another language (a customer's name) brings its font.
  if (lang !== 'zh') watchForChineseText();
}

/**
 * The app has taken the page over (hydrated or rendered, what was typed before put back): a mark
 * on <html> that browser journeys wait for before they type, instead of guessing from the network.
 */
function markReady() {
  document.documentElement.setAttribute('data-app-ready', '');
}

void start();
