import { icu } from '../i18n/icu';

/**
 * A tourist's request for new dates (issue 26 item 19, decision 087): the API's refusals
 * (`MESSAGES.dateChange`), the pages' sentences (`PAGE_MESSAGES.dateChangeUi`) and the outcome
 * e-mails (`EMAIL_MESSAGES.email.dateChange`).
 */
export const DATE_CHANGE_UI = {
  // My Bookings: asking, seeing the request, withdrawing it, and the answer.
  ask: 'Ask for new dates',
  formTitle: icu('New dates for booking {ref}', 'ref'),
  formHint: 'Choose the dates and times you would like instead. Our team checks the vehicle and the driver and answers by e-mail; your booking stays as it is until then.',
  noteLabel: 'Anything our team should know (optional)',
  noteHint: icu('Up to {max} characters.', 'max'),
  send: 'Send request',
  sending: 'Sending…',
  keep: 'Keep my dates',
  sent: icu('Your request for booking {ref} is with our team. We will e-mail you the answer.', 'ref'),
  failed: icu('The request could not be sent: {error}', 'error'),
  requestedTitle: 'New dates requested',
  waiting: 'Waiting for our team',
  requestedTrip: icu('{pickup} to {return}', 'pickup', 'return'),
  newTotal: 'New total',
  difference: 'Difference',
  /** `direction` is more, less or same; `amount` the difference as money. */
  differenceAmount: icu('{direction, select, more {{amount} more} less {{amount} less} other {No change}}', 'direction', 'amount'),
  takenWhenAsked: 'The vehicle or the driver looked taken for these dates when you asked. Our team checks again before answering.',
  withdraw: 'Withdraw request',
  withdrawing: 'Withdrawing…',
  withdrawn: 'Your request for new dates was withdrawn. Your booking keeps its dates.',
  withdrawFailed: icu('The request could not be withdrawn: {error}', 'error'),
  approvedNotice: icu('Your request for new dates was accepted on {date}.', 'date'),
  declinedNotice: icu('Your request for new dates ({trip}) was declined: {reason}', 'trip', 'reason'),
  // Staff: the dashboard's list and the booking page's panel.
  dashboardTitle: 'New dates requested by tourists',
  dashboardEmpty: 'No tourist is waiting for new dates.',
  loading: 'Loading requests for new dates…',
  panelTitle: 'Tourist asks for new dates',
  now: 'Now',
  requested: 'Requested',
  askedAt: icu('Asked {when}', 'when'),
  touristNote: icu('The tourist wrote: {note}', 'note'),
  freeWhenAsked: 'The vehicle and the driver were free for these dates when asked; approving checks again.',
  approve: 'Approve new dates',
  approving: 'Approving…',
  decline: 'Decline',
  declineTitle: icu('Decline the new dates for booking {ref}', 'ref'),
  declineReason: 'Reason (the tourist reads it)',
  declineConfirm: 'Decline request',
  declining: 'Declining…',
  keepOpen: 'Keep it open',
  approved: icu('Booking {ref} has its new dates. Its total is now {total}, and the tourist is e-mailed.', 'ref', 'total'),
  declined: icu('The request for booking {ref} was declined, and the tourist is e-mailed.', 'ref'),
  actionFailed: icu('That did not work: {error}', 'error'),
} as const;

export const DATE_CHANGE_EMAIL = {
  approved: {
    subject: icu('Your new dates for booking {reference} are confirmed', 'reference'),
    body: icu(
      'Dear {name},\n\nWe accepted your request for new dates. Your total is now {total} ({direction, select, more {{difference} more than before} less {{difference} less than before} other {the same as before}}).\n\n{summary}\n\n{whatToBring}',
      'name',
      'total',
      'direction',
      'difference',
      'summary',
      'whatToBring',
    ),
  },
  declined: {
    subject: icu('Your request for new dates for booking {reference}', 'reference'),
    body: icu(
      'Dear {name},\n\nWe could not move your trip to {requested}.\nReason: {reason}\n\nYour booking stays as it was:\n\n{summary}',
      'name',
      'requested',
      'reason',
      'summary',
    ),
  },
} as const;
