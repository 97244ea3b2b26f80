import { z } from 'zod';

// Imported first by every module of this package that builds a zod schema, so it runs before
// any parse (the package's one module with a side effect: package.json `sideEffects`).
//
// In a browser, zod's compiled parsers first probe `new Function`, which the site's CSP
// (script-src 'self') refuses: the probe is caught, but the browser reports a CSP violation on
// every page that parses (Lighthouse's best practices). The pages parse small forms and answers,
// so zod's interpreter costs nothing there; the server keeps the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });
