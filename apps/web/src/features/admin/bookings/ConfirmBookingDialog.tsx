import { useState } from 'react';
import { languageName, languageNames, type Booking, type RankedDriver, shortReference } from '@app/shared';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Loading } from '../../../components/Spinner';
import { useAvailableDrivers, useUpdateBookingStatus } from '../api';
import { errorText } from '../../../lib/error-text';
import { formatDdMmYy } from '../../../lib/format';
import { DialogBody, DialogFooter, StaffDialog } from '../../../components/StaffDialog';
import { ListError } from '../../../components/ListStates';
import { Fact, FactList } from '../../../components/FactList';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import type { Messages } from '../../../lib/i18n/catalogs';

/** A booking can only be matched with drivers when both of its days are known. */
export function hasBookingDates(booking: Pick<Booking, 'pickupDate' | 'returnDate'>): boolean {
  return Boolean(booking.pickupDate && booking.returnDate);
}

/**
 * What stops the admin from confirming, in the spec's words (section 8), or null when the
 * booking may be confirmed: a with-driver booking needs its dates and a chosen driver.
 */
export function confirmBlocker(booking: Pick<Booking, 'driverOption' | 'pickupDate' | 'returnDate'>, driverId: string | null, m: Messages): string | null {
  if (booking.driverOption !== 'withDriver') return null;
  if (!hasBookingDates(booking)) return m.admin.bookingDateMissing;
  if (!driverId) return m.admin.selectDriverFirst;
  return null;
}

/**
 * Confirming a pending booking. With a driver: the drivers free for its days, speakers of the
 * tourist's preferred languages first (each match marked), one to choose. Self-drive: a plain yes.
 */
export function ConfirmBookingDialog({ booking, onClose, onConfirmed }: { booking: Booking | null; onClose: () => void; onConfirmed: (message: string) => void }) {
  const C = usePageMessages().staffBookingsUi.confirm;
  return (
    <StaffDialog
      open={booking !== null}
      title={booking ? C.confirmOf(shortReference(booking._id)) : C.confirmBooking}
      onClose={onClose}
      wide={booking?.driverOption === 'withDriver'}
    >
      {booking && <ConfirmBookingForm key={booking._id} booking={booking} onClose={onClose} onConfirmed={onConfirmed} />}
    </StaffDialog>
  );
}

function ConfirmBookingForm({ booking, onClose, onConfirmed }: { booking: Booking; onClose: () => void; onConfirmed: (message: string) => void }) {
  const m = usePageMessages();
  const C = m.staffBookingsUi.confirm;
  const withDriver = booking.driverOption === 'withDriver';
  const datesKnown = hasBookingDates(booking);
  const drivers = useAvailableDrivers(withDriver && datesKnown ? booking : null);
  const update = useUpdateBookingStatus();
  const [driverId, setDriverId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    const blocker = confirmBlocker(booking, driverId, m);
    if (blocker) return setProblem(blocker);
    setProblem(null);
    update.mutate(
      { id: booking._id, body: withDriver ? { status: 'confirmed', driverId } : { status: 'confirmed' } },
      {
        onSuccess: () => onConfirmed(m.admin.bookingConfirmed),
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  const list = drivers.data ?? [];
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
      className="flex min-h-0 flex-1 flex-col"
    >
      <DialogBody>
      <BookingSummary booking={booking} />
      {!withDriver ? (
        <p>{C.selfDrive}</p>
      ) : !datesKnown ? null : drivers.isPending ? (
        <Loading label={m.staffUi.findingDrivers} className="py-6" />
      ) : drivers.error ? (
        <ListError error={drivers.error} />
      ) : list.length === 0 ? (
        <div role="status" className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center">
          <p className="font-semibold text-slate-900">{m.admin.noDriversAvailable}</p>
          <p className="mt-1 text-slate-600">{C.allBusy}</p>
        </div>
      ) : (
        <DriverChoice drivers={list} preferred={booking.preferredLanguages} requested={booking.preferredDriver} value={driverId} onChange={(id) => { setDriverId(id); setProblem(null); }} />
      )}
      {problem && <Alert>{problem}</Alert>}
      </DialogBody>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose}>
          {C.keepPending}
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? C.confirming : withDriver ? C.confirmWithDriver : C.confirmBooking}
        </Button>
      </DialogFooter>
    </form>
  );
}

function BookingSummary({ booking }: { booking: Booking }) {
  const m = usePageMessages();
  const T = m.staffUi;
  return (
    <FactList>
      <Fact label={T.customer}>{booking.name}</Fact>
      <Fact label={T.vehicle}>
        {booking.vehicleBrand} {booking.vehicleModel}
      </Fact>
      <Fact label={T.dates}>
        {booking.pickupDate ? `${formatDdMmYy(booking.pickupDate)} ${booking.pickupTime}` : '—'} → {booking.returnDate ? `${formatDdMmYy(booking.returnDate)} ${booking.returnTime}` : '—'}
      </Fact>
      {booking.driverOption === 'withDriver' && (
        <Fact label={m.staffBookingsUi.confirm.languages}>{booking.preferredLanguages.length ? languageNames(booking.preferredLanguages) : m.staffBookingsUi.shared.noPreference}</Fact>
      )}
      {booking.driverOption === 'withDriver' && booking.preferredDriver && <Fact label={m.driversUi.preferredDriverFact}>{booking.preferredDriver.firstName}</Fact>}
    </FactList>
  );
}

/** The ranked drivers as radio buttons; the preferred languages each one speaks are marked. */
export function DriverChoice({
  drivers,
  preferred,
  requested,
  value,
  onChange,
}: {
  drivers: readonly RankedDriver[];
  preferred: readonly string[];
  /** The driver the tourist asked for (decision 102): listed first by the server when free and licensed. */
  requested?: Booking['preferredDriver'];
  value: string | null;
  onChange: (id: string) => void;
}) {
  const m = usePageMessages();
  const D = m.staffBookingsUi.driverChoice;
  const requestedListed = drivers.some((driver) => driver.requested);
  return (
    <fieldset>
      <legend className="mb-2 font-semibold text-slate-900">
        {preferred.length > 0 ? D.legendRanked : D.legend}
      </legend>
      {requested && !requestedListed && (
        <p role="status" className="mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset" data-testid="requested-unavailable">
          {m.driversUi.requestedUnavailable(requested.firstName)}
        </p>
      )}
      <ul className="space-y-2">
        {drivers.map((driver) => {
          const matched = driver.matchedLanguages ?? [];
          return (
            <li key={driver._id}>
              <label
                className={`flex cursor-pointer items-start gap-3 rounded-xl border p-3 hover:border-teal-500 has-checked:border-teal-600 has-checked:bg-teal-50 ${
                  driver.requested ? 'border-amber-400 bg-amber-50/50' : matched.length > 0 ? 'border-emerald-300' : 'border-slate-200'
                }`}
                data-testid="driver-option"
              >
                <input
                  type="radio"
                  name="driver"
                  value={driver._id}
                  checked={value === driver._id}
                  onChange={() => onChange(driver._id)}
                  className="mt-1 size-4 accent-teal-700"
                />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-slate-900">{driver.username}</span>
                    {driver.requested && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" data-testid="requested-driver">
                        <Icon name="star" className="size-3.5" />
                        {m.driversUi.requested}
                      </span>
                    )}
                    {matched.length > 0 && (
                      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                        <Icon name="check" className="size-3.5" />
                        {D.speaks(languageNames(matched))}
                      </span>
                    )}
                  </span>
                  <span className="mt-1 flex flex-wrap gap-1">
                    <span className="sr-only">{D.languages} </span>
                    {(driver.languages ?? []).map((language) => {
                      const isMatch = matched.includes(language);
                      return (
                        <span
                          key={language}
                          className={`rounded-md px-1.5 py-0.5 text-xs ${isMatch ? 'bg-emerald-700 font-semibold text-white' : 'bg-slate-100 text-slate-700'}`}
                        >
                          {languageName(language)}
                          {isMatch && <span className="sr-only"> {D.requested}</span>}
                        </span>
                      );
                    })}
                  </span>
                  <span className="mt-1 block text-xs text-slate-500">
                    {D.experience(driver.experienceYears ?? 0)}
                    {driver.phone ? ` · ${driver.phone}` : ''}
                  </span>
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
