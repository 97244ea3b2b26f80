import {
  COLOMBO_OFFSET_MS,
  FINANCE_CHART_MONTHS,
  PAYMENTS_CSV_COLUMNS,
  PAYMENT_METHODS,
  addDays,
  colomboToday,
  financePeriod,
  financePeriodError,
  fromCents,
  paymentSummaryOf,
  shortReference,
  toCents,
  toColomboIso,
  type AmountsByMethod,
  type FinanceQuery,
  type FinanceSummary,
  type MoneyTasks,
  type PaymentMethod,
} from '@app/shared';
import type { Queryable } from '../../db/database';
import { badRequest } from '../../lib/errors';
import { termsOf } from '../bookings';
import { toCsv } from './csv';
import * as repo from './repo';

/** The refunds-due list names at most this many bookings (its count and sum cover them all). */
export const REFUNDS_DUE_LISTED = 100;

/** The days a query asks for (defaults from today in Sri Lanka), or a 400 saying why not. */
export function periodOf(query: FinanceQuery, now: number): { from: string; to: string } {
  const period = financePeriod(query, colomboToday(new Date(now)));
  if ('problem' in period) {
    const error = financePeriodError(period.problem);
    throw badRequest(error, [error]);
  }
  return period;
}

/** Whole Sri Lanka days `from`..`to` as instants: from `from` 00:00 up to (not including) the day after `to`. */
function daysInterval(from: string, to: string): repo.Interval {
  return { start: toColomboIso(from, '00:00'), end: toColomboIso(addDays(to, 1), '00:00') };
}

/** The YYYY-MM of `month` moved by `delta` months. */
function shiftMonth(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const noMethods = (): Record<PaymentMethod, number> => ({ cash: 0, card: 0, bank_transfer: 0, payhere: 0 });
const dollars = (cents: Record<PaymentMethod, number>): AmountsByMethod => ({
  cash: fromCents(cents.cash),
  card: fromCents(cents.card),
  bank_transfer: fromCents(cents.bank_transfer),
  payhere: fromCents(cents.payhere),
});
const sumOf = (cents: Record<PaymentMethod, number>) => PAYMENT_METHODS.reduce((sum, method) => sum + cents[method], 0);

/**
 * The finance page: money received per Sri Lanka day and method in the period, refunds paid in
 * it, the deposits and refunds still open today, and received/refunded per month over the
 * FINANCE_CHART_MONTHS months ending with `to`'s. Sums are the database's (numeric), added up
 * further in integer cents.
 */
export async function financeSummary(db: Queryable, period: { from: string; to: string }): Promise<FinanceSummary> {
  const { from, to } = period;

  const perDay = new Map<string, Record<PaymentMethod, number>>();
  const byMethod = noMethods();
  let refundCents = 0;
  for (const row of await repo.sumLedger(db, daysInterval(from, to), 'day')) {
    const cents = toCents(row.amount);
    if (row.refund) {
      refundCents += cents;
      continue;
    }
    const day = perDay.get(row.bucket) ?? noMethods();
    day[row.method] += cents;
    perDay.set(row.bucket, day);
    byMethod[row.method] += cents;
  }

  const lastMonth = to.slice(0, 7);
  const firstMonth = shiftMonth(lastMonth, 1 - FINANCE_CHART_MONTHS);
  const months = Array.from({ length: FINANCE_CHART_MONTHS }, (_, i) => ({ month: shiftMonth(firstMonth, i), received: 0, refunded: 0 }));
  const monthInterval = { start: toColomboIso(`${firstMonth}-01`, '00:00'), end: toColomboIso(`${shiftMonth(lastMonth, 1)}-01`, '00:00') };
  for (const row of await repo.sumLedger(db, monthInterval, 'month')) {
    const month = months.find((m) => m.month === row.bucket);
    if (!month) continue;
    if (row.refund) month.refunded += toCents(row.amount);
    else month.received += toCents(row.amount);
  }

  let depositCount = 0;
  let depositCents = 0;
  for (const { depositDue } of await depositsOwed(db)) {
    depositCount += 1;
    depositCents += toCents(depositDue);
  }

  const refunds = await repo.listRefundsDue(db, REFUNDS_DUE_LISTED);

  return {
    from,
    to,
    receivedPerDay: [...perDay.entries()].map(([date, cents]) => ({ date, byMethod: dollars(cents), total: fromCents(sumOf(cents)) })),
    receivedByMethod: dollars(byMethod),
    totalReceived: fromCents(sumOf(byMethod)),
    refundsPaid: fromCents(refundCents),
    depositsOutstanding: { count: depositCount, amount: fromCents(depositCents) },
    refundsDue: {
      count: refunds[0]?.count ?? 0,
      amount: fromCents(toCents(refunds[0]?.total ?? 0)),
      bookings: refunds.map((r) => ({ _id: r.id, customerName: r.name, vehicleName: `${r.vehicle_brand} ${r.vehicle_model}`.trim(), amount: r.amount })),
    },
    revenuePerMonth: months.map((m) => ({ month: m.month, received: fromCents(m.received), refunded: fromCents(m.refunded), net: fromCents(m.received - m.refunded) })),
  };
}

/** Pending and confirmed bookings with part of their deposit still to pay, soonest pickup first. */
async function depositsOwed(db: Queryable): Promise<(repo.OpenDepositRow & { depositDue: number })[]> {
  const owed = [];
  for (const row of await repo.listBookingsOwingDeposit(db)) {
    const { quote } = termsOf(row);
    const { depositDue } = paymentSummaryOf({
      total: row.total_price,
      depositDue: quote.depositDue,
      extraTotal: 0,
      paid: row.paid_usd,
      refunded: 0,
      refundDue: 0,
      cancelled: false,
    });
    if (depositDue > 0) owed.push({ ...row, depositDue });
  }
  return owed;
}

/** How many bookings of each kind the dashboard's money tasks list (the counts cover them all). */
export const MONEY_TASKS_LISTED = 8;

/**
 * GET /api/admin/money-tasks: the office's money to-do list (issue 26): refunds promised and not
 * yet paid back, longest waiting first, and deposits still to collect, soonest pickup first.
 */
export async function moneyTasks(db: Queryable): Promise<MoneyTasks> {
  const refunds = await repo.listRefundsDue(db, MONEY_TASKS_LISTED);
  const deposits = await depositsOwed(db);
  return {
    refundsDue: {
      count: refunds[0]?.count ?? 0,
      items: refunds.map((r) => ({ _id: r.id, customerName: r.name, vehicleName: `${r.vehicle_brand} ${r.vehicle_model}`.trim(), amount: r.amount, pickupDate: null, depositDeadline: null })),
    },
    depositsDue: {
      count: deposits.length,
      items: deposits.slice(0, MONEY_TASKS_LISTED).map((d) => ({
        _id: d.id,
        customerName: d.name,
        vehicleName: `${d.vehicle_brand} ${d.vehicle_model}`.trim(),
        amount: d.depositDue,
        pickupDate: d.pickup_date,
        depositDeadline: d.status === 'pending' && d.deposit_deadline ? new Date(d.deposit_deadline).toISOString() : null,
      })),
    },
  };
}

/** A rate as its digits say it: `0.003333333333`, `1` rather than `1.000000000000`. */
const plainRate = (rate: string) => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

/** An instant as Sri Lanka wall-clock time to the second (`2031-09-02 23:50:00`), as the export's header states. */
const colomboSeconds = (at: Date | string) => new Date(new Date(at).getTime() + COLOMBO_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');

/** The ledger rows of the period as a CSV file (see csv.ts for how cells are made safe). */
export async function paymentsCsv(db: Queryable, period: { from: string; to: string }): Promise<string> {
  const rows = await repo.listLedgerRows(db, daysInterval(period.from, period.to));
  return toCsv(
    PAYMENTS_CSV_COLUMNS,
    rows.map((r) => [
      colomboSeconds(r.recorded_at),
      shortReference(r.booking_id),
      r.customer,
      r.kind,
      r.method,
      r.amount,
      r.currency,
      plainRate(r.rate_to_usd),
      r.amount_usd,
      r.reference,
      r.recorder,
      r.reverses_at === null ? null : colomboSeconds(r.reverses_at),
    ]),
  );
}
