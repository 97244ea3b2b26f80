import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { setUnauthorizedHandler } from '../../lib/api';
import { fromLocation, type LoginState } from '../../lib/navigation';
import { keepSignInReturnFor, rememberSignInReturn } from '../../lib/auth/sign-in-return';
import { useAuth } from '../../lib/auth/auth-context';
import { useMessages } from '../../lib/i18n/I18nProvider';
import { useScrollMemory } from '../../lib/scroll-memory';
import { Navbar } from './Navbar';
import { Footer } from './Footer';
import { pageHasOwnTitle } from '../../lib/document-title';

/** The live changes' client (decision 109): its own chunk, fetched only once someone is signed in. */
const LiveUpdates = lazy(() => import('../live/LiveUpdates'));

/** Every page: skip link, navigation bar, the page, footer. */
export function RootLayout() {
  const m = useMessages();
  useScrollMemory();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-amber-300 px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {m.publicUi.nav.skipToContent}
      </a>
      <SessionExpiryRedirect />
      <SignInReturnKeeper />
      <FocusMainOnNavigation />
      <LiveUpdatesWhenSignedIn />
      <Navbar />
      {/* At least a screen tall, so the footer starts below the fold: a page that grows once its
          data arrives never pushes a visible footer down (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}

/**
 * After a client-side navigation, focus moves to the new page's content, as a full page load
 * would; screen readers then start reading there instead of staying on the link that was used.
 */
function FocusMainOnNavigation() {
  const { pathname } = useLocation();
  const { site: shown } = useMessages();
  const site = useRef(shown);
  site.current = shown;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
    // The server wrote the landing page's own title (a vehicle's name, decision 095); another page
    // reached inside the app takes the site's, so the tab never names a page no longer shown,
    // unless it names itself (a signed-in page, a form: useDocumentTitle).
    if (!pageHasOwnTitle()) document.title = site.current.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', site.current.description);
  }, [pathname]);
  return null;
}

/**
 * A protected call answered 401: the session is over, so sign out and log in again, then come
 * back. (On a login-required page its guard redirects too, with the same state.)
 */
function SessionExpiryRedirect() {
  const { expire } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const notice = useMessages().myBookings.unauthorized;

  useEffect(() => {
    setUnauthorizedHandler(() => {
      expire();
      queryClient.clear();
      const state: LoginState = { from: fromLocation(location), notice };
      rememberSignInReturn(state.from);
      navigate('/login', { replace: true, state });
    });
    return () => setUnauthorizedHandler(null);
  }, [expire, navigate, location, queryClient, notice]);

  return null;
}

/**
 * The page a sign-in interrupted is kept while the visitor is on the account pages (decision
 * 076); any other page but that one means they went elsewhere, and it is dropped.
 */
function SignInReturnKeeper() {
  const { pathname } = useLocation();
  useEffect(() => keepSignInReturnFor(pathname), [pathname]);
  return null;
}

/**
 * Follows the live changes while someone is signed in; from the first effect on, so a page the
 * server rendered (for nobody) hydrates as it was written. A new account starts a new client.
 */
function LiveUpdatesWhenSignedIn() {
  const { user, token } = useAuth();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !user || !token) return null;
  return (
    <Suspense fallback={null}>
      <LiveUpdates key={`${user._id ?? user.username}:${user.role}`} role={user.role} />
    </Suspense>
  );
}
