import type { BookingTerms, DriverOption, PaymentKind, PaymentMethod } from '@app/shared';
import type { Queryable } from '../../db/database';
import { LOCAL_TIME } from '../../db/sql';

/** Half-open interval of instants, `[start, end)`, as ISO text with the Sri Lanka offset. */
export interface Interval {
  start: string;
  end: string;
}

/** A row of the ledger counted with its sign: a reversal takes back what the row it reverses added. */
const SIGNED_USD = 'CASE WHEN p.reverses IS NULL THEN p.amount_usd ELSE -p.amount_usd END';

export interface LedgerSum {
  /** YYYY-MM-DD or YYYY-MM, Sri Lanka time. */
  bucket: string;
  method: PaymentMethod;
  refund: boolean;
  /** US dollars, summed exactly (numeric) by the database. */
  amount: number;
}

/**
 * The ledger of an interval summed per Sri Lanka day (or month), method, and money in vs refunds:
 * a payment at 23:50 in Colombo counts on that day, whatever UTC's date is then.
 */
export async function sumLedger(db: Queryable, interval: Interval, bucket: 'day' | 'month'): Promise<LedgerSum[]> {
  const pattern = bucket === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  return db.query<LedgerSum>(
    `SELECT to_char(p.recorded_at ${LOCAL_TIME}, '${pattern}') AS bucket, p.method, p.kind = 'refund' AS refund,
       SUM(${SIGNED_USD})::float8 AS amount
     FROM payments p
     WHERE p.recorded_at >= $1::timestamptz AND p.recorded_at < $2::timestamptz
     GROUP BY 1, 2, 3
     ORDER BY 1, 2, 3`,
    [interval.start, interval.end],
  );
}

export interface OpenDepositRow {
  id: string;
  total_price: number;
  terms: BookingTerms | null;
  paid_usd: number;
  pickup_date: string;
  pickup_time: string;
  return_date: string;
  return_time: string;
  driver_option: DriverOption;
  name: string;
  vehicle_brand: string;
  vehicle_model: string;
  status: 'pending' | 'confirmed';
  deposit_deadline: Date | null;
}

/**
 * Pending and confirmed bookings that may still owe their deposit: every one whose stored quote's
 * deposit is above what was paid, and those made before bookings kept terms (the caller reads
 * their deposit from the default policy).
 */
export async function listBookingsOwingDeposit(db: Queryable): Promise<OpenDepositRow[]> {
  return db.query<OpenDepositRow>(
    `SELECT b.id, b.total_price::float8 AS total_price, b.terms, b.paid_usd::float8 AS paid_usd,
       to_char(b.pickup_at ${LOCAL_TIME}, 'YYYY-MM-DD') AS pickup_date, to_char(b.pickup_at ${LOCAL_TIME}, 'HH24:MI') AS pickup_time,
       to_char(b.return_at ${LOCAL_TIME}, 'YYYY-MM-DD') AS return_date, to_char(b.return_at ${LOCAL_TIME}, 'HH24:MI') AS return_time,
       b.driver_option, b.name, b.vehicle_brand, b.vehicle_model, b.status, b.deposit_deadline
     FROM bookings b
     WHERE b.status IN ('pending', 'confirmed')
       AND (b.terms IS NULL OR b.paid_usd < (b.terms->'quote'->>'depositDue')::numeric)
     ORDER BY b.pickup_at, b.id`,
  );
}

export interface RefundDueRow {
  id: string;
  name: string;
  vehicle_brand: string;
  vehicle_model: string;
  amount: number;
  count: number;
  total: number;
}

/**
 * Bookings with a refund promised and not yet paid, longest waiting first (at most `limit`), each
 * row also carrying the count and the sum of all of them.
 */
export async function listRefundsDue(db: Queryable, limit: number): Promise<RefundDueRow[]> {
  return db.query<RefundDueRow>(
    `SELECT b.id, b.name, b.vehicle_brand, b.vehicle_model, b.refund_due::float8 AS amount,
       (COUNT(*) OVER ())::int AS count, (SUM(b.refund_due) OVER ())::float8 AS total
     FROM bookings b
     WHERE b.refund_due > 0
     ORDER BY b.updated_at, b.id
     LIMIT $1`,
    [limit],
  );
}

export interface LedgerExportRow {
  recorded_at: Date | string;
  booking_id: string;
  customer: string;
  kind: PaymentKind;
  method: PaymentMethod;
  /** Numbers as the database holds them (`3000.00`), never through a float. */
  amount: string;
  currency: string;
  rate_to_usd: string;
  amount_usd: string;
  reference: string | null;
  recorder: string | null;
  /** When the row this one reverses was recorded. */
  reverses_at: Date | string | null;
}

/** The ledger rows of an interval, oldest first, with the booking's guest and who recorded each. */
export async function listLedgerRows(db: Queryable, interval: Interval): Promise<LedgerExportRow[]> {
  return db.query<LedgerExportRow>(
    `SELECT p.recorded_at, p.booking_id, b.name AS customer, p.kind, p.method, p.amount::text AS amount, p.currency,
       p.rate_to_usd::text AS rate_to_usd, p.amount_usd::text AS amount_usd, p.reference, r.username AS recorder, rv.recorded_at AS reverses_at
     FROM payments p
     JOIN bookings b ON b.id = p.booking_id
     LEFT JOIN users r ON r.id = p.recorded_by
     LEFT JOIN payments rv ON rv.id = p.reverses
     WHERE p.recorded_at >= $1::timestamptz AND p.recorded_at < $2::timestamptz
     ORDER BY p.recorded_at, p.id`,
    [interval.start, interval.end],
  );
}
