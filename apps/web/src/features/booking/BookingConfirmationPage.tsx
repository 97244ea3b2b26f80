import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { BOOKING_SUCCESS_REDIRECT_MS, MESSAGES, STORAGE_KEYS, estimatePrice, formatPrice, languageNames, shortReference } from '@app/shared';
import { Container, PageHeader } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { formatDay } from '../../lib/format';
import { randomUuid } from '../../lib/uuid';
import { useAuth } from '../../lib/auth/auth-context';
import { VehicleImage } from '../../components/VehicleImage';
import { bookingErrorMessage, useCreateBooking } from './api';
import { PriceSummary } from './PriceSummary';
import { readDraft, type BookingDraft } from './draft';

interface ConfirmedState {
  /** The created booking's id, and the draft it was made from (for the trip's summary). */
  confirmed: { id: string; vehicleName: string; draft?: BookingDraft };
}

function readConfirmed(state: unknown): { id: string; vehicleName: string; draft: BookingDraft | null } | null {
  const confirmed = (state as Partial<ConfirmedState> | null)?.confirmed;
  if (!confirmed || typeof confirmed.id !== 'string') return null;
  return { id: confirmed.id, vehicleName: String(confirmed.vehicleName ?? ''), draft: readDraft(confirmed.draft) };
}

/** /booking-confirmation: review the draft from the form, confirm, then the reference and home. */
export function BookingConfirmationPage() {
  const location = useLocation();
  const confirmed = readConfirmed(location.state);
  if (confirmed) return <BookingSuccess {...confirmed} />;
  const draft = readDraft(location.state);
  if (!draft) return <Navigate to="/" replace />;
  return <ReviewBooking draft={draft} />;
}

function ReviewBooking({ draft }: { draft: BookingDraft }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  // One key for this booking: a double click or a retry after a lost answer cannot book twice.
  const [idempotencyKey] = useState(randomUuid);
  const [authError, setAuthError] = useState(false);
  const { vehicle, booking } = draft;
  const vehicleName = `${vehicle.brand} ${vehicle.model}`;
  const price = estimatePrice({ ...booking, perDay: vehicle.perDay });

  const confirm = () => {
    setAuthError(false);
    if (!localStorage.getItem(STORAGE_KEYS.token)) {
      setAuthError(true);
      return;
    }
    createBooking.mutate(
      {
        idempotencyKey,
        body: {
          ...booking,
          userId: user?._id,
          vehicleId: vehicle._id,
          vehicleBrand: vehicle.brand,
          vehicleModel: vehicle.model,
          totalPrice: price.total,
        },
      },
      {
        onSuccess: (created) => {
          const state: ConfirmedState = { confirmed: { id: created._id, vehicleName, draft } };
          navigate('/booking-confirmation', { replace: true, state });
        },
      },
    );
  };

  const failure = authError ? MESSAGES.booking.authError : createBooking.error ? bookingErrorMessage(createBooking.error) : null;
  const rows: [string, string][] = [
    ['Pickup', `${formatDay(booking.pickupDate)} at ${booking.pickupTime} · ${booking.pickupPoint}`],
    ['Return', `${formatDay(booking.returnDate)} at ${booking.returnTime} · ${booking.returnPoint}`],
    ['Tourists', String(booking.numTourists)],
    ['Driver', booking.driverOption === 'withDriver' ? 'With a driver' : 'Self drive'],
    ...(booking.driverOption === 'withDriver' && booking.preferredLanguages.length > 0
      ? ([['Preferred languages', languageNames(booking.preferredLanguages)]] as [string, string][])
      : []),
    ['Name', booking.name],
    ['Email', booking.email],
    ['Phone', booking.phone],
    ['Special requests', booking.specialRequests || 'None'],
  ];

  return (
    <>
      <title>Confirm your booking · LankaRide</title>
      <PageHeader eyebrow="Almost there" title="Review and confirm">
        <p>Check the details of your trip, then confirm your booking request.</p>
      </PageHeader>
      <Container className="py-8 sm:py-10">
        <div className="mx-auto grid max-w-5xl items-start gap-8 lg:grid-cols-[1fr_340px]">
          <section aria-labelledby="review-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
            <div className="flex items-center gap-4">
              <div className="w-28 shrink-0 overflow-hidden rounded-xl bg-slate-100">
                <VehicleImage src={vehicle.image} alt="" className="aspect-[16/10] w-full object-cover" />
              </div>
              <div>
                <h2 id="review-title" className="text-xl font-bold text-slate-900">
                  {vehicleName}
                </h2>
                <p className="text-sm text-slate-600">{vehicle.type}</p>
              </div>
            </div>
            <dl className="mt-6 divide-y divide-slate-100 text-sm">
              {rows.map(([label, value]) => (
                <div key={label} className="grid gap-1 py-3 sm:grid-cols-[160px_1fr]">
                  <dt className="font-medium text-slate-500">{label}</dt>
                  <dd className="break-words text-slate-900">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          <aside aria-labelledby="total-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-24">
            <h2 id="total-title" className="text-lg font-bold text-slate-900">
              Price
            </h2>
            <div className="mt-4">
              <PriceSummary perDay={vehicle.perDay} {...booking} />
            </div>
            {failure && (
              <Alert className="mt-5">
                <p>{failure}</p>
                {createBooking.error && !authError && (
                  <Link to={`/book-vehicle/${vehicle._id}`} state={{ draft }} className="mt-1 inline-block font-semibold underline">
                    Change dates
                  </Link>
                )}
              </Alert>
            )}
            <div className="mt-5 flex flex-col gap-3">
              <Button size="lg" onClick={confirm} disabled={createBooking.isPending}>
                {createBooking.isPending ? 'Confirming…' : 'Confirm booking'}
              </Button>
              <ButtonLink to={`/book-vehicle/${vehicle._id}`} state={{ draft }} variant="secondary">
                Edit details
              </ButtonLink>
            </div>
            <p className="mt-4 text-xs text-slate-500">No payment now. Our team confirms your request, usually within the hour.</p>
          </aside>
        </div>
      </Container>
    </>
  );
}

/** The trip as the success screen sums it up: where and when, the driver choice and the total. */
function TripSummary({ draft }: { draft: BookingDraft }) {
  const { vehicle, booking } = draft;
  const F = MESSAGES.bookingFlow;
  const rows: [string, string][] = [
    [F.vehicle, `${vehicle.brand} ${vehicle.model}`],
    [F.pickup, F.moment(formatDay(booking.pickupDate), booking.pickupTime, booking.pickupPoint)],
    [F.return, F.moment(formatDay(booking.returnDate), booking.returnTime, booking.returnPoint)],
    [F.driver, booking.driverOption === 'withDriver' ? F.withDriver : F.selfDrive],
    [F.estimatedTotal, formatPrice(estimatePrice({ ...booking, perDay: vehicle.perDay }).total)],
  ];
  return (
    <section aria-labelledby="trip-summary-title" className="mt-6 rounded-2xl bg-stone-50 p-4 text-left ring-1 ring-slate-200 sm:p-5" data-testid="trip-summary">
      <h2 id="trip-summary-title" className="text-base font-bold text-slate-900">
        {F.tripSummary}
      </h2>
      <dl className="mt-2 divide-y divide-slate-200 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-0.5 py-2 sm:grid-cols-[120px_1fr] sm:gap-3">
            <dt className="font-medium text-slate-500">{label}</dt>
            <dd className={`break-words text-slate-900 ${label === F.estimatedTotal ? 'font-semibold' : ''}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function BookingSuccess({ id, vehicleName, draft }: { id: string; vehicleName: string; draft: BookingDraft | null }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/'), BOOKING_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <Container className="max-w-2xl py-10 sm:py-24">
      <title>Booking received · LankaRide</title>
      <div className="rounded-3xl border border-emerald-200 bg-white p-5 text-center shadow-xl shadow-emerald-900/5 sm:p-12">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <Icon name="check" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">Booking submitted!</h1>
        <div role="status" className="mt-3 space-y-3 text-slate-600">
          <p>Your request for the {vehicleName} is in. We’ll confirm it shortly.</p>
          <div className="rounded-xl bg-teal-50 px-4 py-3 text-slate-800 ring-1 ring-teal-200">
            <p>
              {MESSAGES.bookingFlow.shortReference}:{' '}
              <strong className="font-mono text-xl tracking-widest text-teal-900" data-testid="booking-short-reference">
                {shortReference(id)}
              </strong>
            </p>
            <p className="mt-1 text-xs text-slate-600">{MESSAGES.bookingFlow.shortReferenceHint}</p>
          </div>
          <p className="rounded-xl bg-stone-50 px-4 py-3 text-slate-800 ring-1 ring-slate-200">
            Reference ID: <strong className="font-mono text-sm break-all" data-testid="booking-reference">{id}</strong>
          </p>
          <p className="text-sm">Taking you to the home page in {BOOKING_SUCCESS_REDIRECT_MS / 1000} seconds…</p>
        </div>
        {draft && <TripSummary draft={draft} />}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/manage-bookings">View My Bookings</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            Home now
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
