import './zod-config';
import { z } from 'zod';
import { DEFAULT_DRIVER_OPTION, DRIVER_OPTIONS } from '../constants';
import { FIELD_NAMES, MESSAGES } from '../messages';
import { DISPLAY_CURRENCIES, PAYMENT_CURRENCIES, toCents } from '../money';
import { QUOTE_LINE_CODES } from '../quote';
import { dateField, idField, isCleanText, timeField } from './fields';
import { FACTS_UI } from '../ui-messages/vehicle-facts';
import { UI_LANGUAGE_CODES, type UiLanguage } from '../i18n/locales';
import { returnIsAfterPickup } from './booking';
import { addOnChoicesField } from './add-ons';
import { ADD_ON_PRICING } from '../add-ons';
import { itineraryInputSchema, itineraryPlanSchema } from './itinerary';
import { ITINERARY_API } from '../ui-messages/itinerary-api';
import { HANDOVER_POLICY } from '../ui-messages/handovers';
import { TRANSFERS_API } from '../ui-messages/transfers';

const M = MESSAGES.money;
const B = MESSAGES.booking;
const F = FIELD_NAMES;

/** A number from `min` to `max`; with `cents`, at most two decimals (an amount of money). */
function amount(field: string, min: number, max: number, opts: { whole?: boolean; cents?: boolean } = {}) {
  return z
    .number({ error: M.numberRange(field, min, max) })
    .refine((n) => Number.isFinite(n) && n >= min && n <= max, M.numberRange(field, min, max))
    .refine((n) => !opts.whole || Number.isInteger(n), M.wholeNumber(field))
    .refine((n) => !opts.cents || Math.abs(toCents(n) / 100 - n) < 1e-9, M.centsOnly(field));
}

export const MAX_CANCELLATION_TIERS = 6;
/** The longest bank-transfer details staff may write (a few lines). */
export const MAX_BANK_TRANSFER = 500;
/** The longest insurance description staff may write per language. */
export const MAX_INSURANCE_TEXT = 500;
const insuranceText = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z
    .string({ error: () => FACTS_UI.api.insuranceTooLong(MAX_INSURANCE_TEXT) })
    .trim()
    .max(MAX_INSURANCE_TEXT, { error: () => FACTS_UI.api.insuranceTooLong(MAX_INSURANCE_TEXT) })
    .refine((s) => isCleanText(s, true), MESSAGES.validation.notClean('insurance')),
);
const includedFlag = z.boolean({ error: () => FACTS_UI.api.includedBoolean });
/** The largest amount one payment or price may be, in the main unit: far above any rental. */
export const MAX_AMOUNT = 10_000_000;

export const cancellationTierSchema = z.object({
  hoursBefore: amount(F.hoursBefore, 0, 24 * 365, { whole: true }),
  refundPercent: amount(F.refundPercent, 0, 100, { whole: true }),
});

/** What the admin sends: the policy, each display currency's rate once (their dates are the server's). */
export const pricingPolicyInputSchema = z.object({
  driverPerDay: amount(F.driverPerDay, 0, 10_000, { cents: true }),
  depositPercent: amount(F.depositPercent, 0, 100, { whole: true }),
  includedKmPerDay: z.object({
    withDriver: amount(F.includedKmPerDay, 0, 5_000, { whole: true }),
    selfDrive: amount(F.includedKmPerDay, 0, 5_000, { whole: true }),
  }),
  extraKmRate: amount(F.extraKmRate, 0, 1_000, { cents: true }),
  driverNightAllowance: amount(F.driverNightAllowance, 0, 10_000, { cents: true }),
  // Round tours (issue 31, decision 105): each optional, absent keeps what the policy had.
  tourNightAllowance: amount(ITINERARY_API.tourNightAllowanceField, 0, 10_000, { cents: true }).optional(),
  // Handover and return (decision 112): optional, absent keeps what the policy had.
  fuelRatePerEighth: amount(HANDOVER_POLICY.fuelRateField, 0, 1_000, { cents: true }).optional(),
  maxDrivingMinutesPerDay: amount(ITINERARY_API.maxDrivingField, 60, 24 * 60, { whole: true }).optional(),
  /** Airport transfers (decision 111); absent: kept. */
  transferFreeWaitingMinutes: amount(TRANSFERS_API.freeWaitingField, 0, 6 * 60, { whole: true }).optional(),
  transferWaitingPerHour: amount(TRANSFERS_API.waitingRateField, 0, 1_000, { cents: true }).optional(),
  cancellationTiers: z
    .array(cancellationTierSchema)
    .min(1, M.tierCount(MAX_CANCELLATION_TIERS))
    .max(MAX_CANCELLATION_TIERS, M.tierCount(MAX_CANCELLATION_TIERS))
    .refine((tiers) => new Set(tiers.map((t) => t.hoursBefore)).size === tiers.length, M.tiersDistinct)
    // Kept most hours first, the order the refund rule reads them in.
    .transform((tiers) => [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore)),
  currencies: z
    .array(z.object({ code: z.enum(DISPLAY_CURRENCIES, { error: M.currencyUnknown }), perUsd: amount(F.rate, 0.000001, 1_000_000) }))
    .refine((list) => list.length === DISPLAY_CURRENCIES.length && new Set(list.map((c) => c.code)).size === list.length, M.currenciesEach),
  bankTransfer: z
    .string({ error: M.bankTransferTooLong(MAX_BANK_TRANSFER) })
    .trim()
    .max(MAX_BANK_TRANSFER, M.bankTransferTooLong(MAX_BANK_TRANSFER))
    .default(''),
  // What is included (issue 30, decision 100): each optional, absent keeps what the policy had.
  fuelIncluded: z.object({ withDriver: includedFlag, selfDrive: includedFlag }, { error: () => FACTS_UI.api.includedBoolean }).optional(),
  tollsParkingIncluded: includedFlag.optional(),
  driverMealsIncluded: includedFlag.optional(),
  /** Per language, English the fallback; an empty text is left out (the catalogs' sentence then). */
  insurance: z
    .object(Object.fromEntries(UI_LANGUAGE_CODES.map((code) => [code, insuranceText])) as Record<UiLanguage, typeof insuranceText>)
    .partial()
    .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => typeof v === 'string' && v.length > 0)) as Partial<Record<UiLanguage, string>>)
    .optional(),
});
export type PricingPolicyInput = z.input<typeof pricingPolicyInputSchema>;

const currencyRateSchema = z.object({ code: z.enum(DISPLAY_CURRENCIES), perUsd: z.number(), setAt: z.string().describe('When the admin last changed this rate') });

export const pricingPolicySchema = z.object({
  driverPerDay: z.number(),
  depositPercent: z.number().int(),
  includedKmPerDay: z.object({ withDriver: z.number().int(), selfDrive: z.number().int() }),
  extraKmRate: z.number(),
  driverNightAllowance: z.number().describe('With a driver, no itinerary: per calendar night of the trip (0: no line)'),
  tourNightAllowance: z.number().describe("With a driver and an itinerary: per night of the itinerary, the driver's lodging (0: no line)"),
  fuelRatePerEighth: z.number().describe('Fuel missing at a return, per eighth of a tank: proposed to staff after the return, charged when they confirm it'),
  maxDrivingMinutesPerDay: z.number().int().describe('The most driving an itinerary may plan for one day, in minutes'),
  transferFreeWaitingMinutes: z.number().int().describe('An airport transfer: minutes the driver waits after the scheduled landing before waiting is charged'),
  transferWaitingPerHour: z.number().describe('An airport transfer: each started hour of waiting beyond the free minutes, US dollars'),
  cancellationTiers: z.array(z.object({ hoursBefore: z.number().int(), refundPercent: z.number().int() })),
  currencies: z.array(currencyRateSchema),
  bankTransfer: z.string().describe('How to pay by bank transfer, as staff wrote it; empty when not offered'),
  fuelIncluded: z.object({ withDriver: z.boolean(), selfDrive: z.boolean() }).describe('Whether the price includes fuel, per driver option'),
  tollsParkingIncluded: z.boolean().describe('Whether the price includes expressway tolls and parking'),
  driverMealsIncluded: z.boolean().describe("With a driver: whether the price includes the driver's meals"),
  insurance: z.record(z.string(), z.string()).describe('The insurance as staff describe it, per language (en the fallback); empty: the default sentence of the catalogs'),
});

/** GET/PUT /api/admin/pricing-policy: the policy new bookings are made under, and when it was set. */
export const pricingPolicyResponseSchema = pricingPolicySchema.extend({
  updatedAt: z.string().nullable().describe('When an admin last saved it; null while it is the default'),
});

/**
 * GET /api/pricing-policy (no login): the terms a booking made now gets, so pages price a trip
 * with the same `quoteTrip` the server uses, and whether the deposit can be paid online.
 */
export const publicPricingSchema = pricingPolicySchema.extend({
  onlinePayment: z.boolean().describe('Whether My Bookings offers paying the deposit online (PayHere is set up)'),
});
export type PublicPricing = z.infer<typeof publicPricingSchema>;

/** POST /api/bookings/quote: the booking form's vehicle, dates, times and driver option. */
export const quoteRequestSchema = z
  .object({
    vehicleId: idField,
    pickupDate: dateField(B.pickupDateRequired, B.invalidDateTime),
    pickupTime: timeField(B.pickupTimeRequired, B.invalidDateTime),
    returnDate: dateField(B.returnDateRequired, B.invalidDateTime),
    returnTime: timeField(B.returnTimeRequired, B.invalidDateTime),
    driverOption: z.enum(DRIVER_OPTIONS, { error: MESSAGES.validation.driverOption }).default(DEFAULT_DRIVER_OPTION),
    addOns: addOnChoicesField,
    /** A round trip's stops and nights (issue 31); none: the trip is priced as before, to the cent. */
    itinerary: itineraryInputSchema.optional(),
  })
  .refine(returnIsAfterPickup, { message: B.returnAfterPickup, path: ['returnDate'] });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

export const quoteLineSchema = z.object({
  code: z.enum(QUOTE_LINE_CODES),
  label: z.string().describe('The line in English (clients in other languages name it by `code`)'),
  quantity: z.number(),
  unitAmount: z.number(),
  amount: z.number(),
  addOn: z
    .object({
      id: z.string(),
      key: z.string().nullable(),
      names: z.record(z.string(), z.string()),
      pricing: z.enum(ADD_ON_PRICING),
      count: z.number().int(),
    })
    .optional()
    .describe('On `addOn` lines: the extra as it was priced (a booking keeps it), and how many; the quantity is count x days for a daily extra'),
});

export const quoteSchema = z.object({
  currency: z.literal('USD'),
  days: z.number().int(),
  lines: z.array(quoteLineSchema),
  total: z.number(),
  depositDue: z.number(),
  balanceDue: z.number(),
  includedKm: z.number().int(),
  extraKmRate: z.number(),
  cancellation: z.array(z.object({ hoursBefore: z.number().int(), refundPercent: z.number().int() })),
});
export type QuoteDto = z.infer<typeof quoteSchema>;

/** POST /api/bookings/quote: the quote, and with an itinerary its legs day by day (issue 31). */
export const quoteAnswerSchema = quoteSchema.extend({
  itinerary: itineraryPlanSchema.optional().describe('The route of the itinerary asked for: its legs (each the quickest road), total kilometres and nights'),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

/**
 * POST /api/admin/bookings/:id/schedule/quote: the booking's quote as the schedule change would
 * write it (its own policy and extras, decision 091), and its total now, for old -> new.
 */
export const scheduleQuoteSchema = quoteAnswerSchema.extend({
  currentTotal: z.number().describe("The booking's total now, before the change"),
});
export type ScheduleQuoteDto = z.infer<typeof scheduleQuoteSchema>;

export const PAYMENT_KINDS = ['deposit', 'balance', 'extra', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'payhere'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** POST /api/admin/bookings/:id/payments. */
export const recordPaymentSchema = z.object({
  amount: amount(F.amount, 0.01, MAX_AMOUNT, { cents: true }),
  currency: z.enum(PAYMENT_CURRENCIES, { error: M.currencyUnknown }),
  method: z.enum(PAYMENT_METHODS, { error: M.methodInvalid }),
  kind: z.enum(PAYMENT_KINDS, { error: M.kindInvalid }),
  reference: z.string().trim().max(200).optional(),
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

/** POST /api/admin/bookings/:id/payments/:paymentId/reverse: why a row is taken back (kept as its reference). */
export const reversePaymentSchema = z.object({
  reason: z.string({ error: M.reversalReason }).trim().min(1, M.reversalReason).max(200, M.reversalReason),
});
export type ReversePayment = z.infer<typeof reversePaymentSchema>;

export const paymentSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number(),
  currency: z.enum(PAYMENT_CURRENCIES),
  rateToUsd: z.number().describe('US dollars per unit of `currency` when it was recorded'),
  amountUsd: z.number(),
  reference: z.string().nullable(),
  recordedBy: z.object({ _id: z.string(), username: z.string() }).nullable().describe('Who recorded it; null for an online payment'),
  recordedAt: z.string(),
  reverses: z.string().nullable().describe('The row this one takes back (a mistake or a chargeback); it counts against its kind'),
  reversedBy: z.string().nullable().describe('The row that takes this one back, if any'),
});
export type Payment = z.infer<typeof paymentSchema>;

/** On every booking: what is owed and what came in, in US dollars. */
export const paymentSummarySchema = z.object({
  depositDue: z.number().describe('The deposit still to pay (0 once paid in full)'),
  paid: z.number().describe('Everything received: deposit, balance and extras'),
  refunded: z.number(),
  balanceDue: z.number().describe('What is still owed: the total (with extras) less what was paid, net of refunds; 0 for a cancelled booking'),
  refundDue: z.number().describe('A refund the cancellation policy promises and that is not paid yet'),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;

const reading = amount(F.odometer, 0, 10_000_000, { whole: true });

/** PUT /api/drivers/bookings/:id/odometer: the readings at pickup and at return (either or both). */
export const odometerSchema = z
  .object({
    pickupKm: reading.optional(),
    returnKm: reading.optional(),
    /** Staff correcting readings of a completed trip, or readings beyond a plausible distance, say why (kept in the history). */
    reason: z.string({ error: M.odometerReason }).trim().min(1, M.odometerReason).max(200, M.odometerReason).optional(),
  })
  .refine((o) => o.pickupKm !== undefined || o.returnKm !== undefined, M.odometerMissing);
export type OdometerInput = z.infer<typeof odometerSchema>;

/** POST /api/drivers/bookings/:id/cash: the balance the driver collected in cash. */
export const driverCashSchema = z.object({
  amount: amount(F.amount, 0.01, MAX_AMOUNT, { cents: true }),
  currency: z.enum(PAYMENT_CURRENCIES, { error: M.currencyUnknown }),
});
export type DriverCash = z.infer<typeof driverCashSchema>;
