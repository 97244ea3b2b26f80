import { icu } from '../i18n/icu';

/**
 * The API's refusals of reviews (decision 094): a file of their own, so the
 * message catalog every page loads (MESSAGES) does not bring the pages' and e-mails' sentences with them.
 */
export const REVIEW_API = {
  onlyCompleted: 'A trip can be reviewed once it is completed.',
  alreadyReviewed: 'This trip has been reviewed already.',
  noDriver: 'This trip had no driver to rate.',
  ratingInvalid: icu('{field} must be a whole number of stars from 1 to 5', 'field'),
  reviewNotFound: 'No review has this id.',
  reasonRequired: 'Please say why the review is hidden: the reviewer reads it.',
  showRealRatingInvalid: 'showRealRating must be true or false',
} as const;
