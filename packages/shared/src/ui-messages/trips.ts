import { icu } from '../i18n/icu';

/** Trips as drivers and tourists live them (issue 15): the driver's steps, My Bookings, the trip history. */
export const TRIPS_UI = {
  reference: 'Reference',
  // The driver's trip card: what a step did, and the question before completing.
  stepDone: {
    picked_up: icu('Trip {ref} marked picked up.', 'ref'),
    en_route: icu('Trip {ref} marked en route.', 'ref'),
    completed: icu('Trip {ref} marked completed.', 'ref'),
  },
  completedToPast: icu('Trip {ref} marked completed. It is now under Past trips.', 'ref'),
  completeTitle: icu('Mark trip {ref} completed?', 'ref'),
  completeEffect: 'This ends the trip and tells the customer. Only the office can undo it.',
  completeEarly: icu('The planned return is {plannedReturn}, still to come: complete the trip only once the vehicle is back.', 'plannedReturn'),
  completeConfirm: 'Mark completed',
  completeKeep: 'Not yet',
  completing: 'Completing…',
  tourist: 'Tourist',
  vehicle: 'Vehicle',
  plannedReturn: 'Planned return',
  atPlace: icu('{when} at {place}', 'when', 'place'),
  scheduleLink: 'All trips in My Schedule',
  // My Bookings: the sections, their empty states, a cancelled booking's reason.
  currentHeading: 'Current trip',
  currentBadge: 'Happening now',
  upcomingHeading: 'Upcoming trips',
  upcomingEmpty: 'No upcoming trips.',
  upcomingEmptyHint: 'Book a vehicle for your next trip and it appears here.',
  browseVehicles: 'Browse available vehicles',
  pastHeading: 'Past and cancelled',
  pastEmpty: 'No past or cancelled bookings yet.',
  pastEmptyHint: 'Completed trips and cancelled bookings move here.',
  cancelReason: icu('Cancelled by LankaRide: {reason}', 'reason'),
  // A pending booking's deposit deadline, and a booking cancelled at it (decision 073).
  depositBy: icu('Please pay the deposit of {amount} by {deadline} (Sri Lanka time). Unpaid, the booking is cancelled then.', 'amount', 'deadline'),
  expiredNotice: 'Cancelled because the deposit was not paid by its deadline. The vehicle was released; you are welcome to book again.',
  // The tourist's cancel dialog names the booking once; its body says what cancelling does.
  cancelTitle: icu('Cancel booking {ref}?', 'ref'),
  cancelWhich: icu('{vehicle}, {from} to {to}.', 'vehicle', 'from', 'to'),
  cancelEffect: 'The vehicle and driver are released at once.',
  cancelConfirm: 'Cancel booking',
  cancelling: 'Cancelling…',
  cancelKeep: 'Keep it',
  cancelled: icu('Booking {ref} was cancelled.', 'ref'),
  // The trip history as the tourist reads it: staff appear only as the LankaRide team.
  driverChanged: icu('The LankaRide team changed your driver to {driver}', 'driver'),
  driverChangedFrom: icu('The LankaRide team changed your driver from {previous} to {driver}', 'driver', 'previous'),
  scheduleChanged: 'The LankaRide team changed your trip',
  scheduleNow: icu('Now: {vehicle}, {from} to {to}, total {total}', 'vehicle', 'from', 'to', 'total'),
  scheduleBefore: icu('Before: {vehicle}, {from} to {to}, total {total}', 'vehicle', 'from', 'to', 'total'),
  corrected: icu('The LankaRide team set the status back to {status}', 'status'),
  reason: icu('Reason: {reason}', 'reason'),
  odometerCorrected: 'The LankaRide team corrected the odometer readings',
  odometerNow: icu('Now: {pickup} km at pickup, {return} km at return', 'pickup', 'return'),
  // Payments and refunds in the history, among the status changes (issue 26); `kind` and `method` are the ledger's words.
  paymentEvents: {
    received: icu('{kind} received: {amount} ({method})', 'kind', 'amount', 'method'),
    refunded: icu('Refund paid: {amount} ({method})', 'amount', 'method'),
    reversed: icu('{kind} of {amount} taken back', 'kind', 'amount'),
  },
  // What cancelling gives back, in the cancel dialogs (the tourist's and the office's), by the booking's own tiers.
  refund: {
    due: icu(
      'Cancelling now refunds {amount}: {percent}% of the {held} paid, as this booking gives for a cancellation {hours, plural, =0 {this close to pickup} one {# hour or more before pickup} other {# hours or more before pickup}}.',
      'amount',
      'percent',
      'held',
      'hours',
    ),
    none: icu(
      'Cancelling now refunds nothing of the {held} paid: this booking gives no refund for a cancellation {hours, plural, =0 {this close to pickup} one {# hour or more before pickup} other {# hours or more before pickup}}.',
      'held',
      'hours',
    ),
    until: icu('This holds until {when} (Sri Lanka time); after that, {percent}% comes back.', 'when', 'percent'),
    nothingPaid: 'Nothing has been paid on this booking, so there is nothing to refund.',
    paidBack: 'The LankaRide team pays the refund back and records it; it shows in My Bookings once paid.',
    // On a cancelled booking in My Bookings.
    dueNotice: icu('Refund due to you: {amount}. The LankaRide team pays it back; it shows here once paid.', 'amount'),
    paidNotice: icu('Refunded to you: {amount}.', 'amount'),
  },
  // What was paid and what is still due, on a booking card (issue 17).
  money: {
    depositDue: icu('Deposit due {amount}', 'amount'),
    paid: icu('Paid {amount}', 'amount'),
    balanceDue: icu('Balance due {amount}', 'amount'),
    refundDue: icu('Refund due to you {amount}', 'amount'),
    refunded: icu('Refunded {amount}', 'amount'),
    /** PayHere's checkout, for the deposit (when the business has online payment set up). */
    payDeposit: icu('Pay deposit online ({amount})', 'amount'),
    payDepositBusy: 'Opening the secure payment page…',
    payDepositFailed: icu('The payment page could not be opened: {reason}', 'reason'),
    /** Back from PayHere: the notification that records the payment may come a moment later. */
    paymentReturned: 'Thank you. Your payment is being confirmed; it shows here within a minute.',
    /** Back from PayHere, its notification not yet in: the pay button waits (decision 080). */
    paymentAwaiting: icu(
      'PayHere is confirming your payment. Paying again is paused until it is confirmed, at the latest until {time}, so you are not charged twice.',
      'time',
    ),
    paymentConfirmed: 'Your payment is confirmed. Thank you.',
    /** Help beside the pay button for when PayHere's page does not open (decision 080). */
    notOpening: {
      summary: 'PayHere does not open?',
      intro: 'If the payment page does not open or shows an error, nothing has been charged. Try again in a while, or pay another way:',
      bankTransfer: icu('By bank transfer, with your booking reference {reference} as the payment note:', 'reference'),
      office: 'Ask us: the office can take the deposit by card or in cash, or agree that you pay it at pickup.',
      contact: 'Contact us',
    },
    receipt: 'Receipt (PDF)',
    receiptBusy: 'Preparing the receipt…',
    receiptFailed: icu('The receipt could not be downloaded: {reason}', 'reason'),
  },
} as const;
