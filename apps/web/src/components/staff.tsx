import { useEffect, useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from './Alert';
import { Button } from './Button';
import { Icon, type IconName } from './Icon';
import { Loading } from './Spinner';
import { errorText } from '../lib/error-text';
import { usePageMessages } from '../lib/i18n/page-messages';
import { useModalDialog } from '../lib/use-modal-dialog';
import type { PAGE_MESSAGES } from '@app/shared/page-messages';

/** The title row of a staff page: heading, a line of context, and the page's main actions. */
export function StaffPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  const m = usePageMessages();
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <title>{m.staffAreaUi.common.pageTitle(title)}</title>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

/** A quiet red text button for destructive actions (Delete, Cancel) beside a row's main action. */
export const dangerGhostClass =
  'inline-flex items-center justify-center gap-2 rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 transition-colors hover:bg-red-50 hover:text-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/** A white panel, the surface every staff page sits on. */
export function Panel({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${className}`}>{children}</section>;
}

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

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Extra classes of the cell (width, alignment). */
  className?: string;
  /**
   * How the column shows on phones, where each row is a card: 'title' heads the card without a
   * label, 'actions' closes it below a rule, 'hidden' leaves it out; by default a label/value line.
   */
  phone?: 'title' | 'actions' | 'hidden';
  /** Only on phones (a compact summary of columns the card leaves out). */
  phoneOnly?: boolean;
}

const PHONE_CELL: Record<NonNullable<Column<unknown>['phone']> | 'line', string> = {
  title: 'max-md:block max-md:pb-2 max-md:text-base max-md:font-semibold max-md:text-slate-900',
  actions: 'max-md:mt-2 max-md:flex max-md:border-t max-md:border-slate-100 max-md:pt-3',
  hidden: 'max-md:hidden',
  line:
    'max-md:flex max-md:items-start max-md:justify-between max-md:gap-4 max-md:py-1.5 max-md:text-right ' +
    'max-md:before:shrink-0 max-md:before:text-left max-md:before:font-medium max-md:before:text-slate-500 max-md:before:content-[attr(data-label)]',
};

/**
 * A table on tablets and desktops; on phones each row becomes a card of label/value lines, so a
 * 360 px screen never scrolls sideways.
 */
export function DataTable<T>({
  caption,
  rows,
  rowKey,
  columns,
  rowClassName,
  dense = false,
}: {
  caption: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  columns: readonly Column<T>[];
  rowClassName?: (row: T) => string;
  /** Tighter cells, for a list the office scans many rows of on a laptop (the bookings). */
  dense?: boolean;
}) {
  const pad = dense ? 'md:px-2.5 md:py-2' : 'md:px-4 md:py-3';
  return (
    <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-slate-200 md:bg-white md:shadow-sm">
      <table className="w-full text-left text-sm text-slate-700">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase max-md:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`${dense ? 'px-2.5 py-2' : 'px-4 py-3'} whitespace-nowrap ${column.phoneOnly ? 'md:hidden' : ''} ${column.className ?? ''}`}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:grid max-md:gap-3 md:divide-y md:divide-slate-100">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className={`align-top max-md:block max-md:rounded-2xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-4 max-md:shadow-sm ${rowClassName?.(row) ?? ''}`}
            >
              {columns.map((column) => {
                const content = column.cell(row);
                const phone = content === null ? PHONE_CELL.hidden : PHONE_CELL[column.phone ?? 'line'];
                return (
                  <td
                    key={column.header}
                    data-label={column.header}
                    className={`${pad} ${phone} ${column.phoneOnly ? 'md:hidden' : ''} ${column.className ?? ''}`}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * A one-time message carried to this page in the navigation state (for example "Vehicle created
 * successfully!" after a save), removed from the history entry so a reload does not repeat it.
 */
export function useFlashNotice(): [string | null, (text: string | null) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const incoming = (location.state as { notice?: unknown } | null)?.notice;
  const [notice, setNotice] = useState<string | null>(typeof incoming === 'string' ? incoming : null);
  useEffect(() => {
    if (typeof incoming === 'string') {
      setNotice(incoming);
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    }
  }, [incoming, navigate, location.pathname, location.search]);
  return [notice, setNotice];
}

/**
 * A modal form on the native <dialog> (focus is trapped by the browser, Escape closes, focus
 * returns to the opener), for choices richer than ConfirmDialog's yes/no.
 */
export function StaffDialog({
  open,
  title,
  onClose,
  children,
  wide = false,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  /** DialogBody and DialogFooter, possibly inside a form. */
  children: ReactNode;
  wide?: boolean;
}) {
  const m = usePageMessages();
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={`m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50`}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 sm:px-6">
            <h2 id={titleId} className="text-lg font-bold text-slate-900">
              {title}
            </h2>
            <button type="button" onClick={onClose} className="-m-1 rounded-lg p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800">
              <Icon name="close" />
              <span className="sr-only">{m.staffAreaUi.common.close}</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

/** The scrolling middle of a StaffDialog. */
export function DialogBody({ children }: { children: ReactNode }) {
  return <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4 text-sm text-slate-700 sm:px-6">{children}</div>;
}

/** The buttons of a StaffDialog, always in view below the body. */
export function DialogFooter({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 border-t border-slate-100 px-5 py-4 sm:flex-row sm:justify-end sm:px-6">{children}</div>;
}

/**
 * The record an edit page loads before its form: a loading message, the error under the page's
 * title, or the form with the record.
 */
export function LoadedRecord<T>({
  query,
  title,
  loadingLabel,
  children,
}: {
  query: { isPending: boolean; error: unknown; data: T | undefined };
  title: string;
  loadingLabel: string;
  children: (record: T) => ReactNode;
}) {
  if (query.isPending) return <Loading label={loadingLabel} />;
  if (query.error || query.data === undefined) {
    return (
      <>
        <StaffPageHeader title={title} />
        <ListError error={query.error} />
      </>
    );
  }
  return children(query.data);
}
