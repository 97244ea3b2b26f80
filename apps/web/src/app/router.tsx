import { createBrowserRouter } from 'react-router';
import { keyTheFirstEntry } from '../lib/scroll-memory';
import { routes } from './routes';

// Before the router reads the entry the tab opened on (see scroll-memory.ts).
keyTheFirstEntry();

export const router = createBrowserRouter(routes);
