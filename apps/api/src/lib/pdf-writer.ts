import { intlLocaleOf, type UiLanguage } from '@app/shared';
import type { ReceiptFont } from './pdf-fonts';
import { splitRuns } from './pdf-text-runs';

/*
 * The pieces of the PDF documents the server makes (the receipt, decision 079; the condition
 * report, decision 112): an A4 page, text in any of the seven languages drawn with the fonts that
 * have its characters, wrapped and aligned; pdfkit and the fonts load with the first document.
 */

export const PAGE = { width: 595.28, height: 841.89, margin: 48 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const COLORS = { text: '#111827', muted: '#6b7280', rule: '#d1d5db', brand: '#0f766e', band: '#f3f4f6' };
const LINE_HEIGHT = 1.45;

export interface TextStyle {
  size: number;
  color?: string;
  bold?: boolean;
  align?: 'left' | 'right' | 'center';
}

/**
 * Text in any of the receipt's languages at a place on the page: split into runs by the font that
 * has each character (`splitRuns`), wrapped at word boundaries (`Intl.Segmenter`, which knows
 * where Chinese words end) and aligned by the width the runs measure.
 */
export class Writer {
  y = PAGE.margin;
  private readonly widths = new Map<string, number>();
  private readonly wrapped = new Map<string, string[]>();
  private readonly words: Intl.Segmenter;
  private readonly graphemes: Intl.Segmenter;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    private readonly fonts: ReceiptFont[],
    lang: UiLanguage,
  ) {
    for (const f of fonts) {
      doc.registerFont(f.id, f.regular as unknown as PDFKit.Mixins.PDFFontSource);
      doc.registerFont(`${f.id}-bold`, f.bold as unknown as PDFKit.Mixins.PDFFontSource);
    }
    this.words = new Intl.Segmenter(intlLocaleOf(lang), { granularity: 'word' });
    this.graphemes = new Intl.Segmenter(intlLocaleOf(lang), { granularity: 'grapheme' });
  }

  private runs(text: string) {
    return splitRuns(text, this.fonts);
  }

  private use(font: ReceiptFont, style: Pick<TextStyle, 'size' | 'bold'>) {
    return this.doc.font(style.bold ? `${font.id}-bold` : font.id).fontSize(style.size);
  }

  width(text: string, style: Pick<TextStyle, 'size' | 'bold'>): number {
    const key = `${style.size}/${style.bold ? 'b' : ''}/${text}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      w = 0;
      for (const run of this.runs(text)) w += this.use(run.font, style).widthOfString(run.text);
      this.widths.set(key, w);
    }
    return w;
  }

  /**
   * Lines of at most `width` points: whole words where they fit, a word longer than a line cut
   * between characters. Words are measured one by one (a line is shaped once, when drawn), and a
   * text's lines are kept, as a cell is measured before it is drawn.
   */
  private wrap(text: string, width: number, style: TextStyle): string[] {
    const key = `${style.size}/${style.bold ? 'b' : ''}/${width}/${text}`;
    const known = this.wrapped.get(key);
    if (known) return known;
    const out: string[] = [];
    for (const paragraph of text.split('\n')) {
      let line = '';
      let lineWidth = 0;
      const breakLine = () => {
        out.push(line.trimEnd());
        line = '';
        lineWidth = 0;
      };
      for (const { segment } of this.words.segment(paragraph)) {
        const blank = segment.trim() === '';
        if (line === '' && blank && out.length > 0) continue; // no space at the start of a wrapped line
        const w = this.width(segment, style);
        if (line.trim() !== '' && lineWidth + w > width) {
          breakLine();
          if (blank) continue;
        }
        if (line.trim() === '' && w > width) {
          // One word wider than the line: as many characters a line as fit.
          for (const { segment: g } of this.graphemes.segment(segment)) {
            const gw = this.width(g, style);
            if (line !== '' && lineWidth + gw > width) breakLine();
            line += g;
            lineWidth += gw;
          }
          continue;
        }
        line += segment;
        lineWidth += w;
      }
      out.push(line.trimEnd());
    }
    this.wrapped.set(key, out);
    return out;
  }

  private drawLine(text: string, x: number, baseline: number, width: number, style: TextStyle): void {
    const { doc } = this;
    const free = width - this.width(text, style);
    let cursor = style.align === 'right' ? x + free : style.align === 'center' ? x + free / 2 : x;
    for (const run of this.runs(text)) {
      this.use(run.font, style).fillColor(style.color ?? COLORS.text);
      doc.text(run.text, cursor, baseline, { lineBreak: false, baseline: 'alphabetic' });
      cursor += doc.widthOfString(run.text);
    }
  }

  /** Height `text` takes in `width` at this style. */
  measure(text: string, width: number, style: TextStyle): number {
    return this.wrap(text, width, style).length * style.size * LINE_HEIGHT;
  }

  /** Draws `text` with its top at `top`, wrapped to `width`; the height it took. */
  block(text: string, x: number, top: number, width: number, style: TextStyle): number {
    const lineHeight = style.size * LINE_HEIGHT;
    const lines = this.wrap(text, width, style);
    lines.forEach((line, i) => this.drawLine(line, x, top + i * lineHeight + style.size * 1.05, width, style));
    return lines.length * lineHeight;
  }

  /** A paragraph across the page at the current height. */
  para(text: string, style: TextStyle, gapAfter = 4): void {
    this.room(this.measure(text, CONTENT_WIDTH, style));
    this.y += this.block(text, PAGE.margin, this.y, CONTENT_WIDTH, style) + gapAfter;
  }

  /** A new page when `height` does not fit on this one. */
  room(height: number): void {
    if (this.y + height > PAGE.height - PAGE.margin) {
      this.doc.addPage();
      this.y = PAGE.margin;
    }
  }

  rule(color = COLORS.rule, gap = 6): void {
    this.doc.moveTo(PAGE.margin, this.y).lineTo(PAGE.width - PAGE.margin, this.y).lineWidth(0.75).strokeColor(color).stroke();
    this.y += gap;
  }

  /** One row of cells: each column's text wrapped in its width; the row as high as its tallest cell. */
  row(cells: { text: string; width: number; style: TextStyle }[], opts: { band?: boolean } = {}): void {
    const pad = 3;
    const height = Math.max(...cells.map((c) => this.measure(c.text, c.width - 2 * pad, c.style))) + 2 * pad;
    this.room(height);
    if (opts.band) this.doc.rect(PAGE.margin, this.y, CONTENT_WIDTH, height).fill(COLORS.band);
    let x = PAGE.margin;
    for (const c of cells) {
      this.block(c.text, x + pad, this.y + pad, c.width - 2 * pad, c.style);
      x += c.width;
    }
    this.y += height;
  }
}

/** Every string in a value, however deep. */
export function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}


export const BRAND = 'LankaRide';

/**
 * An A4 document ready to draw `texts` in (every string it will show, so the fonts their
 * characters need are loaded first), the writer on it, and its bytes once ended. The PDF library
 * and the fonts load with the first document, not with every server process (together tens of
 * megabytes a process would otherwise hold from its start).
 */
export async function openPdf(opts: { texts: string[]; lang: UiLanguage; title: string }): Promise<{ doc: PDFKit.PDFDocument; w: Writer; finished: Promise<Buffer> }> {
  const [{ default: PDFDocument }, { fontsFor }] = await Promise.all([import('pdfkit'), import('./pdf-fonts')]);
  const fonts = await fontsFor([BRAND, ...opts.texts]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // No built-in font (Helvetica has no Sinhala, Tamil, Chinese or Cyrillic): only embedded ones.
    font: null as unknown as string,
    lang: opts.lang,
    info: { Title: opts.title, Author: BRAND, Creator: BRAND, Producer: BRAND },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, w: new Writer(doc, fonts, opts.lang), finished };
}
