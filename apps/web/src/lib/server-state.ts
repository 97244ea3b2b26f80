import type { DehydratedState } from '@tanstack/react-query';
import { isUiLanguage, type UiLanguage } from '@app/shared';

/**
 * What a server-rendered page carries for the browser to hydrate from (decision 096): the
 * language it was rendered in and the answers of its first API reads, in a
 * `<script type="application/json">` (the page's CSP allows no inline script that runs).
 */
export interface ServerState {
  lang: UiLanguage;
  queries: DehydratedState;
}

export const SERVER_STATE_ID = 'server-state';

/** The state of a server-rendered page, when this page is one (and the state can be read). */
export function readServerState(): ServerState | undefined {
  const text = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const state = JSON.parse(text) as Partial<ServerState>;
    return isUiLanguage(state.lang) && state.queries ? (state as ServerState) : undefined;
  } catch {
    return undefined;
  }
}
