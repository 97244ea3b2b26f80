import { useMemo } from 'react';
import { MESSAGES } from '@app/shared';
import { PAGE_MESSAGES } from '@app/shared/page-messages';
import { useLocalizedTree, useMessages } from './I18nProvider';
import type { Messages } from './catalogs';

export type PageMessages = Messages & typeof PAGE_MESSAGES;

/**
 * Every sentence a page reads, in the language shown: the main tree with the sections only some
 * pages read (`bookingUi`, `staffUi`, `staffAreaUi`, `staffBookingsUi`, `tripsUi`). Only those
 * pages import this module, so their sentences load with them, not with the home page.
 */
export function usePageMessages(): PageMessages {
  const messages = useMessages();
  const pageOnly = useLocalizedTree(PAGE_MESSAGES);
  return useMemo(() => ({ ...messages, ...pageOnly }), [messages, pageOnly]);
}

/** The pages' messages in English, outside any provider (helpers' defaults, tests). */
export const ENGLISH_PAGE_MESSAGES: PageMessages = { ...MESSAGES, ...PAGE_MESSAGES };
