import { useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ownerCanCancel, ownerCancelDeadline, shortReference, type Booking, type DateChange, type Review } from '@app/shared';
import { FlightDetails } from '../../components/FlightDetails';
import { Container, PageHeader } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { RefundPreview } from '../../components/RefundPreview';
import { ItineraryDays } from '../../components/ItineraryDays';
import { Icon } from '../../components/Icon';
import { Loading } from '../../components/Spinner';
import { StatusBadge } from '../../components/StatusBadge';
import { isApiError } from '../../lib/api';
import { formatDay, formatDayTime, formatMoment, formatPrice } from '../../lib/format';
import { quoteLineLabel } from '../../lib/add-ons';
import { errorText } from '../../lib/error-text';
import { useNowUntil } from '../../lib/use-now';
import { useRevealOnce } from '../../lib/use-reveal';
import type { Messages } from '../../lib/i18n/catalogs';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { VehicleImage } from '../../components/VehicleImage';
import { useCancelMyBooking, useMyBookings, useMyDateChanges, useMyReviews, usePayhereReturn } from './api';
import { ReviewPanel } from './ReviewPanel';
import { DateChangePanel } from './DateChangePanel';
import { DocumentsPanel, needsDocuments } from './DocumentsPanel';
import { bookingSections, pickupMoment } from './booking-sections';
import { DriverCard } from './DriverCard';
import { TripLinks } from '../../components/TripLinks';
import { TripHistory } from './TripHistory';
import { BookingMoneyActions } from './BookingMoneyActions';
import { useDocumentTitle } from '../../lib/document-title';
import { returnTransferOffers } from '../../lib/transfer-links';

/** Spec section 8: 401 asks to log in again; other failures say what the server said. */
export function myBookingsErrorMessage(error: Error, m: Messages): string {
  if (isApiError(error)) {
    if (error.status === 401) return m.myBookings.unauthorized;
    return error.serverMessage ?? m.myBookings.failed(error.statusText);
  }
  return m.myBookings.failed(error.message);
}

interface CardNotice {
  id: string;
  tone: 'success' | 'error';
  text: string;
  seq: number;
}

const noticeId = (bookingId: string) => `booking-notice-${bookingId}`;

/**
 * /manage-bookings: the signed-in user's own bookings. The trip under way first, then the upcoming
 * ones by pickup, then past and cancelled ones under their own heading.
 */
export function MyBookingsPage() {
  const m = usePageMessages();
  const T = m.tripsUi;
  const P = m.accountUi.myBookings;
  // Back from PayHere's page (?paid=<booking>&order=<order>): its notification records the payment a moment later.
  const [params] = useSearchParams();
  const returnedFrom = params.get('paid');
  usePayhereReturn(returnedFrom, params.get('order'));
  const { data, error, isPending } = useMyBookings(returnedFrom);
  const returnedBooking = returnedFrom ? data?.find((b) => b._id === returnedFrom) : undefined;
  const confirmed = returnedBooking !== undefined && !returnedBooking.payhereAwaitingUntil && returnedBooking.paymentSummary.paid > 0;
  const cancel = useCancelMyBooking();
  // Each booking's latest request for new dates (the list is newest first).
  const dateChanges = useMyDateChanges();
  const latestRequest = new Map<string, DateChange>();
  for (const request of dateChanges.data ?? []) if (!latestRequest.has(request.bookingId)) latestRequest.set(request.bookingId, request);
  // Each completed trip's review; the review e-mail's link (?review=<booking>) opens that trip's form.
  const reviews = useMyReviews();
  const reviewOf = new Map((reviews.data ?? []).map((r) => [r.bookingId, r]));
  const reviewAsked = params.get('review');
  const [toCancel, setToCancel] = useState<Booking | null>(null);
  const [notice, setNotice] = useState<CardNotice | null>(null);
  const seq = useRef(0);
  // A booking moves to "Current trip" when its pickup time comes, and loses Cancel at its deadline, without a reload.
  const now = useNowUntil((data ?? []).flatMap((b) => [pickupMoment(b), ownerCancelDeadline(b.pickupDate, b.pickupTime)]));
  const { current, upcoming, past } = bookingSections(data ?? [], now);
  // An airport arrival without its ride back yet is offered one (decision 111).
  const returnOffers = returnTransferOffers(data ?? []);

  // After cancelling, the card moves to "Past and cancelled": its message is focused and in view there.
  const cancelled = notice && data?.find((b) => b._id === notice.id);
  useRevealOnce(notice?.tone === 'success' ? notice.seq : null, notice ? noticeId(notice.id) : null, !cancelled || cancelled.bookingStatus === 'cancelled');

  const confirmCancel = () => {
    if (!toCancel) return;
    const booking = toCancel;
    setNotice(null);
    cancel.mutate(booking._id, {
      onSuccess: () => {
        setToCancel(null);
        setNotice({ id: booking._id, tone: 'success', text: T.cancelled(shortReference(booking._id)), seq: ++seq.current });
      },
      onError: (failure) => {
        setToCancel(null);
        const text = m.myBookingsExtra.cancelFailed(errorText(failure));
        setNotice({ id: booking._id, tone: 'error', text, seq: ++seq.current });
      },
    });
  };

  const cards = (bookings: Booking[], isCurrent = false) => (
    <ul className="space-y-4">
      {bookings.map((booking) => (
        <li key={booking._id}>
          <BookingCard
            booking={booking}
            now={now}
            isCurrent={isCurrent}
            dateChange={latestRequest.get(booking._id)}
            review={reviewOf.get(booking._id)}
            returnTransfer={returnOffers.get(booking._id)}
            reviewAsked={reviewAsked === booking._id && !reviews.isPending}
            notice={notice?.id === booking._id ? notice : null}
            onCancel={() => {
              setNotice(null);
              setToCancel(booking);
            }}
          />
        </li>
      ))}
    </ul>
  );

  useDocumentTitle(P.pageTitle);
  return (
    <>
      <PageHeader eyebrow={P.eyebrow} title={P.title}>
        <p>{P.intro}</p>
      </PageHeader>
      <Container className="max-w-5xl py-8 sm:py-10">
        {returnedFrom && (
          <div className="mb-6" data-testid="payment-returned">
            <Alert tone="success">{confirmed ? T.money.paymentConfirmed : T.money.paymentReturned}</Alert>
          </div>
        )}
        {isPending ? (
          <Loading label={P.loading} />
        ) : error ? (
          <Alert>
            <p>{myBookingsErrorMessage(error, m)}</p>
            {isApiError(error) && error.status === 401 && (
              <Link to="/login" className="mt-1 inline-block font-semibold underline">
                {P.loginAgain}
              </Link>
            )}
          </Alert>
        ) : data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
            <Icon name="calendar" className="mx-auto size-10 text-slate-400" />
            <p className="mt-4 text-lg font-semibold text-slate-900">{P.empty}</p>
            <p className="mt-1 text-slate-600">{P.emptyHint}</p>
            <ButtonLink to="/available-vehicles" className="mt-6">
              {T.browseVehicles}
            </ButtonLink>
          </div>
        ) : (
          <div className="space-y-10">
            {current.length > 0 && (
              <Section id="current" title={T.currentHeading} count={current.length}>
                {cards(current, true)}
              </Section>
            )}
            <Section id="upcoming" title={T.upcomingHeading} count={upcoming.length}>
              {upcoming.length > 0 ? (
                cards(upcoming)
              ) : (
                <SectionEmpty title={T.upcomingEmpty} hint={T.upcomingEmptyHint}>
                  <ButtonLink to="/available-vehicles" variant="secondary" size="sm" className="mt-4">
                    {T.browseVehicles}
                  </ButtonLink>
                </SectionEmpty>
              )}
            </Section>
            <Section id="past" title={T.pastHeading} count={past.length}>
              {past.length > 0 ? cards(past) : <SectionEmpty title={T.pastEmpty} hint={T.pastEmptyHint} />}
            </Section>
          </div>
        )}
      </Container>
      <ConfirmDialog
        open={toCancel !== null}
        title={toCancel ? T.cancelTitle(shortReference(toCancel._id)) : ''}
        confirmLabel={cancel.isPending ? T.cancelling : T.cancelConfirm}
        cancelLabel={T.cancelKeep}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setToCancel(null)}
      >
        {toCancel && (
          <>
            <p className="font-medium text-slate-800">
              {T.cancelWhich(`${toCancel.vehicleBrand} ${toCancel.vehicleModel}`, formatDayTime(toCancel.pickupDate, toCancel.pickupTime), formatDayTime(toCancel.returnDate, toCancel.returnTime))}
            </p>
            <p className="mt-2">{T.cancelEffect}</p>
            <RefundPreview booking={toCancel} now={now} />
          </>
        )}
      </ConfirmDialog>
    </>
  );
}

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
  const m = usePageMessages();
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold text-slate-900">
        {title} <span className="text-sm font-medium text-slate-500">{m.accountUi.myBookings.sectionCount(count)}</span>
      </h2>
      {children}
    </section>
  );
}

function SectionEmpty({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-8 text-center">
      <p className="font-semibold text-slate-900">{title}</p>
      <p className="mt-1 text-sm text-slate-600">{hint}</p>
      {children}
    </div>
  );
}

function BookingCard({
  booking,
  now,
  isCurrent,
  dateChange,
  review,
  returnTransfer,
  reviewAsked,
  notice,
  onCancel,
}: {
  booking: Booking;
  now: number;
  isCurrent: boolean;
  dateChange: DateChange | undefined;
  review: Review | undefined;
  returnTransfer: string | undefined;
  reviewAsked: boolean;
  notice: CardNotice | null;
  onCancel: () => void;
}) {
  const m = usePageMessages();
  const T = m.tripsUi;
  const P = m.accountUi.myBookings;
  const name = `${booking.vehicleBrand} ${booking.vehicleModel}`;
  const detail = 'flex items-start gap-2 text-sm text-slate-700';
  return (
    <article
      className={`grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-4 rounded-2xl border bg-white p-4 shadow-sm sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-x-6 sm:p-6 ${isCurrent ? 'border-teal-600 ring-2 ring-teal-600' : 'border-slate-200'}`}
      aria-label={P.cardLabel(name, formatDay(booking.pickupDate))}
    >
      <div className="self-start overflow-hidden rounded-xl bg-slate-100 sm:row-span-3">
        <VehicleImage src={booking.vehicleId?.image} alt="" className="aspect-[16/10] w-full object-cover" />
      </div>
      <div className="flex min-w-0 flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-slate-900">{name}</h3>
          <p className="text-xs text-slate-500">
            {T.reference}{' '}
            <span className="font-mono" data-testid="booking-ref">
              {shortReference(booking._id)}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {isCurrent && (
            <span className="inline-flex items-center rounded-full bg-teal-700 px-2.5 py-0.5 text-xs font-semibold text-white" data-testid="current-trip">
              {T.currentBadge}
            </span>
          )}
          <StatusBadge status={booking.bookingStatus} />
        </div>
      </div>
      <div className="col-span-2 grid gap-2 sm:col-span-1 sm:grid-cols-2">
        <TripEnd label={m.bookingFlow.pickup} date={booking.pickupDate} time={booking.pickupTime} place={booking.pickupPoint} />
        <TripEnd label={m.bookingFlow.return} date={booking.returnDate} time={booking.returnTime} place={booking.returnPoint} />
        <p className={detail}>
          <Icon name="users" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          {P.tourists(booking.numTourists)}
        </p>
        <p className={detail}>
          <Icon name="steering" className="mt-0.5 size-4 shrink-0 text-teal-700" />
          {booking.driverOption === 'withDriver' ? (booking.driverId ? P.withDriverNamed(booking.driverId.username) : m.bookingFlow.withDriver) : m.bookingFlow.selfDrive}
        </p>
      </div>
      {booking.bookingStatus !== 'cancelled' && <FlightDetails booking={booking} className="col-span-2 sm:col-span-1" />}
      {booking.itinerary && (
        <div className="col-span-2 sm:col-span-1 sm:col-start-2">
          <ItineraryDays itinerary={booking.itinerary} pickupDate={booking.pickupDate} collapsible />
        </div>
      )}
      {booking.bookingStatus === 'pending' && booking.depositDeadline && booking.paymentSummary.depositDue > 0 && (
        <p className="col-span-2 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset sm:col-span-1" data-testid="deposit-deadline">
          {T.depositBy(formatPrice(booking.paymentSummary.depositDue), formatMoment(booking.depositDeadline))}
        </p>
      )}
      {booking.bookingStatus === 'cancelled' && booking.expiredAt && (
        <p className="col-span-2 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset sm:col-span-1" data-testid="expired-notice">
          {T.expiredNotice}
        </p>
      )}
      {booking.bookingStatus === 'cancelled' && (booking.paymentSummary?.refundDue > 0 || booking.paymentSummary?.refunded > 0) && (
        <p className="col-span-2 rounded-lg bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-950 ring-1 ring-emerald-200 ring-inset sm:col-span-1" data-testid="refund-notice">
          {booking.paymentSummary.refundDue > 0 ? T.refund.dueNotice(formatPrice(booking.paymentSummary.refundDue)) : T.refund.paidNotice(formatPrice(booking.paymentSummary.refunded))}
        </p>
      )}
      {booking.bookingStatus === 'cancelled' && booking.cancelReason && (
        <p className="col-span-2 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-800 ring-1 ring-slate-200 ring-inset sm:col-span-1" data-testid="cancel-reason">
          {T.cancelReason(booking.cancelReason)}
        </p>
      )}
      {notice && (
        <div id={noticeId(booking._id)} tabIndex={-1} className="col-span-2 rounded-lg outline-offset-2 focus:outline-2 focus:outline-teal-700 sm:col-span-1" data-testid="booking-notice">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4 sm:col-span-1">
        <div>
          <p className="text-sm text-slate-600">
            {P.total} <span className="text-lg font-bold text-teal-800">{formatPrice(booking.totalPrice)}</span>
          </p>
          <ExtrasLines booking={booking} />
          <PaymentLine booking={booking} />
        </div>
        <div className="flex flex-wrap items-start gap-2">
          <BookingMoneyActions booking={booking} />
          {returnTransfer && (
            <ButtonLink to={returnTransfer} variant="secondary" size="sm" data-testid="return-transfer">
              {m.transfersPageUi.bookReturn}
            </ButtonLink>
          )}
          {ownerCanCancel(booking, now) && (
            <Button variant="secondary" size="sm" onClick={onCancel}>
              {T.cancelConfirm}
            </Button>
          )}
        </div>
      </div>
      {needsDocuments(booking) && <DocumentsPanel booking={booking} />}
      <DateChangePanel booking={booking} request={dateChange} now={now} />
      <ReviewPanel key={reviewAsked ? 'asked' : 'listed'} booking={booking} review={review} openAtStart={reviewAsked} />
      <div className="col-span-2 space-y-4 border-t border-slate-100 pt-4">
        {booking.driverId && booking.bookingStatus !== 'cancelled' && <DriverCard driver={booking.driverId} />}
        <TripLinks bookingId={booking._id} calendar={booking.bookingStatus !== 'cancelled'} />
        <TripHistory bookingId={booking._id} bookerId={booking.userId?._id} />
      </div>
    </article>
  );
}

/** The extras the booking was made with (decision 086), each at the price it kept. */
function ExtrasLines({ booking }: { booking: Booking }) {
  const m = usePageMessages();
  const quote = booking.quote as Booking['quote'] | undefined;
  const lines = (quote?.lines ?? []).filter((line) => line.code === 'addOn');
  if (!quote || lines.length === 0) return null;
  return (
    <div className="mt-1 text-xs text-slate-600" data-testid="booking-extras">
      <p className="font-semibold text-slate-700">{m.bookingUi.price.extrasTitle}</p>
      <ul>
        {lines.map((line, i) => (
          <li key={line.addOn?.id ?? i} className="flex flex-wrap gap-x-2">
            <span>{quoteLineLabel(m, line, quote.days)}</span>
            <span className="font-medium text-slate-800">{formatPrice(line.amount)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What was paid and what is still due (or, once cancelled, what comes back), in a line under the total. */
function PaymentLine({ booking }: { booking: Booking }) {
  const T = usePageMessages().tripsUi.money;
  // An older API answers bookings without it: then there is nothing to say.
  const s = booking.paymentSummary as Booking['paymentSummary'] | undefined;
  if (!s) return null;
  const parts =
    booking.bookingStatus === 'cancelled'
      ? [s.refundDue > 0 && T.refundDue(formatPrice(s.refundDue)), s.refunded > 0 && T.refunded(formatPrice(s.refunded))]
      : [s.depositDue > 0 && T.depositDue(formatPrice(s.depositDue)), s.paid > 0 && T.paid(formatPrice(s.paid)), s.paid > 0 && s.balanceDue > 0 && T.balanceDue(formatPrice(s.balanceDue))];
  const shown = parts.filter((part): part is string => typeof part === 'string');
  if (shown.length === 0) return null;
  return (
    <p className="mt-0.5 text-xs text-slate-600" data-testid="payment-summary">
      {shown.join(' · ')}
    </p>
  );
}

/** One end of the trip on a booking card: when and where. */
function TripEnd({ label, date, time, place }: { label: string; date: string; time: string; place: string }) {
  const m = usePageMessages();
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700">
      <Icon name="calendar" className="mt-0.5 size-4 shrink-0 text-teal-700" />
      <span>
        <span className="block font-medium text-slate-900">{label}</span>
        {m.accountUi.myBookings.tripEnd(formatDayTime(date, time), place)}
      </span>
    </p>
  );
}
