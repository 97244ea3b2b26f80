import { icu } from '../i18n/icu';

/**
 * Reviews from real trips (issue 29, decision 094): the API's refusals (`MESSAGES.review`), the
 * pages' sentences (`PAGE_MESSAGES.reviewUi`) and the e-mails (`EMAIL_MESSAGES.email.review`).
 */
export const REVIEW_UI = {
  // My Bookings: the form, its errors and what it says afterwards.
  rate: 'Rate your trip',
  formTitle: icu('Rate your trip with {vehicle}', 'vehicle'),
  vehicle: 'The vehicle',
  driver: 'The driver',
  /** One star of a rating input, as a screen reader and a tooltip name it. */
  starOption: icu('{stars, plural, one {# star} other {# stars}}', 'stars'),
  commentLabel: 'What would you tell other travellers? (optional)',
  commentHint: icu('Up to {max} characters. Your first name and the month of the trip are shown with it.', 'max'),
  chooseVehicle: 'Please choose from one to five stars for the vehicle.',
  send: 'Publish review',
  sending: 'Publishing…',
  notNow: 'Not now',
  sent: 'Thank you: your review is published.',
  failed: icu('The review could not be sent: {error}', 'error'),
  yourRating: icu('You rated this trip {stars} out of 5.', 'stars'),
  // The vehicle page.
  title: 'Reviews from travellers',
  average: icu('{average} out of 5 from {count, plural, one {# review} other {# reviews}}', 'average', 'count'),
  none: 'No reviews yet.',
  stars: icu('{rating} out of 5 stars', 'rating'),
  /** `country` is `none` when the reviewer gave none. */
  byLine: icu('{name}{country, select, none {} other {, {country}}} · {month}', 'name', 'country', 'month'),
  writtenIn: icu('Written in {language}', 'language'),
  more: 'More reviews',
  // Staff: the reviews page.
  adminTitle: 'Reviews',
  adminEmpty: 'No reviews yet.',
  loading: 'Loading reviews…',
  published: 'Published',
  hiddenBecause: icu('Hidden: {reason}', 'reason'),
  hide: 'Hide',
  hideTitle: icu('Hide the review by {name}', 'name'),
  hideReason: 'Reason (the reviewer reads it)',
  hideConfirm: 'Hide review',
  hiding: 'Hiding…',
  keep: 'Keep it',
  unhide: 'Publish again',
  hidden: 'The review is hidden, and the reviewer is e-mailed the reason.',
  unhidden: 'The review is published again.',
  actionFailed: icu('That did not work: {error}', 'error'),
  // Staff: the home page's rating line (decision 097).
  settingsTitle: 'The home page’s rating',
  showReal: 'Show the real rating on the home page',
  showRealHint: 'Off: the home page keeps its standard claim. On: it shows the average and the number of published reviews.',
  realNow: 'The real figures now:',
  settingsSaved: 'Saved: the home page shows this from now on.',
} as const;

export const REVIEW_EMAIL = {
  request: {
    subject: icu('How was your trip with {vehicle}?', 'vehicle'),
    body: icu(
      'Dear {name},\n\nThank you for travelling with us. Would you tell other travellers how it went? Rating the vehicle{hasDriver, select, yes { and your driver} other {}} takes a minute:\n{link}',
      'name',
      'hasDriver',
      'link',
    ),
  },
  hidden: {
    subject: 'Your review is no longer shown',
    body: icu('Dear {name},\n\nYour review of the trip with {vehicle} is no longer shown on our site.\nReason: {reason}', 'name', 'vehicle', 'reason'),
  },
} as const;
