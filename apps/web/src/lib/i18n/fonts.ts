import type { UiLanguage } from '@app/shared';

/**
 * Fonts for the scripts the system may lack, shipped with the app (split by Unicode range, so a
 * page fetches only the glyphs it shows) and fetched only for their language: English pages
 * stay as light as before.
 */
const fontLoaders: Partial<Record<UiLanguage, () => Promise<unknown>>> = {
  si: () => import('./fonts/sinhala.css'),
  ta: () => import('./fonts/tamil.css'),
  zh: () => import('./fonts/chinese.css'),
};

export async function loadFont(lang: UiLanguage): Promise<void> {
  try {
    await fontLoaders[lang]?.();
  } catch {
    // The text still renders with the system's fonts; a missing font must not block a language.
  }
}
