import { configure } from '@testing-library/react';

/**
 * Lazy pages, debounced searches and a busy CI machine: the staff areas' tests wait up to 4 s for
 * what they expect (the default 1 s makes them flaky under load, never faster when green).
 */
configure({ asyncUtilTimeout: 4000 });

export const PATIENCE = { timeout: 4000 } as const;
