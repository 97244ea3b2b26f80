import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useFormState, useWatch, type UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { DEFAULT_PRICING_POLICY, driverNights, routeFromParam, tourNights, type ItineraryStop, chosenAddOns, isValidDateString, isValidTimeString, localDateTimeToEpochMs, defaultDriverOptionFor, DRIVER_OPTIONS, MAX_PREFERRED_LANGUAGES, MIN_TOURISTS, type BookingForm, type BookingFormInput, type DriverOption, type GeoPoint, type Vehicle, type VehicleType } from '@app/shared';
import { formatPrice } from '../../lib/format';
import { Container, PageHeader } from '../../components/Container';
import { Field, inputClass } from '../../components/Field';
import { DATE_TIME_GRID } from '../../components/search-form-layout';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { PreferredLanguagesPicker } from '../../components/LanguagePicker';
import { FormSection, TouristsField, TripFields } from '../../components/TripFields';
import { Icon } from '../../components/Icon';
import { clashMessage, clashingPeriods, tripWindow, useBookedPeriods } from '../../lib/availability';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useFocusResult } from '../../lib/use-focus-result';
import { useAuth } from '../../lib/auth/auth-context';
import { usePageMessages } from '../../lib/i18n/page-messages';
import { useLanguage } from '../../lib/i18n/I18nProvider';
import { languageLabel, languageLabels } from '../../lib/i18n/language-names';
import { activeLocale } from '../../lib/i18n/active-language';
import type { SessionUser } from '../../lib/auth/session';
import { useVehicle } from '../../lib/vehicles';
import { VehicleImage } from '../../components/VehicleImage';
import { VehicleLoadError } from '../../components/VehicleLoadError';
import { useBookingRules, useBookingRulesQuery, useDriverLanguages, usePreferredDriverChoices } from './api';
import { PriceCard, PriceSummary, priceHint, shippedRoute } from './PriceSummary';
import { StopsEditor } from '../../components/StopsEditor';
import { tripQuote, usePublicPricing } from '../../lib/pricing';
import { CurrencyPicker } from '../../components/CurrencyPicker';
import { SKELETON_BAR, SKELETON_PULSE } from '../../components/PageSkeletons';
import { Loading } from '../../components/Spinner';
import type { BookingDraft } from './draft';
import { lazyBookingResolver, preloadBookingChecks } from './booking-form-checks';
import { useAddOns, useVehicleExtras } from '../../lib/add-ons';
import { ExtrasPicker } from '../../components/ExtrasPicker';
import { RichSentence } from '../../components/RichSentence';
import { IncludedBlock } from '../../components/IncludedBlock';
import type { PageMessages } from '../../lib/i18n/page-messages';
import { useDocumentTitle } from '../../lib/document-title';

/** A map point as the form's field shows it again (a draft coming back from the review): "lat, lng". */
function geoText(geo: GeoPoint | null | undefined): string {
  return geo ? `${geo.lat}, ${geo.lng}` : '';
}

/**
 * Form values: the query prefills the trip, the signed-in user the contact details, the vehicle's
 * type the driver option (self drive for a scooter), a draft everything.
 */
export function initialBookingValues(params: URLSearchParams, user: SessionUser | null, draft: BookingForm | null, vehicleType?: VehicleType): BookingFormInput {
  if (draft)
    return {
      ...draft,
      numTourists: String(draft.numTourists),
      flightNumber: draft.flightNumber ?? '',
      flightTime: draft.flightTime ?? '',
      signName: draft.signName ?? '',
      pickupGeo: geoText(draft.pickupGeo),
      returnGeo: geoText(draft.returnGeo),
    };
  const q = (key: string) => params.get(key) ?? '';
  return {
    name: user?.username ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    pickupDate: q('pickupDate'),
    pickupTime: q('pickupTime'),
    returnDate: q('returnDate'),
    returnTime: q('returnTime'),
    pickupPoint: q('pickupPoint'),
    returnPoint: q('returnPoint'),
    pickupGeo: '',
    returnGeo: '',
    numTourists: String(MIN_TOURISTS),
    driverOption: defaultDriverOptionFor(vehicleType),
    specialRequests: '',
    preferredLanguages: [],
    preferredDriverId: '',
    addOns: [],
    flightNumber: '',
    flightTime: '',
    signName: '',
  };
}

interface DriverOptionText {
  title: string;
  text: string;
  note?: string;
}

/** The driver options in the order the form offers them: the preselected one first. */
function driverOptions(type: VehicleType | undefined, texts: Record<DriverOption, DriverOptionText>): (DriverOptionText & { value: DriverOption })[] {
  const first = defaultDriverOptionFor(type);
  return DRIVER_OPTIONS.map((value) => ({ value, ...texts[value] })).sort((a, b) => Number(b.value === first) - Number(a.value === first));
}

/** How long the dates must stay unchanged before the form checks them (no flicker while typing). */
export const AVAILABILITY_CHECK_DELAY_MS = 400;

/** How long the form waits for its first reads before it shows without them (decision 118). */
export const FIRST_READS_WAIT_MS = 700;

/** Whether `ms` have passed since the component was first rendered. */
function useTimePassed(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPassed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return passed;
}

/** /book-vehicle/{id}: the booking form with a live price estimate. */
export function BookVehiclePage() {
  const { id = '' } = useParams();
  const { lang } = useLanguage();
  const vehicleQuery = useVehicle(id);
  const returning = useReturningDraft();
  // The form's first reads, started together (the server hints most of them with the page). The
  // form renders once each has had its first answer: rendering the whole form again as each one
  // arrived made a long task apiece on a slow phone (decision 118). A read whose first attempt
  // failed does not hold the form (it is retried behind it), and on a slow network the form shows
  // after FIRST_READS_WAIT_MS with what has arrived, the rest filling in as before.
  const reads = [vehicleQuery, useBookedPeriods(id), useBookingRulesQuery(), usePublicPricing(), useDriverLanguages(), usePreferredDriverChoices(lang), useAddOns()];
  const waitOver = useTimePassed(FIRST_READS_WAIT_MS);
  // Once shown, the form stays: its own parts mounting may start a failed read again.
  const shown = useRef(false);
  shown.current ||= waitOver || !reads.some((read) => read.isPending && read.fetchStatus === 'fetching' && read.failureCount === 0);
  if (vehicleQuery.error) return <VehicleLoadError error={vehicleQuery.error} />;
  if (!returning.ready || !shown.current) return <BookingFormLoading vehicle={vehicleQuery.data} />;
  return <BookingFormView vehicle={vehicleQuery.data} draft={returning.draft} />;
}

/** The form's header (its largest text, painted at once) and a loading state below it. */
function BookingFormLoading({ vehicle }: { vehicle: Vehicle | undefined }) {
  const T = usePageMessages().bookingUi.form;
  return (
    <>
      <PageHeader eyebrow={T.eyebrow} title={vehicle ? T.heading(`${vehicle.brand} ${vehicle.model}`) : T.headingNoVehicle}>
        <p>{T.intro}</p>
      </PageHeader>
      <Container className="py-8 sm:py-10">
        <Loading />
      </Container>
    </>
  );
}

/**
 * A draft coming back from the review (navigation state), read by the shared rules. They load on
 * demand (decision 118), so a form coming back waits for them; a new form does not.
 */
function useReturningDraft(): { ready: boolean; draft: BookingDraft | null } {
  const state = (useLocation().state as { draft?: unknown } | null)?.draft;
  const [read, setRead] = useState<{ state: unknown; draft: BookingDraft | null } | null>(null);
  useEffect(() => {
    if (state === undefined) return;
    let live = true;
    preloadBookingChecks().then(
      ({ readDraft }) => live && setRead({ state, draft: readDraft(state) }),
      // Rules that cannot be fetched: the form starts afresh from the address.
      () => live && setRead({ state, draft: null }),
    );
    return () => {
      live = false;
    };
  }, [state]);
  if (state === undefined) return { ready: true, draft: null };
  return read?.state === state ? { ready: true, draft: read.draft } : { ready: false, draft: null };
}

/**
 * The form. Memoised: the page around it renders again as its reads settle and its wait ends,
 * which must not render the whole form again (a long task on a slow phone, decision 118).
 */
const BookingFormView = memo(function BookingFormView({ vehicle, draft }: { vehicle: Vehicle | undefined; draft: BookingDraft | null }) {
  const m = usePageMessages();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const rules = useBookingRules();
  // The form is held to the server's limits and this vehicle's seats; the resolver reads the
  // latest, since the rules and the vehicle arrive after the form is made.
  const limits = useRef<{ rules?: typeof rules; seats?: number }>({});
  limits.current = { rules, seats: vehicle?.seatingCapacity };
  const [resolver] = useState(() => lazyBookingResolver(() => limits.current, () => m.contact.unexpected));
  const { register, handleSubmit, control, setValue } = useForm<BookingFormInput, unknown, BookingForm>({
    resolver,
    defaultValues: initialBookingValues(params, user, draft?.booking ?? null, vehicle?.type),
  });
  // The fields and all below them are a memoised part of their own, following the form's errors
  // and sending itself (useFormState): react-hook-form renders the component holding the form once
  // more after mounting, which then costs this little part only.
  return <BookingFormFields vehicle={vehicle} draft={draft} form={{ register, handleSubmit, control, setValue }} />;
});

type BookingFormApi = Pick<UseFormReturn<BookingFormInput, unknown, BookingForm>, 'register' | 'handleSubmit' | 'control' | 'setValue'>;

const BookingFormFields = memo(
  function BookingFormFields({
    vehicle,
    draft,
    form: { register, handleSubmit, control, setValue },
  }: {
    vehicle: Vehicle | undefined;
    draft: BookingDraft | null;
    form: BookingFormApi;
  }) {
    const { errors, isSubmitting } = useFormState({ control });
    const m = usePageMessages();
    const T = m.bookingUi.form;
    const { data: pricing } = usePublicPricing();
    const F = m.bookingFlow;
    const { user } = useAuth();
    const navigate = useNavigate();
    const [params] = useSearchParams();
    const [formError, setFormError] = useState<string | null>(null);
    // A round trip (decision 110): from a tour page (`?route=`), a draft coming back, or planned here.
    const [stops, setStops] = useState<ItineraryStop[] | null>(() => draft?.itinerary ?? routeFromParam(params.get('route')));
    const languages = useDriverLanguages();
    const { lang } = useLanguage();
    const drivers = usePreferredDriverChoices(lang);
    const rules = useBookingRules();

    // The vehicle may arrive after the form is made: its type then sets the preselected driver
    // option, unless a draft came back or the visitor has already chosen one.
    const driverChosen = useRef(draft !== null || vehicle !== undefined);
    const vehicleType = vehicle?.type;
    useEffect(() => {
      if (!vehicleType || driverChosen.current) return;
      driverChosen.current = true;
      setValue('driverOption', defaultDriverOptionFor(vehicleType));
    }, [vehicleType, setValue]);

    const [pickupDate, pickupTime, returnDate, returnTime, driverOption, preferred, chosenExtras, pickupPoint, pickupGeo, returnPoint, returnGeo] = useWatch({
      control,
      name: ['pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'driverOption', 'preferredLanguages', 'addOns', 'pickupPoint', 'pickupGeo', 'returnPoint', 'returnGeo'],
    });
    // The extras on offer that go with this vehicle (a child seat is no scooter's), and those chosen.
    const { extras, choices, setExtra } = useVehicleExtras(vehicle?.type, chosenExtras, (next) => setValue('addOns', next));
    const chosenLanguages = Array.isArray(preferred) ? (preferred as string[]) : [];
    const withDriver = driverOption !== 'selfDrive';

    // The vehicle's public booked periods, checked against the dates once they are complete and
    // have settled: a clash shows here, long before the confirm step could refuse it.
    const booked = useBookedPeriods(vehicle?._id);
    const datesKey = [pickupDate, pickupTime, returnDate, returnTime].map((part) => (typeof part === 'string' ? part : '')).join('|');
    const settledKey = useDebouncedValue(datesKey, AVAILABILITY_CHECK_DELAY_MS);
    // A submit checks the dates as they are, without waiting for them to settle.
    const [submittedKey, setSubmittedKey] = useState<string | null>(null);
    const checkedKey = submittedKey === datesKey ? datesKey : settledKey;
    const clashes = useMemo(() => {
      const [pd, pt, rd, rt] = checkedKey.split('|');
      const span = tripWindow({ pickupDate: pd, pickupTime: pt, returnDate: rd, returnTime: rt });
      return span && booked.data ? clashingPeriods(booked.data, span) : null;
    }, [checkedKey, booked.data]);
    // A submit refused for a clash takes the visitor to the message (a new object per refusal).
    const [refused, setRefused] = useState<object | null>(null);
    const clashRef = useFocusResult<HTMLDivElement>(refused);

    const onSubmit = (values: BookingForm) => {
      setFormError(null);
      if (!vehicle) return setFormError(m.booking.vehicleNotLoaded);
      if (!user) return setFormError(m.booking.mustBeLoggedIn);
      const span = tripWindow(values);
      if (span && booked.data && clashingPeriods(booked.data, span).length > 0) {
        setSubmittedKey(datesKey);
        setRefused({});
        return;
      }
      const route = values.driverOption === 'withDriver' && stops ? stops : undefined;
      if (route && tourNights(route) !== driverNights(values.pickupDate, values.returnDate)) {
        setFormError(m.toursUi.booking.nightsToMatch(driverNights(values.pickupDate, values.returnDate)));
        return;
      }
      const draft: BookingDraft = {
        ...(route ? { itinerary: route } : {}),
        vehicle: { _id: vehicle._id, brand: vehicle.brand, model: vehicle.model, type: vehicle.type, image: vehicle.image, perDay: vehicle.pricingDetails.perDay },
        booking: {
          ...values,
          preferredLanguages: values.driverOption === 'withDriver' ? values.preferredLanguages : [],
          preferredDriverId: values.driverOption === 'withDriver' ? values.preferredDriverId : undefined,
          addOns: choices,
        },
      };
      navigate('/booking-confirmation', { state: draft });
    };

    const name = vehicle ? `${vehicle.brand} ${vehicle.model}` : null;
    const heading = name ? T.heading(name) : T.headingNoVehicle;
    const trip = {
      vehicleId: vehicle?._id,
      perDay: vehicle?.pricingDetails.perDay ?? 0,
      pickupDate,
      pickupTime,
      returnDate,
      returnTime,
      driverOption: withDriver ? 'withDriver' : 'selfDrive',
      addOns: choices,
      ...(withDriver && stops ? { itinerary: stops } : {}),
    } as const;
    const tripNights = typeof pickupDate === 'string' && typeof returnDate === 'string' ? driverNights(pickupDate, returnDate) : 0;
    const sectionTitle = 'text-lg font-bold text-slate-900';
    const quote = tripQuote(trip.perDay, trip, trip.driverOption, pricing, chosenAddOns(extras, choices), shippedRoute(trip));
    const tripTotal = quote?.total ?? 0;
    // What the price includes, with this trip's kilometres, deposit and refund deadlines (issue 30).
    const pickupAt = typeof pickupDate === 'string' && typeof pickupTime === 'string' && isValidDateString(pickupDate) && isValidTimeString(pickupTime) ? localDateTimeToEpochMs(pickupDate, pickupTime) : null;
    const includedTrip = { pickupAt, days: quote?.days ?? 0, includedKm: quote?.includedKm ?? 0, depositDue: quote?.depositDue ?? 0 };

    useDocumentTitle(m.bookingUi.common.documentTitle(heading));
    return (
      <>
        <PageHeader eyebrow={T.eyebrow} title={heading}>
          <p>{T.intro}</p>
        </PageHeader>
        <Container className="py-8 sm:py-10">
          <div className="grid items-start gap-8 lg:grid-cols-[1fr_360px]">
            <form onSubmit={handleSubmit(onSubmit)} onFocus={() => void preloadBookingChecks().catch(() => undefined)} noValidate className="space-y-8 rounded-2xl border border-slate-200 bg-white px-4 py-5 shadow-sm sm:p-8">
              <FormSection id="details-title" title={T.detailsTitle}>
                <div className="mt-4 grid gap-5 sm:grid-cols-2">
                  <Field id="book-name" label={T.fullName} error={errors.name?.message} required>
                    {(a11y) => <input {...a11y} {...register('name')} autoComplete="name" className={inputClass} />}
                  </Field>
                  <Field id="book-email" label={m.fields.email} error={errors.email?.message} required>
                    {(a11y) => <input {...a11y} {...register('email')} type="email" autoComplete="email" className={inputClass} />}
                  </Field>
                  <Field id="book-phone" label={m.fields.phoneNumber} error={errors.phone?.message} required>
                    {(a11y) => <input {...a11y} {...register('phone')} type="tel" autoComplete="tel" className={inputClass} />}
                  </Field>
                  <TouristsField id="book-tourists" label={T.tourists} seats={vehicle?.seatingCapacity} seatsHint={T.seatsHint} input={register('numTourists')} error={errors.numTourists?.message} />
                </div>
              </FormSection>

              <FormSection id="trip-title" title={F.tripSummary} hint={T.timesHint}>
                <div className={`mt-4 ${DATE_TIME_GRID} gap-x-2 gap-y-5 sm:gap-x-5`}>
                  <TripFields
                    idPrefix="book"
                    labels={{ pickupPoint: m.fields.pickupPoint, returnPoint: m.fields.returnPoint, pickupDate: T.pickupDate, pickupTime: T.pickupTime, returnDate: T.returnDate, returnTime: T.returnTime }}
                    register={register}
                    errors={errors}
                    rules={rules}
                    pickupDate={pickupDate}
                    points={{ pickupPoint, pickupGeo, returnPoint, returnGeo }}
                    pointClassName="col-span-2 lg:col-span-1"
                  />
                </div>
                <div aria-live="polite" data-testid="availability-check" className="mt-4 empty:hidden">
                  {clashes && clashes.length > 0 && (
                    <div ref={clashRef} tabIndex={-1} className="rounded-lg" data-testid="availability-clash">
                      <Alert>
                        <p>{clashMessage(m, clashes, activeLocale())}</p>
                        <p className="mt-1 font-semibold">{F.chooseOtherDates}</p>
                      </Alert>
                    </div>
                  )}
                  {clashes && clashes.length === 0 && (
                    <p className="flex items-center gap-2 text-sm font-medium text-emerald-800" data-testid="availability-free">
                      <Icon name="check" className="size-4" />
                      {F.freeForYourDates}
                    </p>
                  )}
                </div>
              </FormSection>

              <FormSection id="flight-title" title={m.flightsUi.sectionTitle} hint={m.flightsUi.sectionHint}>
                <div className="mt-4 grid gap-4 sm:grid-cols-3">
                  <Field id="book-flight" label={m.fields.flightNumber} hint={m.flightsUi.flightNumberHint} error={errors.flightNumber?.message}>
                    {(a11y) => <input {...a11y} {...register('flightNumber')} autoCapitalize="characters" autoComplete="off" spellCheck={false} className={inputClass} />}
                  </Field>
                  <Field id="book-flight-time" label={m.flightsUi.flightTimeLabel} hint={m.flightsUi.flightTimeHint} error={errors.flightTime?.message}>
                    {(a11y) => <input {...a11y} {...register('flightTime')} type="time" className={inputClass} />}
                  </Field>
                  <Field id="book-sign" label={m.fields.signName} hint={m.flightsUi.signNameHint} error={errors.signName?.message}>
                    {(a11y) => <input {...a11y} {...register('signName')} autoComplete="off" className={inputClass} />}
                  </Field>
                </div>
              </FormSection>

              <fieldset>
                <legend className={sectionTitle}>{F.driver}</legend>
                <div className="mt-4 grid gap-3 sm:grid-cols-2">
                  {driverOptions(vehicle?.type, {
                    withDriver: { title: F.withDriver, text: T.withDriverText(formatPrice(pricing?.driverPerDay ?? DEFAULT_PRICING_POLICY.driverPerDay)), note: vehicle?.type === 'Scooter' ? T.scooterDriverNote : undefined },
                    selfDrive: { title: F.selfDrive, text: T.selfDriveText },
                  }).map((option) => (
                    <label
                      key={option.value}
                      className="flex cursor-pointer gap-3 rounded-xl border-2 border-slate-200 p-4 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50/60"
                    >
                      {/* A click counts as a choice even on the option already selected (no change event then). */}
                      <input type="radio" value={option.value} {...register('driverOption')} onClick={() => (driverChosen.current = true)} className="mt-1 size-4 accent-teal-700" />
                      <span>
                        <span className="block font-semibold text-slate-900">{option.title}</span>
                        <span className="block text-sm text-slate-600">{option.text}</span>
                        {option.note && <span className="mt-1 block text-sm text-slate-600" data-testid="driver-note">{option.note}</span>}
                      </span>
                    </label>
                  ))}
                </div>
                {withDriver && languages.data && (
                  <PreferredLanguagesPicker
                    id="book-languages"
                    legend={m.booking.preferredLanguagesLegend(MAX_PREFERRED_LANGUAGES)}
                    options={languages.data.map(({ code }) => ({ code, name: languageLabel(code) }))}
                    value={chosenLanguages}
                    onChange={(codes) => setValue('preferredLanguages', codes, { shouldValidate: true })}
                    error={errors.preferredLanguages?.message}
                  />
                )}
                {withDriver && drivers.data && drivers.data.length > 0 && (
                  <div className="mt-4">
                    <Field id="book-driver" label={m.driversUi.preferredDriver} hint={m.driversUi.preferredDriverHint} error={errors.preferredDriverId?.message}>
                      {(a11y) => (
                        <select {...a11y} {...register('preferredDriverId')} className={inputClass}>
                          <option value="">{m.driversUi.noPreference}</option>
                          {drivers.data.map((driver) => (
                            <option key={driver._id} value={driver._id}>
                              {driver.languages.length > 0 ? `${driver.firstName} · ${languageLabels(driver.languages)}` : driver.firstName}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                  </div>
                )}
                {withDriver && (
                  <div className="mt-5 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200 ring-inset sm:p-4" data-testid="round-tour">
                    {stops ? (
                      <>
                        <StopsEditor
                          idPrefix="book-route"
                          value={stops}
                          onChange={setStops}
                          error={tripNights > 0 && tourNights(stops) !== tripNights ? m.toursUi.booking.nightsToMatch(tripNights) : undefined}
                        />
                        <button type="button" onClick={() => setStops(null)} className="mt-3 min-h-11 text-sm font-medium text-teal-800 underline underline-offset-2">
                          {m.toursUi.booking.remove}
                        </button>
                      </>
                    ) : (
                      <>
                        <p className="text-sm text-slate-700">{m.toursUi.booking.planHint}</p>
                        <Button type="button" variant="secondary" className="mt-3" onClick={() => setStops([{ placeId: 'cmb', nights: Math.max(0, tripNights) }, { placeId: 'cmb', nights: 0 }])}>
                          {m.toursUi.booking.plan}
                        </Button>
                      </>
                    )}
                  </div>
                )}
              </fieldset>

              {extras.length > 0 && <ExtrasPicker extras={extras} choices={choices} onChange={setExtra} title={T.extrasTitle} intro={T.extrasIntro} />}

              <IncludedBlock driverOption={trip.driverOption} trip={includedTrip} />

              <Field id="book-requests" label={m.fields.specialRequests} error={errors.specialRequests?.message} hint={T.specialRequestsHint}>
                {(a11y) => <textarea {...a11y} {...register('specialRequests')} rows={3} className={inputClass} />}
              </Field>

              {(formError ?? errors.root?.message) && <Alert>{formError ?? errors.root?.message}</Alert>}
              <ReadBeforeNote m={m} selfDrive={!withDriver} />
              <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                {/* Until the vehicle has loaded there is nothing to review: the button waits with it. */}
                <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={isSubmitting || !vehicle}>
                  {T.submit}
                </Button>
                {vehicle && (
                  <p className="text-center text-sm text-slate-600 sm:text-right lg:hidden" aria-hidden="true">
                    {priceHint(m, trip) ?? (
                      <>
                        {F.estimatedTotal} <span className="text-lg font-bold text-teal-800">{formatPrice(tripTotal)}</span>
                      </>
                    )}
                  </p>
                )}
              </div>
            </form>

            <PriceCard titleId="summary-title" title={T.priceTitle} className="order-first lg:order-last">
              {vehicle ? (
                <>
                  <div className="mt-4 flex items-center gap-4">
                    <div className="w-28 shrink-0 overflow-hidden rounded-xl bg-slate-100">
                      <VehicleImage src={vehicle.image} alt="" className="aspect-[16/10] w-full object-cover" />
                    </div>
                    <div>
                      <p className="font-semibold text-slate-900">{name}</p>
                      <p className="text-sm text-slate-600">
                        {T.vehicleLine(m.vehicleTypes[vehicle.type], formatPrice(vehicle.pricingDetails.perDay))}
                      </p>
                    </div>
                  </div>
                  <div className="mt-5">
                    <PriceSummary {...trip} />
                  </div>
                </>
              ) : (
                <VehicleSummarySkeleton label={m.bookingUi.common.loadingVehicle} priceLines={priceHint(m, trip) ? null : (tripQuote(1, trip, trip.driverOption, pricing)?.lines.length ?? 0)} />
              )}
              <CurrencyPicker className="mt-4 border-t border-slate-100 pt-4" />
            </PriceCard>
          </div>
        </Container>
      </>
    );
  },
  // The form's functions are the same on every render.
  (before, after) =>
    before.vehicle === after.vehicle &&
    before.draft === after.draft &&
    before.form.register === after.form.register &&
    before.form.handleSubmit === after.form.handleSubmit &&
    before.form.control === after.form.control &&
    before.form.setValue === after.form.setValue,
);

/**
 * The vehicle and price part of the summary while the vehicle loads, as boxes of the heights the
 * loaded part will have (the picture, its two lines, the price's lines, total, deposit and
 * balance): on a phone the summary sits above the form, which would otherwise jump down when the
 * vehicle arrives. `priceLines` is how many lines the trip's price will have, or null when the
 * dates give no price yet (one line of hint instead).
 */
function VehicleSummarySkeleton({ label, priceLines }: { label: string; priceLines: number | null }) {
  return (
    <div role="status" data-testid="vehicle-summary-loading">
      <span className="sr-only">{label}</span>
      <div className={SKELETON_PULSE} aria-hidden="true">
        <div className="mt-4 flex items-center gap-4">
          <div className="aspect-[16/10] w-28 shrink-0 rounded-xl bg-slate-100" />
          <div className="flex-1">
            <div className="flex h-6 items-center"><div className={`h-4 w-3/4 ${SKELETON_BAR}`} /></div>
            <div className="flex h-5 items-center"><div className="h-3.5 w-1/2 rounded bg-slate-100" /></div>
          </div>
        </div>
        <div className="mt-5 space-y-2">
          {priceLines === null ? (
            // The hint ("Choose your dates…") takes two lines beside its label on a phone.
            <div className="h-10 rounded bg-slate-100" />
          ) : (
            <>
              {Array.from({ length: priceLines }, (_, i) => (
                <div key={i} className="h-5 rounded bg-slate-100" />
              ))}
              <div className="border-t border-slate-200 pt-3"><div className={`h-8 ${SKELETON_BAR}`} /></div>
              <div className="h-5 rounded bg-slate-100" />
              <div className="h-5 rounded bg-slate-100" />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/**
 * Above the submit button (decision 085): the terms and the cancellation policy, and for self drive
 * the licence requirements. They open in a new tab, so the form keeps what was typed.
 */
function ReadBeforeNote({ m, selfDrive }: { m: PageMessages; selfDrive: boolean }) {
  const T = m.bookingUi.form;
  const names = m.publicUi.footer.pages;
  const page = (to: string, label: string) => (
    <a href={to} target="_blank" rel="noopener" className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-950">
      {label}
    </a>
  );
  return (
    <div className="space-y-1 text-sm text-slate-600" data-testid="read-before">
      <p>
        <RichSentence format={T.termsNote} parts={[page('/terms', names.terms), page('/cancellation', names.cancellation)]} />
      </p>
      {selfDrive && (
        <p>
          <RichSentence format={T.licenceNote} parts={[page('/licence', names.licence)]} />
        </p>
      )}
    </div>
  );
}
