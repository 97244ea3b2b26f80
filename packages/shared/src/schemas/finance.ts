import './zod-config';
import { z } from 'zod';
import { addDays, isValidDateString } from '../datetime';
import { MESSAGES } from '../messages';
import { BOOKING_UTC_OFFSET } from '../constants';

const V = MESSAGES.validation;

/** The longest period the finance page and the payments export cover: a leap year. */
export const FINANCE_MAX_DAYS = 366;
/** The period shown when none is asked for: the last 30 days, today included (Sri Lanka time). */
export const FINANCE_DEFAULT_DAYS = 30;
/** The revenue chart's months, the last being the month of `to`. */
export const FINANCE_CHART_MONTHS = 12;

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const day = (param: 'from' | 'to') =>
  z
    .string({ error: V.dayFormat(param) })
    .regex(DAY_RE, V.dayFormat(param))
    .refine(isValidDateString, V.dateInvalid(param))
    .optional()
    .describe(`YYYY-MM-DD, a day in Sri Lanka time (${param === 'to' ? 'default: today' : `default: ${FINANCE_DEFAULT_DAYS} days up to \`to\``})`);

/** GET /api/admin/finance and GET /api/admin/payments.csv: the days (Sri Lanka time) to cover, both included. */
export const financeQuerySchema = z.object({ from: day('from'), to: day('to') });
export type FinanceQuery = z.infer<typeof financeQuerySchema>;

/** Days from `from` to `to`, both included (both valid YYYY-MM-DD). */
export function daysInPeriod(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** Why a period is refused: `to` before `from`, or longer than FINANCE_MAX_DAYS days. */
export type FinancePeriodProblem = 'toBeforeFrom' | 'tooLong';

/**
 * The period a finance query asks for, its defaults filled in from `today` (Sri Lanka's), or why
 * it is refused. The page and the server read a query by this one rule.
 */
export function financePeriod(query: FinanceQuery, today: string): { from: string; to: string } | { problem: FinancePeriodProblem } {
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, 1 - FINANCE_DEFAULT_DAYS);
  if (from > to) return { problem: 'toBeforeFrom' };
  if (daysInPeriod(from, to) > FINANCE_MAX_DAYS) return { problem: 'tooLong' };
  return { from, to };
}

/** The API's sentence for a refused period. */
export function financePeriodError(problem: FinancePeriodProblem): string {
  return problem === 'toBeforeFrom' ? V.notBefore('to', 'from') : MESSAGES.money.periodTooLong(FINANCE_MAX_DAYS);
}

/** US dollars by how they came in; every payment method has its key. */
export const amountsByMethodSchema = z.object({
  cash: z.number(),
  card: z.number(),
  bank_transfer: z.number(),
  payhere: z.number(),
});
export type AmountsByMethod = z.infer<typeof amountsByMethodSchema>;

const countAndAmount = { count: z.number().int(), amount: z.number().describe('US dollars') };

/** GET /api/admin/finance: the money of a period and what is still open today, in US dollars. */
export const financeSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  receivedPerDay: z
    .array(z.object({ date: z.string().describe('YYYY-MM-DD, Sri Lanka time'), byMethod: amountsByMethodSchema, total: z.number() }))
    .describe('Deposits, balances and extras received, per day of the period on which any came in, oldest first'),
  receivedByMethod: amountsByMethodSchema,
  totalReceived: z.number(),
  refundsPaid: z.number().describe('Refunds recorded in the period'),
  depositsOutstanding: z.object(countAndAmount).describe('Pending and confirmed bookings whose deposit is not paid in full, and what remains of it (today)'),
  refundsDue: z
    .object({
      ...countAndAmount,
      bookings: z.array(z.object({ _id: z.string(), customerName: z.string(), vehicleName: z.string(), amount: z.number() })),
    })
    .describe('Refunds promised at cancellation and not yet paid (today), longest waiting first'),
  revenuePerMonth: z
    .array(z.object({ month: z.string().describe('YYYY-MM, Sri Lanka time'), received: z.number(), refunded: z.number(), net: z.number() }))
    .describe(`The ${FINANCE_CHART_MONTHS} months ending with the month of \`to\`, oldest first`),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

/** How the payments export states its times: Sri Lanka wall-clock time, the zone and offset in the header. */
export const PAYMENTS_CSV_TIME_ZONE = `Asia/Colombo UTC${BOOKING_UTC_OFFSET}`;

/**
 * The columns of GET /api/admin/payments.csv, in order (issue 26): times in Sri Lanka time
 * (`YYYY-MM-DD HH:mm:ss`, the zone in the header), bookings by their short reference (decision
 * 061), a reversal by the time of the row it reverses.
 */
export const PAYMENTS_CSV_COLUMNS = [
  `recordedAt (${PAYMENTS_CSV_TIME_ZONE})`,
  'booking',
  'customer',
  'kind',
  'method',
  'amount',
  'currency',
  'rateToUsd',
  'amountUsd',
  'reference',
  'recordedBy',
  `reversesRowRecordedAt (${PAYMENTS_CSV_TIME_ZONE})`,
] as const;

/** The file name the payments export is saved under. */
export function paymentsCsvFileName(from: string, to: string): string {
  return `lankaride-payments-${from}-${to}.csv`;
}

/** One booking on the office's money to-do list, with what is due on it (US dollars). */
const moneyTaskSchema = z.object({
  _id: z.string(),
  customerName: z.string(),
  vehicleName: z.string(),
  amount: z.number(),
  pickupDate: z.string().nullable().describe('YYYY-MM-DD, Sri Lanka time (deposits)'),
  depositDeadline: z.string().nullable().describe('When an unpaid pending booking is cancelled (deposits)'),
});

/** GET /api/admin/money-tasks: refunds to pay back and deposits to collect, for the dashboard (issue 26). */
export const moneyTasksSchema = z.object({
  refundsDue: z.object({ count: z.number().int(), items: z.array(moneyTaskSchema).describe('Longest waiting first') }),
  depositsDue: z.object({ count: z.number().int(), items: z.array(moneyTaskSchema).describe('Soonest pickup first') }),
});
export type MoneyTasks = z.infer<typeof moneyTasksSchema>;
