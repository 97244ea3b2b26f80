import { icu } from '../i18n/icu';

/**
 * The staff pages' sentences about a vehicle out of service (decision 101): the vehicle's page and
 * the fleet timeline. Tourists never read a reason: their calendar shows such days as booked.
 */
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
