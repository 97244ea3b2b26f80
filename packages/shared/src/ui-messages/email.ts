import { icu } from '../i18n/icu';
import { DATE_CHANGE_EMAIL } from './date-change';
import { REVIEW_EMAIL } from './review';
import { CONDITION_REPORT_EMAIL } from './condition-report';
import { DOCUMENTS_EMAIL } from './documents';

/**
 * Every sentence of the e-mails the product sends, in the recipient's language. Bodies are plain
 * text with their line breaks; the signature follows each body after a blank line. Optional lines
 * are ICU selects on a `yes`/`no` flag, so a translation keeps each sentence whole.
 */
export const EMAIL = {
  /** The words of the signature; the address, phone and e-mail are the company's, as they are. */
  signature: icu('LankaRide · 24/7 Customer Support\n{address} · {phone} · {email}', 'address', 'phone', 'email'),
  /** A trip as the e-mails name it: days in the reader's words (the shared date formatter), times HH:mm as booked. */
  trip: icu(
    '{vehicle}, {pickupDate} {pickupTime} ({pickupPoint}) to {returnDate} {returnTime} ({returnPoint})',
    'vehicle',
    'pickupDate',
    'pickupTime',
    'pickupPoint',
    'returnDate',
    'returnTime',
    'returnPoint',
  ),
  /** The facts every booking e-mail to the tourist repeats. */
  /** Under the summary and in the driver's trip e-mail when the booking has a flight (issue 32). */
  flight: icu('Flight: {number}{hasTime, select, yes { at {time}} other {}}. Meeting point: arrivals exit, name sign "{sign}".', 'number', 'hasTime', 'time', 'sign'),
  summary: icu(
    'Reference: {reference}\nTrip: {trip}\nTourists: {tourists}\nTotal: {total}\nYour bookings: {myBookings}',
    'reference',
    'trip',
    'tourists',
    'total',
    'myBookings',
  ),
  /**
   * The money part of the booking received and confirmed e-mails, after the summary, from the
   * booking's own terms: `lines` is one `priceLine` a line; `cancellation` the sentence below.
   */
  price: icu('Price:\n{lines}\nTotal: {total}\nDeposit due: {deposit}\nBalance: {balance}\n{cancellation}', 'lines', 'total', 'deposit', 'balance', 'cancellation'),
  /** One price line: what it is (the receipt's `lines`) and its amount. */
  priceLine: icu('{line}: {amount}', 'line', 'amount'),
  /** The refund tiers in one sentence: `tiers` is each `cancellationTier`, most hours first, joined by `cancellationSeparator`. */
  cancellation: icu('If you cancel: {tiers}.', 'tiers'),
  /** `hours` 0 is the last tier: later than the tiers before it. */
  cancellationTier: icu(
    '{hours, plural, =0 {later} one {# hour or more before pickup} other {# hours or more before pickup}}, {percent, select, 0 {no refund} other {{percent}% of what you paid back}}',
    'hours',
    'percent',
  ),
  cancellationSeparator: '; ',
  /**
   * The final bill, added to the e-mail sent when the trip is completed: `lines` as in `price`,
   * with the extra kilometres; `payments` is one `paymentLine` a line (or the receipt's `noPayments`).
   */
  finalReceipt: icu(
    'Your final receipt:\n{lines}\nTotal: {total}\n\nPayments and refunds:\n{payments}\n\nBalance due: {balanceDue}{hasRefundDue, select, yes {\nRefund due to you: {refundDue}} other {}}\n\nThe receipt is attached to this e-mail as a PDF.',
    'lines',
    'total',
    'payments',
    'balanceDue',
    'hasRefundDue',
    'refundDue',
  ),
  /** One payment or refund: its day, kind and method, the amount paid and, in another currency, its value in US dollars (`usd`, when `hasUsd` is `yes`). */
  paymentLine: icu(
    '{date} · {kind} · {method}: {amount}{hasUsd, select, yes { ({usd})} other {}}',
    'date',
    'kind',
    'method',
    'amount',
    'hasUsd',
    'usd',
  ),
  /**
   * Under the price of the received and confirmed e-mails (decision 085): the travellers' pages in
   * the reader's language; `licence` only for a self-drive booking (`selfDrive` is `yes`).
   */
  readBefore: icu(
    'Before you travel, please read:\nTerms of rental: {terms}\nCancellation policy: {cancellation}{selfDrive, select, yes {\nLicence requirements for self-drive: {licence}} other {}}\nQuestions travellers ask: {faq}',
    'terms',
    'cancellation',
    'selfDrive',
    'licence',
    'faq',
  ),
  /** What a tourist brings to the pickup, by driver option. */
  whatToBring: {
    selfDrive: 'Please bring your passport, your driving licence and an international driving permit (or a Sri Lankan recognition permit).',
    withDriver: 'Please bring your passport; your driver will meet you at the pickup point.',
  },
  /** Under the price of the received e-mail when a deposit is asked (decision 073): `deadline` is YYYY-MM-DD HH:mm, Sri Lanka time. */
  depositDeadline: icu(
    'Please pay the deposit of {deposit} by {deadline} (Sri Lanka time). A booking whose deposit is not paid by then is cancelled, and the vehicle is offered to other travellers.',
    'deposit',
    'deadline',
  ),
  /** A few hours before an unpaid pending booking's deadline. */
  depositReminder: {
    subject: icu('Booking {reference}: please pay the deposit by {deadline}', 'reference', 'deadline'),
    body: icu(
      'Dear {name},\n\nWe are holding your booking until {deadline} (Sri Lanka time). Please pay the deposit of {deposit} by then: without it, the booking is cancelled and the vehicle is offered to other travellers.\n\n{summary}',
      'name',
      'deadline',
      'deposit',
      'summary',
    ),
  },
  /** At the deadline: the system cancelled the booking; `refund` is what was paid, returned when `hasRefund` is `yes`. */
  expired: {
    subject: icu('Booking {reference} was cancelled: the deposit was not paid', 'reference'),
    body: icu(
      'Dear {name},\n\nWe held your booking for {trip} until {deadline} (Sri Lanka time), but the deposit was not paid, so the booking is now cancelled and the vehicle is free for others.{hasRefund, select, yes {\nWhat you paid ({refund}) will be refunded.} other {}}\nYou are welcome to book again at any time.\n\n{summary}',
      'name',
      'trip',
      'deadline',
      'hasRefund',
      'refund',
      'summary',
    ),
  },
  /** The tourist's booking, from request to trip's end. */
  received: {
    subject: icu('We received your booking {reference}', 'reference'),
    body: icu('Dear {name},\n\nThank you for booking with us. Your request is pending; we will confirm it shortly.\n\n{summary}', 'name', 'summary'),
  },
  confirmed: {
    subject: icu('Your booking {reference} is confirmed', 'reference'),
    /** `driver` is `driver` or `selfDrive` below; `whatToBring` one of `whatToBring`. */
    body: icu('Dear {name},\n\nGood news: your booking is confirmed. {driver}\n\n{summary}\n\n{whatToBring}', 'name', 'driver', 'summary', 'whatToBring'),
    /** `languages` is the driver's languages as a list of names, when `hasLanguages` is `yes`. */
    driver: icu('Your driver is {driver} ({phone}{hasLanguages, select, yes {; speaks {languages}} other {}}).', 'driver', 'phone', 'hasLanguages', 'languages'),
    selfDrive: 'This is a self-drive booking.',
  },
  cancelled: {
    subject: icu('Your booking {reference} was cancelled', 'reference'),
    /** `reason` is what staff wrote, shown when `hasReason` is `yes`. */
    body: icu(
      'Dear {name},\n\nYour booking for the {trip} was cancelled.{hasReason, select, yes {\nReason: {reason}} other {}}\nIf this is unexpected, reply to this e-mail or call us.\n\n{summary}',
      'name',
      'trip',
      'hasReason',
      'reason',
      'summary',
    ),
  },
  /**
   * In the cancellation e-mail, before the summary, when something was paid: the refund the
   * booking's tiers give (`hasRefund` yes), or that nothing comes back; `hours` is the tier's
   * hours before pickup (0: the last tier).
   */
  cancelledRefund: icu(
    '{hasRefund, select, yes {Refund due to you: {amount} ({percent}% of the {held} you paid), as your booking gives for a cancellation {hours, plural, =0 {this close to pickup} one {# hour or more before pickup} other {# hours or more before pickup}}. Our team pays it back to you, and My Bookings shows it once it is paid.} other {Of the {held} you paid, nothing comes back: your booking gives no refund for a cancellation {hours, plural, =0 {this close to pickup} one {# hour or more before pickup} other {# hours or more before pickup}}.}}',
    'hasRefund',
    'amount',
    'percent',
    'held',
    'hours',
  ),
  completed: {
    subject: icu('Thank you for travelling with us ({reference})', 'reference'),
    body: icu('Dear {name},\n\nYour trip with the {vehicle} is complete. We hope you enjoyed Sri Lanka!', 'name', 'vehicle'),
  },
  driverChanged: {
    subject: icu('Your driver for booking {reference} has changed', 'reference'),
    body: icu(
      'Dear {name},\n\nYour driver is now {driver} ({phone}{hasLanguages, select, yes {; speaks {languages}} other {}}).\n\n{summary}',
      'name',
      'driver',
      'phone',
      'hasLanguages',
      'languages',
      'summary',
    ),
  },
  changed: {
    subject: icu('Your booking {reference} was changed', 'reference'),
    body: icu('Dear {name},\n\nWe changed your booking. Here it is as it stands now:\n\n{summary}\n\n{whatToBring}', 'name', 'summary', 'whatToBring'),
  },
  /** The answer to a tourist's request for new dates (decision 087). */
  dateChange: DATE_CHANGE_EMAIL,
  /** The review request after a completed trip, and the notice of a hidden review (decision 094). */
  review: REVIEW_EMAIL,
  /** A self-drive tourist's documents: a rejected one, and the reminder before pickup (decision 107). */
  documents: DOCUMENTS_EMAIL,
  /** The condition report after the handover and after the return (decision 112). */
  conditionReport: CONDITION_REPORT_EMAIL,
  /** The driver's side of a trip. */
  driverAssigned: {
    subject: icu('New trip {reference}: {pickupDate} from {pickupPoint}', 'reference', 'pickupDate', 'pickupPoint'),
    /** `guest` and `phone` are the booking form's; special requests show when `hasSpecialRequests` is `yes`. */
    body: icu(
      'Hello {driver},\n\nYou have a new trip: {trip}.\nGuest: {guest}, {phone}, {travellers, plural, one {# traveller} other {# travellers}}.{hasSpecialRequests, select, yes {\nSpecial requests: {specialRequests}} other {}}',
      'driver',
      'trip',
      'guest',
      'phone',
      'travellers',
      'hasSpecialRequests',
      'specialRequests',
    ),
  },
  driverTripCancelled: {
    subject: icu('Trip {reference} was cancelled', 'reference'),
    body: icu('Hello,\n\nThe trip {trip} was cancelled; you are free for those dates.', 'trip'),
  },
  driverTripReassigned: {
    subject: icu('Trip {reference} went to another driver', 'reference'),
    body: icu('Hello,\n\nThe trip {trip} went to another driver; you are free for those dates.', 'trip'),
  },
  driverTripChanged: {
    subject: icu('Trip {reference} was changed', 'reference'),
    body: icu('Hello {driver},\n\nThe trip is now: {trip}.', 'driver', 'trip'),
  },
  /** E-mails about an account rather than a booking. */
  passwordReset: {
    subject: 'Reset your LankaRide password',
    body: icu(
      'Hello,\n\nSomeone (we hope you) asked to reset the password of your LankaRide account.\nChoose a new password here within {minutes, plural, one {# minute} other {# minutes}}; the link works once:\n\n{link}\n\nIf you did not ask, ignore this e-mail: your password stays as it is.',
      'minutes',
      'link',
    ),
  },
  existingAccount: {
    subject: 'You already have a LankaRide account',
    body: icu(
      'Hello,\n\nSomeone tried to create a LankaRide account with this e-mail address, which already has one, so no new account was made.\n\nIf it was you, sign in at {login}, or choose a new password at {forgotPassword}.\nIf it was not you, you need not do anything.',
      'login',
      'forgotPassword',
    ),
  },
  welcome: {
    subject: 'Welcome to LankaRide',
    body: icu(
      'Hello,\n\nYour LankaRide account is ready. Sign in at {login} to book cars, vans and drivers across Sri Lanka.\n\nIf you did not create it, reply to this e-mail and we will close it.',
      'login',
    ),
  },
  passwordChanged: {
    subject: 'Your LankaRide password was changed',
    body: icu(
      'Hello,\n\nThe password of your LankaRide account was just changed, and every other sign-in was ended.\n\nIf this was not you, choose a new password at {forgotPassword} and tell us by replying to this e-mail.',
      'forgotPassword',
    ),
  },
  accountCreatedByStaff: {
    subject: 'Your LankaRide account is ready',
    body: icu(
      'Hello,\n\nWe made a LankaRide account for you with this e-mail address, for the booking you made with our team.\nChoose your password here within {days, plural, one {# day} other {# days}} (the link works once), then sign in to see your booking:\n\n{link}\n\nIf you did not book with us, reply to this e-mail and we will close the account.',
      'days',
      'link',
    ),
  },
} as const;
