import { useEffect, useRef } from 'react';
import { isUiLanguage } from '@app/shared';
import { useAuth } from '../lib/auth/auth-context';
import { hasStoredChoice } from '../lib/i18n/active-language';
import { useLanguage } from '../lib/i18n/I18nProvider';
import { api } from '../lib/api';

/**
 * Keeps the language and the signed-in account together (decision 081). An account has a language
 * only once its person chooses one. At sign-in, a language chosen in this browser (switcher or
 * `?lang=`) wins and is saved to the account; without one, the account's language is shown if it
 * has one, and otherwise the browser's stays (nothing is saved: nobody chose it). While signed in,
 * every choice made here is saved to the account, so e-mails follow.
 */
export function AccountLanguageSync() {
  const { user, updateSession } = useAuth();
  const { lang, changeLanguage } = useLanguage();
  const signedInAs = useRef<string | null>(null);

  useEffect(() => {
    const id = user?._id ?? null;
    if (!user || !id) {
      signedInAs.current = null;
      return;
    }
    const justSignedIn = signedInAs.current !== id;
    signedInAs.current = id;
    const saved = user.preferredLanguage;
    const chosenHere = hasStoredChoice();
    if (justSignedIn && !chosenHere && isUiLanguage(saved) && saved !== lang) {
      void changeLanguage(saved);
      return;
    }
    // The browser's own language is not a choice: an account without one keeps none.
    if (saved === lang || !chosenHere) return;
    api<unknown>('/api/users/me/language', { method: 'PUT', auth: true, body: { preferredLanguage: lang } })
      .then(() => updateSession({ user: { ...user, preferredLanguage: lang } }))
      .catch(() => {
        // Not saved (offline, session ended): the page still shows the language; the next change retries.
      });
  }, [user, lang, changeLanguage, updateSession]);

  return null;
}
