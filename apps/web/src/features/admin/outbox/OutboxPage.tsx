import { Link } from 'react-router';
import { shortReference, type OutboxMessage } from '@app/shared';
import { useAdminOutbox } from '../api';
import { formatInstant } from '../../../lib/format';
import { DataTable, EmptyState, ListStates, LoadMore, StaffPageHeader, type Column } from '../../../components/staff';

const STATES: Record<OutboxMessage['status'], { label: string; tone: string; help: string }> = {
  pending: { label: 'Pending', tone: 'bg-amber-100 text-amber-900 ring-amber-300', help: 'Waiting for delivery or a retry' },
  sent: { label: 'Sent', tone: 'bg-emerald-100 text-emerald-900 ring-emerald-300', help: 'Delivered to the mail server' },
  logged: { label: 'Logged', tone: 'bg-sky-100 text-sky-900 ring-sky-300', help: 'No SMTP server is set up: written to the log and kept here' },
  failed: { label: 'Failed', tone: 'bg-red-100 text-red-900 ring-red-300', help: 'Gave up after repeated failures' },
};

export function DeliveryBadge({ status }: { status: string }) {
  const state = STATES[status as OutboxMessage['status']];
  return (
    <span
      title={state?.help}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${state?.tone ?? 'bg-slate-100 text-slate-700 ring-slate-300'}`}
    >
      {state?.label ?? 'Unknown'}
    </span>
  );
}

/** 'booking_confirmed' -> 'Booking confirmed'. */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[_.-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : kind;
}

const columns: Column<OutboxMessage>[] = [
  { header: 'Created', cell: (m) => <time dateTime={m.createdAt}>{formatInstant(m.createdAt)}</time>, className: 'whitespace-nowrap' },
  {
    header: 'Message',
    cell: (m) => (
      <details className="group max-w-md max-md:text-left">
        <summary className="cursor-pointer list-none font-medium text-slate-900 marker:hidden">
          <span className="underline decoration-slate-300 underline-offset-4 group-open:decoration-teal-600">{m.subject}</span>
          <span className="mt-0.5 block text-xs font-normal text-slate-500">{kindLabel(m.kind)}</span>
        </summary>
        <pre className="mt-2 max-h-64 overflow-auto rounded-lg bg-slate-50 p-3 font-sans text-xs whitespace-pre-wrap text-slate-700">{m.body}</pre>
      </details>
    ),
  },
  { header: 'Recipient', cell: (m) => <span className="break-all">{m.recipient}</span> },
  {
    header: 'Booking',
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
    header: 'State',
    cell: (m) => (
      <div className="flex flex-col gap-1 max-md:items-end">
        <DeliveryBadge status={m.status} />
        <span className="text-xs whitespace-nowrap text-slate-500">
          {m.attempts} {m.attempts === 1 ? 'attempt' : 'attempts'}
          {m.sentAt ? ` · ${formatInstant(m.sentAt)}` : ''}
        </span>
        {m.lastError && <span className="max-w-xs text-xs break-words text-red-700">{m.lastError}</span>}
      </div>
    ),
  },
];

/** /admin/outbox: every notification e-mail and its delivery state, newest first. */
export function OutboxPage() {
  const outbox = useAdminOutbox();
  return (
    <>
      <StaffPageHeader title="Outbox" description="Booking e-mails to tourists and drivers, newest first. Open a subject to read the message." />
      <ListStates
        isPending={outbox.isPending}
        error={outbox.error}
        isEmpty={outbox.items.length === 0}
        loadingLabel="Loading the outbox…"
        empty={<EmptyState icon="send" title="No e-mails yet.">They appear here as bookings are received, confirmed, cancelled and completed.</EmptyState>}
      >
        <DataTable caption="Outbox" rows={outbox.items} rowKey={(m) => m._id} columns={columns} />
        <LoadMore
          shown={outbox.items.length}
          hasNextPage={outbox.hasNextPage}
          isFetchingNextPage={outbox.isFetchingNextPage}
          fetchNextPage={outbox.fetchNextPage}
          noun={['e-mail', 'e-mails']}
        />
      </ListStates>
    </>
  );
}
