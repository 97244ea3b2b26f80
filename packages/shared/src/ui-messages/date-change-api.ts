/**
 * The API's refusals of tourists' date-change requests (decision 087): a file of their own, so the
 * message catalog every page loads (MESSAGES) does not bring the pages' and e-mails' sentences with them.
 */
export const DATE_CHANGE_API = {
  onlyOpen: 'Only a pending or confirmed booking can get new dates.',
  tripBegun: 'The trip has begun: its dates can no longer change.',
  alreadyOpen: 'You already asked for new dates for this booking. Withdraw that request before asking for other dates.',
  sameDates: 'These are the dates the booking has already: choose other dates.',
  requestNotFound: 'No request for new dates has this id.',
  notOpen: 'This request is no longer open: it was already answered, withdrawn, or its booking changed.',
  reasonRequired: 'Please say why the request is declined: the tourist reads it.',
} as const;
