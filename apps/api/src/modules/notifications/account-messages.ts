import { ACCOUNT_SETUP_TTL_DAYS, PASSWORD_RESET_TTL_MINUTES } from '@app/shared';
import { sign, type Outgoing } from './messages';

/**
 * E-mails about an account rather than a booking. They go to the account's own address, and
 * none repeats text the sender of the request typed (no name, no message): whoever asks, the
 * most they can make the server send is these fixed words to an address that has an account.
 */

/** The link to choose a new password, valid once for PASSWORD_RESET_TTL_MINUTES. */
export function passwordResetMail(to: string, link: string): Outgoing {
  return {
    kind: 'password_reset',
    recipient: to,
    subject: 'Reset your LankaRide password',
    body:
      `Hello,\n\nSomeone (we hope you) asked to reset the password of your LankaRide account.\n` +
      `Choose a new password here within ${PASSWORD_RESET_TTL_MINUTES} minutes; the link works once:\n\n${link}\n\n` +
      `If you did not ask, ignore this e-mail: your password stays as it is.${sign}`,
    sensitive: true,
  };
}

/** Registration with an address that already has an account: nothing is created, the owner is told. */
export function existingAccountMail(to: string, links: { login: string; forgotPassword: string }): Outgoing {
  return {
    kind: 'registration_existing_account',
    recipient: to,
    subject: 'You already have a LankaRide account',
    body:
      `Hello,\n\nSomeone tried to create a LankaRide account with this e-mail address, which already has one, so no new account was made.\n\n` +
      `If it was you, sign in at ${links.login}, or choose a new password at ${links.forgotPassword}.\n` +
      `If it was not you, you need not do anything.${sign}`,
  };
}

export function welcomeMail(to: string, loginLink: string): Outgoing {
  return {
    kind: 'welcome',
    recipient: to,
    subject: 'Welcome to LankaRide',
    body: `Hello,\n\nYour LankaRide account is ready. Sign in at ${loginLink} to book cars, vans and drivers across Sri Lanka.\n\nIf you did not create it, reply to this e-mail and we will close it.${sign}`,
  };
}

export function passwordChangedMail(to: string, forgotPasswordLink: string): Outgoing {
  return {
    kind: 'password_changed',
    recipient: to,
    subject: 'Your LankaRide password was changed',
    body:
      `Hello,\n\nThe password of your LankaRide account was just changed, and every other sign-in was ended.\n\n` +
      `If this was not you, choose a new password at ${forgotPasswordLink} and tell us by replying to this e-mail.${sign}`,
  };
}

/** Staff made an account for a customer who booked by phone: the link sets its first password. */
export function accountCreatedByStaffMail(to: string, setPasswordLink: string): Outgoing {
  return {
    kind: 'account_created_by_staff',
    recipient: to,
    subject: 'Your LankaRide account is ready',
    body:
      `Hello,\n\nWe made a LankaRide account for you with this e-mail address, for the booking you made with our team.\n` +
      `Choose your password here within ${ACCOUNT_SETUP_TTL_DAYS} days (the link works once), then sign in to see your booking:\n\n${setPasswordLink}\n\n` +
      `If you did not book with us, reply to this e-mail and we will close the account.${sign}`,
    sensitive: true,
  };
}
