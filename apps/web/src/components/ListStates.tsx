import type { ReactNode } from 'react';
import { Alert } from './Alert';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';
import { Loading } from './Spinner';
import { errorText } from '../lib/error-text';
import { usePageMessages } from '../lib/i18n/page-messages';
import type { PAGE_MESSAGES } from '@app/shared/page-messages';

/** Spec section 8: an admin list that failed to load reads 'Error: {message}'. */
export function ListError({ error }: { error: unknown }) {
  const m = usePageMessages();
  return <Alert>{m.admin.listError(errorText(error))}</Alert>;
}

export function EmptyState({ icon = 'info', title, children }: { icon?: IconName; title: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
      <Icon name={icon} className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 text-base font-semibold text-slate-900">{title}</p>
      {children && <div className="mt-1 text-sm text-slate-600">{children}</div>}
    </div>
  );
}

/** What a paged staff list lists; each has its own count sentence, as nouns inflect differently per language. */
export type StaffListNoun = keyof typeof PAGE_MESSAGES.staffAreaUi.shown;

/** A paged list as the staff list hooks answer it. */
export interface PagedRows<T> {
  items: T[];
  isPending: boolean;
  error: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The end of a paged table: how many rows are shown, and a button for the next page. */
function LoadMore({ rows, noun }: { rows: PagedRows<unknown>; noun: StaffListNoun }) {
  const m = usePageMessages();
  const T = m.staffAreaUi.common;
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-sm text-slate-600 sm:flex-row sm:justify-between">
      <p aria-live="polite">{m.staffAreaUi.shown[noun](rows.items.length, rows.hasNextPage ? 'yes' : 'no')}</p>
      {rows.hasNextPage && (
        <Button variant="secondary" size="sm" onClick={() => void rows.fetchNextPage()} disabled={rows.isFetchingNextPage}>
          {rows.isFetchingNextPage ? T.loadingMore : T.loadMore}
        </Button>
      )}
    </div>
  );
}

/**
 * A paged staff list: its loading, error and empty states; once there are rows, the list itself
 * (`children`) and below it how many are shown, with a button for the next page.
 */
export function ListStates<T>({
  rows,
  noun,
  loadingLabel,
  empty,
  children,
}: {
  rows: PagedRows<T>;
  noun: StaffListNoun;
  loadingLabel: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (rows.isPending) return <Loading label={loadingLabel} />;
  if (rows.error) return <ListError error={rows.error} />;
  if (rows.items.length === 0) return <>{empty}</>;
  return (
    <>
      {children}
      <LoadMore rows={rows} noun={noun} />
    </>
  );
}
