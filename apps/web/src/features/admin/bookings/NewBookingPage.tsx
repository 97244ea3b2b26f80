import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { DEFAULT_DRIVER_OPTION, DEFAULT_PRICING_POLICY, chosenAddOns, MAX_PREFERRED_LANGUAGES, MIN_TOURISTS, UI_LANGUAGE_CODES, bookingRuleIssues, shortReference, staffBookingSchema, type BookingRules, type StaffBooking, type StaffBookingInput, type User } from '@app/shared';
import { formatPrice } from '../../../lib/format';
import { Alert } from '../../../components/Alert';
import { ErrorSummary, errorSummaryItems } from '../../../components/ErrorSummary';
import { Field, inputClass } from '../../../components/Field';
import { PreferredLanguagesPicker } from '../../../components/LanguagePicker';
import { FormSection, TouristsField, TripFields } from '../../../components/TripFields';
import { languageLabel } from '../../../lib/i18n/language-names';
import { Loading } from '../../../components/Spinner';
import { ListError } from '../../../components/ListStates';
import { FormActions } from '../../../components/FormActions';
import { Panel } from '../../../components/Panel';
import { BackLink, StaffPageHeader } from '../../../components/StaffPageHeader';
import { saveErrorText } from '../../../lib/error-text';
import { useFocusResult } from '../../../lib/use-focus-result';
import { usePageMessages } from '../../../lib/i18n/page-messages';
import { useAllVehicles, useBookingRules, useDriverLanguages, useStaffBooking } from '../api';
import { vehicleOptionLabel } from './ChangeScheduleDialog';
import { CustomerPicker } from './CustomerPicker';
import { tripQuote, usePublicPricing } from '../../../lib/pricing';
import { useVehicleExtras } from '../../../lib/add-ons';
import { ExtrasPicker } from '../../../components/ExtrasPicker';

/** The phone booking's form, held to the booking rules now and to the chosen vehicle's seats. */
export function staffBookingSchemaFor(ctx: { rules: BookingRules; seats?: number; now?: () => number }) {
  return staffBookingSchema.superRefine((b, check) => {
    for (const issue of bookingRuleIssues(b, { rules: ctx.rules, now: (ctx.now ?? Date.now)(), seats: ctx.seats })) {
      check.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    }
  });
}

/** The form's fields in their order on the page, for the error summary. */
const FIELDS = [
  { name: 'name', id: 'staff-book-name' },
  { name: 'email', id: 'staff-book-email' },
  { name: 'phone', id: 'staff-book-phone' },
  { name: 'customerLanguage', id: 'staff-book-language' },
  { name: 'vehicleId', id: 'staff-book-vehicle' },
  { name: 'pickupPoint', id: 'staff-book-pickupPoint' },
  { name: 'pickupGeo', id: 'staff-book-pickupPoint-map' },
  { name: 'returnPoint', id: 'staff-book-returnPoint' },
  { name: 'returnGeo', id: 'staff-book-returnPoint-map' },
  { name: 'pickupDate', id: 'staff-book-pickupDate' },
  { name: 'pickupTime', id: 'staff-book-pickupTime' },
  { name: 'returnDate', id: 'staff-book-returnDate' },
  { name: 'returnTime', id: 'staff-book-returnTime' },
  { name: 'numTourists', id: 'staff-book-tourists' },
  { name: 'preferredLanguages', id: 'staff-book-languages' },
  { name: 'specialRequests', id: 'staff-book-requests' },
] as const satisfies readonly { name: keyof StaffBookingInput; id: string }[];

const EMPTY: StaffBookingInput = {
  vehicleId: '',
  customerId: '',
  name: '',
  email: '',
  phone: '',
  pickupDate: '',
  pickupTime: '',
  returnDate: '',
  returnTime: '',
  pickupPoint: '',
  returnPoint: '',
  pickupGeo: '',
  returnGeo: '',
  numTourists: String(MIN_TOURISTS),
  driverOption: DEFAULT_DRIVER_OPTION,
  specialRequests: '',
  preferredLanguages: [],
  customerLanguage: '',
  addOns: [],
  flightNumber: '',
  flightTime: '',
  signName: '',
};

/**
 * /admin/bookings/new: a booking taken by phone or WhatsApp for a customer, an existing tourist
 * account (searched) or a new one (the server makes it and e-mails a link to set its password).
 * On success the bookings list says the new booking's reference.
 */
export function NewBookingPage() {
  const m = usePageMessages();
  const T = m.staffUi;
  const { data: pricing } = usePublicPricing();
  const navigate = useNavigate();
  const vehicles = useAllVehicles();
  const rules = useBookingRules();
  const languages = useDriverLanguages();
  const save = useStaffBooking();
  const [mode, setMode] = useState<'existing' | 'new'>('existing');
  const [customer, setCustomer] = useState<User | null>(null);
  const [customerError, setCustomerError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const failureRef = useFocusResult<HTMLDivElement>(failure);
  // The resolver reads the latest schema: the rules and the chosen vehicle's seats arrive later.
  const schemaRef = useRef(staffBookingSchemaFor({ rules }));

  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<StaffBookingInput, unknown, StaffBooking>({
    resolver: (values, context, options) => zodResolver(schemaRef.current)(values, context, options),
    defaultValues: EMPTY,
  });
  const [vehicleId, pickupDate, pickupTime, returnDate, returnTime, driverOption, preferred, chosenExtras, pickupPoint, pickupGeo, returnPoint, returnGeo] = useWatch({
    control,
    name: ['vehicleId', 'pickupDate', 'pickupTime', 'returnDate', 'returnTime', 'driverOption', 'preferredLanguages', 'addOns', 'pickupPoint', 'pickupGeo', 'returnPoint', 'returnGeo'],
  });
  const list = vehicles.data ?? [];
  const vehicle = list.find((v) => v._id === vehicleId);
  const schema = useMemo(() => staffBookingSchemaFor({ rules, seats: vehicle?.seatingCapacity }), [rules, vehicle?.seatingCapacity]);
  schemaRef.current = schema;

  const withDriver = driverOption !== 'selfDrive';
  const chosenLanguages = Array.isArray(preferred) ? (preferred as string[]) : [];
  // The extras the customer asks for, among those that go with the vehicle chosen.
  const { extras, choices, setExtra } = useVehicleExtras(vehicle?.type, chosenExtras, (next) => setValue('addOns', next));
  // Priced as the booking will be: the published policy and the extras through the shared quote.
  const price = vehicle
    ? tripQuote(vehicle.pricingDetails.perDay, { pickupDate, pickupTime, returnDate, returnTime }, withDriver ? 'withDriver' : 'selfDrive', pricing, chosenAddOns(extras, choices))
    : null;

  const chooseCustomer = (user: User | null) => {
    setCustomer(user);
    setCustomerError(null);
    setValue('customerId', user?._id ?? '');
    if (user) {
      setValue('name', user.username, { shouldValidate: Boolean(errors.name) });
      setValue('email', user.email ?? '', { shouldValidate: Boolean(errors.email) });
      setValue('phone', user.phone, { shouldValidate: Boolean(errors.phone) });
      setValue('customerLanguage', user.preferredLanguage ?? '');
    }
  };

  const switchMode = (next: 'existing' | 'new') => {
    setMode(next);
    setCustomerError(null);
    if (next === 'new') {
      setCustomer(null);
      setValue('customerId', '');
    }
  };

  const customerMissing = () => {
    if (mode === 'existing' && !customer) {
      setCustomerError(T.customerRequired);
      return true;
    }
    return false;
  };

  const onValid = async (values: StaffBooking) => {
    setFailure(null);
    if (customerMissing()) return searchRef.current?.focus();
    try {
      const created = await save.mutateAsync({
        ...values,
        customerId: mode === 'existing' ? customer?._id : undefined,
        preferredLanguages: values.driverOption === 'withDriver' ? values.preferredLanguages : [],
        addOns: choices,
      });
      const ref = shortReference(created._id);
      const name = created.userId?.username ?? created.name;
      const notice =
        created.userId && created.userId.email === null
          ? T.bookingCreatedNoEmail(ref, name, created.userId.phone || created.phone)
          : created.accountCreated
            ? T.bookingCreatedNewAccount(ref, name)
            : T.bookingCreated(ref, name);
      navigate('/admin/bookings', { state: { notice } });
    } catch (error) {
      setFailure(saveErrorText(error));
    }
  };

  const vehicleError = errors.vehicleId ? (vehicleId ? errors.vehicleId.message : T.vehicleRequired) : undefined;
  // One announcement for a submit with problems: the account first, then the fields in page order.
  const summary = [
    ...(customerError ? [{ id: 'customer-search', message: customerError }] : []),
    ...errorSummaryItems(errors, FIELDS).map((item) => (item.id === 'staff-book-vehicle' && vehicleError ? { ...item, message: vehicleError } : item)),
  ];

  const sectionTitle = 'text-lg font-bold text-slate-900';

  return (
    <>
      <StaffPageHeader
        title={T.newBookingTitle}
        description={T.newBookingIntro}
        actions={
          <BackLink to="/admin/bookings">{T.allBookings}</BackLink>
        }
      />
      <Panel>
        <form
          noValidate
          aria-label={T.newBookingTitle}
          className="space-y-8"
          onSubmit={(event) => {
            // The account is checked with the fields, so every problem shows at once.
            customerMissing();
            void handleSubmit(onValid)(event);
          }}
        >
          <ErrorSummary items={summary} attempt={submitCount} />
          <FormSection id="customer-title" title={T.customerLegend} className="space-y-4">
            <fieldset>
              <legend className="sr-only">{T.customerLegend}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {(
                  [
                    ['existing', T.customerExisting],
                    ['new', T.customerNew],
                  ] as const
                ).map(([value, label]) => (
                  <label key={value} className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 p-3 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50/60">
                    <input type="radio" name="customer-mode" value={value} checked={mode === value} onChange={() => switchMode(value)} className="size-4 accent-teal-700" />
                    <span className="font-semibold text-slate-900">{label}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            {mode === 'existing' ? (
              <CustomerPicker chosen={customer} onChoose={chooseCustomer} error={customerError} inputRef={searchRef} announce={false} />
            ) : (
              <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">{T.customerNewHint}</p>
            )}
          </FormSection>

          <FormSection id="contact-title" title={T.contactTitle}>
            <div className="mt-4 grid gap-5 sm:grid-cols-3">
              <Field announce={false} id="staff-book-name" label={T.fullName} error={errors.name?.message} required>
                {(a11y) => <input {...a11y} {...register('name')} autoComplete="off" className={inputClass} />}
              </Field>
              <Field announce={false} id="staff-book-email" label={T.email} error={errors.email?.message} hint={T.emailOptionalHint}>
                {(a11y) => <input {...a11y} {...register('email')} type="email" autoComplete="off" className={inputClass} />}
              </Field>
              <Field announce={false} id="staff-book-phone" label={T.phoneNumber} error={errors.phone?.message} required>
                {(a11y) => <input {...a11y} {...register('phone')} type="tel" autoComplete="off" className={inputClass} />}
              </Field>
              <Field announce={false} id="staff-book-language" label={T.customerLanguage} error={errors.customerLanguage?.message} hint={T.customerLanguageHint}>
                {(a11y) => (
                  <select {...a11y} {...register('customerLanguage')} className={inputClass}>
                    <option value="">{T.customerLanguageNotSaid}</option>
                    {/* Named in the staff member's language: they read the list, the customer does not. */}
                    {UI_LANGUAGE_CODES.map((code) => (
                      <option key={code} value={code}>
                        {languageLabel(code)}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
          </FormSection>

          <FormSection id="trip-title" title={T.tripTitle} hint={T.timesHint}>
            <div className="mt-4 grid gap-5 sm:grid-cols-2">
              <div className="sm:col-span-2">
                {vehicles.isPending ? (
                  <Loading label={T.loadingVehicles} className="py-2" />
                ) : vehicles.error ? (
                  <ListError error={vehicles.error} />
                ) : (
                  <Field announce={false} id="staff-book-vehicle" label={T.vehicle} error={vehicleError} required>
                    {(a11y) => (
                      <select {...a11y} {...register('vehicleId')} className={inputClass}>
                        <option value="" disabled>
                          {T.chooseVehicle}
                        </option>
                        {list.map((v) => (
                          <option key={v._id} value={v._id} disabled={!v.availabilityStatus}>
                            {vehicleOptionLabel(v, '', m)}
                          </option>
                        ))}
                      </select>
                    )}
                  </Field>
                )}
              </div>
              <TripFields
                idPrefix="staff-book"
                labels={T}
                register={register}
                errors={errors}
                rules={rules}
                pickupDate={pickupDate}
                points={{ pickupPoint, pickupGeo, returnPoint, returnGeo }}
                announce={false}
              />
              <TouristsField id="staff-book-tourists" label={T.tourists} seats={vehicle?.seatingCapacity} seatsHint={T.seatsHint} input={register('numTourists')} error={errors.numTourists?.message} />
            </div>
          </FormSection>

          <fieldset>
            <legend className={sectionTitle}>{T.driverLegend}</legend>
            <div className="mt-4 grid gap-3 sm:grid-cols-2">
              {(
                [
                  ['withDriver', T.withDriver, `+${formatPrice(pricing?.driverPerDay ?? DEFAULT_PRICING_POLICY.driverPerDay)}`],
                  ['selfDrive', T.selfDrive, null],
                ] as const
              ).map(([value, title, extra]) => (
                <label key={value} className="flex cursor-pointer items-center gap-3 rounded-xl border-2 border-slate-200 p-3 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50/60">
                  <input type="radio" value={value} {...register('driverOption')} className="size-4 accent-teal-700" />
                  <span className="font-semibold text-slate-900">{title}</span>
                  {extra && <span className="text-sm text-slate-600">{extra}</span>}
                </label>
              ))}
            </div>
            {withDriver && languages.data && (
              <PreferredLanguagesPicker
                id="staff-book-languages"
                legend={T.preferredLanguages(MAX_PREFERRED_LANGUAGES)}
                options={languages.data}
                value={chosenLanguages}
                onChange={(codes) => setValue('preferredLanguages', codes, { shouldValidate: true })}
                error={errors.preferredLanguages?.message}
              />
            )}
          </fieldset>

          {extras.length > 0 && <ExtrasPicker extras={extras} choices={choices} onChange={setExtra} title={m.bookingUi.form.extrasTitle} intro={T.extrasIntro} />}

          <Field announce={false} id="staff-book-requests" label={T.specialRequests} error={errors.specialRequests?.message}>
            {(a11y) => <textarea {...a11y} {...register('specialRequests')} rows={3} className={inputClass} />}
          </Field>

          {failure && (
            <div ref={failureRef} tabIndex={-1} className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-teal-600">
              <Alert>{failure}</Alert>
            </div>
          )}
          <div className="flex flex-col gap-4 border-t border-slate-100 pt-5 sm:flex-row sm:items-center sm:justify-between">
            <div aria-live="polite">
              <p className="text-sm text-slate-600">{T.estimatedTotal}</p>
              {price && price.total > 0 ? (
                <p className="text-2xl font-bold text-teal-800" data-testid="staff-booking-total">
                  {formatPrice(price.total)} <span className="text-sm font-normal text-slate-600">· {T.priceDays(price.days)}</span>
                </p>
              ) : (
                <p className="text-sm font-medium text-slate-700">{T.priceHint}</p>
              )}
            </div>
            <FormActions cancelTo="/admin/bookings" busy={isSubmitting}>
              {isSubmitting ? T.creatingBooking : T.createBooking}
            </FormActions>
          </div>
        </form>
      </Panel>
    </>
  );
}
