import { useState, type Ref } from 'react';
import type { User } from '@app/shared';
import { inputClass } from '../../../components/Field';
import { Icon } from '../../../components/Icon';
import { Loading } from '../../../components/Spinner';
import { ListError } from '../../../components/ListStates';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useCustomerSearch } from '../api';

/** A search starts from this many characters (fewer match half the accounts). */
export const CUSTOMER_SEARCH_MIN = 2;

/**
 * Finding the customer's account: a search by name, e-mail or phone among tourist accounts, the
 * matches as buttons, and the chosen one with a way back to the search.
 */
export function CustomerPicker({
  chosen,
  onChoose,
  error,
  inputRef,
  announce = true,
}: {
  chosen: User | null;
  onChoose: (user: User | null) => void;
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
  /** False in a form whose error summary announces the error instead. */
  announce?: boolean;
}) {
  const T = usePageMessages().staffUi;
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), 300);
  const q = settled.length >= CUSTOMER_SEARCH_MIN ? settled : null;
  const results = useCustomerSearch(chosen ? null : q);
  const errorId = 'customer-search-error';
  const hintId = 'customer-search-hint';

  if (chosen) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-teal-200 bg-teal-50 px-4 py-3" data-testid="chosen-customer">
        <div className="min-w-0">
          <p className="font-semibold text-teal-950">{T.customerChosen(chosen.username)}</p>
          <p className="text-sm break-words text-teal-900">
            {chosen.email ?? T.noEmail}
            {chosen.phone ? ` · ${chosen.phone}` : ''}
          </p>
        </div>
        <button type="button" onClick={() => onChoose(null)} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-teal-800 hover:bg-teal-100">
          {T.customerChooseAnother}
        </button>
      </div>
    );
  }

  const items = results.data?.items ?? [];
  return (
    <div>
      <label htmlFor="customer-search" className="mb-1.5 block text-sm font-medium text-slate-700">
        {T.customerSearch}
        <span className="text-red-700" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <div className="relative">
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input
          id="customer-search"
          ref={inputRef}
          type="search"
          autoComplete="off"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={T.customerSearchPlaceholder}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : hintId}
          className={`${inputClass} pl-9`}
        />
      </div>
      {error ? (
        <p id={errorId} role={announce ? 'alert' : undefined} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {T.customerSearchHint(CUSTOMER_SEARCH_MIN)}
        </p>
      )}
      <div className="mt-2 min-h-10" aria-live="polite">
        {q === null ? null : results.isPending ? (
          <Loading label={T.customerSearching} className="py-2" />
        ) : results.error ? (
          <ListError error={results.error} />
        ) : items.length === 0 ? (
          <p className="py-2 text-sm text-slate-600">{T.customerNoMatch}</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label={T.customerSearch}>
            {items.map((user) => (
              <li key={user._id}>
                <button
                  type="button"
                  onClick={() => onChoose(user)}
                  className="flex w-full flex-col items-start px-4 py-2.5 text-left hover:bg-teal-50 focus-visible:bg-teal-50"
                  data-testid="customer-option"
                >
                  <span className="font-medium text-slate-900">{user.username}</span>
                  <span className="text-sm break-all text-slate-600">
                    {user.email ?? T.noEmail}
                    {user.phone ? ` · ${user.phone}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
