import { icu } from '../i18n/icu';

/** Every sentence of the admin's bookings list, booking detail and its dialogs, and phone bookings. */
export const STAFF_BOOKINGS_UI = {
  // What the list, the detail page and the dialogs all say of a booking's driver and languages.
  shared: {
    selfDrive: 'Self-drive',
    noPreference: 'No preference',
    prefers: 'Prefers',
    notAssigned: 'Not assigned',
  },
  list: {
    title: 'Bookings',
    description: 'Newest first. Confirm pending requests, assign drivers, cancel when needed.',
    filterLabel: 'Filter bookings',
    search: 'Search by reference or name',
    allStatuses: 'All statuses',
    loading: 'Loading bookings…',
    noMatch: 'No bookings match these filters.',
    empty: 'No bookings yet.',
    caption: 'Bookings',
    // The "shown" line under the table names the rows with these.
    columnId: 'ID',
    columnUser: 'User',
    columnActions: 'Actions',
  },
  detail: {
    loading: 'Loading booking…',
    titleUnknown: 'Booking',
    title: icu('Booking {ref}', 'ref'),
    fullReference: 'Full reference',
    tourists: 'Tourists',
    driverNotAssigned: 'With a driver, not assigned yet',
    preferredLanguages: 'Preferred languages',
    none: 'None',
    total: 'Total',
    requested: 'Requested',
    account: 'Account',
    historyTitle: 'Status history',
  },
  // The booking's history as the admin reads it; `by` is staffUi.historyBy or historyBySystem.
  history: {
    loading: 'Loading history…',
    empty: 'No status changes recorded.',
    received: icu('Booking received ({status})', 'status'),
    moved: icu('{from} → {to}', 'from', 'to'),
    line: icu('{what} {by}', 'what', 'by'),
    lineWithDriver: icu('{what} {by}, driver {driver}', 'what', 'by', 'driver'),
    actorRoles: { admin: 'admin', driver: 'driver', tourist: 'tourist' },
  },
  confirm: {
    confirm: 'Confirm',
    confirmOf: icu('Confirm booking {ref}', 'ref'),
    confirmBooking: 'Confirm booking',
    confirmWithDriver: 'Confirm with driver',
    confirming: 'Confirming…',
    keepPending: 'Keep pending',
    selfDrive: 'This is a self-drive booking: it is confirmed without a driver.',
    allBusy: 'Every driver is busy on these days. Keep the booking pending or cancel it.',
    languages: 'Languages',
  },
  driverChoice: {
    legend: 'Available drivers',
    legendRanked: 'Available drivers, best language match first',
    speaks: icu('Speaks {languages}', 'languages'),
    languages: 'Languages:',
    requested: '(requested)',
    experience: icu("{years, plural, one {# year's experience} other {# years' experience}}", 'years'),
  },
  dialogs: {
    // A field's hint followed by how many characters remain.
    hintWithLeft: icu('{hint} {left}', 'hint', 'left'),
  },
} as const;
