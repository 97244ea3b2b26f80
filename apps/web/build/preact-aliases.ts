/**
 * Preact's React-compatible runtime in place of React in the browser bundle, for our code and
 * every library that imports React (decision 069). The source stays React code with React's
 * types; the component tests run it on React, the browser journeys on this bundle.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // The server rendering's bundle (entry-server.tsx, decision 096): preact-render-to-string.
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
