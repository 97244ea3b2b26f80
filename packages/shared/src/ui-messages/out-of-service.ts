import { icu } from '../i18n/icu';

/**
 * A vehicle out of service for dates (issue 30, decision 101): the API's refusals and answers
 * (`PAGE_MESSAGES.outOfServiceApi`). Only staff pages read them, so they live in the tree loaded
 * with those pages, not in `MESSAGES` (the home page's, at its budget). The pages' own sentences
 * are in out-of-service-ui.ts.
 */
export const OUT_OF_SERVICE_API = {
  /** The note's name in the length rule's sentence. */
  noteField: 'Note',
  fromDateRequired: 'The first day out of service is required',
  fromTimeRequired: 'The time it goes out of service is required',
  untilDateRequired: 'The day it is back in service is required',
  untilTimeRequired: 'The time it is back in service is required',
  untilAfterFrom: 'The vehicle must be back after it goes out of service',
  tooLong: icu('A vehicle can be out of service for at most {days} days at a time: add another period after this one.', 'days'),
  reasonInvalid: 'Choose a reason: maintenance, repair, registration or other',
  notFound: 'This vehicle has no out-of-service period with this id.',
  overlapsPeriod: 'The vehicle is already out of service for part of these dates. Change that period instead.',
  deleted: 'The vehicle is back in service for these dates.',
} as const;
