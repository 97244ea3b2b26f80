import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { addDays, colomboToday, findPlace, placeName, routeToParam, tourDays, tourTrip, type ItineraryPlan, type ItineraryStop, type QuoteDto, type TourDto } from '@app/shared';
import { Container } from '../../components/Container';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { Field, dateTimeInputClass, inputClass } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { ItineraryDays } from '../../components/ItineraryDays';
import { PhotoImage } from '../../components/PhotoImage';
import { Loading } from '../../components/Spinner';
import { BackLink } from '../../components/StaffPageHeader';
import { StopsEditor } from '../../components/StopsEditor';
import { quoteLineLabel } from '../../lib/add-ons';
import { useDocumentTitle } from '../../lib/document-title';
import { errorText } from '../../lib/error-text';
import { formatDay, formatPrice } from '../../lib/format';
import { useLanguage } from '../../lib/i18n/I18nProvider';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { usePublicTour, useTourQuote } from './api';
import { RouteMap } from './RouteMap';

/** How far ahead the customiser's first day starts: a month, a usual time to book a tour. */
const DEFAULT_START_IN_DAYS = 30;

/** /tours/:slug: a published tour on the map, day by day, priced, customised and booked (decision 110). */
export function TourPage() {
  const { slug = '' } = useParams();
  const m = usePageMessages();
  const { lang } = useLanguage();
  const tour = usePublicTour(slug, lang);
  if (tour.isPending) return <Loading label={m.toursUi.list.loading} />;
  if (tour.error || !tour.data)
    return (
      <Container className="py-10">
        <Alert>{tour.error ? errorText(tour.error) : m.toursApi.tourNotFound}</Alert>
        <p className="mt-4">
          <BackLink to="/tours">{m.toursUi.page.allTours}</BackLink>
        </p>
      </Container>
    );
  return <TourView key={tour.data.slug} tour={tour.data} />;
}

function TourView({ tour }: { tour: TourDto }) {
  const m = usePageMessages();
  const T = m.toursUi.page;
  const { lang } = useLanguage();
  const navigate = useNavigate();
  const customiseId = useId();
  useDocumentTitle(tour.name);

  const [stops, setStops] = useState<ItineraryStop[]>(() => tour.itinerary.stops.map((s) => ({ ...s })));
  const [startDate, setStartDate] = useState(() => addDays(colomboToday(), DEFAULT_START_IN_DAYS));
  const [vehicleId, setVehicleId] = useState(tour.price?.vehicle._id ?? '');
  // The stop editor (a select of every place per stop, ~300 options) comes when asked for: the page
  // the server renders and the browser takes over stays light (issue 31's page speed, decision 117).
  const [editing, setEditing] = useState(false);
  const editorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (editing) editorRef.current?.querySelector('select')?.focus();
  }, [editing]);
  const vehicle = tour.vehicles.find((v) => v._id === vehicleId);
  const changed = JSON.stringify(stops) !== JSON.stringify(tour.itinerary.stops);
  const trip = tourTrip(startDate, stops);
  const validStart = /^\d{4}-\d{2}-\d{2}$/.test(startDate);
  const quote = useTourQuote(vehicle && validStart ? { vehicleId: vehicle._id, ...trip, stops } : null);
  // Until the server answers for these dates, the tour's own quote for its vehicle (the same lines for the same route).
  const shown: QuoteDto | undefined = quote.data ?? (!changed && vehicle && tour.price?.vehicle._id === vehicle._id ? tour.price.quote : undefined);
  const plan: Pick<ItineraryPlan, 'stops' | 'legs' | 'totalKm' | 'nights' | 'totalMinutes'> = quote.data?.itinerary ?? (changed ? { ...tour.itinerary, stops, legs: [] } : tour.itinerary);
  const name = (id: string) => {
    const place = findPlace(id);
    return place ? placeName(place, lang) : id;
  };
  const photo = tour.photos[0];
  const refused = quote.error ? errorText(quote.error) : null;

  const book = () => {
    if (!vehicle || refused) return;
    const params = new URLSearchParams({
      ...trip,
      pickupPoint: name(stops[0]!.placeId),
      returnPoint: name(stops.at(-1)!.placeId),
      route: routeToParam(stops),
    });
    navigate(`/book-vehicle/${vehicle._id}?${params.toString()}`);
  };

  return (
    <>
      <div className="border-b border-teal-900/10 bg-gradient-to-br from-teal-800 to-teal-950 text-white">
        <Container className="py-8 sm:py-12">
          <BackLinkLight />
          <p className="mt-3 text-sm font-semibold text-amber-300">{m.toursUi.list.days(tour.days)}</p>
          <h1 className="mt-1 text-3xl font-bold sm:text-4xl">{tour.name}</h1>
          <p className="mt-3 max-w-3xl text-teal-50/90">{tour.description}</p>
        </Container>
      </div>
      <Container className="py-8 sm:py-10">
        <div className="grid items-start gap-8 lg:grid-cols-[1fr_380px]">
          <div className="space-y-6">
            {photo && <PhotoImage photo={photo} sizes="(min-width: 1024px) 800px, 100vw" alt={photo.alt} className="aspect-[16/9] w-full rounded-2xl object-cover" />}
            <div className="grid gap-6 sm:grid-cols-[minmax(0,240px)_1fr]">
              <RouteMap plan={plan} label={T.mapLabel(tour.name)} lang={lang} className="mx-auto w-full max-w-[240px] rounded-xl ring-1 ring-slate-200" />
              <ol className="space-y-1 text-sm text-slate-800" data-testid="tour-stops">
                {stops.map((s, i) => (
                  <li key={i} className="flex gap-2">
                    <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-amber-400 text-xs font-bold text-teal-950">{i + 1}</span>
                    <span>
                      {name(s.placeId)}
                      {s.nights > 0 && <span className="text-slate-600"> · {m.toursUi.stops.nightsAt(s.nights)}</span>}
                    </span>
                  </li>
                ))}
              </ol>
            </div>
            {plan.legs.length > 0 && <ItineraryDays itinerary={{ ...plan, stops: plan.stops }} pickupDate={validStart ? startDate : addDays(colomboToday(), DEFAULT_START_IN_DAYS)} headingLevel={2} />}

            <section aria-labelledby={customiseId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6" data-testid="customiser">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id={customiseId} className="text-lg font-bold text-slate-900">
                  {T.customise}
                </h2>
                {changed && (
                  <button type="button" onClick={() => setStops(tour.itinerary.stops.map((s) => ({ ...s })))} className="min-h-11 text-sm font-medium text-teal-800 underline underline-offset-2">
                    {T.reset}
                  </button>
                )}
              </div>
              <p className="mt-1 text-sm text-slate-600">{T.customiseHint}</p>
              {editing ? (
                <div className="mt-4" ref={editorRef}>
                  <StopsEditor idPrefix="tour" value={stops} onChange={setStops} />
                </div>
              ) : (
                <Button type="button" variant="secondary" className="mt-4 min-h-11" onClick={() => setEditing(true)} aria-expanded={false} data-testid="edit-stops">
                  <Icon name="mapPin" className="size-4" />
                  {T.editStops}
                </Button>
              )}
            </section>
          </div>

          <aside className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-20" aria-labelledby="tour-price-title" data-testid="tour-price">
            <h2 id="tour-price-title" className="text-lg font-bold text-slate-900">
              {T.price}
            </h2>
            {tour.vehicles.length === 0 ? (
              <p className="mt-3 text-sm text-slate-700">{T.noVehicle}</p>
            ) : (
              <div className="mt-4 space-y-4">
                {/* The options name the vehicle only (a phone's select shows one line); its type and seats are the hint. */}
                <Field id="tour-vehicle" label={T.vehicle} hint={vehicle ? `${m.vehicleTypes[vehicle.type]} · ${m.bookingUi.common.seats(vehicle.seatingCapacity)}` : undefined}>
                  {(a11y) => (
                    <select {...a11y} value={vehicleId} onChange={(e) => setVehicleId(e.target.value)} className={inputClass}>
                      {tour.vehicles.map((v) => (
                        <option key={v._id} value={v._id}>
                          {`${v.brand} ${v.model}`}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <Field id="tour-start" label={T.startDate}>
                  {(a11y) => <input {...a11y} type="date" value={startDate} min={colomboToday()} onChange={(e) => setStartDate(e.target.value)} className={dateTimeInputClass} />}
                </Field>
                {validStart && <p className="text-sm text-slate-700">{T.priceFor(tourDays(stops), formatDay(trip.pickupDate), formatDay(trip.returnDate))}</p>}
                <div aria-live="polite" aria-busy={quote.isFetching} data-testid="tour-quote">
                  {refused ? (
                    <Alert>{refused}</Alert>
                  ) : shown ? (
                    <QuoteLines quote={shown} />
                  ) : (
                    <p className="text-sm text-slate-600">{T.updating}</p>
                  )}
                  {/* Its line is kept while hidden: the page the server rendered (no quote asked yet) and the one that asks do not move. */}
                  {!refused && shown && <p className={`mt-2 text-xs text-slate-600 ${quote.isFetching ? '' : 'invisible'}`}>{T.updating}</p>}
                </div>
                <Button type="button" size="lg" className="w-full" onClick={book} disabled={!vehicle || Boolean(refused) || !shown}>
                  {T.book}
                </Button>
                <p className="text-xs text-slate-600">{T.bookHint}</p>
              </div>
            )}
          </aside>
        </div>
      </Container>
    </>
  );
}

function BackLinkLight() {
  const T = usePageMessages().toursUi.page;
  return (
    <Link to="/tours" className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-teal-50 hover:underline">
      <Icon name="arrowLeft" className="size-4" />
      {T.allTours}
    </Link>
  );
}

/** The quote's lines, total, deposit: the same labels the booking form, the review and My Bookings use. */
function QuoteLines({ quote }: { quote: QuoteDto }) {
  const m = usePageMessages();
  const P = m.bookingUi.price;
  const F = m.bookingFlow;
  return (
    <dl className="space-y-2 text-sm">
      {quote.lines.map((line) => (
        <div key={line.addOn ? `${line.code}-${line.addOn.id}` : line.code} className="flex justify-between gap-4 text-slate-700" data-testid={`tour-line-${line.code}`}>
          <dt>{quoteLineLabel(m, line, quote.days)}</dt>
          <dd className="font-medium text-slate-900">{formatPrice(line.amount)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-3 text-base font-bold text-slate-900">
        <dt>{F.estimatedTotal}</dt>
        <dd data-testid="tour-total">{formatPrice(quote.total)}</dd>
      </div>
      <div className="flex justify-between gap-4 text-slate-700">
        <dt>{P.deposit}</dt>
        <dd>{formatPrice(quote.depositDue)}</dd>
      </div>
    </dl>
  );
}
