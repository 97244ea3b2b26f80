import zlib from 'node:zlib';

/** PDFs for the documents tests, made in the test (no binary fixtures). */

/** A small, sound PDF of one page, with its `objects` as given (`1 0 obj` is the catalogue). */
export function pdfOf(objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 120] >>']): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = length;
  const table = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${table}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

/** A PDF whose catalogue opens a script, its name hidden in a compressed object stream and written with `#xx` escapes. */
export function pdfWithHiddenScript(): Buffer {
  const hidden = zlib.deflateSync(Buffer.from('<< /S /J#61vaScript /J#53 (app.alert(1)) >>', 'latin1'));
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 120] >>',
    `<< /Type /ObjStm /N 1 /First 0 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n${hidden.toString('latin1')}\nendstream`,
  ]);
}
