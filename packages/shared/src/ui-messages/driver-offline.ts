import { icu } from '../i18n/icu';

/**
 * The driver area without network (issue 34, decision 113): the changes kept on the phone, what
 * the server refused and why. Loaded with the driver's pages only.
 */
export const DRIVER_OFFLINE_UI = {
  /** The phone is offline and changes wait to be sent. */
  waiting: icu('Offline: {count, plural, one {# change} other {# changes}} waiting', 'count'),
  /** Back online, the waiting changes are being sent. */
  sending: icu('Sending {count, plural, one {# change} other {# changes}}…', 'count'),
  /** Offline with nothing waiting. */
  offline: 'Offline: your trips as last loaded. What you record is kept on this phone and sent when the network returns.',
  /** A change made offline, on its form or trip. */
  keptOnPhone: 'Kept on this phone: it is sent when the network returns.',
  /** The list of changes the office's server refused. */
  failedTitle: 'Not recorded',
  /** One refused change: what it was, on which trip, and the server's reason. */
  failedItem: icu('{change} on trip {ref}: {reason}', 'change', 'ref', 'reason'),
  /** Names of the changes in that list. */
  stepChange: icu('Marking {step}', 'step'),
  odometerChange: 'Odometer reading',
  cashChange: icu('Cash of {amount}', 'amount'),
  /** A photo taken without signal, beside its side's name on the handover form. */
  photoKept: 'kept on this phone',
  /** The handover or return form sent without signal. */
  formKept: 'Kept on this phone with its photos: it is sent when the network returns. The trip shows the step already.',
  /** Removes a refused change from the phone. */
  discard: 'Discard',
  discardLabel: icu('Discard: {change} on trip {ref}', 'change', 'ref'),
  /**
   * Why the server refused a change sent from the queue, in the driver's words rather than the
   * API's (which names statuses by their codes): by the refusal's code and the trip's status then.
   */
  refusedCancelled: 'The office cancelled this trip.',
  refusedCompleted: 'This trip is already completed.',
  refusedNotConfirmed: 'This trip is no longer confirmed: ask the office.',
  /** The office (or another phone) moved the trip on already; `status` is the status's name in words. */
  refusedMovedOn: icu('This trip is already marked “{status}”.', 'status'),
  /** The step comes before the one asked for (the office moved the trip back a step). */
  refusedNotYet: icu('This trip is still marked “{status}”.', 'status'),
  refusedReassigned: 'The office gave this trip to another driver.',
  refusedGone: 'The office removed this trip.',
  /** A refusal without a code the phone knows (a 409). */
  refusedChanged: 'The office changed this trip meanwhile.',
};

/** The driver area installed as an app (decision 113): its manifest's name, short name under the icon, and description. */
export const DRIVER_APP = {
  name: 'LankaRide Driver',
  shortName: 'LR Driver',
  description: "Today's and tomorrow's trips, readable and recorded even without signal.",
};

/** The API's refusal of a reused key (decision 113): off the home page, like the other APIs' own sentences. */
export const DRIVER_OFFLINE_API = {
  /** A driver's change sent again with its key but different content. */
  actionKeyReused: 'This Idempotency-Key was already used for a different change.',
};
