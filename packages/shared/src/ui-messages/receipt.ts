import { icu } from '../i18n/icu';

/**
 * The receipt PDF (`GET /api/bookings/:id/receipt.pdf`, and attached to the e-mail sent when a
 * trip is completed), in the reader's language; the booking e-mails name their price lines with
 * `lines` too. Amounts and dates come formatted for the language; `{rate}` is an amount.
 */
export const RECEIPT = {
  /** The title once everything owed is paid (decision 079: the title follows the booking). */
  title: 'Receipt',
  /** The title once the trip is completed (the trip was taken; what is still owed shows as due). */
  finalTitle: 'Final receipt',
  /** Until everything owed is paid: what is due, not a record of payment. */
  invoiceTitle: 'Invoice',
  /** A cancelled booking: what was paid, what comes back. */
  cancelledTitle: 'Cancelled booking',
  /** The booking's state, shown with the facts; `statuses` are its values. */
  statusLabel: 'Status',
  statuses: {
    pending: 'Requested, awaiting confirmation',
    confirmed: 'Confirmed',
    underWay: 'Trip under way',
    completed: 'Trip completed',
    cancelled: 'Cancelled',
  },
  /** Beside the status: how the payment stands. */
  paymentStatuses: {
    depositDue: 'deposit still to pay',
    balanceDue: 'balance still to pay',
    paid: 'paid in full',
    refundDue: 'refund due',
    settled: 'nothing more is owed',
  },
  /** The closing sentence, by what the document is (`thanks` once the trip is completed). */
  invoiceNote: 'This is not a receipt: the amounts above are still to pay. We look forward to your trip.',
  paidNote: 'Thank you for your payment. We look forward to your trip.',
  cancelledNote: 'This booking is cancelled and no trip will take place. Any refund due to you is shown above.',
  /** Under the company's name, above its address. */
  support: '24/7 Customer Support',
  contact: icu('Phone {phone} · E-mail {email}', 'phone', 'email'),
  /** `date` is the day and time the receipt was made. */
  issued: icu('Issued {date} (Sri Lanka time)', 'date'),
  details: {
    reference: 'Booking reference',
    bookingId: 'Booking ID',
    tourist: 'Tourist',
    vehicle: 'Vehicle',
    driverOption: 'Driver',
    withDriver: 'With a driver',
    selfDrive: 'Self drive',
    pickup: 'Pickup',
    return: 'Return',
  },
  /** Pickup or return: the day, the time and the place. */
  when: icu('{date}, {time} · {place}', 'date', 'time', 'place'),
  timesNote: 'Dates and times are Sri Lanka time.',
  charges: 'Charges',
  description: 'Description',
  amount: 'Amount',
  /** The price lines of the booking's own terms, then the extra kilometres once the trip is completed. */
  lines: {
    vehicle: icu('Vehicle hire ({days, plural, one {# day} other {# days}} × {rate})', 'days', 'rate'),
    /** A booking made before bookings kept their daily rate: one line for the whole trip. */
    vehicleWholeTrip: 'Vehicle hire (whole trip)',
    driver: icu('Driver ({days, plural, one {# day} other {# days}} × {rate})', 'days', 'rate'),
    driverNights: icu('Driver night allowance ({nights, plural, one {# night} other {# nights}} × {rate})', 'nights', 'rate'),
    extraKm: icu('Extra kilometres ({km} km beyond the {includedKm} km included × {rate})', 'km', 'includedKm', 'rate'),
    /** Charges staff confirmed after the return (decision 112). */
    fuel: icu('Fuel to refill ({eighths}/8 of a tank × {rate})', 'eighths', 'rate'),
    damage: 'Damage repair',
    /** An airport transfer (decision 111): its fixed fare, then the started hours of waiting beyond the free time. */
    transfer: icu('Airport transfer, fixed fare ({rate})', 'rate'),
    waiting: icu('Waiting beyond the free time ({hours, plural, one {# started hour} other {# started hours}} × {rate})', 'hours', 'rate'),
    /** An extra priced per day (decision 086): its name, how many, the trip's days and its daily price. */
    addOnPerDay: icu('{name} ({count} × {days, plural, one {# day} other {# days}} × {rate})', 'name', 'count', 'days', 'rate'),
    /** An extra priced once per trip. */
    addOnPerTrip: icu('{name} ({count} × {rate} per trip)', 'name', 'count', 'rate'),
    addOnUnnamed: 'Extra',
  },
  total: 'Total',
  payments: 'Payments and refunds',
  noPayments: 'No payments recorded yet.',
  columns: {
    date: 'Date',
    kind: 'Kind',
    method: 'Method',
    amount: 'Amount',
    usd: 'In US dollars',
    reference: 'Reference',
  },
  kinds: {
    deposit: 'Deposit',
    balance: 'Balance',
    extra: 'Extra charge',
    refund: 'Refund',
  },
  methods: {
    cash: 'Cash',
    card: 'Card',
    bank_transfer: 'Bank transfer',
    payhere: 'PayHere (online)',
  },
  paid: 'Paid',
  refunded: 'Refunded',
  depositDue: 'Deposit still to pay',
  refundDue: 'Refund due to you',
  balanceDue: 'Balance due',
  currencyNote: 'Amounts are in US dollars. A payment in another currency shows its value in US dollars at the rate of the day it was recorded.',
  thanks: 'Thank you for travelling with LankaRide.',
} as const;
