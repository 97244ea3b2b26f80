import { icu } from '../i18n/icu';

/**
 * A vehicle out of service for dates (issue 30, decision 101): the API's refusals and answers
 * (`MESSAGES.outOfService`) and the staff pages' sentences (`PAGE_MESSAGES.outOfServiceUi`).
 * Tourists never read a reason: their calendar shows such days as booked.
 */
export const OUT_OF_SERVICE_API = {
  fromDateRequired: 'The first day out of service is required',
  fromTimeRequired: 'The time it goes out of service is required',
  untilDateRequired: 'The day it is back in service is required',
  untilTimeRequired: 'The time it is back in service is required',
  dateTimeInvalid: 'Invalid date/time format',
  untilAfterFrom: 'The vehicle must be back after it goes out of service',
  tooLong: icu('A vehicle can be out of service for at most {days} days at a time: add another period after this one.', 'days'),
  reasonInvalid: 'Choose a reason: maintenance, repair, registration or other',
  notFound: 'This vehicle has no out-of-service period with this id.',
  overlapsPeriod: 'The vehicle is already out of service for part of these dates. Change that period instead.',
  deleted: 'The vehicle is back in service for these dates.',
} as const;

export const OUT_OF_SERVICE_UI = {
  reasons: {
    maintenance: 'Maintenance',
    repair: 'Repair',
    registration: 'Registration',
    other: 'Other',
  },
  // The vehicle's page.
  title: 'Out of service',
  description: 'Dates the vehicle is in the workshop or away for its papers. Tourists see these days as not available and cannot book them; the reason is for staff only.',
  loading: 'Loading out-of-service dates…',
  empty: 'No out-of-service dates: the vehicle can be booked whenever it is free.',
  add: 'Take out of service',
  adding: 'Saving…',
  from: 'Out of service from',
  until: 'Back in service',
  date: 'Date',
  time: 'Time',
  reason: 'Reason',
  note: 'Note for staff (optional)',
  period: icu('{from} to {until}', 'from', 'until'),
  createdBy: icu('Added by {name} on {date}', 'name', 'date'),
  remove: 'Remove',
  removeNamed: icu('Remove out-of-service period {period}', 'period'),
  removing: 'Removing…',
  removed: 'The vehicle is back in service for those dates.',
  saved: 'Saved. New bookings for these dates are refused.',
  failed: icu('Not saved: {error}', 'error'),
  bookingsToMove: icu('{count, plural, one {# booking is already on these dates: move it to another vehicle or other dates.} other {# bookings are already on these dates: move them to another vehicle or other dates.}}', 'count'),
  bookingToMove: icu('{name}, {from} to {until} (#{ref})', 'name', 'from', 'until', 'ref'),
  // The fleet timeline.
  legend: 'Out of service',
  blockLabel: icu('{vehicle} out of service: {reason}, {from} to {until}', 'vehicle', 'reason', 'from', 'until'),
  blockLabelWithNote: icu('{vehicle} out of service: {reason} ({note}), {from} to {until}', 'vehicle', 'reason', 'note', 'from', 'until'),
  addFromTimeline: 'Out of service…',
  dialogTitle: 'Take a vehicle out of service',
  vehicle: 'Vehicle',
  chooseVehicle: 'Choose a vehicle',
  cancel: 'Cancel',
} as const;
