import { useState } from 'react';
import { Link } from 'react-router';
import { shortReference, type BookingToMove, type OutOfService } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { ListError } from '../../../components/ListStates';
import { Loading } from '../../../components/Spinner';
import { Panel } from '../../../components/Panel';
import { formatInstant, formatInstantDate } from '../../../lib/format';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { saveErrorText } from '../../../lib/error-text';
import { useOutOfService, useRemoveOutOfService } from './api';
import { OutOfServiceForm } from './OutOfServiceForm';

/** The bookings already on a period's dates, each linked to its page, for staff to move. */
export function BookingsToMove({ bookings }: { bookings: readonly BookingToMove[] }) {
  const T = usePageMessages().outOfServiceUi;
  if (bookings.length === 0) return null;
  return (
    <div className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="bookings-to-move">
      <p className="font-medium">{T.bookingsToMove(bookings.length)}</p>
      <ul className="mt-1 space-y-0.5">
        {bookings.map((booking) => (
          <li key={booking._id}>
            <Link to={`/admin/bookings/${booking._id}`} className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950">
              {T.bookingToMove(booking.name, formatInstant(booking.start), formatInstant(booking.end), shortReference(booking._id))}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Out of service" on a vehicle's page (decision 101): its periods not over yet, with the reason,
 * the note, who added it and the bookings on its dates; a form to add one; a button to remove one.
 */
export function OutOfServiceSection({ vehicleId }: { vehicleId: string }) {
  const T = usePageMessages().outOfServiceUi;
  const periods = useOutOfService(vehicleId);
  const remove = useRemoveOutOfService();
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<OutOfService | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const span = (p: OutOfService) => T.period(formatInstant(p.start), formatInstant(p.end));

  const confirmRemove = async () => {
    if (!removing) return;
    setFailure(null);
    try {
      await remove.mutateAsync({ vehicleId, periodId: removing._id });
      setNotice(T.removed);
    } catch (error) {
      setFailure(T.failed(saveErrorText(error)));
    }
    setRemoving(null);
  };

  return (
    <Panel className="mt-6">
      <section aria-labelledby="out-of-service-title" data-testid="out-of-service">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div>
            <h2 id="out-of-service-title" className="text-lg font-bold text-slate-900">
              {T.title}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{T.description}</p>
          </div>
          {!adding && (
            <Button
              variant="secondary"
              className="shrink-0"
              onClick={() => {
                setNotice(null);
                setAdding(true);
              }}
            >
              {T.add}
            </Button>
          )}
        </div>
        {notice && (
          <Alert tone="success" className="mt-4">
            {notice}
          </Alert>
        )}
        {failure && <Alert className="mt-4">{failure}</Alert>}
        {adding && (
          <div className="mt-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
            <OutOfServiceForm
              vehicleId={vehicleId}
              onSaved={() => {
                setAdding(false);
                setNotice(T.saved);
              }}
              onCancel={() => setAdding(false)}
            />
          </div>
        )}
        <div className="mt-4">
          {periods.isPending ? (
            <Loading label={T.loading} className="py-6" />
          ) : periods.error ? (
            <ListError error={periods.error} />
          ) : periods.data.length === 0 ? (
            <p className="text-sm text-slate-600">{T.empty}</p>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
              {periods.data.map((p) => (
                <li key={p._id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start sm:justify-between" data-testid="out-of-service-period">
                  <div className="min-w-0">
                    <p className="font-semibold text-slate-900">
                      <span className="mr-2 inline-block rounded-md bg-slate-800 px-2 py-0.5 text-xs font-semibold text-white">{T.reasons[p.reason]}</span>
                      {span(p)}
                    </p>
                    {p.note && <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{p.note}</p>}
                    {p.createdBy && <p className="mt-1 text-xs text-slate-500">{T.createdBy(p.createdBy, formatInstantDate(p.createdAt))}</p>}
                    <BookingsToMove bookings={p.bookingsToMove} />
                  </div>
                  <Button variant="secondary" size="sm" className="shrink-0 self-start" aria-label={T.removeNamed(span(p))} onClick={() => setRemoving(p)}>
                    {T.remove}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={removing ? T.removeNamed(span(removing)) : T.remove}
        confirmLabel={remove.isPending ? T.removing : T.remove}
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        {removing ? T.reasons[removing.reason] : null}
      </ConfirmDialog>
    </Panel>
  );
}
