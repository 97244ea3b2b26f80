/**
 * Live changes (issue 34, decision 109): the office's quiet notice when a booking is made
 * anywhere. Only signed-in screens load it, with the live client (not the home page).
 */
export const LIVE_UI = {
  /** The notice's text; read out politely by screen readers. */
  newBooking: 'New booking',
  /** Its link to the booking. */
  open: 'Open',
  /** Closes the notice. */
  dismiss: 'Dismiss',
};
