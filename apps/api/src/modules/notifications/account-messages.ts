import { ACCOUNT_SETUP_TTL_DAYS, PASSWORD_RESET_TTL_MINUTES } from '@app/shared';
import { mailText, withSignature, type MailRecipient, type Outgoing } from './messages';

/**
 * E-mails about an account rather than a booking. They go to the account's own address, in its
 * language, and none repeats text the sender of the request typed (no name, no message): whoever
 * asks, the most they can make the server send is these fixed words to an address that has an account.
 */

/** The link to choose a new password, valid once for PASSWORD_RESET_TTL_MINUTES. */
export function passwordResetMail(to: MailRecipient, link: string): Outgoing {
  const t = mailText(to.lang);
  return {
    kind: 'password_reset',
    recipient: to.email,
    subject: t.passwordReset.subject,
    body: withSignature(t, t.passwordReset.body(PASSWORD_RESET_TTL_MINUTES, link)),
    sensitive: true,
  };
}

/** Registration with an address that already has an account: nothing is created, the owner is told. */
export function existingAccountMail(to: MailRecipient, links: { login: string; forgotPassword: string }): Outgoing {
  const t = mailText(to.lang);
  return {
    kind: 'registration_existing_account',
    recipient: to.email,
    subject: t.existingAccount.subject,
    body: withSignature(t, t.existingAccount.body(links.login, links.forgotPassword)),
  };
}

export function welcomeMail(to: MailRecipient, loginLink: string): Outgoing {
  const t = mailText(to.lang);
  return {
    kind: 'welcome',
    recipient: to.email,
    subject: t.welcome.subject,
    body: withSignature(t, t.welcome.body(loginLink)),
  };
}

export function passwordChangedMail(to: MailRecipient, forgotPasswordLink: string): Outgoing {
  const t = mailText(to.lang);
  return {
    kind: 'password_changed',
    recipient: to.email,
    subject: t.passwordChanged.subject,
    body: withSignature(t, t.passwordChanged.body(forgotPasswordLink)),
  };
}

/** Staff made an account for a customer who booked by phone: the link sets its first password. */
export function accountCreatedByStaffMail(to: MailRecipient, setPasswordLink: string): Outgoing {
  const t = mailText(to.lang);
  return {
    kind: 'account_created_by_staff',
    recipient: to.email,
    subject: t.accountCreatedByStaff.subject,
    body: withSignature(t, t.accountCreatedByStaff.body(ACCOUNT_SETUP_TTL_DAYS, setPasswordLink)),
    sensitive: true,
  };
}
