import { useState } from 'react';
import { LIMITS, shortReference, type Booking } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Loading } from '../../../components/Spinner';
import { DialogBody, StaffDialog } from '../../../components/StaffDialog';
import { ListError } from '../../../components/ListStates';
import { errorText } from '../../../lib/error-text';
import { useAvailableDrivers, useChangeDriver } from '../api';
import { DriverChoice } from './ConfirmBookingDialog';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { BookingFacts, DialogActions, DialogForm, ReasonField, reasonProblem } from './dialog-parts';

/** Whether a booking's trip may go to another driver: a confirmed with-driver booking. */
export function canChangeDriver(booking: Pick<Booking, 'bookingStatus' | 'driverOption'>): boolean {
  return booking.bookingStatus === 'confirmed' && booking.driverOption === 'withDriver';
}

/**
 * Another driver for a confirmed trip (the first is sick): the drivers free for the whole trip,
 * ranked by the tourist's preferred languages as when confirming, and an optional reason.
 */
export function ChangeDriverDialog({ booking, onClose, onChanged }: { booking: Booking | null; onClose: () => void; onChanged: (message: string) => void }) {
  const T = usePageMessages().staffUi;
  return (
    <StaffDialog open={booking !== null} title={booking ? T.changeDriverOf(shortReference(booking._id)) : T.changeDriver} onClose={onClose} wide>
      {booking && <ChangeDriverForm key={booking._id} booking={booking} onClose={onClose} onChanged={onChanged} />}
    </StaffDialog>
  );
}

function ChangeDriverForm({ booking, onClose, onChanged }: { booking: Booking; onClose: () => void; onChanged: (message: string) => void }) {
  const m = usePageMessages();
  const T = m.staffUi;
  const drivers = useAvailableDrivers(booking);
  const change = useChangeDriver();
  const [driverId, setDriverId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The current driver is busy with this very trip, so the list never offers them.
  const list = (drivers.data ?? []).filter((driver) => driver._id !== booking.driverId?._id);

  const submit = () => {
    const invalid = reasonProblem(reason, false);
    setReasonError(invalid);
    if (!driverId) return setProblem(m.admin.selectDriverFirst);
    if (invalid) return;
    setProblem(null);
    const chosen = list.find((driver) => driver._id === driverId);
    const trimmed = reason.trim();
    change.mutate(
      { id: booking._id, body: trimmed ? { driverId, reason: trimmed } : { driverId } },
      {
        onSuccess: (updated) => onChanged(T.driverChanged(shortReference(booking._id), updated.driverId?.username ?? chosen?.username ?? '')),
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  return (
    <DialogForm onSubmit={submit}>
      <DialogBody>
        <BookingFacts booking={booking}>
          <dt className="text-slate-500">{T.currentDriver}</dt>
          <dd className="font-medium text-slate-900" data-testid="current-driver">
            {booking.driverId?.username ?? '—'}
          </dd>
        </BookingFacts>
        {drivers.isPending ? (
          <Loading label={T.findingDrivers} className="py-6" />
        ) : drivers.error ? (
          <ListError error={drivers.error} />
        ) : list.length === 0 ? (
          <div role="status" className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center">
            <p className="font-semibold text-slate-900">{m.admin.noDriversAvailable}</p>
            <p className="mt-1 text-slate-600">{T.noOtherDriver}</p>
          </div>
        ) : (
          <DriverChoice
            drivers={list}
            preferred={booking.preferredLanguages}
            requested={booking.preferredDriver}
            value={driverId}
            onChange={(id) => {
              setDriverId(id);
              setProblem(null);
            }}
          />
        )}
        <ReasonField
          id="driver-change-reason"
          label={T.reasonOptional}
          hint={T.reasonHistoryHint(LIMITS.reason)}
          value={reason}
          onChange={(value) => {
            setReason(value);
            setReasonError(null);
          }}
          error={reasonError}
        />
        {problem && <Alert>{problem}</Alert>}
      </DialogBody>
      <DialogActions keepLabel={T.keepDriver} onClose={onClose} disabled={change.isPending || list.length === 0}>
        {change.isPending ? T.changingDriver : T.changeDriverConfirm}
      </DialogActions>
    </DialogForm>
  );
}
