import { icu } from '../i18n/icu';

/**
 * A trip outside the app (decision 108): the driver's calendar feed on the profile page, the
 * `.ics` and chat buttons of My Bookings and the driver's trips, the office's WhatsApp number
 * (`PAGE_MESSAGES.tripLinksUi`).
 */
export const TRIP_LINKS_UI = {
  feedTitle: 'Your trips in your calendar',
  feedIntro:
    'Add this address to Google Calendar, Apple Calendar or Outlook (subscribe by URL): your trips appear there and follow every change. Keep it to yourself: anyone with the address sees your trips.',
  feedLabel: 'Calendar address',
  feedLoading: 'Loading your calendar address…',
  feedError: 'Your calendar address could not be loaded.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy: select the address and copy it.',
  renew: 'New address',
  renewConfirm: 'Make a new address? The old one stops working at once: calendars subscribed to it stop updating.',
  renewed: 'New address made. Subscribe to it in your calendar again.',
  renewFailed: 'The new address could not be made. Try again.',
  addToCalendar: 'Add to calendar',
  chatOffice: 'WhatsApp the office',
  chatDriver: 'WhatsApp your driver',
  chatTourist: 'WhatsApp the traveller',
  /** Staff: the office's number the chat links open. */
  officeTitle: 'Chat on WhatsApp',
  officeIntro: 'Travellers’ “WhatsApp the office” buttons open a chat with this number. Leave it empty to hide them.',
  officeLabel: 'Office WhatsApp number',
  officeHint: 'With the country code, for example +94 77 123 4567.',
  officeSave: 'Save number',
  officeSaved: 'Saved.',
  officeLoading: 'Loading the WhatsApp number…',
} as const;

/** The API's sentences about them (`PAGE_MESSAGES.tripLinksApi`). */
export const TRIP_LINKS_API = {
  feedNotFound: 'No calendar at this address. Its driver may have made a new one.',
  officeNumberInvalid: 'Enter a phone number with its country code, for example +94 77 123 4567.',
  notAParty: 'Only the traveller and the driver of this trip can chat about it here.',
} as const;

/**
 * What calendars and chats show (server only: `EMAIL_MESSAGES.tripLinks`): an event's title and
 * description, and the messages the chat links type in, in the reader's language.
 */
export const TRIP_LINKS_TEXT = {
  /** The driver's event: the traveller's first name, the vehicle, the reference. */
  driverEventTitle: icu('Trip with {firstName} · {vehicle} · #{reference}', 'firstName', 'vehicle', 'reference'),
  /** The traveller's event. */
  touristEventTitle: icu('LankaRide trip · {vehicle} · #{reference}', 'vehicle', 'reference'),
  /** `{when}` is a Sri Lanka day and time in words. */
  eventPickup: icu('Pickup: {when}, {place}', 'when', 'place'),
  eventReturn: icu('Return: {when}, {place}', 'when', 'place'),
  eventTimes: 'Times are Sri Lanka time.',
  eventFlight: icu('Flight: {flight}', 'flight'),
  eventTravellers: icu('{count, plural, one {# traveller} other {# travellers}}', 'count'),
  eventCancelled: 'This trip was cancelled.',
  calendarName: 'LankaRide trips',
  toOffice: icu('Hello LankaRide, this is {name} about my booking #{reference}.', 'name', 'reference'),
  toDriver: icu('Hello {driver}, this is {name}, your traveller on trip #{reference}.', 'driver', 'name', 'reference'),
  toTourist: icu('Hello {name}, this is {driver}, your LankaRide driver for trip #{reference}.', 'name', 'driver', 'reference'),
} as const;
