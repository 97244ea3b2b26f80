import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/App';
import { initialLanguage, setActiveLanguage } from './lib/i18n/active-language';
import { loadMessages } from './lib/i18n/catalogs';
import { loadFont, watchForChineseText } from './lib/i18n/fonts';

/** The first language's catalog and font arrive before the first render: no English flashes by. */
async function start() {
  let lang = initialLanguage(location.search, navigator.languages ?? [navigator.language]);
  // A catalog that cannot be fetched (offline, a deploy in between) leaves the page in English.
  await Promise.all([loadMessages(lang).catch(() => (lang = 'en')), loadFont(lang)]);
  setActiveLanguage(lang);
  const pseudo = import.meta.env.DEV && new URLSearchParams(location.search).has('pseudo');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App pseudo={pseudo} />
    </StrictMode>,
  );
  // Chinese text on a page in another language (a customer's name) brings its font.
  if (lang !== 'zh') watchForChineseText();
}

void start();
