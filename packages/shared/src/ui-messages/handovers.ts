import { icu } from '../i18n/icu';

/**
 * Handing a vehicle over and taking it back (issue 33, decision 112): the API's refusals
 * (`PAGE_MESSAGES.handoversApi`), read by the driver's trip card and the staff's booking page.
 */
/** The pricing policy's field (its own small tree: the policy's schema is on the home page). */
export const HANDOVER_POLICY = {
  fuelRateField: 'Fuel missing at a return, per eighth of a tank (USD)',
} as const;

export const HANDOVERS_API = {
  notAPicture: 'This file is not a picture we can read. Send a photo (JPEG, PNG, WebP or HEIC).',
  photoMissing: 'Send one photo as multipart/form-data in the field "file".',
  tooLarge: icu('A photo may be at most {megabytes} MB.', 'megabytes'),
  photoUnknown: 'A photo named in the form was not uploaded for this booking. Upload it again.',
  signatureInvalid: 'The signature must be a PNG picture drawn on the screen (a data:image/png;base64 address).',
  odometerRange: icu('The odometer reading must be a whole number of kilometres from 0 to {max}.', 'max'),
  fuelRange: 'The fuel level must be a whole number of eighths from 0 (empty) to 8 (full).',
  markInvalid: 'Each damage mark needs a place on the outline (x and y from 0 to 1), a side and a note of at most 200 characters.',
  tooManyMarks: icu('At most {max} damage marks a form.', 'max'),
  tooManyPhotos: icu('At most {max} damage photos a form.', 'max'),
  notYourTrip: 'Only staff hand over a self-drive vehicle, and only the assigned driver (or staff) a trip with a driver.',
  handoverNotNow: 'A vehicle is handed over only on a confirmed booking.',
  returnNotNow: 'A vehicle is taken back only on a trip under way.',
  alreadyRecorded: 'This step was recorded already for this booking.',
  handoverFirst: 'Record the handover before the return.',
  documentsUnverified: icu(
    'The tourist\'s documents are not all verified yet ({kinds}). Verify them on the booking\'s page before handing over the vehicle.',
    'kinds',
  ),
  permitNotChecked: 'The tourist gets the Sri Lankan permit at the airport counter: check it and tick "Permit seen" before handing over the vehicle.',
  odometerBelowHandover: icu('The return reading cannot be below the handover reading ({km} km).', 'km'),
  idempotencyKeyReused: 'This Idempotency-Key was used for a different request. Use a new key for a new form.',
  idempotencyKeyInvalid: 'The Idempotency-Key must be 1 to 200 visible characters.',
  chargeNotFound: 'Charge not found',
  chargeDecided: 'This charge was confirmed or dismissed already.',
  damageAmountRequired: 'Enter the amount of the damage to confirm it.',
  chargeAmountRange: 'The amount must be from 0.01 to 10,000 US dollars, in cents at most.',
} as const;
