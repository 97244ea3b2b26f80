import { useEffect, useRef } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useMessages } from '../lib/i18n/I18nProvider';
import { translateSentence } from '../lib/i18n/translate';
import { Icon } from './Icon';

export interface ErrorSummaryItem {
  /** The id of the field's control, which the item links to. */
  id: string;
  message: string;
}

/** A form's errors as summary items, in the form's order (react-hook-form's errors). */
export function errorSummaryItems<T extends FieldValues>(errors: FieldErrors<T>, fields: readonly { name: keyof T & string; id: string }[]): ErrorSummaryItem[] {
  return fields.flatMap(({ name, id }) => {
    const message = errors[name]?.message;
    return typeof message === 'string' && message ? [{ id, message }] : [];
  });
}

/**
 * One announcement for a form submitted with problems, instead of one alert per field: a single
 * alert listing them, each a link to its field. Fields keep their own messages underneath (with
 * `announce={false}`), and react-hook-form focuses the first invalid field. `attempt` (the form's
 * submit count) makes every failed submit announce again, even with the same problems.
 */
export function ErrorSummary({ items, attempt, className = '' }: { items: ErrorSummaryItem[]; attempt: number; className?: string }) {
  if (items.length === 0) return null;
  return <SummaryBox key={attempt} items={items} className={className} />;
}

function SummaryBox({ items, className }: { items: ErrorSummaryItem[]; className: string }) {
  const m = useMessages();
  const box = useRef<HTMLDivElement>(null);
  // On a phone the summary may sit above the screen while the first field takes focus below it.
  useEffect(() => {
    if (typeof box.current?.scrollIntoView === 'function') box.current.scrollIntoView({ block: 'nearest' });
  }, []);
  const goTo = (id: string) => {
    const field = document.getElementById(id);
    field?.focus({ preventScroll: true });
    if (typeof field?.scrollIntoView === 'function') field.scrollIntoView({ block: 'center' });
  };
  return (
    <div ref={box} role="alert" className={`rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 ${className}`} data-testid="error-summary">
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="alert" className="size-5 shrink-0" />
        {m.searchUi.errorSummaryTitle(items.length)}
      </p>
      <ul className="mt-2 list-disc space-y-1 pl-9">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              className="font-medium underline underline-offset-2 hover:text-red-950"
              onClick={(event) => {
                event.preventDefault();
                goTo(item.id);
              }}
            >
              {translateSentence(m, item.message)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
