import zlib from 'node:zlib';
import sharp from 'sharp';

/** Pictures for the photo tests, made by sharp in the test (no binary fixtures), and the form that carries one. */

/** A multipart/form-data body: one file in `field` (and more fields), as a browser sends it. */
export function photoForm(file: Buffer, opts: { field?: string; filename?: string; type?: string; fields?: Record<string, string> } = {}) {
  const boundary = `----photo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(opts.fields ?? {})) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${opts.field ?? 'photo'}"; filename="${opts.filename ?? 'photo.jpg'}"\r\nContent-Type: ${opts.type ?? 'image/jpeg'}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A JPEG taken "sideways" (EXIF orientation 6: shown rotated 90° clockwise) with the office's GPS position in its EXIF. */
export async function sidewaysJpegWithGps(width = 1600, height = 900): Promise<Buffer> {
  // Left fifth blue, the rest red: after the rotation the blue band is at the top.
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .composite([{ input: { create: { width: width / 5, height, channels: 3, background: { r: 20, g: 40, b: 220 } } }, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'Office phone', Model: 'X' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 55/1 3/1', GPSLongitudeRef: 'E', GPSLongitude: '79/1 51/1 0/1' } })
    .toBuffer();
}

export const plainJpeg = (width = 800, height = 500, colour = { r: 30, g: 140, b: 90 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } }).jpeg().toBuffer();

/** A PNG whose header says 30,000 x 30,000 pixels (900 megapixels) around a few bytes of data: a decompression bomb. */
export function pngBomb(side = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // 8 bits per channel
  header[9] = 2; // RGB
  // A few rows of zeros: compressed, the whole picture would be about 900 KB; its pixels 2.7 GB.
  const rows = zlib.deflateSync(Buffer.alloc((side * 3 + 1) * 64));
  return Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))]);
}
