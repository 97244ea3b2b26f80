import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { BOOKING_SUCCESS_REDIRECT_MS, STORAGE_KEYS, chosenAddOns, findPlace, placeName, shortReference, type QuoteLine, type UiLanguage } from '@app/shared';
import { Container, PageHeader } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { formatDay, formatPrice } from '../../lib/format';
import { randomUuid } from '../../lib/uuid';
import { useAuth } from '../../lib/auth/auth-context';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { languageLabels } from '../../lib/i18n/language-names';
import { VehicleImage } from '../../components/VehicleImage';
import { bookingErrorMessage, useCreateBooking, usePreferredDriverChoices, useQuote } from './api';
import { useLanguage } from '../../lib/i18n/I18nProvider';
import { PriceCard, PriceSummary, shippedRoute } from './PriceSummary';
import { readDraft, type BookingDraft } from './draft';
import { tripQuote, usePublicPricing } from '../../lib/pricing';
import { useKindRedirect, type KindRedirect } from '../../lib/use-kind-redirect';
import { addOnLabel, quoteLineLabel, useAddOns } from '../../lib/add-ons';
import { useDocumentTitle } from '../../lib/document-title';

interface ConfirmedState {
  /** The created booking's id, and the draft it was made from (for the trip's summary). */
  confirmed: { id: string; vehicleName: string; draft?: BookingDraft; total?: number; extras?: ExtrasBooked };
}

/** The extras' lines of the booking as made (its own prices), and its days. */
interface ExtrasBooked {
  lines: QuoteLine[];
  days: number;
}

function readExtras(value: unknown): ExtrasBooked | undefined {
  const extras = value as Partial<ExtrasBooked> | undefined;
  if (!extras || !Array.isArray(extras.lines) || typeof extras.days !== 'number') return undefined;
  return { lines: extras.lines.filter((l): l is QuoteLine => typeof l === 'object' && l !== null && l.code === 'addOn' && typeof l.amount === 'number'), days: extras.days };
}

function readConfirmed(state: unknown): { id: string; vehicleName: string; draft: BookingDraft | null; total?: number; extras?: ExtrasBooked } | null {
  const confirmed = (state as Partial<ConfirmedState> | null)?.confirmed;
  if (!confirmed || typeof confirmed.id !== 'string') return null;
  return {
    id: confirmed.id,
    vehicleName: String(confirmed.vehicleName ?? ''),
    draft: readDraft(confirmed.draft),
    total: typeof confirmed.total === 'number' ? confirmed.total : undefined,
    extras: readExtras(confirmed.extras),
  };
}

/** A stop's place in the page's language (its id when the list no longer has it). */
function stopName(id: string, lang: UiLanguage): string {
  const place = findPlace(id);
  return place ? placeName(place, lang) : id;
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
  const m = usePageMessages();
  const R = m.bookingUi.review;
  const F = m.bookingFlow;
  const { user } = useAuth();
  const navigate = useNavigate();
  const createBooking = useCreateBooking();
  // One key for this booking: a double click or a retry after a lost answer cannot book twice.
  const [idempotencyKey] = useState(randomUuid);
  const [authError, setAuthError] = useState(false);
  const { vehicle, booking } = draft;
  const vehicleName = `${vehicle.brand} ${vehicle.model}`;
  // The total the server quoted (the current policy's); until it answers, the same quote over the
  // published policy that the form showed (never a second way of counting days).
  const itinerary = draft.itinerary;
  const quote = useQuote({ ...booking, vehicleId: vehicle._id, itinerary });
  const { data: pricing } = usePublicPricing();
  const { data: offered } = useAddOns(booking.addOns.length > 0);
  const { lang } = useLanguage();
  const drivers = usePreferredDriverChoices(lang, Boolean(booking.preferredDriverId));
  const preferredDriver = drivers.data?.find((driver) => driver._id === booking.preferredDriverId);
  const total = quote.data?.total ?? tripQuote(vehicle.perDay, booking, booking.driverOption, pricing, chosenAddOns(offered, booking.addOns), shippedRoute({ ...booking, itinerary }))?.total ?? 0;

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
          totalPrice: total,
          ...(itinerary ? { itinerary: { stops: itinerary } } : {}),
        },
      },
      {
        onSuccess: (created) => {
          const extras = { lines: (created.quote?.lines ?? []).filter((l) => l.code === 'addOn'), days: created.quote?.days ?? 0 };
          const state: ConfirmedState = { confirmed: { id: created._id, vehicleName, draft, total: created.totalPrice, extras } };
          navigate('/booking-confirmation', { replace: true, state });
        },
      },
    );
  };

  const failure = authError ? m.booking.authError : createBooking.error ? bookingErrorMessage(m, createBooking.error) : null;
  const rows: [string, string][] = [
    [F.pickup, F.moment(formatDay(booking.pickupDate), booking.pickupTime, booking.pickupPoint)],
    [F.return, F.moment(formatDay(booking.returnDate), booking.returnTime, booking.returnPoint)],
    [R.tourists, String(booking.numTourists)],
    [F.driver, booking.driverOption === 'withDriver' ? F.withDriver : F.selfDrive],
    ...(itinerary
      ? ([
          [
            m.toursUi.booking.fromTour,
            itinerary.map((s) => `${stopName(s.placeId, lang)}${s.nights > 0 ? ` (${m.toursUi.stops.nightsAt(s.nights)})` : ''}`).join(' → '),
          ],
        ] as [string, string][])
      : []),
    ...(booking.addOns.length > 0
      ? ([[m.bookingUi.price.extrasTitle, chosenAddOns(offered, booking.addOns).map(({ addOn, quantity }) => `${addOnLabel(m, addOn)} × ${quantity}`).join(', ')]] as [string, string][])
      : []),
    ...(booking.driverOption === 'withDriver' && booking.preferredLanguages.length > 0
      ? ([[R.preferredLanguages, languageLabels(booking.preferredLanguages)]] as [string, string][])
      : []),
    ...(booking.driverOption === 'withDriver' && preferredDriver ? ([[m.driversUi.preferredDriver, preferredDriver.firstName]] as [string, string][]) : []),
    ...(booking.flightNumber
      ? ([
          [m.fields.flightNumber, booking.flightTime ? m.flightsUi.flightAt(booking.flightNumber, booking.flightTime) : m.flightsUi.flight(booking.flightNumber)],
          [m.flightsUi.signLabel, booking.signName ?? booking.name],
        ] as [string, string][])
      : []),
    [m.fields.name, booking.name],
    [m.fields.email, booking.email ?? ''],
    [m.fields.phone, booking.phone],
    [m.fields.specialRequests, booking.specialRequests || R.noSpecialRequests],
  ];

  useDocumentTitle(m.bookingUi.common.documentTitle(R.title));
  return (
    <>
      <PageHeader eyebrow={R.eyebrow} title={R.heading}>
        <p>{R.intro}</p>
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
                <p className="text-sm text-slate-600">{m.vehicleTypes[vehicle.type]}</p>
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
          <PriceCard titleId="total-title" title={R.priceTitle}>
            <div className="mt-4">
              <PriceSummary vehicleId={vehicle._id} perDay={vehicle.perDay} {...booking} itinerary={itinerary} showTerms />
            </div>
            {failure && (
              <Alert className="mt-5">
                <p>{failure}</p>
                {createBooking.error && !authError && (
                  <Link to={`/book-vehicle/${vehicle._id}`} state={{ draft }} className="mt-1 inline-block font-semibold underline">
                    {R.changeDates}
                  </Link>
                )}
              </Alert>
            )}
            <div className="mt-5 flex flex-col gap-3">
              <Button size="lg" onClick={confirm} disabled={createBooking.isPending}>
                {createBooking.isPending ? R.confirming : R.confirm}
              </Button>
              <ButtonLink to={`/book-vehicle/${vehicle._id}`} state={{ draft }} variant="secondary">
                {R.edit}
              </ButtonLink>
            </div>
            <p className="mt-4 text-xs text-slate-500">{R.noPayment}</p>
          </PriceCard>
        </div>
      </Container>
    </>
  );
}

/** The trip as the success screen sums it up: where and when, the driver choice and the total. */
function TripSummary({ draft, total, extras }: { draft: BookingDraft; total?: number; extras?: ExtrasBooked }) {
  const { vehicle, booking } = draft;
  const m = usePageMessages();
  const F = m.bookingFlow;
  const { data: pricing } = usePublicPricing(total === undefined);
  const rows: [string, string][] = [
    [F.vehicle, `${vehicle.brand} ${vehicle.model}`],
    [F.pickup, F.moment(formatDay(booking.pickupDate), booking.pickupTime, booking.pickupPoint)],
    [F.return, F.moment(formatDay(booking.returnDate), booking.returnTime, booking.returnPoint)],
    [F.driver, booking.driverOption === 'withDriver' ? F.withDriver : F.selfDrive],
    // Each extra as the booking was made with it: its line and its amount.
    ...(extras?.lines ?? []).map((line): [string, string] => [quoteLineLabel(m, line, extras?.days ?? 0), formatPrice(line.amount)]),
    [F.estimatedTotal, formatPrice(total ?? tripQuote(vehicle.perDay, booking, booking.driverOption, pricing)?.total ?? 0)],
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

/**
 * After activity, how long the visitor must be still before the count starts again: long enough
 * to read the reference without being taken away.
 */
export const REDIRECT_RESUME_AFTER_MS = 15_000;

/**
 * The redirect's countdown and the control that cancels it. The ticking seconds are for the eye;
 * screen readers hear the sentence only when its state changes (counting, paused, staying), politely.
 */
function RedirectNotice({ redirect, stayedRef }: { redirect: KindRedirect; stayedRef: RefObject<HTMLParagraphElement | null> }) {
  const S = usePageMessages().bookingUi.success;
  // Once cancelled, focus moves to the visible sentence, which is read out there.
  const state = redirect.cancelled ? '' : redirect.paused ? S.redirectPaused : S.redirecting(BOOKING_SUCCESS_REDIRECT_MS / 1000);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-center gap-x-3 gap-y-2 text-sm text-slate-600" data-testid="redirect-notice">
      <p className="sr-only" aria-live="polite" data-testid="redirect-announcement">
        {state}
      </p>
      {redirect.cancelled ? (
        <p ref={stayedRef} tabIndex={-1} className="rounded outline-none focus-visible:ring-2 focus-visible:ring-teal-600" data-testid="redirect-cancelled">
          {S.stayingHere}
        </p>
      ) : (
        <>
          <p aria-hidden="true" data-testid="redirect-countdown">
            {redirect.paused ? S.redirectPaused : S.redirecting(redirect.secondsLeft)}
          </p>
          <Button variant="secondary" size="sm" onClick={redirect.cancel}>
            {S.stayHere}
          </Button>
        </>
      )}
    </div>
  );
}

function BookingSuccess({ id, vehicleName, draft, total, extras }: { id: string; vehicleName: string; draft: BookingDraft | null; total?: number; extras?: ExtrasBooked }) {
  const m = usePageMessages();
  const S = m.bookingUi.success;
  const navigate = useNavigate();
  // The spec's redirect home, for a visitor who does nothing; reading, scrolling or a key pauses it.
  const goHome = useCallback(() => navigate('/'), [navigate]);
  const redirect = useKindRedirect(goHome, BOOKING_SUCCESS_REDIRECT_MS, REDIRECT_RESUME_AFTER_MS);
  const stayed = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The control goes away with the count: focus stays at its place, on the sentence that replaced it.
    if (redirect.cancelled) stayed.current?.focus();
  }, [redirect.cancelled]);

  useDocumentTitle(m.bookingUi.common.documentTitle(S.title));
  return (
    <Container className="max-w-2xl py-10 sm:py-24">
      <div className="rounded-3xl border border-emerald-200 bg-white p-5 text-center shadow-xl shadow-emerald-900/5 sm:p-12">
        <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
          <Icon name="check" className="size-8" />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">{S.heading}</h1>
        <div role="status" className="mt-3 space-y-3 text-slate-600">
          <p>{S.requestReceived(vehicleName)}</p>
          <div className="rounded-xl bg-teal-50 px-4 py-3 text-slate-800 ring-1 ring-teal-200">
            <p>
              {S.shortReferenceLabel}{' '}
              <strong className="font-mono text-xl tracking-widest text-teal-900" data-testid="booking-short-reference">
                {shortReference(id)}
              </strong>
            </p>
            <p className="mt-1 text-xs text-slate-600">{m.bookingFlow.shortReferenceHint}</p>
          </div>
          <p className="rounded-xl bg-stone-50 px-4 py-3 text-slate-800 ring-1 ring-slate-200">
            {S.referenceIdLabel} <strong className="font-mono text-sm break-all" data-testid="booking-reference">{id}</strong>
          </p>
        </div>
        <RedirectNotice redirect={redirect} stayedRef={stayed} />
        {draft && <TripSummary draft={draft} total={total} extras={extras} />}
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/manage-bookings">{S.myBookings}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {S.homeNow}
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
