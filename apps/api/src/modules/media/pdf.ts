import zlib from 'node:zlib';
import { DOCUMENT_MESSAGES } from '@app/shared/documents';
import { badRequest } from '../../lib/errors';

/**
 * A PDF as a tourist sends a scanned document (decision 107), checked by its bytes: the `%PDF-`
 * header, an end-of-file marker and a cross-reference table where the trailer says, and at least
 * one object. Active content (scripts, launch actions, attached files, forms that run code) is
 * refused: staff open these files. Compressed streams other than pictures are read too (within a
 * budget, beyond which the file is refused), as object streams hide names from a plain scan;
 * names written with `#xx` escapes are decoded first. Its metadata (author, dates) stays: a PDF
 * is kept as sent.
 */

const M = DOCUMENT_MESSAGES;

const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA', 'SubmitForm', 'ImportData', 'GoToE']);
/** Bytes of inflated streams read at most, over the whole file: a compressed bomb costs nothing. */
const INFLATE_BUDGET = 32 * 1024 * 1024;
const MAX_STREAMS = 2000;

/** Whether the first bytes announce a PDF (the check that sends a file here rather than to the picture pipeline). */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length >= 8 && Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';
}

function hasActiveName(text: string): boolean {
  for (const m of text.matchAll(/\/((?:[A-Za-z0-9_.+-]|#[0-9A-Fa-f]{2})+)/g)) {
    const name = m[1]!.replace(/#([0-9A-Fa-f]{2})/g, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (ACTIVE_NAMES.has(name)) return true;
  }
  return false;
}

/** 400 for a file that is not a sound PDF, or one with active content; the bytes are kept as sent. */
export function checkPdf(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  if (!/^%PDF-[12]\.\d/.test(text)) throw badRequest(M.notAFile);
  const tail = text.slice(-2048);
  // The last trailer counts (a PDF saved again appends one); a few bytes may follow its `%%EOF`.
  const start = [...tail.matchAll(/startxref\s+(\d+)\s+%%EOF/g)].at(-1);
  if (!start) throw badRequest(M.pdfDamaged);
  const offset = Number(start[1]);
  if (!(offset > 0 && offset < bytes.length)) throw badRequest(M.pdfDamaged);
  // The trailer points at a classic `xref` table or at a cross-reference stream's object.
  const at = text.slice(offset, offset + 64);
  if (!/^\s*(?:xref\b|\d+\s+\d+\s+obj\b)/.test(at)) throw badRequest(M.pdfDamaged);
  if (!/\d+\s+\d+\s+obj\b[\s\S]*?\bendobj\b/.test(text)) throw badRequest(M.pdfDamaged);
  if (hasActiveName(text)) throw badRequest(M.pdfActive);
  let budget = INFLATE_BUDGET;
  let streams = 0;
  for (const m of text.matchAll(/\bstream\r?\n/g)) {
    if (++streams > MAX_STREAMS || budget <= 0) break;
    const begin = m.index + m[0].length;
    const end = text.indexOf('endstream', begin);
    if (end < 0) throw badRequest(M.pdfDamaged);
    // A scanned page's pixels hold no names: pictures are not inflated.
    const dictionary = text.slice(Math.max(0, m.index - 400), m.index);
    if (/\/Subtype\s*\/Image\b/.test(dictionary.slice(dictionary.lastIndexOf('obj')))) continue;
    const limit = Math.min(budget, 8 * 1024 * 1024);
    let inflated: Buffer;
    try {
      inflated = zlib.inflateSync(bytes.subarray(begin, end), { maxOutputLength: limit });
    } catch (error) {
      // Content or objects beyond the budget: refused rather than left unread. Not Flate: nothing to read in it.
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw badRequest(M.pdfDamaged);
      continue;
    }
    budget -= inflated.length;
    if (hasActiveName(inflated.toString('latin1'))) throw badRequest(M.pdfActive);
  }
}
