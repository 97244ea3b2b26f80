import type { UiLanguage } from '@app/shared';

/**
 * Fonts for the scripts the system may lack, shipped with the app (split by Unicode range, so a
 * page fetches only the glyphs it shows). A language's own font is loaded in full for that
 * language. On a page in another language, Sinhala and Tamil text finds its font through the
 * rules every page declares (fonts/script-faces.css); Chinese, whose rules are too heavy to
 * declare on every page, is loaded when Chinese text appears (`watchForChineseText`).
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

/** Han ideographs (the unified blocks, their extensions and the compatibility block). */
const HAN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]|[\u{20000}-\u{3134f}]/u;

/** Elements drawn in the system's fonts only (the language pickers): their text asks for no shipped font. */
const SYSTEM_FONT = '.font-system';

function textNeedsHan(text: Text): boolean {
  return HAN.test(text.data) && !text.parentElement?.closest(SYSTEM_FONT);
}

function nodeNeedsHan(node: Node): boolean {
  if (node.nodeType === Node.TEXT_NODE) return textNeedsHan(node as Text);
  if (node.nodeType !== Node.ELEMENT_NODE || !HAN.test(node.textContent ?? '')) return false;
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (textNeedsHan(text as Text)) return true;
  }
  return false;
}

/**
 * Loads the Chinese font the first time Chinese text is on the page or typed into a field (a
 * customer's name on an English staff page), then stops watching: its stylesheet puts the font's
 * Chinese slices first in the page's stack, and they fetch only the glyphs shown. Answers a
 * function that stops watching.
 */
export function watchForChineseText(root: HTMLElement = document.body): () => void {
  const observer = new MutationObserver((records) => {
    const found = records.some((record) => (record.type === 'characterData' ? nodeNeedsHan(record.target) : Array.from(record.addedNodes).some(nodeNeedsHan)));
    if (found) load();
  });
  const onInput = (event: Event) => {
    const field = event.target;
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && HAN.test(field.value)) load();
  };
  const stop = () => {
    observer.disconnect();
    document.removeEventListener('input', onInput, true);
  };
  function load() {
    stop();
    import('./fonts/chinese-names.css').catch(() => {
      // The text stays in the system's fonts.
    });
  }
  if (nodeNeedsHan(root)) {
    load();
    return stop;
  }
  observer.observe(root, { childList: true, subtree: true, characterData: true });
  document.addEventListener('input', onInput, true);
  return stop;
}
