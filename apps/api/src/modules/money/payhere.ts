import crypto from 'node:crypto';
import { MESSAGES, isPaymentCurrency, toCents, type Booking, type PaymentCurrency } from '@app/shared';
import type { Database } from '../../db/database';
import { HttpError, badRequest, forbidden, notFound } from '../../lib/errors';
import { isId } from '../../lib/ids';
import { findBooking } from '../bookings/repo';
import { recordPayment, reversePayment } from './service';
import { findProviderPayment } from './repo';

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
const AMOUNT_RE = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * A notification from PayHere: verified by its signature (refused with 400 and nothing recorded
 * when it does not match, names another merchant, or names no booking of ours); a successful
 * payment is recorded as the booking's deposit once per `payment_id` (a repeat records nothing).
 * Other statuses are acknowledged and change nothing. Returns whether a payment was recorded.
 */
export async function receiveNotification(db: Database, account: PayhereAccount, n: PayhereNotification): Promise<boolean> {
  const M = MESSAGES.money;
  if (n.merchant_id !== account.merchantId || !sameSignature(notificationSignature(account, n), n.md5sig)) throw badRequest(M.payhereBadSignature);
  if (!isId(n.order_id)) throw badRequest(M.payhereUnknownOrder);
  const booking = await findBooking(db, n.order_id);
  if (!booking) throw badRequest(M.payhereUnknownOrder);
  if (n.status_code === CHARGEBACK) return takeBack(db, booking._id, n.payment_id);
  if (n.status_code !== SUCCESS) return false;
  if (!AMOUNT_RE.test(n.payhere_amount) || Number(n.payhere_amount) <= 0) throw badRequest(M.payhereBadField('payhere_amount'));
  if (!isPaymentCurrency(n.payhere_currency)) throw badRequest(M.payhereBadField('payhere_currency'));
  const recorded = await db.transaction((tx) =>
    recordPayment(
      tx,
      booking._id,
      { kind: kindFor(booking), method: 'payhere', amount: Number(n.payhere_amount), currency: n.payhere_currency as PaymentCurrency, reference: n.payment_id, providerPaymentId: n.payment_id },
      null,
    ),
  );
  return recorded !== undefined;
}

/**
 * A chargeback: the card holder's bank took the payment back, so the ledger takes it back too
 * (the row that reverses it, once, however often PayHere says so). A chargeback of a payment we
 * never recorded, or one already refunded beyond what would remain, is acknowledged and changes nothing.
 */
async function takeBack(db: Database, bookingId: string, paymentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const original = await findProviderPayment(tx, 'payhere', paymentId);
    if (!original || original.bookingId !== bookingId || original.reversedBy) return false;
    try {
      await reversePayment(tx, bookingId, original._id, `PayHere chargeback ${paymentId}`, null);
      return true;
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) return false;
      throw error;
    }
  });
}

/** Online payments are offered for the deposit; once it is paid, what comes in goes to the balance. */
function kindFor(booking: Booking): 'deposit' | 'balance' {
  return booking.paymentSummary.depositDue > 0 ? 'deposit' : 'balance';
}

/**
 * The fields of PayHere's checkout form for a booking's deposit: the booking is the order, the
 * amount and currency the quote's deposit in US dollars, return and cancel back to My Bookings,
 * notifications to this server. Posted by the browser to `checkoutUrl`.
 */
export function checkoutForm(account: PayhereAccount, booking: Booking, links: { publicUrl: string }) {
  const amount = payhereAmount(booking.paymentSummary.depositDue);
  const currency = 'USD';
  const [firstName, ...rest] = booking.name.trim().split(/\s+/);
  return {
    action: checkoutUrl(account),
    fields: {
      merchant_id: account.merchantId,
      return_url: `${links.publicUrl}/manage-bookings?paid=${booking._id}`,
      cancel_url: `${links.publicUrl}/manage-bookings`,
      notify_url: `${links.publicUrl}/api/payments/payhere/notify`,
      order_id: booking._id,
      items: `${booking.vehicleBrand} ${booking.vehicleModel}`,
      currency,
      amount,
      first_name: firstName ?? '',
      last_name: rest.join(' '),
      email: booking.email,
      phone: booking.phone,
      address: booking.pickupPoint,
      city: booking.pickupPoint,
      country: 'Sri Lanka',
      hash: checkoutHash(account, booking._id, amount, currency),
    },
  };
}


/** The checkout form of a booking's deposit, for its booker only, when online payment is set up. */
export async function checkoutFor(db: Database, account: PayhereAccount | null, userId: string, bookingId: string, publicUrl: string) {
  const booking = await findBooking(db, bookingId);
  if (!booking) throw notFound(MESSAGES.api.bookingNotFound);
  if (booking.userId._id !== userId) throw forbidden(MESSAGES.api.notYourOwnBooking);
  if (!account) throw notFound(MESSAGES.money.payhereNotConfigured);
  return checkoutForm(account, booking, { publicUrl });
}
