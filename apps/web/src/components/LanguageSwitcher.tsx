import { useId, useRef, useState, type ChangeEvent } from 'react';
import { UI_LANGUAGES, isUiLanguage, type UiLanguage } from '@app/shared';
import { useLanguage, useMessages } from '../lib/i18n/I18nProvider';
import { Icon } from './Icon';

/**
 * The interface's language: a native select, each language named in itself, applied at once
 * without a reload. Beside the globe, "Language" is written out where there is room
 * (`showLabel`) and read to screen readers everywhere; after a change, a polite status says so.
 */
export function LanguageSwitcher({ showLabel = false, className = '' }: { showLabel?: boolean; className?: string }) {
  const m = useMessages();
  const { lang, changeLanguage } = useLanguage();
  const id = useId();
  // The chosen language's catalog downloads first: meanwhile the select already shows the choice.
  const [pending, setPending] = useState<UiLanguage | null>(null);
  const latest = useRef<UiLanguage | null>(null);
  const [changed, setChanged] = useState(false);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = event.target.value;
    if (!isUiLanguage(next)) return;
    latest.current = next;
    setPending(next);
    changeLanguage(next)
      .then(() => setChanged(true))
      // Not fetched (offline): the page stays in its language, and so does the select.
      .catch(() => {})
      .finally(() => {
        if (latest.current === next) setPending(null);
      });
  };

  const shownName = UI_LANGUAGES.find((language) => language.code === lang)?.name ?? lang;
  return (
    <div className={`flex flex-wrap items-center gap-x-1.5 gap-y-1 ${className}`}>
      <label htmlFor={id} className="flex items-center gap-1.5 text-sm font-medium text-slate-700">
        <Icon name="globe" className="size-4 shrink-0 text-teal-700" />
        <span className={showLabel ? '' : 'sr-only'}>{m.site.language}</span>
      </label>
      {/* 16 px on phones, where a smaller select makes iOS zoom in on focus. */}
      <select
        id={id}
        value={pending ?? lang}
        onChange={onChange}
        className="font-system rounded-md border border-slate-300 bg-white py-1.5 pr-1 pl-2 text-base text-slate-800 hover:border-teal-600 focus:border-teal-600 lg:text-sm"
      >
        {UI_LANGUAGES.map(({ code, name }) => (
          <option key={code} lang={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      <span role="status" className="sr-only">
        {changed ? m.site.languageChanged(shownName) : ''}
      </span>
    </div>
  );
}
