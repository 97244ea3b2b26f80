import { CONTACT_DETAILS, DEFAULT_UI_LANGUAGE, formatDateIn, formatInstantIn, formatPriceIn, infoPagePath, intlLocaleOf, isUiLanguage, languageNames, localizeTree, shortReference, type Booking, type CancellationRefund, type InfoPageSlug, type UiLanguage } from '@app/shared';
import { EMAIL_MESSAGES } from '@app/shared/email-messages';
import { emailMessagesIn } from '../../lib/i18n';
import { routeText } from '../../lib/route-text';
import { billOf, formatInstant, lineDescription, moneyFormat, receiptText, signed, type ReceiptPayment } from '../../lib/money-text';

export type NotificationKind =
  | 'booking_received'
  | 'booking_confirmed'
  | 'booking_cancelled'
  | 'booking_completed'
  | 'booking_deposit_reminder'
  | 'booking_expired'
  | 'booking_driver_changed'
  | 'booking_changed'
  | 'date_change_approved'
  | 'date_change_declined'
  | 'document_rejected'
  | 'documents_missing'
  | 'handover_report'
  | 'return_report'
  | 'review_request'
  | 'review_hidden'
  | 'driver_assigned'
  | 'driver_trip_cancelled'
  | 'driver_trip_changed'
  | 'account_created_by_staff'
  | 'password_reset'
  | 'password_changed'
  | 'registration_existing_account'
  | 'welcome';

export interface Outgoing {
  kind: NotificationKind;
  /** null: the account has no e-mail address (decision 083); `enqueue` writes nothing for it. */
  recipient: string | null;
  subject: string;
  body: string;
  /** Carries a secret (a reset link): redacted in the admin Outbox, and in storage once sent. */
  sensitive?: boolean;
}

/** Who an e-mail goes to, and the language it is written in (English when unknown). */
export interface MailRecipient {
  /** null: an account without e-mail (decision 083), which is told by phone, not written to. */
  email: string | null;
  lang?: UiLanguage | null;
}

/**
 * What an e-mail needs of an account (the users module's rows have these columns); a shape, not
 * an import, so notifications does not depend on users.
 */
export interface AccountMailFields {
  email: string | null;
  preferred_language: UiLanguage | null;
  browser_language: UiLanguage | null;
}

/**
 * An account as a recipient: its own address, in the language its person chose, else the one their
 * browser asked for at registration or the latest sign-in, else English (decision 081).
 */
export function recipientOf(row: AccountMailFields): MailRecipient {
  return { email: row.email, lang: accountMailLanguage(row) };
}

/** The language an account's e-mails are written in (null: English). */
export function accountMailLanguage(row: Pick<AccountMailFields, 'preferred_language' | 'browser_language'> | undefined): UiLanguage | null {
  return row?.preferred_language ?? row?.browser_language ?? null;
}

export type MailText = typeof EMAIL_MESSAGES.email;

/*
 * English is formatted like the translations rather than through `EMAIL_MESSAGES`: its messages
 * remember every sentence they make (so errors can carry codes), and a mail body is no error and
 * may carry a secret link.
 */
const ENGLISH: MailText = localizeTree(EMAIL_MESSAGES.email, DEFAULT_UI_LANGUAGE, undefined);

/** Every sentence of the e-mails in one language. */
export function mailText(lang: UiLanguage | null | undefined): MailText {
  return !lang || lang === DEFAULT_UI_LANGUAGE ? ENGLISH : emailMessagesIn(lang).email;
}

export const languageOf = (to: MailRecipient): UiLanguage => (isUiLanguage(to.lang) ? to.lang : DEFAULT_UI_LANGUAGE);

/** The signature every e-mail ends with, after a blank line. */
export function withSignature(t: MailText, body: string): string {
  return `${body}\n\n${t.signature(CONTACT_DETAILS.address.join(', '), CONTACT_DETAILS.phone, CONTACT_DETAILS.email)}`;
}

/** A driver's languages as the reader's language names them, as a list of that language. */
function spokenLanguages(codes: readonly string[], lang: UiLanguage): string {
  if (lang === DEFAULT_UI_LANGUAGE) return languageNames(codes);
  const names = new Intl.DisplayNames([lang], { type: 'language' });
  return new Intl.ListFormat(lang, { type: 'conjunction' }).format(codes.map((code) => names.of(code) ?? code));
}

const yesNo = (flag: boolean) => (flag ? 'yes' : 'no');
const ref = (b: Booking) => shortReference(b._id);
/** A trip's days in the reader's words (decision 082); times stay HH:mm as they were booked. */
export const trip = (t: MailText, b: Booking, lang: UiLanguage) =>
  t.trip(`${b.vehicleBrand} ${b.vehicleModel}`, formatDateIn(b.pickupDate, lang), b.pickupTime, b.pickupPoint, formatDateIn(b.returnDate, lang), b.returnTime, b.returnPoint);

/** Links the booking e-mails carry (absolute, from PUBLIC_URL). */
export interface BookingMailLinks {
  myBookings: string;
  /** The site's address (PUBLIC_URL), under which the travellers' pages live (decision 085). */
  site: string;
}

export function bookingMailLinks(publicUrl: string): BookingMailLinks {
  return { myBookings: `${publicUrl}/manage-bookings`, site: publicUrl };
}

/** A traveller's page in the reader's language: `?lang=` opens it so (English needs none). */
function pageLink(links: BookingMailLinks, slug: InfoPageSlug, lang: UiLanguage): string {
  return `${links.site}${infoPagePath(slug)}${lang === DEFAULT_UI_LANGUAGE ? '' : `?lang=${lang}`}`;
}

/** The travellers' pages under the price of the received and confirmed e-mails; the licence page for self drive. */
function readBefore(t: MailText, lang: UiLanguage, b: Booking, links: BookingMailLinks): string {
  const link = (slug: InfoPageSlug) => pageLink(links, slug, lang);
  return `\n\n${t.readBefore(link('terms'), link('cancellation'), yesNo(b.driverOption === 'selfDrive'), link('licence'), link('faq'))}`;
}

/** What a tourist brings to the pickup, by driver option. */
export function whatToBring(t: MailText, b: Booking): string {
  return b.driverOption === 'selfDrive' ? t.whatToBring.selfDrive : t.whatToBring.withDriver;
}

/** The trip, its total and where to follow it: the facts every booking e-mail to the tourist repeats. */
export function summary(t: MailText, lang: UiLanguage, b: Booking, links: BookingMailLinks): string {
  // US dollars as the recipient's language writes money ($620.00 in English, 620,00 $ in German).
  return t.summary(ref(b), trip(t, b, lang), b.numTourists, formatPriceIn(b.totalPrice, intlLocaleOf(lang)), links.myBookings) + flightLine(t, b);
}

/** The flight, the meeting point and the sign's name, on a line of its own; nothing without a flight (issue 32). */
export function flightLine(t: MailText, b: Booking): string {
  if (!b.flightNumber) return '';
  return `\n${t.flight(b.flightNumber, yesNo(Boolean(b.flightTime)), b.flightTime ?? '', b.signName ?? b.name)}`;
}

/** A round trip's route day by day under the summary (issue 31); nothing without one. */
export function routeBlock(lang: UiLanguage, b: Booking): string {
  const route = routeText(b, lang);
  return route ? `\n\n${route.heading}\n${route.days.join('\n')}` : '';
}

/** Price lines, one a line: the receipt's words for each, and its amount. */
function priceLines(t: MailText, lang: UiLanguage, b: Booking, lines: Booking['quote']['lines']): string {
  const money = moneyFormat(lang);
  const r = receiptText(lang);
  return lines.map((line) => t.priceLine(lineDescription(r, line, b.quote, money.usd, lang), money.usd(line.amount))).join('\n');
}

/**
 * The booking's own terms, as the received and confirmed e-mails show them: the quote's lines,
 * the total, the deposit and the balance, and the refund tiers in one sentence.
 */
function price(t: MailText, lang: UiLanguage, b: Booking): string {
  const { usd } = moneyFormat(lang);
  const q = b.quote;
  const tiers = [...q.cancellation].sort((x, y) => y.hoursBefore - x.hoursBefore).map((tier) => t.cancellationTier(tier.hoursBefore, tier.refundPercent));
  const cancellation = tiers.length ? t.cancellation(tiers.join(t.cancellationSeparator)) : '';
  return t.price(priceLines(t, lang, b, q.lines), usd(q.total), usd(q.depositDue), usd(q.balanceDue), cancellation).trimEnd();
}

/** The final bill the completion e-mail carries (the PDF of it is attached when it is sent). */
function finalReceipt(t: MailText, lang: UiLanguage, b: Booking, payments: readonly ReceiptPayment[]): string {
  const money = moneyFormat(lang);
  const r = receiptText(lang);
  const bill = billOf(b);
  const ledger = payments.length
    ? payments
        .map((p) => {
          const inOther = p.currency !== 'USD';
          return t.paymentLine(formatInstant(p.recordedAt, lang), r.kinds[p.kind], r.methods[p.method], money.in(signed(p, p.amount), p.currency), yesNo(inOther), inOther ? money.usd(signed(p, p.amountUsd)) : '');
        })
        .join('\n')
    : r.noPayments;
  const s = b.paymentSummary;
  return t.finalReceipt(priceLines(t, lang, b, bill.lines), money.usd(bill.total), ledger, money.usd(s.balanceDue), yesNo(s.refundDue > 0), money.usd(s.refundDue));
}

/** Who the tourist meets: the booking's driver, their phone and the languages they speak. */
function driverFacts(b: Booking, lang: UiLanguage) {
  const languages = b.driverId?.languages ?? [];
  return {
    name: b.driverId?.username ?? '',
    phone: b.driverId?.phone ?? '',
    hasLanguages: yesNo(languages.length > 0),
    languages: languages.length ? spokenLanguages(languages, lang) : '',
  };
}

/** The people a booking's e-mails go to: the booker's account and, where concerned, the driver's. */
export interface BookingRecipients {
  tourist: MailRecipient;
  driver?: MailRecipient;
}

/**
 * The e-mails one booking event sends, to the booker's account and, where concerned, the driver's.
 * Never to the contact e-mail typed into the booking form (`b.email`): staff see that one.
 */
export function notificationsFor(
  event: 'received' | 'confirmed' | 'cancelled' | 'completed',
  b: Booking,
  to: BookingRecipients,
  links: BookingMailLinks,
  /** The booking's ledger, for the final receipt of a completed trip. */
  payments: readonly ReceiptPayment[] = [],
  /** A cancellation's refund by the booking's tiers, stated in the cancellation e-mail. */
  refund?: CancellationRefund,
): Outgoing[] {
  const lang = languageOf(to.tourist);
  const t = mailText(lang);
  const recipient = to.tourist.email;
  switch (event) {
    case 'received':
      return [{
        kind: 'booking_received',
        recipient,
        subject: t.received.subject(ref(b)),
        body: withSignature(t, t.received.body(b.name, `${summary(t, lang, b, links)}${routeBlock(lang, b)}\n\n${price(t, lang, b)}${depositDeadlineLine(t, lang, b)}${readBefore(t, lang, b, links)}`)),
      }];
    case 'confirmed': {
      const driver = driverFacts(b, lang);
      const withDriver = b.driverId ? t.confirmed.driver(driver.name, driver.phone, driver.hasLanguages, driver.languages) : t.confirmed.selfDrive;
      const out: Outgoing[] = [{
        kind: 'booking_confirmed',
        recipient,
        subject: t.confirmed.subject(ref(b)),
        body: withSignature(t, t.confirmed.body(b.name, withDriver, `${summary(t, lang, b, links)}${routeBlock(lang, b)}\n\n${price(t, lang, b)}${readBefore(t, lang, b, links)}`, whatToBring(t, b))),
      }];
      if (b.driverId && to.driver) out.push(driverAssignedMail(b, to.driver));
      return out;
    }
    case 'cancelled': {
      const out: Outgoing[] = [{
        kind: 'booking_cancelled',
        recipient,
        subject: t.cancelled.subject(ref(b)),
        body: withSignature(t, t.cancelled.body(b.name, trip(t, b, lang), yesNo(Boolean(b.cancelReason)), b.cancelReason ?? '', `${refundLine(t, lang, refund)}${summary(t, lang, b, links)}`)),
      }];
      if (b.driverId && to.driver) out.push(driverReleasedMail(b, to.driver, 'cancelled'));
      return out;
    }
    case 'completed':
      // The final receipt: its PDF is attached as the e-mail is sent (see the outbox worker).
      return [{
        kind: 'booking_completed',
        recipient,
        subject: t.completed.subject(ref(b)),
        body: withSignature(t, `${t.completed.body(b.name, `${b.vehicleBrand} ${b.vehicleModel}`)}\n\n${finalReceipt(t, lang, b, payments)}`),
      }];
  }
}

/**
 * What a cancellation gives back, before the summary: the amount, its share of what was paid and
 * the tier that gave it; nothing when nothing was paid.
 */
function refundLine(t: MailText, lang: UiLanguage, refund: CancellationRefund | undefined): string {
  if (!refund || refund.held <= 0) return '';
  const { usd } = moneyFormat(lang);
  return `${t.cancelledRefund(yesNo(refund.amount > 0), usd(refund.amount), refund.percent, usd(refund.held), refund.tierHours)}\n\n`;
}

/** The deposit's deadline in the tourist's e-mails: its Sri Lanka day and time in the reader's words. */
const deadlineOf = (b: Booking, lang: UiLanguage) => (b.depositDeadline ? formatInstantIn(b.depositDeadline, lang, true) : '');

/** Under the price of the received e-mail: pay the deposit by the deadline (only when a deposit is asked). */
function depositDeadlineLine(t: MailText, lang: UiLanguage, b: Booking): string {
  if (!b.depositDeadline) return '';
  return `\n\n${t.depositDeadline(moneyFormat(lang).usd(b.quote.depositDue), deadlineOf(b, lang))}`;
}

/** A few hours before an unpaid pending booking's deadline (decision 073). */
export function depositReminderMail(b: Booking, to: MailRecipient, links: BookingMailLinks): Outgoing {
  const lang = languageOf(to);
  const t = mailText(lang);
  return {
    kind: 'booking_deposit_reminder',
    recipient: to.email,
    subject: t.depositReminder.subject(ref(b), deadlineOf(b, lang)),
    body: withSignature(t, t.depositReminder.body(b.name, deadlineOf(b, lang), moneyFormat(lang).usd(b.paymentSummary.depositDue), summary(t, lang, b, links))),
  };
}

/** At the deadline: the system cancelled the booking; what was paid of the deposit is refunded. */
export function bookingExpiredMail(b: Booking, to: MailRecipient, links: BookingMailLinks): Outgoing {
  const lang = languageOf(to);
  const t = mailText(lang);
  const refund = b.paymentSummary.refundDue;
  return {
    kind: 'booking_expired',
    recipient: to.email,
    subject: t.expired.subject(ref(b)),
    body: withSignature(t, t.expired.body(b.name, trip(t, b, lang), deadlineOf(b, lang), yesNo(refund > 0), moneyFormat(lang).usd(refund), summary(t, lang, b, links))),
  };
}

function driverAssignedMail(b: Booking, to: MailRecipient): Outgoing {
  const lang = languageOf(to);
  const t = mailText(lang);
  return {
    kind: 'driver_assigned',
    recipient: to.email,
    subject: t.driverAssigned.subject(ref(b), formatDateIn(b.pickupDate, lang), b.pickupPoint),
    body: withSignature(
      t,
      t.driverAssigned.body(b.driverId?.username ?? '', trip(t, b, lang), b.name, b.phone, b.numTourists, yesNo(Boolean(b.specialRequests)), b.specialRequests) + flightLine(t, b) + routeBlock(lang, b),
    ),
  };
}

/** The driver no longer has the trip: it was cancelled, or went to another driver. */
function driverReleasedMail(b: Booking, to: MailRecipient, why: 'cancelled' | 'reassigned'): Outgoing {
  const lang = languageOf(to);
  const t = mailText(lang);
  const text = why === 'cancelled' ? t.driverTripCancelled : t.driverTripReassigned;
  return {
    kind: 'driver_trip_cancelled',
    recipient: to.email,
    subject: text.subject(ref(b)),
    body: withSignature(t, text.body(trip(t, b, lang))),
  };
}

/** Another driver took the trip: the tourist meets the new one, the old one is free, the new one has a trip. */
export function driverChangedMails(
  b: Booking,
  to: { tourist: MailRecipient; previousDriver?: MailRecipient; newDriver?: MailRecipient },
  links: BookingMailLinks,
): Outgoing[] {
  const lang = languageOf(to.tourist);
  const t = mailText(lang);
  const driver = driverFacts(b, lang);
  const out: Outgoing[] = [{
    kind: 'booking_driver_changed',
    recipient: to.tourist.email,
    subject: t.driverChanged.subject(ref(b)),
    body: withSignature(t, t.driverChanged.body(b.name, driver.name, driver.phone, driver.hasLanguages, driver.languages, summary(t, lang, b, links))),
  }];
  if (to.previousDriver) out.push(driverReleasedMail(b, to.previousDriver, 'reassigned'));
  if (to.newDriver) out.push(driverAssignedMail(b, to.newDriver));
  return out;
}

/** New dates, vehicle or price: the tourist sees the trip as it is now, the driver too. */
export function scheduleChangedMails(b: Booking, to: BookingRecipients, links: BookingMailLinks): Outgoing[] {
  const lang = languageOf(to.tourist);
  const t = mailText(lang);
  const out: Outgoing[] = [{
    kind: 'booking_changed',
    recipient: to.tourist.email,
    subject: t.changed.subject(ref(b)),
    body: withSignature(t, t.changed.body(b.name, summary(t, lang, b, links) + routeBlock(lang, b), whatToBring(t, b))),
  }];
  if (to.driver) {
    const d = mailText(languageOf(to.driver));
    out.push({
      kind: 'driver_trip_changed',
      recipient: to.driver.email,
      subject: d.driverTripChanged.subject(ref(b)),
      body: withSignature(d, d.driverTripChanged.body(b.driverId?.username ?? '', trip(d, b, languageOf(to.driver)))),
    });
  }
  return out;
}
