import { DEFAULT_UI_LANGUAGE, formatWholeNumberIn, intlLocaleOf, localizeTree, shortReference, type Booking, type UiLanguage } from '@app/shared';
import { EMAIL_MESSAGES } from '@app/shared/email-messages';
import { VEHICLE_SIDES, type BookingInspections, type DamageMark, type HandoverRecord, type MarkSide, type VehicleSide } from '@app/shared/handovers';
import { emailMessagesIn } from '../../lib/i18n';
import { formatInstant, moneyFormat, receiptText } from '../../lib/money-text';
import { BRAND, COLORS, CONTENT_WIDTH, PAGE, openPdf, stringsIn, type TextStyle, type Writer } from '../../lib/pdf-writer';

/*
 * The condition report (issue 33, decision 112): the vehicle at the handover and at the return
 * side by side (when, who, odometer, fuel, the four sides' photos, the damage marks on the
 * outline with their notes, the damage photos, the tourist's signature), then what the return
 * found and proposed, in the tourist's language. Made from `ConditionReportData` alone.
 */

type ReportText = typeof EMAIL_MESSAGES.conditionReport;
const ENGLISH: ReportText = localizeTree(EMAIL_MESSAGES.conditionReport, DEFAULT_UI_LANGUAGE, undefined);

/** Every sentence of the report in one language. */
export function reportText(lang: UiLanguage): ReportText {
  return lang === DEFAULT_UI_LANGUAGE ? ENGLISH : emailMessagesIn(lang).conditionReport;
}

/** The pictures the report shows, by private file id, each a small JPEG (missing ones are left out). */
export type ReportPictures = ReadonlyMap<string, Buffer>;

export interface ConditionReportData {
  booking: Booking;
  inspections: BookingInspections;
  pictures: ReportPictures;
  /** The tourist's language. */
  lang: UiLanguage;
  /** When it is made (epoch ms). */
  issuedAt: number;
}

/** The name the report is saved under: `lankaride-condition-report-ABC123.pdf`. */
export function conditionReportFileName(bookingId: string): string {
  return `lankaride-condition-report-${shortReference(bookingId)}.pdf`;
}

interface StepContent {
  heading: string;
  recorded: boolean;
  facts: string[];
  photos: Record<VehicleSide, string | null>;
  damagePhotos: string[];
  marks: { mark: DamageMark; text: string; isNew: boolean }[];
  signature: string | null;
}

/** The report's words and pictures, every string ready (so the fonts its characters need load first). */
export function conditionReportContent(data: ConditionReportData) {
  const { booking: b, inspections: ins, lang } = data;
  const t = reportText(lang);
  const r = receiptText(lang);
  const money = moneyFormat(lang);
  const locale = intlLocaleOf(lang);
  const km = (value: number) => t.km(formatWholeNumberIn(value, locale));
  const sideName = (side: MarkSide) => t.sides[side];
  const newMarks = ins.comparison?.newMarks ?? [];
  const isNew = (mark: DamageMark) => newMarks.some((n) => n.x === mark.x && n.y === mark.y && n.side === mark.side && n.note === mark.note);
  const picture = (id: string | undefined) => (id && data.pictures.has(id) ? id : null);

  const step = (record: HandoverRecord | null, heading: string, markNew: boolean): StepContent => ({
    heading,
    recorded: record !== null,
    facts: record
      ? [
          `${t.recordedAt}: ${formatInstant(record.recordedAt, lang, true)}`,
          `${t.recordedBy}: ${record.recordedBy.username}`,
          `${t.odometer}: ${km(record.odometerKm)}`,
          `${t.fuel}: ${t.eighths(record.fuelEighths)}`,
          ...(record.permitSeen ? [t.permitSeen] : []),
        ]
      : [t.notYet],
    photos: Object.fromEntries(VEHICLE_SIDES.map((side) => [side, picture(record?.photos[side])])) as Record<VehicleSide, string | null>,
    damagePhotos: (record?.damagePhotos ?? []).map(picture).filter((id): id is string => id !== null),
    marks: (record?.marks ?? []).map((mark, i) => {
      const fresh = markNew && isNew(mark);
      const note = mark.note.trim() === '' ? '—' : mark.note;
      return { mark, isNew: fresh, text: (fresh ? t.newMark : t.mark)(i + 1, sideName(mark.side), note) };
    }),
    signature: picture(record?.signatureFileId),
  });

  const c = ins.comparison;
  return {
    title: t.title,
    issued: t.issued(formatInstant(data.issuedAt, lang, true)),
    intro: t.intro,
    facts: [
      [r.details.reference, shortReference(b._id)],
      [r.details.tourist, b.name],
      [r.details.vehicle, `${b.vehicleBrand} ${b.vehicleModel}`],
      [r.details.driverOption, b.driverOption === 'withDriver' ? r.details.withDriver : r.details.selfDrive],
    ] as [string, string][],
    steps: [step(ins.handover, t.handover, false), step(ins.return, t.return, true)] as const,
    labels: { photos: t.photos, sides: VEHICLE_SIDES.map((side) => [side, t.sides[side]] as const), damagePhotos: t.damagePhotos, marks: t.marks, outline: t.outline, noMarks: t.noMarks, signature: t.signature },
    comparison: c
      ? {
          heading: t.comparison,
          lines: [
            t.driven(formatWholeNumberIn(c.drivenKm, locale), formatWholeNumberIn(c.includedKm, locale), formatWholeNumberIn(c.extraKm, locale)),
            c.fuelEighthsShort > 0 ? t.fuelShort(c.fuelEighthsShort) : t.fuelSame,
            t.newMarks(c.newMarks.length),
          ],
        }
      : null,
    charges: ins.return
      ? {
          heading: t.charges,
          hint: t.chargesHint,
          none: ins.charges.length === 0 ? t.chargesNone : null,
          rows: ins.charges.map((charge) => ({
            text: `${charge.kind === 'fuel' ? t.chargeFuel(charge.quantity, money.usd(charge.unitAmount)) : t.chargeDamage(charge.note || '—')} · ${t.chargeStatus[charge.status]}`,
            amount: charge.status === 'dismissed' || (charge.status === 'proposed' && charge.amount === 0) ? '—' : money.usd(charge.amount),
          })),
        }
      : null,
    timesNote: r.timesNote,
  };
}

type Content = ReturnType<typeof conditionReportContent>;

const GAP = 12;
const LABEL = 92;
const COLUMN = (CONTENT_WIDTH - LABEL - GAP) / 2;
const columnX = (i: number) => PAGE.margin + LABEL + i * (COLUMN + GAP);
const PHOTO_HEIGHT = 100;
const MUTED: TextStyle = { size: 9, color: COLORS.muted };
const RED = '#b91c1c';

/** The outline seen from above (the web form's, 200 × 360), the marks numbered on it; new ones red. */
function drawOutline(w: Writer, x: number, top: number, height: number, marks: StepContent['marks']): void {
  const { doc } = w;
  const scale = height / 360;
  const width = 200 * scale;
  doc.save();
  doc.translate(x, top).scale(scale);
  doc.roundedRect(30, 10, 140, 340, 46).lineWidth(3).fillAndStroke('#f1f5f9', '#64748b');
  doc.path('M48 92 Q100 70 152 92 L144 132 Q100 120 56 132 Z').lineWidth(2).fillAndStroke('#e0f2fe', '#94a3b8');
  doc.path('M56 262 Q100 272 144 262 L150 298 Q100 314 50 298 Z').lineWidth(2).fillAndStroke('#e0f2fe', '#94a3b8');
  doc.roundedRect(58, 140, 84, 116, 10).lineWidth(2).fillAndStroke('#ffffff', '#cbd5e1');
  for (const [wx, wy] of [[18, 60], [168, 60], [18, 250], [168, 250]] as const) doc.roundedRect(wx, wy, 14, 44, 5).fill('#475569');
  doc.restore();
  marks.forEach(({ mark, isNew }, i) => {
    const cx = x + mark.x * width;
    const cy = top + mark.y * height;
    doc.circle(cx, cy, 7).fill(isNew ? RED : COLORS.brand);
    const label = String(i + 1);
    w.block(label, cx - 7, cy - 6, 14, { size: 7, bold: true, color: '#ffffff', align: 'center' });
  });
}

/** A picture inside a box, scaled down to fit, or an empty frame. */
function drawPicture(w: Writer, pictures: ReportPictures, id: string | null, x: number, top: number, width: number, height: number): void {
  const bytes = id ? pictures.get(id) : undefined;
  if (bytes) w.doc.image(bytes, x, top, { fit: [width, height], align: 'center', valign: 'center' });
  else w.doc.rect(x, top, width, height).lineWidth(0.5).strokeColor(COLORS.rule).stroke();
}

/**
 * The condition report of a booking as a PDF (A4), in `data.lang`. Fonts load once per process,
 * like the receipt's; the pictures come small (the service asks for JPEGs a few hundred pixels wide).
 */
export async function renderConditionReport(data: ConditionReportData): Promise<Buffer> {
  const c: Content = conditionReportContent(data);
  const { doc, w, finished } = await openPdf({ texts: stringsIn(c), lang: data.lang, title: `${c.title} ${shortReference(data.booking._id)}` });
  const M = PAGE.margin;
  const pictures = data.pictures;

  // The company and the title, as on the receipt.
  let leftY = w.y;
  leftY += w.block(BRAND, M, leftY, CONTENT_WIDTH * 0.4, { size: 20, bold: true, color: COLORS.brand });
  let rightY = w.y;
  rightY += w.block(c.title, M + CONTENT_WIDTH * 0.4, rightY, CONTENT_WIDTH * 0.6, { size: 18, bold: true, align: 'right' });
  rightY += w.block(c.issued, M + CONTENT_WIDTH * 0.4, rightY, CONTENT_WIDTH * 0.6, { ...MUTED, align: 'right' });
  w.y = Math.max(leftY, rightY) + 8;
  w.rule(COLORS.brand, 8);
  for (const [label, value] of c.facts) {
    w.row([
      { text: label, width: 130, style: { size: 10, color: COLORS.muted } },
      { text: value, width: CONTENT_WIDTH - 130, style: { size: 10 } },
    ]);
  }
  w.y += 4;
  w.para(c.intro, MUTED, 10);

  // The two steps' headings and facts, side by side.
  const [handover, back] = c.steps;
  const sideBySide = (label: string, cells: [string, string], style: TextStyle = { size: 10 }) =>
    w.row([
      { text: label, width: LABEL + 0, style: MUTED },
      { text: cells[0], width: COLUMN + GAP, style },
      { text: cells[1], width: COLUMN, style },
    ]);
  sideBySide('', [handover.heading, back.heading], { size: 13, bold: true });
  w.rule();
  const factRows = Math.max(handover.facts.length, back.facts.length);
  for (let i = 0; i < factRows; i++) sideBySide('', [handover.facts[i] ?? '', back.facts[i] ?? '']);
  w.y += 8;

  // The four sides.
  w.para(c.labels.photos, { size: 12, bold: true }, 4);
  for (const [side, name] of c.labels.sides) {
    w.room(PHOTO_HEIGHT + 6);
    w.block(name, M, w.y + 2, LABEL - 6, MUTED);
    c.steps.forEach((s, i) => {
      if (s.recorded) drawPicture(w, pictures, s.photos[side], columnX(i), w.y, COLUMN, PHOTO_HEIGHT);
    });
    w.y += PHOTO_HEIGHT + 6;
  }
  w.y += 6;

  // The damage marks on the outline, and their notes.
  const outlineHeight = 190;
  w.room(outlineHeight + 40);
  w.para(c.labels.marks, { size: 12, bold: true }, 2);
  w.para(c.labels.outline, MUTED, 4);
  w.room(outlineHeight + 6);
  const outlineTop = w.y;
  c.steps.forEach((s, i) => {
    if (s.recorded) drawOutline(w, columnX(i) + (COLUMN - (200 * outlineHeight) / 360) / 2, outlineTop, outlineHeight, s.marks);
  });
  w.y = outlineTop + outlineHeight + 6;
  const noteRows = Math.max(1, handover.marks.length, back.marks.length);
  for (let i = 0; i < noteRows; i++) {
    const cell = (s: StepContent) => (!s.recorded ? '' : i === 0 && s.marks.length === 0 ? c.labels.noMarks : (s.marks[i]?.text ?? ''));
    w.row([
      { text: '', width: LABEL, style: MUTED },
      { text: cell(handover), width: COLUMN + GAP, style: { size: 9, color: handover.marks[i]?.isNew ? RED : COLORS.text } },
      { text: cell(back), width: COLUMN, style: { size: 9, color: back.marks[i]?.isNew ? RED : COLORS.text } },
    ]);
  }
  w.y += 8;

  // The damage photos, small, in each step's column.
  if (handover.damagePhotos.length + back.damagePhotos.length > 0) {
    w.room(90);
    w.para(c.labels.damagePhotos, { size: 12, bold: true }, 4);
    const size = (COLUMN - 8) / 3;
    const rows = Math.ceil(Math.max(handover.damagePhotos.length, back.damagePhotos.length) / 3);
    for (let row = 0; row < rows; row++) {
      w.room(size + 4);
      c.steps.forEach((s, i) => {
        s.damagePhotos.slice(row * 3, row * 3 + 3).forEach((id, k) => drawPicture(w, pictures, id, columnX(i) + k * (size + 4), w.y, size, size));
      });
      w.y += size + 4;
    }
    w.y += 6;
  }

  // What the return found, and what it proposed.
  if (c.comparison) {
    w.room(70);
    w.para(c.comparison.heading, { size: 12, bold: true }, 4);
    for (const line of c.comparison.lines) w.para(line, { size: 10 }, 2);
    w.y += 6;
  }
  if (c.charges) {
    w.room(60);
    w.para(c.charges.heading, { size: 12, bold: true }, 2);
    w.para(c.charges.hint, MUTED, 4);
    if (c.charges.none) w.para(c.charges.none, { size: 10 }, 4);
    for (const row of c.charges.rows) {
      w.row([
        { text: row.text, width: CONTENT_WIDTH - 110, style: { size: 10 } },
        { text: row.amount, width: 110, style: { size: 10, align: 'right' } },
      ]);
    }
    w.y += 8;
  }

  // Both signatures.
  const signatureHeight = 70;
  w.room(signatureHeight + 30);
  w.para(c.labels.signature, { size: 12, bold: true }, 4);
  const signatureTop = w.y;
  c.steps.forEach((s, i) => {
    if (!s.recorded) return;
    w.block(s.heading, columnX(i), signatureTop, COLUMN, MUTED);
    drawPicture(w, pictures, s.signature, columnX(i), signatureTop + 14, COLUMN, signatureHeight);
  });
  w.y = signatureTop + 14 + signatureHeight + 10;
  w.para(c.timesNote, { size: 8, color: COLORS.muted }, 0);

  doc.end();
  return finished;
}
