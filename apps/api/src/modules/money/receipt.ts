import { CONTACT_DETAILS, shortReference, type Booking, type UiLanguage } from '@app/shared';
import { BRAND, COLORS, CONTENT_WIDTH, PAGE, openPdf, stringsIn, type TextStyle } from '../../lib/pdf-writer';
import { routeText } from '../../lib/route-text';
import { billOf, formatDay, formatInstant, lineDescription, moneyFormat, receiptText, signed, type ReceiptPayment, type ReceiptText } from '../../lib/money-text';

export type { ReceiptPayment } from '../../lib/money-text';

/** Everything a receipt shows; the document is made from this alone. */
export interface ReceiptData {
  booking: Booking;
  /** The ledger, oldest first. */
  payments: ReceiptPayment[];
  /** The reader's language: the account that asks, or the tourist the e-mail goes to. */
  lang: UiLanguage;
  /** When it is made (epoch ms). */
  issuedAt: number;
}

/** The name a receipt file is saved under: `lankaride-receipt-ABC123.pdf`. */
export function receiptFileName(bookingId: string): string {
  return `lankaride-receipt-${shortReference(bookingId)}.pdf`;
}

/** What a booking's document is (decision 079): its title and closing words follow the booking. */
export type DocumentKind = 'invoice' | 'receipt' | 'finalReceipt' | 'cancelled';

export function documentKind(b: Booking): DocumentKind {
  if (b.bookingStatus === 'cancelled') return 'cancelled';
  // A completed trip was taken: its final receipt, with anything still owed (extra kilometres) as due.
  if (b.bookingStatus === 'completed') return 'finalReceipt';
  return b.paymentSummary.balanceDue > 0 ? 'invoice' : 'receipt';
}

/** The booking's status and how its payment stands, in the reader's words: "Confirmed · balance still to pay". */
function statusOf(r: ReceiptText, b: Booking): string {
  const s = b.paymentSummary;
  const status =
    b.bookingStatus === 'picked_up' || b.bookingStatus === 'en_route' ? r.statuses.underWay : r.statuses[b.bookingStatus];
  const payment =
    b.bookingStatus === 'cancelled'
      ? s.refundDue > 0
        ? r.paymentStatuses.refundDue
        : r.paymentStatuses.settled
      : s.depositDue > 0
        ? r.paymentStatuses.depositDue
        : s.balanceDue > 0
          ? r.paymentStatuses.balanceDue
          : r.paymentStatuses.paid;
  return `${status} · ${payment}`;
}

const TITLES = { invoice: 'invoiceTitle', receipt: 'title', finalReceipt: 'finalTitle', cancelled: 'cancelledTitle' } as const;
/** Only a completed trip is thanked for; a paid one is looked forward to; an unpaid one says it is no receipt. */
const CLOSING = { invoice: 'invoiceNote', receipt: 'paidNote', finalReceipt: 'thanks', cancelled: 'cancelledNote' } as const;

/** What the document says, every string ready: made first, so the fonts its characters need are loaded before drawing. */
interface ReceiptContent {
  title: string;
  issued: string;
  company: { support: string; address: string[]; contact: string };
  facts: [label: string, value: string][];
  timesNote: string;
  /** A round trip's route, a line a day (issue 31); null without one. */
  route: { heading: string; days: string[] } | null;
  charges: { heading: string; description: string; amount: string; lines: [string, string][]; total: [string, string] };
  payments: { heading: string; empty: string | null; columns: string[]; rows: string[][] };
  due: { label: string; amount: string; strong: boolean }[];
  notes: string[];
}

/** The receipt's words in `data.lang`, amounts through the shared formatters. */
export function receiptContent(data: ReceiptData): ReceiptContent {
  const { booking: b, payments, lang } = data;
  const r = receiptText(lang);
  const money = moneyFormat(lang);
  const bill = billOf(b);
  const s = b.paymentSummary;
  const due: { label: string; amount: number; strong: boolean }[] = [{ label: r.paid, amount: s.paid, strong: false }];
  if (s.refunded > 0) due.push({ label: r.refunded, amount: s.refunded, strong: false });
  if (s.depositDue > 0) due.push({ label: r.depositDue, amount: s.depositDue, strong: false });
  if (s.refundDue > 0) due.push({ label: r.refundDue, amount: s.refundDue, strong: true });
  due.push({ label: r.balanceDue, amount: s.balanceDue, strong: true });
  const kind = documentKind(b);
  return {
    title: r[TITLES[kind]],
    issued: r.issued(formatInstant(data.issuedAt, lang, true)),
    company: { support: r.support, address: [...CONTACT_DETAILS.address], contact: r.contact(CONTACT_DETAILS.phone, CONTACT_DETAILS.email) },
    facts: [
      [r.details.reference, shortReference(b._id)],
      [r.details.bookingId, b._id],
      [r.statusLabel, statusOf(r, b)],
      [r.details.tourist, b.name],
      [r.details.vehicle, `${b.vehicleBrand} ${b.vehicleModel}`],
      [r.details.driverOption, b.driverOption === 'withDriver' ? r.details.withDriver : r.details.selfDrive],
      [r.details.pickup, r.when(formatDay(b.pickupDate, lang), b.pickupTime, b.pickupPoint)],
      [r.details.return, r.when(formatDay(b.returnDate, lang), b.returnTime, b.returnPoint)],
    ],
    timesNote: r.timesNote,
    route: routeText(b, lang),
    charges: {
      heading: r.charges,
      description: r.description,
      amount: r.amount,
      lines: bill.lines.map((line) => [lineDescription(r, line, b.quote, money.usd, lang), money.usd(line.amount)]),
      total: [r.total, money.usd(bill.total)],
    },
    payments: {
      heading: r.payments,
      empty: payments.length === 0 ? r.noPayments : null,
      columns: [r.columns.date, r.columns.kind, r.columns.method, r.columns.amount, r.columns.usd, r.columns.reference],
      rows: payments.map((p) => [
        formatInstant(p.recordedAt, lang),
        r.kinds[p.kind],
        r.methods[p.method],
        money.in(signed(p, p.amount), p.currency),
        money.usd(signed(p, p.amountUsd)),
        p.reference ?? '',
      ]),
    },
    due: due.map((d) => ({ ...d, amount: money.usd(d.amount) })),
    notes: [r.currencyNote, r[CLOSING[kind]]],
  };
}

/**
 * The receipt of a booking as a PDF (A4): the company, the booking, its price lines from its own
 * terms (with the extra kilometres once completed), the total, every payment and refund of the
 * ledger and what is due either way, all in `data.lang`. Fonts load once per process; after that
 * a typical receipt takes a few tens of milliseconds.
 */
export async function renderReceipt(data: ReceiptData): Promise<Buffer> {
  const c = receiptContent(data);
  const { doc, w, finished } = await openPdf({ texts: stringsIn(c), lang: data.lang, title: `${c.title} ${shortReference(data.booking._id)}` });
  const M = PAGE.margin;

  // The company on the left, the title and the date on the right.
  const left = CONTENT_WIDTH * 0.55;
  const right = CONTENT_WIDTH - left;
  const muted = { size: 9, color: COLORS.muted };
  let leftY = w.y;
  leftY += w.block(BRAND, M, leftY, left, { size: 20, bold: true, color: COLORS.brand });
  for (const line of [c.company.support, ...c.company.address, c.company.contact]) leftY += w.block(line, M, leftY, left, muted);
  let rightY = w.y;
  rightY += w.block(c.title, M + left, rightY, right, { size: 20, bold: true, align: 'right' });
  rightY += w.block(c.issued, M + left, rightY, right, { ...muted, align: 'right' });
  w.y = Math.max(leftY, rightY) + 10;
  w.rule(COLORS.brand, 10);

  // The booking.
  const labelWidth = 130;
  for (const [label, value] of c.facts) {
    w.row([
      { text: label, width: labelWidth, style: { size: 10, color: COLORS.muted } },
      { text: value, width: CONTENT_WIDTH - labelWidth, style: { size: 10 } },
    ]);
  }
  w.y += 2;
  w.para(c.timesNote, { size: 8, color: COLORS.muted }, 12);

  // The route, when the trip is a round tour: a line a day, as the e-mails and the pages say it.
  if (c.route) {
    w.para(c.route.heading, { size: 13, bold: true }, 4);
    for (const day of c.route.days) w.row([{ text: day, width: CONTENT_WIDTH, style: { size: 9 } }]);
    w.y += 12;
  }

  // The charges.
  const amountWidth = 110;
  const descWidth = CONTENT_WIDTH - amountWidth;
  const twoColumns = (text: string, amount: string, style: TextStyle, band = false) =>
    w.row(
      [
        { text, width: descWidth, style },
        { text: amount, width: amountWidth, style: { ...style, align: 'right' } },
      ],
      { band },
    );
  w.para(c.charges.heading, { size: 13, bold: true }, 4);
  twoColumns(c.charges.description, c.charges.amount, { size: 9, color: COLORS.muted }, true);
  for (const [text, amount] of c.charges.lines) twoColumns(text, amount, { size: 10 });
  w.rule();
  twoColumns(c.charges.total[0], c.charges.total[1], { size: 11, bold: true });
  w.y += 14;

  // The ledger.
  w.para(c.payments.heading, { size: 13, bold: true }, 4);
  if (c.payments.empty) {
    w.para(c.payments.empty, { size: 10, color: COLORS.muted }, 8);
  } else {
    const widths = [82, 72, 84, 86, 80];
    const cols = [...widths, CONTENT_WIDTH - widths.reduce((a, x) => a + x, 0)];
    const alignOf = (i: number) => (i === 3 || i === 4 ? 'right' : 'left');
    w.row(c.payments.columns.map((text, i) => ({ text, width: cols[i]!, style: { size: 8, color: COLORS.muted, align: alignOf(i) } })), { band: true });
    for (const row of c.payments.rows) {
      w.row(row.map((text, i) => ({ text, width: cols[i]!, style: { size: 9, align: alignOf(i), ...(i === 5 ? { color: COLORS.muted } : {}) } })));
    }
    w.y += 4;
  }
  w.rule();

  // What is due, either way.
  for (const d of c.due) twoColumns(d.label, d.amount, d.strong ? { size: 11, bold: true } : { size: 10 });
  w.y += 16;
  w.para(c.notes[0]!, { size: 8, color: COLORS.muted }, 6);
  w.para(c.notes[1]!, { size: 10, color: COLORS.brand }, 0);

  doc.end();
  return finished;
}
