import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MESSAGES, type MessageTree, type UiLanguage } from '@app/shared';
export { translateCode } from './translate';
import { activeLanguage, rememberChoice, servedIn, setActiveLanguage } from './active-language';
import { loadFont } from './fonts';
import { loadMessages, loadedMessages, localizedTree, pseudoMessages, type Messages } from './catalogs';
import { pageHasOwnTitle } from '../document-title';

interface I18nValue {
  lang: UiLanguage;
  messages: Messages;
  /** Development's pseudo-language is shown (`?pseudo`). */
  pseudo: boolean;
  /** Shows another language at once (its catalog and font are fetched first) and keeps the choice. */
  changeLanguage: (lang: UiLanguage) => Promise<void>;
}

/** Outside a provider (a component test rendering one component) everything is English. */
const I18nContext = createContext<I18nValue>({ lang: 'en', messages: MESSAGES, pseudo: false, changeLanguage: async () => {} });

/**
 * Holds the language shown. The first language's catalog is loaded before the first render
 * (see `main.tsx`), so a German visitor never sees English flash by.
 */
export function I18nProvider({ children, pseudo = false }: { children: ReactNode; pseudo?: boolean }) {
  const [lang, setLang] = useState<UiLanguage>(activeLanguage);
  const [messages, setMessages] = useState<Messages>(() => (pseudo ? pseudoMessages() : (loadedMessages(activeLanguage()) ?? loadedMessages('en')!)));

  const changeLanguage = useCallback(
    async (next: UiLanguage) => {
      rememberChoice(next);
      const [loaded] = await Promise.all([loadMessages(next), loadFont(next)]);
      setActiveLanguage(next);
      setLang(next);
      setMessages(pseudo ? pseudoMessages() : loaded);
    },
    [pseudo],
  );

  // The tab's title and the description search engines and link previews read, in the language
  // shown. The server wrote the first page's own (a vehicle's name, decision 095): kept while the
  // page shows the language it was written in.
  const first = useRef(true);
  useEffect(() => {
    const keepServed = first.current && servedIn(activeLanguage());
    first.current = false;
    if (keepServed) return;
    if (!pageHasOwnTitle()) document.title = messages.site.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', messages.site.description);
  }, [messages]);

  const value = useMemo(() => ({ lang, messages, pseudo, changeLanguage }), [lang, messages, pseudo, changeLanguage]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

function useI18n(): I18nValue {
  return useContext(I18nContext);
}

/** Every sentence the user reads, in the language shown: the same tree and calls as `MESSAGES`. */
export function useMessages(): Messages {
  return useI18n().messages;
}

export function useLanguage(): Pick<I18nValue, 'lang' | 'changeLanguage'> {
  const { lang, changeLanguage } = useI18n();
  return { lang, changeLanguage };
}

/**
 * Another message tree in the language shown: the same tree and calls as the English one. For
 * sentences kept out of the main tree so pages that never show them do not load them.
 */
export function useLocalizedTree<T extends MessageTree>(tree: T): T {
  const { lang, pseudo } = useI18n();
  return useMemo(() => localizedTree(tree, lang, pseudo), [tree, lang, pseudo]);
}
