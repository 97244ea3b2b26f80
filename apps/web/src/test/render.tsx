import { DEFAULT_PRICING_POLICY, type PublicPricing } from '@app/shared';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { AuthProvider } from '../features/auth/AuthProvider';
import { I18nProvider } from '../lib/i18n/I18nProvider';

/** Shows where the router is, so tests can assert navigations. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/**
 * Renders routes in a memory router inside the app's providers (no retries, so failures show at
 * once). Every route also renders the location probe.
 */
export function renderRoutes(routes: RouteObject[], initialEntry: string | { pathname: string; search?: string; state?: unknown } = '/') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <RoutesOutlet />
            <LocationProbe />
          </>
        ),
        children: routes,
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const utils = render(
    <I18nProvider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...utils, router, queryClient };
}

function RoutesOutlet() {
  return <Outlet />;
}

export function renderPage(element: ReactElement, path = '/', initialEntry: Parameters<typeof renderRoutes>[1] = path) {
  return renderRoutes([{ path, element }, { path: '*', element: null }], initialEntry);
}

type Handler = (url: URL, init: RequestInit) => Response | Promise<Response>;

export function json(body: unknown, status = 200, statusText = ''): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

/** The published pricing every page may read (GET /api/pricing-policy): the default policy, no online payment. */
export const PUBLIC_PRICING: PublicPricing = { ...DEFAULT_PRICING_POLICY, onlinePayment: false };

/**
 * Replaces fetch with a handler; returns the mock to inspect calls. The published pricing is
 * answered unless the handler answers it itself (`pricing` to publish another).
 */
export function mockFetch(handler: Handler, pricing: PublicPricing = PUBLIC_PRICING) {
  const mock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/pricing-policy') return json(pricing);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** A signed-in session in storage (a token without an expiry claim, as tests do not need one). */
export function storeSession(user: Record<string, unknown> = { _id: 'u1', username: 'Emma Wilson', email: 'emma@example.com', phone: '+44 7700 900123', role: 'tourist' }) {
  localStorage.setItem('authToken', 'header.payload.signature');
  localStorage.setItem('authUser', JSON.stringify(user));
}
