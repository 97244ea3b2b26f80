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

/** The end of a paged table: how many rows are shown, and a button for the next page. */
export function LoadMore({
  shown,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  noun,
}: {
  shown: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  noun: StaffListNoun;
}) {
  const m = usePageMessages();
  const T = m.staffAreaUi.common;
  return (
    <div className="mt-4 flex flex-col items-center gap-2 text-sm text-slate-600 sm:flex-row sm:justify-between">
      <p aria-live="polite">{m.staffAreaUi.shown[noun](shown, hasNextPage ? 'yes' : 'no')}</p>
      {hasNextPage && (
        <Button variant="secondary" size="sm" onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
          {isFetchingNextPage ? T.loadingMore : T.loadMore}
        </Button>
      )}
    </div>
  );
}

/** Loading, error and empty states around a list; the list itself once there are rows. */
export function ListStates({
  isPending,
  error,
  isEmpty,
  loadingLabel,
  empty,
  children,
}: {
  isPending: boolean;
  error: unknown;
  isEmpty: boolean;
  loadingLabel: string;
  empty: ReactNode;
  children: ReactNode;
}) {
  if (isPending) return <Loading label={loadingLabel} />;
  if (error) return <ListError error={error} />;
  if (isEmpty) return <>{empty}</>;
  return <>{children}</>;
}
