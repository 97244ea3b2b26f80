import { createBrowserRouter } from 'react-router';
import { keyTheFirstEntry } from '../lib/scroll-memory';
import { routes } from './routes';

/**
 * The app's router, made when the browser's start asks for it (main.tsx) rather than when this
 * module is evaluated: flattening and ranking the routes and matching the first page cost as much
 * as evaluating the rest of the entry (~80 ms each at Lighthouse's 4x slowdown), so each is a task
 * of its own (issue 31's page speed, decision 120).
 */
export function createAppRouter() {
  // Before the router reads the entry the tab opened on (see scroll-memory.ts).
  keyTheFirstEntry();
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
