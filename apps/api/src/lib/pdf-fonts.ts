import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';
import { decompress } from 'wawoff2';

/**
 * The fonts the PDF documents (the receipt, the condition report) are drawn with: Noto Sans (Latin, Cyrillic, Greek), Noto Sans Sinhala, Noto
 * Sans Tamil and Noto Sans SC, from the npm packages that ship them (the ones the web pages use).
 * Each package splits its font into files by Unicode range (as a browser loads them); a receipt
 * loads only the files its text needs, each once per process (decoded from WOFF2 to the TrueType
 * that PDF embeds: fontkit cannot subset a WOFF2 font's composite glyphs). Nothing is fetched.
 */

const require = createRequire(import.meta.url);

/** One file of a split font: the code points it is meant for (its package's `unicode-range`). */
interface FontFile {
  /** A name for the PDF's font resources: the file's name without its extension. */
  id: string;
  subset: string;
  file: string;
  ranges: (readonly [number, number])[];
}

/** A font ready to draw with, in its regular and bold weights: pdfkit embeds fontkit fonts as they are. */
export interface ReceiptFont {
  id: string;
  regular: fontkit.Font;
  bold: fontkit.Font;
  hasGlyphForCodePoint(codePoint: number): boolean;
}

interface PathCommand {
  command: string;
  args: number[];
}

/**
 * A simple TrueType glyph (the `glyf` entry) from an outline of straight lines and quadratic
 * curves, coordinates rounded to font units. fontkit writes the outlines of a variable font's
 * instance this way when it subsets one, but its own encoder fails in fontkit 2.0.4 (it gives
 * restructure 3 a size where a buffer is due), so the subsets of instances use this one. An
 * on-curve point midway between two control points is left out, as TrueType implies it.
 */
export function encodeSimpleGlyph(path: { commands: PathCommand[] }, instructions: number[] = []): Uint8Array {
  const points: { x: number; y: number; on: boolean }[] = [];
  const ends: number[] = [];
  let contourStart = 0;
  const { commands } = path;
  commands.forEach((c, i) => {
    if (c.command === 'closePath') {
      // A contour that ends where it began closes by itself.
      const first = points[contourStart];
      const last = points[points.length - 1];
      if (first && last && points.length - contourStart > 1 && last.on && first.on && last.x === first.x && last.y === first.y) points.pop();
      if (points.length > contourStart) ends.push(points.length - 1);
      contourStart = points.length;
      return;
    }
    for (let j = 0; j + 1 < c.args.length; j += 2) {
      const [x, y] = [c.args[j]!, c.args[j + 1]!];
      const control = c.command === 'quadraticCurveTo' && j === 0;
      if (c.command === 'quadraticCurveTo' && j === 2) {
        const next = commands[i + 1];
        if (next?.command === 'quadraticCurveTo' && x === (c.args[0]! + next.args[0]!) / 2 && y === (c.args[1]! + next.args[1]!) / 2) continue;
      }
      points.push({ x: Math.round(x), y: Math.round(y), on: !control });
    }
  });
  if (points.length > contourStart) ends.push(points.length - 1);

  const flags: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  const xBytes: ('u8' | 'i16')[] = [];
  const yBytes: ('u8' | 'i16')[] = [];
  let lastX = 0;
  let lastY = 0;
  // Flags: 1 on curve; 2/4 x/y is one byte; 16/32 with it: the byte is positive, without: the same as before.
  const delta = (d: number, shortBit: number, sameBit: number, out: number[], sizes: ('u8' | 'i16')[]) => {
    if (d === 0) return sameBit;
    if (Math.abs(d) <= 255) {
      out.push(Math.abs(d));
      sizes.push('u8');
      return shortBit | (d > 0 ? sameBit : 0);
    }
    out.push(d);
    sizes.push('i16');
    return 0;
  };
  for (const p of points) {
    let flag = p.on ? 1 : 0;
    flag |= delta(p.x - lastX, 2, 16, xs, xBytes);
    flag |= delta(p.y - lastY, 4, 32, ys, yBytes);
    flags.push(flag);
    lastX = p.x;
    lastY = p.y;
  }

  const size = 10 + 2 * ends.length + 2 + instructions.length + flags.length + xBytes.reduce((n, s) => n + (s === 'u8' ? 1 : 2), 0) + yBytes.reduce((n, s) => n + (s === 'u8' ? 1 : 2), 0);
  const buffer = new Uint8Array(size + ((4 - (size % 4)) % 4));
  const view = new DataView(buffer.buffer);
  let pos = 0;
  const i16 = (v: number) => (view.setInt16(pos, v), (pos += 2));
  const u16 = (v: number) => (view.setUint16(pos, v), (pos += 2));
  const u8 = (v: number) => (view.setUint8(pos, v), (pos += 1));
  const xsOnly = points.map((p) => p.x);
  const ysOnly = points.map((p) => p.y);
  i16(ends.length);
  i16(points.length ? Math.min(...xsOnly) : 0);
  i16(points.length ? Math.min(...ysOnly) : 0);
  i16(points.length ? Math.max(...xsOnly) : 0);
  i16(points.length ? Math.max(...ysOnly) : 0);
  ends.forEach(u16);
  u16(instructions.length);
  instructions.forEach(u8);
  flags.forEach(u8);
  xs.forEach((v, k) => (xBytes[k] === 'u8' ? u8(v) : i16(v)));
  ys.forEach((v, k) => (yBytes[k] === 'u8' ? u8(v) : i16(v)));
  return buffer;
}

/** A font whose subsets encode its simple glyphs with `encodeSimpleGlyph`. */
function withGlyphEncoder(font: fontkit.Font): fontkit.Font {
  const subsetting = font as unknown as { createSubset(): { glyphEncoder?: { encodeSimple: typeof encodeSimpleGlyph } } };
  const createSubset = subsetting.createSubset.bind(font);
  subsetting.createSubset = () => {
    const subset = createSubset();
    if (subset.glyphEncoder) subset.glyphEncoder = { encodeSimple: encodeSimpleGlyph };
    return subset;
  };
  return font;
}

/**
 * An instance of a variable font at a weight: the files are variable fonts whose default weight
 * is not always the regular one (Noto Sans SC's is Thin), and bold is an instance too.
 */
function atWeight(font: fontkit.Font, weight: number): fontkit.Font {
  const axis = font.variationAxes?.wght;
  if (!axis || axis.default === weight) return font;
  const instance = withGlyphEncoder(font.getVariation({ wght: Math.min(axis.max, Math.max(axis.min, weight)) }));
  // Its own name: pdfkit takes two fonts of one name for the same font and keeps one.
  const family = font.postscriptName.replace(/-[^-]*$/, '');
  Object.defineProperty(instance, 'postscriptName', { value: `${family}-${weight >= 700 ? 'Bold' : 'Regular'}` });
  return instance;
}

/** `U+0000-00FF,U+0131` -> [[0, 255], [305, 305]]. */
function parseUnicodeRange(text: string): (readonly [number, number])[] {
  return text.split(',').flatMap((part) => {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) return [];
    const from = parseInt(match[1]!, 16);
    return [[from, match[2] ? parseInt(match[2], 16) : from] as const];
  });
}

/** The files of a fontsource package whose subset `keep` accepts, in the package's order. */
function filesOf(pkg: string, keep: (subset: string) => boolean): FontFile[] {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  const prefix = pkg.split('/')[1]!;
  const subsets = JSON.parse(readFileSync(path.join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  return Object.entries(subsets)
    .filter(([subset]) => keep(subset))
    .map(([subset, ranges]) => {
      const id = `${prefix}-${subset.replace(/[[\]]/g, '')}-wght-normal`;
      return { id, subset, file: path.join(dir, 'files', `${id}.woff2`), ranges: parseUnicodeRange(ranges) };
    })
    .filter((f) => existsSync(f.file));
}

const NOTO_SANS_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext', 'vietnamese'];

let catalog: FontFile[] | undefined;

/** Every font file, in the order a character tries them: Latin first (digits, amounts), then the other scripts. */
function fontFiles(): FontFile[] {
  catalog ??= [
    ...filesOf('@fontsource-variable/noto-sans', (s) => NOTO_SANS_SUBSETS.includes(s)).sort((a, b) => NOTO_SANS_SUBSETS.indexOf(a.subset) - NOTO_SANS_SUBSETS.indexOf(b.subset)),
    ...filesOf('@fontsource-variable/noto-sans-sinhala', (s) => s === 'sinhala'),
    ...filesOf('@fontsource-variable/noto-sans-tamil', (s) => s === 'tamil'),
    // Simplified Chinese comes in about a hundred numbered slices; its Latin and Cyrillic are Noto Sans's above.
    ...filesOf('@fontsource-variable/noto-sans-sc', (s) => s.startsWith('[')),
  ];
  if (catalog.length === 0) throw new Error('PDF fonts: no font files found (are the @fontsource-variable packages installed?)');
  return catalog;
}

const loaded = new Map<string, Promise<ReceiptFont>>();

let decoding: Promise<unknown> = Promise.resolve();

/**
 * WOFF2 to TrueType, one file at a time: the decoder's answer is a view of its own memory, which
 * the next decoding may reuse, so it is copied before another starts.
 */
function decodeWoff2(woff2: Buffer): Promise<Buffer> {
  const next = decoding.then(async () => Buffer.from(await decompress(woff2)));
  decoding = next.catch(() => undefined);
  return next;
}

/** A font file decoded and parsed, once per process. */
function load(file: FontFile): Promise<ReceiptFont> {
  let font = loaded.get(file.id);
  if (!font) {
    font = (async () => {
      const ttf = await decodeWoff2(readFileSync(file.file));
      const parsed = fontkit.create(ttf);
      if (!('hasGlyphForCodePoint' in parsed)) throw new Error(`PDF fonts: ${file.id} is a font collection`);
      return { id: file.id, regular: atWeight(parsed, 400), bold: atWeight(parsed, 700), hasGlyphForCodePoint: (cp: number) => parsed.hasGlyphForCodePoint(cp) };
    })();
    // A failed load is tried again next time rather than remembered.
    font.catch(() => loaded.delete(file.id));
    loaded.set(file.id, font);
  }
  return font;
}

const covers = (file: FontFile, cp: number) => file.ranges.some(([from, to]) => cp >= from && cp <= to);

/**
 * The fonts that draw these texts, in the order characters try them: the Latin font always, and
 * for each other character the first file meant for it.
 */
export async function fontsFor(texts: Iterable<string>): Promise<ReceiptFont[]> {
  const files = fontFiles();
  const chosen = new Set<FontFile>([files[0]!]);
  const seen = new Set<number>();
  for (const text of texts) {
    for (const ch of text) {
      const cp = ch.codePointAt(0)!;
      if (seen.has(cp)) continue;
      seen.add(cp);
      if ([...chosen].some((f) => covers(f, cp))) continue;
      const file = files.find((f) => covers(f, cp));
      if (file) chosen.add(file);
    }
  }
  return Promise.all(files.filter((f) => chosen.has(f)).map(load));
}
