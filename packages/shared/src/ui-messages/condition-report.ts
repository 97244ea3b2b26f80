import { icu } from '../i18n/icu';

/**
 * The condition report PDF (`GET /api/bookings/:id/condition-report.pdf`, decision 112): the
 * vehicle at the handover and at the return side by side, in the tourist's language. Numbers
 * (`{km}`) come formatted for the language; `{rate}` is an amount; `{date}` a day and time.
 */
export const CONDITION_REPORT = {
  title: 'Vehicle condition report',
  issued: icu('Made {date} (Sri Lanka time)', 'date'),
  intro: 'The vehicle as it was handed over and as it came back, as recorded and signed at each step.',
  handover: 'Handover',
  return: 'Return',
  notYet: 'Not recorded yet.',
  recordedAt: 'Date and time',
  recordedBy: 'Recorded by',
  odometer: 'Odometer',
  km: icu('{km} km', 'km'),
  fuel: 'Fuel',
  eighths: icu('{eighths}/8 of a tank', 'eighths'),
  permitSeen: 'Sri Lankan permit from the airport counter seen',
  photos: 'Photos of the four sides',
  sides: { front: 'Front', back: 'Back', left: 'Left side', right: 'Right side', top: 'Roof' },
  damagePhotos: 'Damage photos',
  marks: 'Damage marks',
  outline: 'The marks on the outline of the vehicle seen from above, the front at the top.',
  noMarks: 'No damage marked.',
  mark: icu('{n}. {side}: {note}', 'n', 'side', 'note'),
  newMark: icu('{n}. {side}: {note} (new at the return)', 'n', 'side', 'note'),
  comparison: 'The return compared with the handover',
  driven: icu('Kilometres driven: {km} km (included: {included} km, beyond the allowance: {extra} km)', 'km', 'included', 'extra'),
  fuelShort: icu('Fuel: {eighths}/8 of a tank less than at the handover', 'eighths'),
  fuelSame: 'Fuel: as full as at the handover, or fuller',
  newMarks: icu('New damage marks: {count}', 'count'),
  charges: 'Charges proposed at the return',
  chargesHint: 'Nothing is charged until staff confirm it.',
  chargesNone: 'The return proposed no charges.',
  chargeFuel: icu('Fuel: {eighths}/8 of a tank at {rate} an eighth', 'eighths', 'rate'),
  chargeDamage: icu('Damage: {note}', 'note'),
  chargeStatus: { proposed: 'waiting for staff', confirmed: 'confirmed', dismissed: 'waived' },
  signature: "The tourist's signature",
} as const;

/** The e-mail after each step, with the report attached (decision 112). */
export const CONDITION_REPORT_EMAIL = {
  handover: {
    subject: icu('Booking {reference}: your vehicle was handed over', 'reference'),
    body: icu(
      'Dear {name},\n\nYour {vehicle} was handed over on {date}. The condition report attached shows the odometer, the fuel, the photos and any damage marked, with your signature.\n\nYou can download it again from My Bookings: {link}',
      'name',
      'vehicle',
      'date',
      'link',
    ),
  },
  return: {
    subject: icu('Booking {reference}: your vehicle was returned', 'reference'),
    body: icu(
      'Dear {name},\n\nYour {vehicle} was returned on {date}. The condition report attached shows it as handed over and as returned, side by side, and any charges the return proposed: nothing is charged until our staff confirm it.\n\nYou can download it again from My Bookings: {link}',
      'name',
      'vehicle',
      'date',
      'link',
    ),
  },
} as const;
