import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { Sharp, SharpOptions } from 'sharp';
import { MEDIA_MESSAGES, PHOTO_LIMITS } from '@app/shared/media';
import { HttpError, badRequest } from '../../lib/errors';

/**
 * Pictures as the office sends them, checked by their bytes and made into what pages show
 * (decision 099): upright, without metadata (EXIF GPS positions of the office included), WebP at
 * the widths of PHOTO_LIMITS (never wider than sent), and a tiny blurred placeholder.
 *
 * sharp (libvips) does the work on its own threads, so the event loop keeps answering; sharp is
 * loaded on the first upload (an idle server never pays its memory). HEIC from iPhones is coded
 * in HEVC, which the prebuilt libvips cannot decode (it reads AVIF only): heic-decode decodes it
 * in a worker thread, as its decoding is synchronous WebAssembly.
 */

export type PictureType = 'jpeg' | 'png' | 'webp' | 'heif';

/** One size of a prepared photo. */
export interface PreparedFile {
  width: number;
  height: number;
  contentType: 'image/webp';
  /** A digest of the bytes (base64url): the file's address and ETag. */
  digest: string;
  bytes: Buffer;
}

export interface PreparedPhoto {
  /** The sizes, narrowest first; the last is the largest. */
  files: PreparedFile[];
  placeholder: string;
}

const M = MEDIA_MESSAGES;

/** The type a file's first bytes announce, whatever it is called; undefined: not a picture we read. */
export function pictureTypeOf(bytes: Uint8Array): PictureType | undefined {
  const at = (offset: number, text: string) => bytes.length >= offset + text.length && Buffer.from(bytes.subarray(offset, offset + text.length)).toString('latin1') === text;
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (at(0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'webp';
  // ISO base media: a `ftyp` box naming a HEIF brand (HEIC from phones, AVIF).
  if (at(4, 'ftyp') && ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'].some((brand) => at(8, brand))) return 'heif';
  return undefined;
}

type SharpFactory = (input?: Buffer | Uint8Array, options?: SharpOptions) => Sharp;
let sharpModule: Promise<SharpFactory> | undefined;

/** sharp, loaded once on first use, with libvips' operation cache off (an upload is never repeated). */
function loadSharp(): Promise<SharpFactory> {
  sharpModule ??= import('sharp').then((m) => {
    const sharp = m.default;
    sharp.cache(false);
    return sharp as unknown as SharpFactory;
  });
  return sharpModule;
}

/**
 * A kept picture (a clean WebP) as a small JPEG for a printed document, which can carry JPEG but
 * not WebP: at most `width` pixels wide, transparency (a signature's) on white.
 */
export async function printableJpeg(bytes: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: PHOTO_LIMITS.maxPixels })
    .resize({ width, height: width * 4, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 72 })
    .toBuffer();
}

/** What libvips says about a file that is not a readable picture, as the client's error. */
function unreadable(error: unknown): HttpError {
  const text = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(text)) return badRequest(M.tooManyPixels(PHOTO_LIMITS.maxPixels / 1_000_000));
  if (/premature|truncat|end of (?:file|data|stream)|corrupt|invalid|damaged|read error|bad |unexpected|not enough/i.test(text)) return badRequest(M.damaged);
  return badRequest(M.notAPicture);
}

const tooManyPixels = (width: number, height: number) => width * height > PHOTO_LIMITS.maxPixels;

/** The widths made of a picture (narrowest first) and their WebP quality. */
export interface Sizes {
  widths: readonly number[];
  quality: number;
}

/** A photo of the fleet: the widths pages show. */
const PHOTO_SIZES: Sizes = { widths: PHOTO_LIMITS.widths, quality: 80 };

/**
 * A sent file made into the photo's sizes. 400 for a file that is not a picture (by its bytes),
 * a damaged or truncated one, or one with more pixels than PHOTO_LIMITS.maxPixels (read from its
 * header, before anything is decoded: a decompression bomb costs nothing).
 */
export async function preparePhoto(bytes: Buffer, sizes: Sizes = PHOTO_SIZES): Promise<PreparedPhoto> {
  const type = pictureTypeOf(bytes);
  if (!type) throw badRequest(M.notAPicture);
  const sharp = await loadSharp();
  const options: SharpOptions = { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'truncated', autoOrient: true };
  let meta;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    // HEIC whose header libvips cannot read either: heic-decode checks its size before decoding.
    if (type === 'heif') return fromRaw(sharp, await decodeHeic(bytes), sizes);
    throw unreadable(error);
  }
  if (!meta.width || !meta.height) throw badRequest(M.notAPicture);
  if (tooManyPixels(meta.width, meta.height)) throw badRequest(M.tooManyPixels(PHOTO_LIMITS.maxPixels / 1_000_000));
  if (type === 'heif' && meta.compression === 'hevc') return fromRaw(sharp, await decodeHeic(bytes), sizes);
  // One decode, upright (EXIF orientation), in sRGB, at most as wide as the largest size.
  const largest = sizes.widths.at(-1)!;
  let base;
  try {
    base = await sharp(bytes, options)
      .resize({ width: largest, height: largest * 4, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw unreadable(error);
  }
  return sizesOf(sharp, base.data, { width: base.info.width, height: base.info.height, channels: base.info.channels }, sizes);
}

interface Raw {
  width: number;
  height: number;
  channels: 1 | 2 | 3 | 4;
}

/** Pixels decoded elsewhere (HEIC), brought down to the largest size first. */
async function fromRaw(sharp: SharpFactory, decoded: { width: number; height: number; data: Uint8Array }, sizes: Sizes): Promise<PreparedPhoto> {
  const largest = sizes.widths.at(-1)!;
  const base = await sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 }, limitInputPixels: PHOTO_LIMITS.maxPixels })
    .resize({ width: largest, height: largest * 4, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sizesOf(sharp, base.data, { width: base.info.width, height: base.info.height, channels: base.info.channels }, sizes);
}

/** Each width of `sizes` up to the picture's own (which is kept when it is narrower), and the placeholder. */
async function sizesOf(sharp: SharpFactory, pixels: Buffer, raw: Raw, sizes: Sizes): Promise<PreparedPhoto> {
  const widths: number[] = sizes.widths.filter((w) => w < raw.width);
  widths.push(Math.min(raw.width, sizes.widths.at(-1)!));
  const files: PreparedFile[] = [];
  for (const width of widths) {
    const { data, info } = await sharp(pixels, { raw })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: sizes.quality, effort: 4 })
      .toBuffer({ resolveWithObject: true });
    files.push({ width: info.width, height: info.height, contentType: 'image/webp', digest: digestOf(data), bytes: data });
  }
  const tiny = await sharp(pixels, { raw }).resize({ width: 16 }).blur(0.6).webp({ quality: 40, effort: 4 }).toBuffer();
  return { files, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}

/** The first 16 bytes of a SHA-256 of the file, base64url: its address and its ETag. */
export function digestOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 22);
}

/**
 * The worker decoding HEIC: the dimensions checked before any pixel is decoded, the pixels
 * (RGBA) sent back without a copy. Written as a script so it runs the same from the sources and
 * from the built bundle.
 */
const HEIC_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const decode = require(workerData.module);
(async () => {
  const images = await decode.all({ buffer: workerData.bytes });
  try {
    const image = images[0];
    if (!image) throw new Error('HEIF image not found');
    if (image.width * image.height > workerData.maxPixels) return parentPort.postMessage({ tooManyPixels: true });
    const { width, height, data } = await image.decode();
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    parentPort.postMessage({ width, height, data: pixels }, [pixels.buffer]);
  } finally {
    images.dispose();
  }
})().catch((error) => parentPort.postMessage({ error: String(error && error.message || error) }));
`;

const requireHere = createRequire(import.meta.url);

/** HEVC-coded HEIC (iPhones) decoded by heic-decode in a worker thread: the event loop stays free. */
function decodeHeic(bytes: Buffer): Promise<{ width: number; height: number; data: Uint8Array }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(HEIC_WORKER, {
      eval: true,
      workerData: { module: requireHere.resolve('heic-decode'), bytes, maxPixels: PHOTO_LIMITS.maxPixels },
      // A file within 15 MB and 60 megapixels decodes within this (RGBA: 240 MB at most).
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.once('message', (message: { tooManyPixels?: boolean; error?: string; width?: number; height?: number; data?: Uint8Array }) =>
      settle(() => {
        if (message.tooManyPixels) reject(badRequest(M.tooManyPixels(PHOTO_LIMITS.maxPixels / 1_000_000)));
        else if (message.error || !message.data || !message.width || !message.height) reject(unreadable(new Error(message.error ?? 'HEIF processing error')));
        else resolve({ width: message.width, height: message.height, data: message.data });
      }),
    );
    worker.once('error', (error) => settle(() => reject(unreadable(error))));
    worker.once('exit', () => settle(() => reject(badRequest(M.notAPicture))));
  });
}
