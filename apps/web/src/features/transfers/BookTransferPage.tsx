import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { shortReference, type Booking, type TransferDestination } from '@app/shared';
import { Container, PageHeader } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Button, ButtonLink } from '../../components/Button';
import { ErrorSummary } from '../../components/ErrorSummary';
import { Field, inputClass } from '../../components/Field';
import { useAuth } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/document-title';
import { errorText } from '../../lib/error-text';
import { formatDayTime, formatPrice } from '../../lib/format';
import { translateSentence } from '../../lib/i18n/translate';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { readTransferChoice, returnTransferPath, transferChoiceQuery, type TransferChoice } from '../../lib/transfer-links';
import { useBookTransfer } from './api';
import { FaresFrame } from './FaresFrame';
import { CHOICE_FIELDS, DETAIL_FIELDS, effectiveVehicleType, serverFieldErrors, transferRequest, type FieldErrors, type TransferDetails } from './transfer-form';
import { validateTransfer } from './transfer-checks';
import { randomUuid } from '../../lib/uuid';

const DETAIL_IDS: Record<(typeof DETAIL_FIELDS)[number], string> = {
  name: 'transfer-name',
  email: 'transfer-email',
  phone: 'transfer-phone',
  signName: 'transfer-sign',
  specialRequests: 'transfer-requests',
};

/**
 * /airport-transfers/book (signed in): the transfer chosen on the public page, carried in the
 * address through the sign-in, the booker's details, then POST /api/bookings/transfer and the
 * confirmation with the return transfer offered (decision 111).
 */
export function BookTransferPage() {
  const m = usePageMessages();
  const T = m.transfersPageUi;
  const [params] = useSearchParams();
  const choice = readTransferChoice(params);
  const [booked, setBooked] = useState<Booking | null>(null);
  useDocumentTitle(booked ? T.bookedTitle : T.bookTitle);
  if (booked) return <Booked booking={booked} choice={choice} />;
  return (
    <FaresFrame title={T.bookTitle}>
      {(destinations) => <BookingStep choice={choice} destination={destinations.find((d) => d.placeId === choice.placeId)} onBooked={setBooked} />}
    </FaresFrame>
  );
}

function BookingStep({ choice, destination, onBooked }: { choice: TransferChoice; destination: TransferDestination | undefined; onBooked: (booking: Booking) => void }) {
  const m = usePageMessages();
  const T = m.transfersPageUi;
  const { user } = useAuth();
  const book = useBookTransfer();
  const [idempotencyKey] = useState(randomUuid);
  const [details, setDetails] = useState<TransferDetails>(() => ({ name: user?.username ?? '', email: user?.email ?? '', phone: user?.phone ?? '', signName: '', specialRequests: '' }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [other, setOther] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  const changeLink = `/airport-transfers?${transferChoiceQuery(choice)}`;
  const choiceErrors = validateTransfer(choice);
  const incomplete = !destination || Object.keys(choiceErrors).length > 0;
  const vehicleType = effectiveVehicleType(choice);
  const arriving = choice.direction === 'arriving';
  const place = destination ? (choice.hotel ? `${choice.hotel}, ${destination.placeName}` : destination.placeName) : '';

  const set = (key: keyof TransferDetails, value: string) => {
    setDetails((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempt((n) => n + 1);
    setOther([]);
    const found = validateTransfer(choice, details, [...CHOICE_FIELDS, ...DETAIL_FIELDS]);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = DETAIL_FIELDS.find((f) => found[f]);
      if (first) document.getElementById(DETAIL_IDS[first])?.focus();
      return;
    }
    book.mutate({ body: transferRequest(choice, details), idempotencyKey }, {
      onSuccess: onBooked,
      onError: (failure) => {
        const { fields, other: rest } = serverFieldErrors(failure);
        setErrors(fields);
        setOther(Object.keys(fields).length === 0 && rest.length === 0 ? [errorText(failure)] : rest);
        const first = DETAIL_FIELDS.find((f) => fields[f]);
        if (first) document.getElementById(DETAIL_IDS[first])?.focus();
      },
    });
  };

  if (incomplete)
    return (
      <div className="space-y-4">
        <Alert>{T.incomplete}</Alert>
        <ButtonLink to={changeLink} variant="secondary">
          {T.change}
        </ButtonLink>
      </div>
    );

  // Refusals about the transfer itself (a date now past, no van free) lead back to the first step.
  const choiceItems = CHOICE_FIELDS.flatMap((f) => (errors[f] ? [{ id: 'transfer-change', message: errors[f] }] : []));
  const detailItems = DETAIL_FIELDS.flatMap((f) => (errors[f] ? [{ id: DETAIL_IDS[f], message: errors[f] }] : []));
  return (
    <form noValidate onSubmit={submit} className="grid items-start gap-8 lg:grid-cols-[1fr_360px]" data-testid="transfer-book">
      <div className="space-y-6">
        <ErrorSummary items={[...choiceItems, ...detailItems]} attempt={attempt} />
        {other.length > 0 && (
          <Alert>
            {other.map((text) => (
              <span key={text} className="block">
                {translateSentence(m, text)}
              </span>
            ))}
          </Alert>
        )}
        <section aria-labelledby="transfer-details-title" className="space-y-4">
          <h2 id="transfer-details-title" className="text-lg font-bold text-slate-900">
            {T.yourDetails}
          </h2>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={DETAIL_IDS.name} label={m.bookingFlow.nameLabel} error={errors.name} announce={false} required>
              {(a11y) => <input {...a11y} value={details.name} autoComplete="name" onChange={(e) => set('name', e.target.value)} className={inputClass} />}
            </Field>
            <Field id={DETAIL_IDS.email} label={m.fields.email} error={errors.email} announce={false} required>
              {(a11y) => <input {...a11y} type="email" value={details.email} autoComplete="email" onChange={(e) => set('email', e.target.value)} className={inputClass} />}
            </Field>
            <Field id={DETAIL_IDS.phone} label={m.fields.phoneNumber} error={errors.phone} announce={false} required>
              {(a11y) => <input {...a11y} type="tel" value={details.phone} autoComplete="tel" onChange={(e) => set('phone', e.target.value)} className={inputClass} />}
            </Field>
            {arriving && (
              <Field id={DETAIL_IDS.signName} label={m.fields.signName} hint={T.signNameHint} error={errors.signName} announce={false}>
                {(a11y) => <input {...a11y} value={details.signName} placeholder={details.name} autoComplete="off" onChange={(e) => set('signName', e.target.value)} className={inputClass} />}
              </Field>
            )}
            <Field id={DETAIL_IDS.specialRequests} label={m.fields.specialRequests} error={errors.specialRequests} announce={false} className="sm:col-span-2">
              {(a11y) => <textarea {...a11y} rows={3} value={details.specialRequests} onChange={(e) => set('specialRequests', e.target.value)} className={inputClass} />}
            </Field>
          </div>
        </section>
      </div>

      <aside className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-20" aria-labelledby="transfer-summary-title" data-testid="transfer-summary">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="transfer-summary-title" className="text-lg font-bold text-slate-900">
            {T.yourTransfer}
          </h2>
          <Link id="transfer-change" to={changeLink} className="inline-flex min-h-11 items-center text-sm font-semibold text-teal-800 underline underline-offset-2">
            {T.change}
          </Link>
        </div>
        <dl className="space-y-2 text-sm">
          <SummaryRow term={T.from} value={arriving ? T.airport : place} />
          <SummaryRow term={T.to} value={arriving ? place : T.airport} />
          <SummaryRow term={T.when} value={formatDayTime(choice.date, choice.time)} />
          {choice.flightNumber && <SummaryRow term={T.flight} value={choice.flightTime ? `${choice.flightNumber} · ${choice.flightTime}` : choice.flightNumber} />}
          <SummaryRow term={T.passengers} value={T.party(choice.passengers, choice.bags)} />
          {vehicleType && <SummaryRow term={T.vehicle} value={m.vehicleTypes[vehicleType]} />}
          {vehicleType && (
            <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
              <dt>{T.fare}</dt>
              <dd data-testid="transfer-fare">{formatPrice(destination.fares[vehicleType])}</dd>
            </div>
          )}
        </dl>
        <Button type="submit" size="lg" className="w-full" disabled={book.isPending}>
          {book.isPending ? T.booking : T.book}
        </Button>
      </aside>
    </form>
  );
}

function SummaryRow({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{term}</dt>
      <dd className="min-w-0 text-right font-medium break-words text-slate-900">{value}</dd>
    </div>
  );
}

function Booked({ booking, choice }: { booking: Booking; choice: TransferChoice }) {
  const m = usePageMessages();
  const T = m.transfersPageUi;
  const transfer = booking.transfer;
  const arrival = (transfer?.direction ?? choice.direction) === 'arriving';
  return (
    <>
      <PageHeader title={T.bookedTitle}>
        <p>{T.bookedText}</p>
      </PageHeader>
      <Container className="py-8 sm:py-10">
        <div className="max-w-2xl space-y-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6" role="status">
          <p className="text-sm text-slate-600">
            {T.reference}{' '}
            <span className="font-mono text-lg font-bold text-slate-900" data-testid="transfer-reference" data-id={booking._id}>
              {shortReference(booking._id)}
            </span>
          </p>
          <p className="text-sm text-slate-700">
            {booking.pickupPoint} → {booking.returnPoint} · {formatDayTime(booking.pickupDate, booking.pickupTime)} · {formatPrice(booking.totalPrice)}
          </p>
          {arrival && (
            <div className="space-y-3 border-t border-slate-100 pt-4">
              <p className="text-slate-800">{T.returnOffer}</p>
              <ButtonLink
                to={returnTransferPath({
                  placeId: transfer?.placeId ?? choice.placeId,
                  hotel: transfer?.hotel ?? choice.hotel,
                  passengers: transfer?.passengers ?? choice.passengers,
                  bags: transfer?.bags ?? choice.bags,
                  vehicleType: transfer?.vehicleType,
                })}
              >
                {T.bookReturn}
              </ButtonLink>
            </div>
          )}
          <p>
            <Link to="/manage-bookings" className="inline-flex min-h-11 items-center font-semibold text-teal-800 underline underline-offset-2">
              {T.myBookings}
            </Link>
          </p>
        </div>
      </Container>
    </>
  );
}
