import { ACCOUNT_SETUP_TTL_DAYS, PASSWORD_RESET_TTL_MINUTES } from '@app/shared';
import { mailText, withSignature, type MailRecipient, type MailText, type Outgoing } from './messages';

/**
 * E-mails about an account rather than a booking. They go to the account's own address, in its
 * language, and none repeats text the sender of the request typed (no name, no message): whoever
 * asks, the most they can make the server send is these fixed words to an address that has an account.
 */

/** An account e-mail to `to` in its language: the subject and body `write` takes from its texts, signed; `sensitive` when it carries a secret link. */
function accountMail(to: MailRecipient, kind: Outgoing['kind'], write: (t: MailText) => { subject: string; body: string }, sensitive = false): Outgoing {
  const t = mailText(to.lang);
  const { subject, body } = write(t);
  return { kind, recipient: to.email, subject, body: withSignature(t, body), ...(sensitive ? { sensitive } : {}) };
}

/** The link to choose a new password, valid once for PASSWORD_RESET_TTL_MINUTES. */
export function passwordResetMail(to: MailRecipient, link: string): Outgoing {
  return accountMail(to, 'password_reset', (t) => ({ subject: t.passwordReset.subject, body: t.passwordReset.body(PASSWORD_RESET_TTL_MINUTES, link) }), true);
}

/** Registration with an address that already has an account: nothing is created, the owner is told. */
export function existingAccountMail(to: MailRecipient, links: { login: string; forgotPassword: string }): Outgoing {
  return accountMail(to, 'registration_existing_account', (t) => ({ subject: t.existingAccount.subject, body: t.existingAccount.body(links.login, links.forgotPassword) }));
}

export function welcomeMail(to: MailRecipient, loginLink: string): Outgoing {
  return accountMail(to, 'welcome', (t) => ({ subject: t.welcome.subject, body: t.welcome.body(loginLink) }));
}

export function passwordChangedMail(to: MailRecipient, forgotPasswordLink: string): Outgoing {
  return accountMail(to, 'password_changed', (t) => ({ subject: t.passwordChanged.subject, body: t.passwordChanged.body(forgotPasswordLink) }));
}

/** Staff made an account for a customer who booked by phone: the link sets its first password. */
export function accountCreatedByStaffMail(to: MailRecipient, setPasswordLink: string): Outgoing {
  return accountMail(to, 'account_created_by_staff', (t) => ({ subject: t.accountCreatedByStaff.subject, body: t.accountCreatedByStaff.body(ACCOUNT_SETUP_TTL_DAYS, setPasswordLink) }), true);
}
