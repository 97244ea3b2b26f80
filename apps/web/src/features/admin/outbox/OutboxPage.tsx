import { Link } from 'react-router';
import { shortReference, type OutboxMessage } from '@app/shared';
import { useAdminOutbox } from '../api';
import { formatInstant } from '../../../lib/format';
import { usePageMessages, type PageMessages } from '../../../lib/i18n/page-messages';
import { DataTable, type Column } from '../../../components/DataTable';
import { EmptyState, ListStates } from '../../../components/ListStates';
import { StaffPageHeader } from '../../../components/StaffPageHeader';

const TONES: Record<OutboxMessage['status'], string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  sent: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  logged: 'bg-sky-100 text-sky-900 ring-sky-300',
  failed: 'bg-red-100 text-red-900 ring-red-300',
};

function isDeliveryStatus(status: string): status is OutboxMessage['status'] {
  return Object.hasOwn(TONES, status);
}

export function DeliveryBadge({ status }: { status: string }) {
  const T = usePageMessages().staffAreaUi.outbox;
  const known = isDeliveryStatus(status);
  return (
    <span
      title={known ? T.states[status].help : undefined}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${known ? TONES[status] : 'bg-slate-100 text-slate-700 ring-slate-300'}`}
    >
      {known ? T.states[status].label : T.unknownState}
    </span>
  );
}

/** 'booking_confirmed' -> 'Booking confirmed': a kind the catalog does not name yet still reads as words. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[_.-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : kind;
}

function kindName(kind: string, m: PageMessages): string {
  const kinds: Record<string, string> = m.staffAreaUi.outbox.kinds;
  return Object.hasOwn(kinds, kind) ? kinds[kind]! : kindLabel(kind);
}

function outboxColumns(messages: PageMessages): Column<OutboxMessage>[] {
  const T = messages.staffAreaUi.outbox;
  return [
    { header: T.created, cell: (m) => <time dateTime={m.createdAt}>{formatInstant(m.createdAt)}</time>, className: 'whitespace-nowrap' },
    {
      header: T.message,
      cell: (m) => (
        <details className="group max-w-md max-md:text-left">
          <summary className="cursor-pointer list-none font-medium text-slate-900 marker:hidden">
            <span className="underline decoration-slate-300 underline-offset-4 group-open:decoration-teal-600">{m.subject}</span>
            <span className="mt-0.5 block text-xs font-normal text-slate-500">{kindName(m.kind, messages)}</span>
          </summary>
          <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-xs whitespace-pre-wrap text-slate-700">{m.body}</pre>
        </details>
      ),
    },
    { header: T.recipient, cell: (m) => <span className="break-all">{m.recipient}</span> },
    {
      header: T.booking,
      cell: (m) =>
        m.bookingId ? (
          <Link to={`/admin/bookings/${m.bookingId}`} title={m.bookingId} className="font-mono font-semibold text-teal-800 hover:underline">
            {shortReference(m.bookingId)}
          </Link>
        ) : (
          <span className="text-slate-400">—</span>
        ),
    },
    {
      header: T.state,
      cell: (m) => (
        <div className="flex flex-col gap-1 max-md:items-end">
          <DeliveryBadge status={m.status} />
          <span className="text-xs whitespace-nowrap text-slate-500">
            {T.attempts(m.attempts)}
            {m.sentAt ? ` · ${formatInstant(m.sentAt)}` : ''}
          </span>
          {m.lastError && <span className="max-w-xs text-xs break-words text-red-700">{m.lastError}</span>}
        </div>
      ),
    },
  ];
}

/** /admin/outbox: every notification e-mail and its delivery state, newest first. */
export function OutboxPage() {
  const m = usePageMessages();
  const T = m.staffAreaUi.outbox;
  const outbox = useAdminOutbox();
  return (
    <>
      <StaffPageHeader title={T.title} description={T.description} />
      <ListStates
        rows={outbox}
        noun="emails"
        loadingLabel={T.loading}
        empty={
          <EmptyState icon="send" title={T.empty}>
            {T.emptyHint}
          </EmptyState>
        }
      >
        <DataTable caption={T.title} rows={outbox.items} rowKey={(row) => row._id} columns={outboxColumns(m)} />
      </ListStates>
    </>
  );
}
