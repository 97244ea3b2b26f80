import { extractText, getDocumentProxy } from 'unpdf';

/* What the API's documents and e-mails say, read back by the tests (the receipt, the condition report). */

/** The text of a PDF, pages joined, runs of white space as one space. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The parts of a MIME message: headers (lower-case names) and decoded content. */
export function mimeParts(raw: string): { headers: Record<string, string>; content: Buffer }[] {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  return chunks.map((chunk) => {
    const [head = '', ...rest] = chunk.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const headers: Record<string, string> = {};
    for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
      const at = line.indexOf(':');
      if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
    }
    const body = rest.join('\n\n');
    const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
    const content =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64')
        : encoding === 'quoted-printable'
          ? Buffer.from(body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
          : Buffer.from(body, 'utf8');
    return { headers, content };
  });
}
