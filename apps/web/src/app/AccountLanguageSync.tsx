import { useEffect, useRef } from 'react';
import { isUiLanguage } from '@app/shared';
import { useAuth } from '../lib/auth/auth-context';
import { hasStoredChoice } from '../lib/i18n/active-language';
import { useLanguage } from '../lib/i18n/I18nProvider';
import { api } from '../lib/api';

/**
 * Keeps the language and the signed-in account together. At sign-in, a language chosen in this
 * browser (switcher or `?lang=`) wins and is saved to the account; without one, the account's
 * language is shown. While signed in, every change is saved to the account, so e-mails follow.
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
    if (justSignedIn && !hasStoredChoice() && isUiLanguage(saved) && saved !== lang) {
      void changeLanguage(saved);
      return;
    }
    if (saved === lang) return;
    api<unknown>('/api/users/me/language', { method: 'PUT', auth: true, body: { preferredLanguage: lang } })
      .then(() => updateSession({ user: { ...user, preferredLanguage: lang } }))
      .catch(() => {
        // Not saved (offline, session ended): the page still shows the language; the next change retries.
      });
  }, [user, lang, changeLanguage, updateSession]);

  return null;
}
