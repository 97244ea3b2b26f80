import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, all pages joined: what a reader (or a screen reader) gets out of the file. */
export async function readPdfText(path: string): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await readFile(path)));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}
