import crypto from 'node:crypto';
import { MESSAGES, PAYHERE_AWAIT_MINUTES, isPaymentCurrency, toCents, type Booking, type PaymentCurrency } from '@app/shared';
import type { Database } from '../../db/database';
import { HttpError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { findBooking } from '../bookings';
import type { EventPublisher } from '../events';
import { recordPayment, reversePayment } from './service';
import { clearOrderReturn, findProviderPayment, insertOrder, lockOrder, markOrderReturned, setOrderPayment } from './repo';

const md5 = (text: string) => crypto.createHash('md5').update(text, 'utf8').digest('hex').toUpperCase();

export interface PayhereAccount {
  merchantId: string;
  merchantSecret: string;
  sandbox: boolean;
}

/** PayHere's checkout page (its sandbox when testing). */
export function checkoutUrl(account: PayhereAccount): string {
  return account.sandbox ? 'https://sandbox.payhere.lk/pay/checkout' : 'https://www.payhere.lk/pay/checkout';
}

/** An amount as PayHere writes it: two decimals, no grouping ("1000.00"). */
export function payhereAmount(amount: number): string {
  return (toCents(amount) / 100).toFixed(2);
}

/**
 * The `md5sig` PayHere puts on its server-to-server notification, as its documentation gives it:
 * UPPER(md5(merchant_id + order_id + payhere_amount + payhere_currency + status_code + UPPER(md5(merchant_secret)))).
 */
export function notificationSignature(account: PayhereAccount, n: { order_id: string; payhere_amount: string; payhere_currency: string; status_code: string }): string {
  return md5(account.merchantId + n.order_id + n.payhere_amount + n.payhere_currency + n.status_code + md5(account.merchantSecret));
}

/** The `hash` of the checkout form: UPPER(md5(merchant_id + order_id + amount + currency + UPPER(md5(merchant_secret)))). */
export function checkoutHash(account: PayhereAccount, orderId: string, amount: string, currency: string): string {
  return md5(account.merchantId + orderId + amount + currency + md5(account.merchantSecret));
}

function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given.toUpperCase(), 'utf8');
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

export interface PayhereNotification {
  merchant_id: string;
  order_id: string;
  payment_id: string;
  payhere_amount: string;
  payhere_currency: string;
  status_code: string;
  md5sig: string;
}

/** PayHere's status_code for a successful payment; 0 pending, -1 cancelled, -2 failed, -3 charged back. */
const SUCCESS = '2';
const CHARGEBACK = '-3';
/** PayHere's statuses that end a checkout without money: cancelled, failed. */
const UNPAID = new Set(['-1', '-2']);
const AMOUNT_RE = /^\d{1,9}(\.\d{1,2})?$/;
/** Our order ids: the booking's id, a dot, and what makes this checkout its own. */
const ORDER_RE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.([0-9a-z]{1,16}))?$/i;

/** The booking an order id names: `<booking id>.<checkout>` now, the bare booking id for checkouts made before orders (decision 070). */
export function bookingOfOrder(orderId: string): string | undefined {
  const match = ORDER_RE.exec(orderId);
  return match && isId(match[1]!) ? match[1]!.toLowerCase() : undefined;
}

/**
 * A notification from PayHere, verified by its signature (refused with 400 and nothing recorded
 * when it does not match, names another merchant, or names no order of ours).
 *
 * One payment is one checkout order (decision 070): the signature covers the order id, amount,
 * currency and status but not PayHere's `payment_id`, so the same signed fields replayed with new
 * payment ids must not count again. A success is recorded once per order, as the booking's
 * deposit (or balance once the deposit is paid); its amount and currency must be the order's.
 * A success for a booking cancelled meanwhile is recorded all the same and owed back in full
 * (money that reached the business is never dropped). A chargeback takes back the payment it
 * names once, when its amount and currency are that payment's. Other statuses change nothing.
 * Returns whether the ledger changed.
 */
export async function receiveNotification(db: Database, events: EventPublisher, account: PayhereAccount, n: PayhereNotification): Promise<boolean> {
  const M = MESSAGES.money;
  if (n.merchant_id !== account.merchantId || !sameSignature(notificationSignature(account, n), n.md5sig)) throw badRequest(M.payhereBadSignature);
  const bookingId = bookingOfOrder(n.order_id);
  if (!bookingId) throw badRequest(M.payhereUnknownOrder);
  const booking = await findBooking(db, bookingId);
  if (!booking) throw badRequest(M.payhereUnknownOrder);
  if (UNPAID.has(n.status_code)) {
    // The checkout ended without a payment: the booking may be paid again at once (decision 080).
    await clearOrderReturn(db, n.order_id);
    return false;
  }
  if (n.status_code !== SUCCESS && n.status_code !== CHARGEBACK) return false;
  if (!AMOUNT_RE.test(n.payhere_amount) || Number(n.payhere_amount) <= 0) throw badRequest(M.payhereBadField('payhere_amount'));
  if (!isPaymentCurrency(n.payhere_currency)) throw badRequest(M.payhereBadField('payhere_currency'));
  if (n.status_code === CHARGEBACK) return takeBack(db, events, booking._id, n);
  return db.transaction(async (tx) => {
    // A checkout made before orders named the bare booking: its first success becomes its order.
    if (n.order_id === booking._id) await insertOrder(tx, { orderId: n.order_id, bookingId: booking._id, amount: Number(n.payhere_amount), currency: n.payhere_currency });
    const order = await lockOrder(tx, n.order_id);
    if (!order || order.bookingId !== booking._id) throw badRequest(M.payhereUnknownOrder);
    if (toCents(order.amount) !== toCents(Number(n.payhere_amount)) || order.currency !== n.payhere_currency) throw badRequest(M.payhereOrderMismatch);
    if (order.paymentId) return false;
    const recorded = await recordPayment(
      tx,
      events,
      booking._id,
      { kind: kindFor(booking), method: 'payhere', amount: order.amount, currency: n.payhere_currency as PaymentCurrency, reference: n.payment_id, providerPaymentId: n.payment_id },
      null,
      { receivedAfterCancel: 'record' },
    );
    if (!recorded) return false;
    await setOrderPayment(tx, n.order_id, recorded._id);
    return true;
  });
}

/**
 * A chargeback: the card holder's bank took the payment back, so the ledger takes it back too
 * (the row that reverses it, once, however often PayHere says so). It must name a payment of this
 * booking with the same amount and currency (else 400: staff look into it); one already reversed,
 * or refunded beyond what would remain, is acknowledged and changes nothing.
 */
async function takeBack(db: Database, events: EventPublisher, bookingId: string, n: PayhereNotification): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const original = await findProviderPayment(tx, 'payhere', n.payment_id);
      if (!original || original.bookingId !== bookingId) return false;
      if (toCents(original.amount) !== toCents(Number(n.payhere_amount)) || original.currency !== n.payhere_currency) throw badRequest(MESSAGES.money.chargebackMismatch);
      if (original.reversedBy) return false;
      await reversePayment(tx, events, bookingId, original._id, `PayHere chargeback ${n.payment_id}`, null);
      return true;
    });
  } catch (error) {
    // A reversal refused (already reversed, or refunds beyond what would remain) is acknowledged
    // and changes nothing. It is caught outside the transaction: the refusal may come from a
    // statement the database refused, after which the transaction can only roll back (committing
    // it answered 500).
    if (error instanceof HttpError && error.statusCode === 409) return false;
    throw error;
  }
}

/** Online payments are offered for the deposit; once it is paid, what comes in goes to the balance. */
function kindFor(booking: Booking): 'deposit' | 'balance' {
  return booking.paymentSummary.depositDue > 0 ? 'deposit' : 'balance';
}

/** Statuses whose deposit can be paid online: a booking still to happen. */
const PAYABLE_STATUSES = new Set(['pending', 'confirmed']);

/**
 * The fields of PayHere's checkout form for a booking's deposit: an order of its own (so its
 * success counts once), the amount and currency the deposit still due in US dollars, return and
 * cancel back to My Bookings (the return naming the order, so My Bookings can say it awaits
 * confirmation), notifications to this server. Posted by the browser to `checkoutUrl`.
 */
export function checkoutForm(account: PayhereAccount, booking: Booking, order: { orderId: string; amount: string }, links: { publicUrl: string }) {
  const currency = 'USD';
  const [firstName, ...rest] = booking.name.trim().split(/\s+/);
  return {
    action: checkoutUrl(account),
    fields: {
      merchant_id: account.merchantId,
      return_url: `${links.publicUrl}/manage-bookings?paid=${booking._id}&order=${encodeURIComponent(order.orderId)}`,
      cancel_url: `${links.publicUrl}/manage-bookings`,
      notify_url: `${links.publicUrl}/api/payments/payhere/notify`,
      order_id: order.orderId,
      items: `${booking.vehicleBrand} ${booking.vehicleModel}`,
      currency,
      amount: order.amount,
      first_name: firstName ?? '',
      last_name: rest.join(' '),
      email: booking.email ?? booking.userId.email ?? '',
      phone: booking.phone,
      address: booking.pickupPoint,
      city: booking.pickupPoint,
      country: 'Sri Lanka',
      hash: checkoutHash(account, order.orderId, order.amount, currency),
    },
  };
}

/**
 * Whether deposits can be paid online: PayHere is set up and, in production, its notifications
 * would reach this server over https (PayHere posts them to `notify_url`; plain http would carry
 * them unprotected, so no checkout is offered then).
 */
export function onlinePaymentOffered(config: { payhere: PayhereAccount | null; production: boolean; publicUrl: string }): boolean {
  return config.payhere !== null && (!config.production || config.publicUrl.startsWith('https://'));
}

/**
 * The checkout form of a booking's deposit, for its booker only, when online payment is offered
 * and the booking is still to happen and owes its deposit. Each call is a new order, unless a
 * payment of this booking is being confirmed: its booker came back from PayHere's page less than
 * `PAYHERE_AWAIT_MINUTES` ago and no notification came yet (409, decision 080), so one deposit
 * is not paid twice while the first is on its way.
 */
export async function checkoutFor(db: Database, account: PayhereAccount | null, userId: string, bookingId: string, publicUrl: string) {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  if (booking.userId._id !== userId) throw forbidden(MESSAGES.api.notYourOwnBooking);
  if (!account) throw notFound(MESSAGES.money.payhereNotConfigured);
  if (!PAYABLE_STATUSES.has(booking.bookingStatus) || toCents(booking.paymentSummary.depositDue) <= 0) throw conflict(MESSAGES.money.checkoutNothingOwed);
  if (booking.payhereAwaitingUntil) throw conflict(MESSAGES.money.checkoutAwaiting(PAYHERE_AWAIT_MINUTES));
  const amount = payhereAmount(booking.paymentSummary.depositDue);
  const orderId = `${booking._id}.${crypto.randomBytes(5).toString('hex')}`;
  await insertOrder(db, { orderId, bookingId: booking._id, amount: Number(amount), currency: 'USD' });
  return checkoutForm(account, booking, { orderId, amount }, { publicUrl });
}

/**
 * The booker is back from PayHere's page with this order (its `return_url`): the booking's payment
 * awaits PayHere's notification from now (decision 080). Its booker only; an order that is not the
 * booking's is 404. Answers the booking as it is now.
 */
export async function returnedFrom(db: Database, userId: string, bookingId: string, orderId: string): Promise<Booking> {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  if (booking.userId._id !== userId) throw forbidden(MESSAGES.api.notYourOwnBooking);
  if (!(await markOrderReturned(db, bookingId, orderId))) throw notFound(MESSAGES.money.payhereUnknownOrder);
  return (await findBooking(db, bookingId))!;
}
