import { MESSAGES } from './messages';
import { DRIVER_COST_PER_DAY, type DriverOption } from './constants';
import { daysBetween, isValidDateString } from './datetime';
import { BASE_CURRENCY, DISPLAY_CURRENCIES, fromCents, percentOfCents, toCents, type DisplayCurrency } from './money';
import { tripDays, type PriceInput } from './pricing';
import { addOnName, type AddOnNames, type AddOnPricing, type ChosenAddOn } from './add-ons';
import type { BookingStatus } from './booking-status';
import type { UiLanguage } from './i18n/locales';

/** A refund rule: cancelled at least `hoursBefore` hours before pickup, `refundPercent` of what was paid comes back. */
export interface CancellationTier {
  hoursBefore: number;
  refundPercent: number;
}

/** What one US dollar is worth in a display currency, and when the admin set it. */
export interface CurrencyRate {
  code: DisplayCurrency;
  perUsd: number;
  setAt: string;
}

/**
 * The business's money rules, set by the admin (`PUT /api/admin/pricing-policy`). Every booking
 * keeps a copy of the policy it was made under, so a later change never changes its terms.
 * Amounts are US dollars in the main unit (`0.25` is 25 cents).
 */
export interface PricingPolicy {
  driverPerDay: number;
  depositPercent: number;
  includedKmPerDay: Record<DriverOption, number>;
  extraKmRate: number;
  /** Fuel missing at a return, per eighth of a tank (decision 112): proposed to staff, charged when they confirm it. */
  fuelRatePerEighth: number;
  /** A trip with a driver and no itinerary: per calendar night from pickup to return (0: no line). */
  driverNightAllowance: number;
  /**
   * A trip with a driver and an itinerary (a round tour, issue 31): per night of the itinerary, the
   * driver's lodging where the hotel does not host him free (decision 105; 0: no line).
   */
  tourNightAllowance: number;
  /** The most driving an itinerary may plan for one day, in minutes (decision 105). */
  maxDrivingMinutesPerDay: number;
  /** An airport transfer (decision 111): minutes the driver waits after the scheduled landing before waiting is charged. */
  transferFreeWaitingMinutes: number;
  /** An airport transfer: each started hour of waiting beyond the free minutes, in US dollars. */
  transferWaitingPerHour: number;
  /** Most hours first; cancelled later than the last tier's hours: nothing comes back. */
  cancellationTiers: CancellationTier[];
  currencies: CurrencyRate[];
  /**
   * How to pay by bank transfer (bank, account name and number, branch, SWIFT), as staff write it;
   * shown to tourists beside the online payment (decision 080). Empty: not offered, not shown.
   */
  bankTransfer: string;
  /**
   * What the price includes beyond kilometres and the driver (issue 30, decision 100), shown in the
   * "Included / not included" block of the vehicle page and the booking form.
   * Fuel: with a driver, his vehicle runs on the office's fuel; self drive, the tourist's (full to full).
   */
  fuelIncluded: Record<DriverOption, boolean>;
  /** Expressway tolls and parking fees during the trip. */
  tollsParkingIncluded: boolean;
  /** With a driver: his meals paid by the office (else by the tourist, as is customary for some tours). */
  driverMealsIncluded: boolean;
  /**
   * The insurance as staff describe it, per language (`en` the fallback of the others); empty:
   * the catalogs' default sentence, in every language.
   */
  insurance: Partial<Record<UiLanguage, string>>;
}

/** When the default rates were set: the day this policy first shipped. */
const DEFAULT_RATES_SET_AT = '2026-11-24T00:00:00.000Z';

/** Approximate rates per US dollar in November 2026; the admin keeps them current. */
const DEFAULT_RATES: Record<DisplayCurrency, number> = { LKR: 300, EUR: 0.92, GBP: 0.79, INR: 84, RUB: 92, CNY: 7.2, AUD: 1.53 };

/**
 * The policy a new installation starts with: the spec's driver cost (so the total is the spec's
 * estimate), a 10% deposit, 100 km a day included, 48 h or more before pickup 90% back, 24-48 h
 * 50%, later nothing.
 */
export const DEFAULT_PRICING_POLICY: PricingPolicy = {
  driverPerDay: DRIVER_COST_PER_DAY,
  depositPercent: 10,
  includedKmPerDay: { withDriver: 100, selfDrive: 100 },
  extraKmRate: 0.25,
  // An eighth of a 40-litre tank is 5 litres (about LKR 1,500 at the pump) and the refuelling run.
  fuelRatePerEighth: 6,
  driverNightAllowance: 0,
  // About LKR 2,100 at the default rate: operators charge LKR 1,500-2,500 a night (decision 105).
  tourNightAllowance: 7,
  maxDrivingMinutesPerDay: 8 * 60,
  // Decision 111: an hour after landing is what transfer services give (immigration and bags at
  // CMB take 45-75 minutes); then about LKR 1,500 an hour.
  transferFreeWaitingMinutes: 60,
  transferWaitingPerHour: 5,
  cancellationTiers: [
    { hoursBefore: 48, refundPercent: 90 },
    { hoursBefore: 24, refundPercent: 50 },
    { hoursBefore: 0, refundPercent: 0 },
  ],
  currencies: DISPLAY_CURRENCIES.map((code) => ({ code, perUsd: DEFAULT_RATES[code], setAt: DEFAULT_RATES_SET_AT })),
  bankTransfer: '',
  fuelIncluded: { withDriver: true, selfDrive: false },
  tollsParkingIncluded: false,
  driverMealsIncluded: true,
  insurance: {},
};

/**
 * A stored policy with the settings added since it was saved (bank transfer in issue 26, what is
 * included in issue 30, round tours in issue 31) at their defaults: saved policies are JSON and keep the keys they had.
 */
export function withPolicyDefaults(
  stored: Omit<PricingPolicy, 'bankTransfer' | 'fuelIncluded' | 'tollsParkingIncluded' | 'driverMealsIncluded' | 'insurance' | 'tourNightAllowance' | 'maxDrivingMinutesPerDay' | 'fuelRatePerEighth' | 'transferFreeWaitingMinutes' | 'transferWaitingPerHour'> & Partial<PricingPolicy>,
): PricingPolicy {
  const d = DEFAULT_PRICING_POLICY;
  return {
    ...stored,
    tourNightAllowance: stored.tourNightAllowance ?? d.tourNightAllowance,
    fuelRatePerEighth: stored.fuelRatePerEighth ?? d.fuelRatePerEighth,
    maxDrivingMinutesPerDay: stored.maxDrivingMinutesPerDay ?? d.maxDrivingMinutesPerDay,
    transferFreeWaitingMinutes: stored.transferFreeWaitingMinutes ?? d.transferFreeWaitingMinutes,
    transferWaitingPerHour: stored.transferWaitingPerHour ?? d.transferWaitingPerHour,
    bankTransfer: stored.bankTransfer ?? d.bankTransfer,
    fuelIncluded: { ...d.fuelIncluded, ...stored.fuelIncluded },
    tollsParkingIncluded: stored.tollsParkingIncluded ?? d.tollsParkingIncluded,
    driverMealsIncluded: stored.driverMealsIncluded ?? d.driverMealsIncluded,
    insurance: { ...(stored.insurance ?? d.insurance) },
  };
}

/**
 * The insurance sentence staff wrote for a language (English when that language has none);
 * null when staff wrote none at all: the page shows its catalog's default sentence.
 */
export function insuranceText(policy: Pick<PricingPolicy, 'insurance'>, lang: UiLanguage): string | null {
  return policy.insurance[lang]?.trim() || policy.insurance.en?.trim() || null;
}

/**
 * The moment free (or partly refunded) cancellation ends for each tier of a trip picked up at
 * `pickupAt` (epoch ms): pickup less the tier's hours, most hours first, with the share that
 * comes back until then; the last tier (0 hours) ends at pickup.
 */
export function cancellationDeadlines(tiers: readonly CancellationTier[], pickupAt: number): { until: number; refundPercent: number; hoursBefore: number }[] {
  return [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore).map((t) => ({ until: pickupAt - t.hoursBefore * 3_600_000, refundPercent: t.refundPercent, hoursBefore: t.hoursBefore }));
}

/** Lines a quote or a final bill can have, in the order they are shown. */
/** `fuel` and `damage`: charges staff confirmed after a return (decision 112), beside the extra kilometres; `transfer` and `waiting`: an airport transfer's fixed fare and waiting (decision 111). */
export const QUOTE_LINE_CODES = ['vehicle', 'driver', 'driverNights', 'addOn', 'extraKm', 'fuel', 'damage', 'transfer', 'waiting'] as const;
export type QuoteLineCode = (typeof QUOTE_LINE_CODES)[number];

/** The extra an `addOn` line charges for, as it was when the quote was made (kept with a booking). */
export interface QuoteLineAddOn {
  id: string;
  key: string | null;
  names: AddOnNames;
  pricing: AddOnPricing;
  /** How many of it (the line's quantity is this times the days for a daily extra). */
  count: number;
}

export interface QuoteLine {
  code: QuoteLineCode;
  quantity: number;
  unitAmount: number;
  amount: number;
  /** On `addOn` lines only. */
  addOn?: QuoteLineAddOn;
}

/** A trip's price and terms, in US dollars: the same lines on every page, e-mail and receipt. */
export interface Quote {
  currency: typeof BASE_CURRENCY;
  days: number;
  lines: QuoteLine[];
  total: number;
  depositDue: number;
  balanceDue: number;
  /**
   * The kilometres the price covers: days x the policy's allowance, plus with an itinerary whose
   * route is longer the estimated extra kilometres already charged (an `extraKm` line), so the
   * odometer's bill at completion charges only what is driven beyond them.
   */
  includedKm: number;
  extraKmRate: number;
  cancellation: CancellationTier[];
}

/**
 * An airport transfer's price (decision 111): its fixed fare in US dollars, and the minutes the
 * driver waited after the scheduled landing (0 or missing until the tourist is picked up).
 */
export interface QuotedTransfer {
  fare: number;
  waitingMinutes?: number;
}

/** What a trip is priced from: the spec's estimate and the quote read the same trip; a transfer has its fare. */
export type QuoteInput = PriceInput & { transfer?: QuotedTransfer };

/** Started hours of waiting charged: those beyond the free minutes, each started hour whole. */
export function chargedWaitingHours(waitingMinutes: number, freeMinutes: number): number {
  return Math.max(0, Math.ceil((Math.floor(waitingMinutes) - freeMinutes) / 60));
}

/** Nights the driver spends away: calendar days between pickup and return (Sri Lanka dates). */
export function driverNights(pickupDate: string, returnDate: string): number {
  if (!isValidDateString(pickupDate) || !isValidDateString(returnDate)) return 0;
  // Counted on the calendar, not by hours: 23:00 to 07:00 the next day is one night. Arithmetic,
  // never a walk over the days: a request's cost must not grow with the trip it names (issue 25).
  return Math.max(0, daysBetween(pickupDate, returnDate));
}

interface CentLine {
  code: QuoteLineCode;
  quantity: number;
  unitCents: number;
  cents: number;
  addOn?: QuoteLineAddOn;
}

function line(code: QuoteLineCode, quantity: number, unitCents: number, addOn?: QuoteLineAddOn): CentLine {
  return { code, quantity, unitCents, cents: quantity * unitCents, ...(addOn ? { addOn } : {}) };
}

/** A chosen extra's line: a daily one counts every day of the trip, a per-trip one once. */
function addOnLine(days: number, { addOn, quantity }: ChosenAddOn): CentLine {
  const perDay = addOn.pricing === 'perDay';
  return line('addOn', perDay ? quantity * days : quantity, toCents(addOn.price), {
    id: addOn._id,
    key: addOn.key,
    names: { ...addOn.names },
    pricing: addOn.pricing,
    count: quantity,
  });
}

/** What a quote reads of a trip's itinerary (`planItinerary`): its nights and the kilometres of its route. */
export interface QuotedItinerary {
  nights: number;
  totalKm: number;
}

/**
 * The quote for a trip under a policy: vehicle days x perDay, with a driver days x the driver's
 * daily cost and nights x the night allowance (a line only when the allowance is not 0), then a
 * line per chosen extra (days x count x its daily price, or count x its price per trip), the
 * deposit the policy asks for (of the whole, extras included) and the balance. Computed in cents.
 * With the default policy and no extras the total is the spec's estimate (`estimatePrice`), to
 * the cent. No dates: zero days and no lines.
 * With an itinerary (issue 31, decision 105): the driver's nights are the itinerary's at the
 * policy's `tourNightAllowance`, and a route longer than the kilometres included adds an estimated
 * `extraKm` line (those kilometres then count as included).
 */
export function quoteTrip(input: QuoteInput, policy: PricingPolicy, addOns: readonly ChosenAddOn[] = [], itinerary?: QuotedItinerary): Quote {
  if (input.transfer) return quoteOf(tripDays(input), transferLines(input.transfer, policy), policy, { includedKm: 0, extraKmRate: 0 });
  const days = tripDays(input);
  const withDriver = input.driverOption === 'withDriver';
  const lines: CentLine[] = [];
  let includedKm = days * policy.includedKmPerDay[input.driverOption];
  if (days > 0) {
    lines.push(line('vehicle', days, toCents(input.perDay)));
    if (withDriver) {
      lines.push(line('driver', days, toCents(policy.driverPerDay)));
      const nightCents = toCents(itinerary ? policy.tourNightAllowance : policy.driverNightAllowance);
      const nights = itinerary ? itinerary.nights : driverNights(input.pickupDate ?? '', input.returnDate ?? '');
      if (nightCents > 0 && nights > 0) lines.push(line('driverNights', nights, nightCents));
    }
    for (const chosen of addOns) if (chosen.quantity > 0) lines.push(addOnLine(days, chosen));
    const extra = itinerary ? Math.max(0, Math.round(itinerary.totalKm) - includedKm) : 0;
    if (extra > 0) {
      lines.push(line('extraKm', extra, toCents(policy.extraKmRate)));
      includedKm += extra;
    }
  }
  return quoteOf(days, lines, policy, { includedKm, extraKmRate: policy.extraKmRate });
}

/**
 * A transfer's lines (decision 111): the fixed fare, then each started hour of waiting beyond the
 * policy's free minutes at its hourly rate. No kilometres: the fare is the route's.
 */
function transferLines(transfer: QuotedTransfer, policy: PricingPolicy): CentLine[] {
  const lines = [line('transfer', 1, toCents(transfer.fare))];
  const hours = chargedWaitingHours(transfer.waitingMinutes ?? 0, policy.transferFreeWaitingMinutes);
  if (hours > 0 && policy.transferWaitingPerHour > 0) lines.push(line('waiting', hours, toCents(policy.transferWaitingPerHour)));
  return lines;
}

/** The quote of some lines: their total, the deposit the policy asks for and the balance, in cents. */
function quoteOf(days: number, lines: readonly CentLine[], policy: PricingPolicy, km: { includedKm: number; extraKmRate: number }): Quote {
  const totalCents = lines.reduce((sum, l) => sum + l.cents, 0);
  const depositCents = percentOfCents(totalCents, policy.depositPercent);
  return {
    currency: BASE_CURRENCY,
    days,
    lines: lines.map((l) => ({ code: l.code, quantity: l.quantity, unitAmount: fromCents(l.unitCents), amount: fromCents(l.cents), ...(l.addOn ? { addOn: l.addOn } : {}) })),
    total: fromCents(totalCents),
    depositDue: fromCents(depositCents),
    balanceDue: fromCents(totalCents - depositCents),
    includedKm: km.includedKm,
    extraKmRate: km.extraKmRate,
    cancellation: policy.cancellationTiers.map((t) => ({ ...t })),
  };
}

/**
 * The extras a quote charges for, at the prices it kept: what re-pricing a booking (new dates)
 * carries over, so a later change of an extra's price or a retired extra never touches it.
 */
export function keptAddOns(quote: Pick<Quote, 'lines'>): ChosenAddOn[] {
  return quote.lines.flatMap((l) =>
    l.code === 'addOn' && l.addOn
      ? [{ addOn: { _id: l.addOn.id, key: l.addOn.key, names: { ...l.addOn.names }, price: l.unitAmount, pricing: l.addOn.pricing }, quantity: l.addOn.count }]
      : [],
  );
}

/** Kilometres beyond the allowance, charged at the booking's rate: `max(0, driven - included) x rate`. */
/** A charge staff confirmed after a return (decision 112): `quantity` times a unit in cents. */
export function chargeLine(code: 'fuel' | 'damage' | 'waiting', quantity: number, unitCents: number): QuoteLine {
  return { code, quantity, unitAmount: fromCents(unitCents), amount: fromCents(quantity * unitCents) };
}

export function extraKmLine(drivenKm: number, includedKm: number, rate: number): QuoteLine | null {
  const extra = Math.max(0, Math.round(drivenKm) - includedKm);
  const unitCents = toCents(rate);
  // A transfer's fixed fare has no rate for kilometres: nothing to charge, no line.
  if (extra === 0 || unitCents === 0) return null;
  return { code: 'extraKm', quantity: extra, unitAmount: fromCents(unitCents), amount: fromCents(extra * unitCents) };
}

/** Odometer readings as a booking keeps them (either may be missing). */
export interface OdometerReadings {
  pickupKm: number | null;
  returnKm: number | null;
}

/**
 * The kilometre charges of a trip's readings under its own quote: the one function the server
 * bills a completed trip with and projects an unfinished one with (issue 26). Nothing until
 * both readings are in.
 */
export function kilometreExtras(readings: OdometerReadings, quote: Pick<Quote, 'includedKm' | 'extraKmRate'>): QuoteLine[] {
  if (readings.pickupKm === null || readings.returnKm === null) return [];
  const line = extraKmLine(readings.returnKm - readings.pickupKm, quote.includedKm, quote.extraKmRate);
  return line ? [line] : [];
}

/**
 * The share of what was paid that comes back when a trip is cancelled `hoursBeforePickup` hours
 * before pickup: the first tier (most hours first) whose hours it meets; later than every tier,
 * nothing. Exactly on a tier's hours counts as that tier ("48 h or more").
 */
export function refundPercentAt(tiers: readonly CancellationTier[], hoursBeforePickup: number): number {
  const sorted = [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  return sorted.find((tier) => hoursBeforePickup >= tier.hoursBefore)?.refundPercent ?? 0;
}

/** The refund due, in US dollars, on `paid` dollars at `percent`. */
export function refundAmount(paid: number, percent: number): number {
  return fromCents(percentOfCents(toCents(paid), percent));
}

/** What cancelling a booking at a moment gives back, by its own tiers (the dialog and the server read the same). */
export interface CancellationRefund {
  /** The refund due, in US dollars: `percent` of what is held. */
  amount: number;
  percent: number;
  /** What was paid net of refunds, in US dollars. */
  held: number;
  /** The tier that applies: its hours before pickup (0 for the last tier, or no tier at all). */
  tierHours: number;
  /** When the next, smaller tier starts (epoch ms) and its percent; null when none follows. */
  changesAt: number | null;
  nextPercent: number | null;
}

/**
 * The refund of a cancellation at `now` (epoch ms) under the booking's own tiers: the hours left
 * before pickup (`pickupAt`, epoch ms) choose the tier, whose percent of what is held comes back.
 * The server records exactly this as the refund due; the cancel dialogs show it beforehand.
 */
export function cancellationRefund(tiers: readonly CancellationTier[], pickupAt: number, held: number, now: number): CancellationRefund {
  const sorted = [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);
  const hoursBefore = (pickupAt - now) / 3_600_000;
  const index = sorted.findIndex((tier) => hoursBefore >= tier.hoursBefore);
  const tier = index >= 0 ? sorted[index]! : undefined;
  const percent = tier?.refundPercent ?? 0;
  // The tier after this one that gives back a different share (tiers of the same share read as one).
  const next = tier ? sorted.slice(index + 1).find((t) => t.refundPercent !== percent) : undefined;
  const lastOfSame = next ? sorted[sorted.indexOf(next) - 1]! : undefined;
  return {
    amount: refundAmount(held, percent),
    percent,
    held,
    tierHours: tier?.hoursBefore ?? 0,
    changesAt: lastOfSame ? pickupAt - lastOfSame.hoursBefore * 3_600_000 : null,
    nextPercent: next ? next.refundPercent : null,
  };
}

/** What a booking keeps of the money side from the moment it was made. */
export interface BookingTerms {
  policy: PricingPolicy;
  quote: Quote;
}

/**
 * The terms of a booking made before bookings kept their own (issue 17): the default policy, and
 * the quote that gives back the stored total (the vehicle's daily rate then, read from it); one
 * line for the whole trip when no whole-cent daily rate does.
 */
export function legacyTerms(b: { pickupDate: string; pickupTime: string; returnDate: string; returnTime: string; driverOption: DriverOption; totalPrice: number }): BookingTerms {
  const policy = DEFAULT_PRICING_POLICY;
  const days = Math.max(1, tripDays(b));
  const driverCents = b.driverOption === 'withDriver' ? days * toCents(policy.driverPerDay) : 0;
  const vehicleCents = toCents(b.totalPrice) - driverCents;
  if (vehicleCents >= 0 && vehicleCents % days === 0) {
    const quote = quoteTrip({ ...b, perDay: fromCents(vehicleCents / days) }, policy);
    if (toCents(quote.total) === toCents(b.totalPrice)) return { policy, quote };
  }
  const totalCents = toCents(b.totalPrice);
  const depositCents = percentOfCents(totalCents, policy.depositPercent);
  return {
    policy,
    quote: {
      currency: BASE_CURRENCY,
      days,
      lines: [{ code: 'vehicle', quantity: 1, unitAmount: b.totalPrice, amount: b.totalPrice }],
      total: b.totalPrice,
      depositDue: fromCents(depositCents),
      balanceDue: fromCents(totalCents - depositCents),
      includedKm: days * policy.includedKmPerDay[b.driverOption],
      extraKmRate: policy.extraKmRate,
      cancellation: policy.cancellationTiers.map((t) => ({ ...t })),
    },
  };
}

/**
 * What is owed and what came in, in US dollars: the deposit still to pay, everything paid, what
 * went back, the balance (the total with extras, less what was paid net of refunds) and a refund
 * promised but not paid. A cancelled booking owes nothing more.
 */
export function paymentSummaryOf(b: { total: number; depositDue: number; extraTotal: number; paid: number; refunded: number; refundDue: number; cancelled: boolean }) {
  const paid = toCents(b.paid);
  const refunded = toCents(b.refunded);
  const owed = toCents(b.total) + toCents(b.extraTotal);
  return {
    depositDue: b.cancelled ? 0 : fromCents(Math.max(0, toCents(b.depositDue) - paid)),
    paid: fromCents(paid),
    refunded: fromCents(refunded),
    balanceDue: b.cancelled ? 0 : fromCents(Math.max(0, owed - (paid - refunded))),
    refundDue: fromCents(toCents(b.refundDue)),
  };
}

/**
 * A booking's money as the API answers it, from its own quote, its status, its odometer readings
 * and its ledger totals (US dollars): the extras charged at completion, the payment summary with
 * them, and for a trip not yet completed whose readings are both in, what completing would charge
 * (issue 26). The one calculation every booking the server reads goes through (decision 088:
 * money's rules are pure functions here, not in the bookings repository).
 */
export function bookingMoneyOf(b: {
  quote: Quote;
  total: number;
  status: BookingStatus;
  odometer: OdometerReadings;
  paid: number;
  refunded: number;
  refundDue: number;
  /** Charges staff confirmed after the return (fuel, damage; decision 112). */
  confirmedCharges?: readonly QuoteLine[];
}) {
  const charges = b.status === 'cancelled' ? [] : (b.confirmedCharges ?? []);
  const extraLines = [...(b.status === 'completed' ? kilometreExtras(b.odometer, b.quote) : []), ...charges];
  const projects = b.status !== 'completed' && b.status !== 'cancelled' && b.odometer.pickupKm !== null && b.odometer.returnKm !== null;
  const projectedLines = projects ? [...kilometreExtras(b.odometer, b.quote), ...charges] : null;
  const summaryWith = (lines: readonly { amount: number }[]) =>
    paymentSummaryOf({
      total: b.total,
      depositDue: b.quote.depositDue,
      extraTotal: fromCents(lines.reduce((sum, line) => sum + toCents(line.amount), 0)),
      paid: b.paid,
      refunded: b.refunded,
      refundDue: b.refundDue,
      cancelled: b.status === 'cancelled',
    });
  const extras = labeledQuote({ ...b.quote, lines: extraLines }).lines;
  return {
    extras,
    paymentSummary: summaryWith(extras),
    projected: projectedLines ? { extras: labeledQuote({ ...b.quote, lines: projectedLines }).lines, balanceDue: summaryWith(projectedLines).balanceDue } : null,
  };
}

/** A quote as the API answers it: each line also named in English (`label`), for clients that show it as is. */
export function labeledQuote(quote: Quote): Quote & { lines: (QuoteLine & { label: string })[] } {
  return { ...quote, lines: quote.lines.map((l) => ({ ...l, label: l.addOn ? addOnName(l.addOn, 'en', MESSAGES.money.addOnNames) : MESSAGES.money.lines[l.code] })) };
}
