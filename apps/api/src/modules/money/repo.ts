import type { Payment, PaymentCurrency, PaymentKind, PaymentMethod } from '@app/shared';
import type { Queryable } from '../../db/database';

/** Serialises everything that changes a booking's money: payments, refunds due, the final bill. */
export async function lockBookingMoney(db: Queryable, bookingId: string): Promise<BookingMoneyRow | undefined> {
  const rows = await db.query<BookingMoneyRow>(
    `SELECT id, status, user_id, driver_id, total_price::float8 AS total_price,
       paid_usd::float8 AS paid_usd, refunded_usd::float8 AS refunded_usd, refund_due::float8 AS refund_due, terms,
       odometer_start, odometer_end, pickup_at
     FROM bookings WHERE id = $1 FOR UPDATE`,
    [bookingId],
  );
  return rows[0];
}

export interface BookingMoneyRow {
  id: string;
  status: string;
  user_id: string;
  driver_id: string | null;
  total_price: number;
  paid_usd: number;
  refunded_usd: number;
  refund_due: number;
  terms: unknown;
  odometer_start: number | null;
  odometer_end: number | null;
  pickup_at: Date;
}

export interface NewPayment {
  bookingId: string;
  kind: PaymentKind;
  method: PaymentMethod;
  amount: number;
  currency: PaymentCurrency;
  rateToUsd: number;
  amountUsd: number;
  reference: string | null;
  providerPaymentId?: string | null;
  recordedBy: string | null;
}

interface PaymentRow {
  id: string;
  booking_id: string;
  kind: PaymentKind;
  method: PaymentMethod;
  amount: number;
  currency: PaymentCurrency;
  rate_to_usd: number;
  amount_usd: number;
  reference: string | null;
  recorded_by: string | null;
  recorder_name: string | null;
  recorded_at: Date;
  reverses: string | null;
  reversed_by: string | null;
}

const PAYMENT_COLUMNS = `p.id, p.booking_id, p.kind, p.method, p.amount::float8 AS amount, p.currency, p.rate_to_usd::float8 AS rate_to_usd,
  p.amount_usd::float8 AS amount_usd, p.reference, p.recorded_by, r.username AS recorder_name, p.recorded_at, p.reverses, rv.id AS reversed_by`;
const PAYMENT_JOINS = 'LEFT JOIN users r ON r.id = p.recorded_by LEFT JOIN payments rv ON rv.reverses = p.id';

function toPayment(r: PaymentRow): Payment {
  return {
    _id: r.id,
    bookingId: r.booking_id,
    kind: r.kind,
    method: r.method,
    amount: r.amount,
    currency: r.currency,
    rateToUsd: r.rate_to_usd,
    amountUsd: r.amount_usd,
    reference: r.reference,
    recordedBy: r.recorded_by ? { _id: r.recorded_by, username: r.recorder_name ?? '' } : null,
    recordedAt: new Date(r.recorded_at).toISOString(),
    reverses: r.reverses,
    reversedBy: r.reversed_by,
  };
}

/**
 * Adds a row to the ledger; the database's trigger moves the booking's totals and its checks
 * refuse a refund beyond what was paid. A gateway payment already recorded (same method and
 * provider id) adds nothing: undefined.
 */
export async function insertPayment(db: Queryable, p: NewPayment): Promise<Payment | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO payments (booking_id, kind, method, amount, currency, rate_to_usd, amount_usd, reference, provider_payment_id, recorded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT ON CONSTRAINT payments_provider_once DO NOTHING
     RETURNING id`,
    [p.bookingId, p.kind, p.method, p.amount, p.currency, p.rateToUsd, p.amountUsd, p.reference, p.providerPaymentId ?? null, p.recordedBy],
  );
  if (!rows[0]) return undefined;
  return (await findPayments(db, { id: rows[0].id }))[0];
}

async function findPayments(db: Queryable, where: { id?: string; bookingId?: string }): Promise<Payment[]> {
  const [column, value] = where.id ? ['p.id', where.id] : ['p.booking_id', where.bookingId];
  const rows = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments p ${PAYMENT_JOINS} WHERE ${column} = $1 ORDER BY p.recorded_at, p.id`, [value]);
  return rows.map(toPayment);
}

/** One row of a booking's ledger (undefined when the booking has no such row). */
export async function findPaymentOfBooking(db: Queryable, bookingId: string, paymentId: string): Promise<Payment | undefined> {
  const rows = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments p ${PAYMENT_JOINS} WHERE p.id = $1 AND p.booking_id = $2`, [paymentId, bookingId]);
  return rows[0] ? toPayment(rows[0]) : undefined;
}

/** The ledger row of a gateway's payment, by the gateway's own id. */
export async function findProviderPayment(db: Queryable, method: PaymentMethod, providerPaymentId: string): Promise<Payment | undefined> {
  const rows = await db.query<PaymentRow>(`SELECT ${PAYMENT_COLUMNS} FROM payments p ${PAYMENT_JOINS} WHERE p.method = $1 AND p.provider_payment_id = $2`, [method, providerPaymentId]);
  return rows[0] ? toPayment(rows[0]) : undefined;
}

/**
 * Adds the row that takes `original` back: the same kind, method, amount and rate, marked as
 * reversing it. The database allows one reversal per row and applies it with the opposite sign;
 * undefined when the row was reversed already.
 */
export async function insertReversal(db: Queryable, original: Payment, reference: string, recordedBy: string | null): Promise<Payment | undefined> {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO payments (booking_id, kind, method, amount, currency, rate_to_usd, amount_usd, reference, recorded_by, reverses)
     SELECT booking_id, kind, method, amount, currency, rate_to_usd, amount_usd, $2, $3, id FROM payments WHERE id = $1
     ON CONFLICT (reverses) DO NOTHING
     RETURNING id`,
    [original._id, reference, recordedBy],
  );
  if (!rows[0]) return undefined;
  return (await findPayments(db, { id: rows[0].id }))[0];
}

/** A booking's ledger, oldest first. */
export function listPaymentsOfBooking(db: Queryable, bookingId: string): Promise<Payment[]> {
  return findPayments(db, { bookingId });
}

/** The ids of a booking's rows that reverse another (they count against their kind). */
export async function reversalIdsOfBooking(db: Queryable, bookingId: string): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>('SELECT id FROM payments WHERE booking_id = $1 AND reverses IS NOT NULL', [bookingId]);
  return new Set(rows.map((row) => row.id));
}

export interface PayhereOrder {
  orderId: string;
  bookingId: string;
  amount: number;
  currency: string;
  paymentId: string | null;
}

/** A checkout form signed for a booking (an order id already there is kept as it was). */
export async function insertOrder(db: Queryable, o: { orderId: string; bookingId: string; amount: number; currency: string }): Promise<void> {
  await db.query('INSERT INTO payhere_orders (order_id, booking_id, amount, currency) VALUES ($1, $2, $3, $4) ON CONFLICT (order_id) DO NOTHING', [
    o.orderId,
    o.bookingId,
    o.amount,
    o.currency,
  ]);
}

/** An order, locked until the transaction ends, so one success is counted at a time. */
export async function lockOrder(db: Queryable, orderId: string): Promise<PayhereOrder | undefined> {
  const rows = await db.query<{ order_id: string; booking_id: string; amount: number; currency: string; payment_id: string | null }>(
    'SELECT order_id, booking_id, amount::float8 AS amount, currency, payment_id FROM payhere_orders WHERE order_id = $1 FOR UPDATE',
    [orderId],
  );
  const r = rows[0];
  return r && { orderId: r.order_id, bookingId: r.booking_id, amount: r.amount, currency: r.currency, paymentId: r.payment_id };
}

/** The ledger row an order's success became. */
export async function setOrderPayment(db: Queryable, orderId: string, paymentId: string): Promise<void> {
  await db.query('UPDATE payhere_orders SET payment_id = $2 WHERE order_id = $1', [orderId, paymentId]);
}

/**
 * The booker came back from PayHere's page for this order (PayHere sends only paid checkouts to
 * `return_url`): until its notification comes, it awaits confirmation. An order already paid, or
 * of another booking, is left alone; answers whether the order is the booking's.
 */
export async function markOrderReturned(db: Queryable, bookingId: string, orderId: string): Promise<boolean> {
  const rows = await db.query<{ order_id: string }>(
    `UPDATE payhere_orders SET returned_at = COALESCE(returned_at, now())
     WHERE order_id = $1 AND booking_id = $2 AND payment_id IS NULL RETURNING order_id`,
    [orderId, bookingId],
  );
  if (rows[0]) return true;
  const paid = await db.query<{ order_id: string }>('SELECT order_id FROM payhere_orders WHERE order_id = $1 AND booking_id = $2', [orderId, bookingId]);
  return paid.length > 0;
}

/** PayHere said the order's payment failed or was cancelled: nothing of it awaits confirmation any more. */
export async function clearOrderReturn(db: Queryable, orderId: string): Promise<void> {
  await db.query('UPDATE payhere_orders SET returned_at = NULL WHERE order_id = $1 AND payment_id IS NULL', [orderId]);
}
