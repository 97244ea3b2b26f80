/**
 * The notifications module's face (docs/architecture/modules.md): the only file other modules
 * import (the app registers its HTTP routes from routes.ts).
 * Owns the `outbox` table: e-mails (and account requests) written in the transaction of the change
 * they tell about, delivered by the worker. Imports no other module: the reactions the worker runs
 * (account requests, receipt attachments) are plugged in by apps/api/src/outbox-worker.ts.
 */

/** Commands: queue e-mails / a request in the caller's transaction. */
export { enqueue, enqueueRequest } from './service';
/** Command of the retention sweep (modules/retention). */
export { deleteMailNoLongerKept } from './repo';

/** The e-mails: pure builders of `Outgoing` messages in the recipient's language. */
export {
  accountMailLanguage,
  bookingExpiredMail,
  bookingMailLinks,
  depositReminderMail,
  driverChangedMails,
  notificationsFor,
  recipientOf,
  scheduleChangedMails,
  type AccountMailFields,
  type BookingMailLinks,
  type MailRecipient,
  type Outgoing,
} from './messages';
export { accountCreatedByStaffMail, existingAccountMail, passwordChangedMail, passwordResetMail, welcomeMail } from './account-messages';
export { dateChangeApprovedMail, dateChangeDeclinedMail } from './date-change-messages';
export { reviewHiddenMail, reviewRequestMail } from './review-messages';
export { documentRejectedMail, documentsMissingMail } from './document-messages';
export { conditionReportMail } from './handover-messages';

/** The delivery loop and its transports (run with the reactions by apps/api/src/outbox-worker.ts). */
export {
  deliverDue,
  logTransport,
  resolveDueRequests,
  smtpTransport,
  startOutboxWorker,
  type Mail,
  type MailAttachment,
  type MailTransport,
  type OutboxReactions,
  type WorkerOptions,
} from './worker';
