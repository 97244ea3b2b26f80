import zlib from 'node:zlib';

/**
 * Compressed pages at about the cost of an uncompressed one (issue 28, decision 093).
 *
 * Every page of the app is the same index.html with a few hints in the middle that depend on the
 * URL (the vehicle's picture, the search's first API read). Compressing the whole ~70 kB page on
 * every request made a page cost fifty API answers. Here the two fixed halves are compressed once,
 * and each answer compresses only its middle:
 *
 * - **gzip**, for any middle: a gzip member's deflate data may be made of blocks from separate
 *   compressors as long as each but the last ends byte-aligned (a sync flush) and none refers back
 *   past its own start. So the answer is the gzip header, the first half's blocks (made once), the
 *   middle's blocks (made now, from a few hundred bytes), the second half's final blocks (made
 *   once), and the trailer: the CRC-32 of the whole text (continued over the parts) and its length.
 *   The text it inflates to is, byte for byte, the text of the page.
 * - **brotli** (a fifth smaller at its highest quality, but its streams cannot be spliced, and
 *   that quality costs ~80 ms a page): a whole page, compressed in the background when a middle
 *   is asked for a second time, one at a time and within a share of a core, and kept in a bounded
 *   cache keyed by the middle; until then the page goes as gzip. A flood of one-off searches costs
 *   no brotli work at all.
 *
 * The cache is keyed by the exact text that differs, so it can never answer a stale page: a
 * changed picture is another middle.
 */

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface EncodedPage {
  body: Buffer;
  encoding: PageEncoding;
}

interface Half {
  text: Buffer;
  /** Its raw deflate blocks: byte-aligned and not final for the first half, final for the second. */
  deflated: Buffer;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

export interface PageEncoderOptions {
  /** How many pages' brotli answers are kept (each about 15 kB). */
  brotliEntries?: number;
  /** How many middles are remembered as asked once (a second ask makes the brotli answer). */
  seenEntries?: number;
  /**
   * The share of one core the background brotli work may take (0.1: after a compression that
   * took 80 ms, the next waits 720 ms). A burst of new pages (a fleet's worth after a restart)
   * then costs the answers around it a tenth of a core, not a core.
   */
  backgroundShare?: number;
}

/** A Map used as a least-recently-used cache of at most `max` entries. */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
  }
  has(key: string): boolean {
    return this.map.has(key);
  }
  delete(key: string): void {
    this.map.delete(key);
  }
}

export class PageEncoder {
  private readonly before: Half;
  private readonly after: Half;
  private readonly crcBefore: number;
  private readonly brotli: Lru<Buffer>;
  private readonly seen: Lru<true>;
  /** The middle whose brotli answer is being made (one at a time: it is background work). */
  private compressing: string | undefined;
  /** No background compression starts before this instant (epoch ms): see `backgroundShare`. */
  private idleUntil = 0;
  private readonly backgroundShare: number;

  constructor(before: string, after: string, options: PageEncoderOptions = {}) {
    const beforeText = Buffer.from(before, 'utf8');
    const afterText = Buffer.from(after, 'utf8');
    this.before = { text: beforeText, deflated: zlib.deflateRawSync(beforeText, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
    this.after = { text: afterText, deflated: zlib.deflateRawSync(afterText, { level: 9 }) };
    this.crcBefore = zlib.crc32(beforeText);
    this.brotli = new Lru(options.brotliEntries ?? 500);
    this.seen = new Lru(options.seenEntries ?? 5000);
    this.backgroundShare = Math.min(1, Math.max(0.01, options.backgroundShare ?? 0.1));
  }

  /** The page with `middle` between the halves, in the best encoding `acceptEncoding` allows. */
  encode(middle: string, acceptEncoding: string | undefined): EncodedPage {
    const accepted = acceptedEncodings(acceptEncoding);
    if (accepted.br) {
      const ready = this.brotli.get(middle);
      if (ready) return { body: ready, encoding: 'br' };
      if (this.seen.has(middle)) this.compressInBackground(middle);
      else this.seen.set(middle, true);
      if (!accepted.gzip) return { body: this.brotliNow(middle), encoding: 'br' };
    }
    if (accepted.gzip) return { body: this.gzip(middle), encoding: 'gzip' };
    return { body: this.text(middle), encoding: 'identity' };
  }

  /** The page as text (no compression), as bytes. */
  text(middle: string): Buffer {
    return Buffer.concat([this.before.text, Buffer.from(middle, 'utf8'), this.after.text]);
  }

  /** The page as one gzip member spliced from the halves' blocks and the middle's. */
  gzip(middle: string): Buffer {
    const middleText = Buffer.from(middle, 'utf8');
    // An empty middle adds no block (and zlib.crc32 of an empty buffer that zlib has read answers 0,
    // not the value it was given, on Node 20).
    const crcMiddle = middleText.length === 0 ? this.crcBefore : zlib.crc32(middleText, this.crcBefore);
    const middleDeflated = middleText.length === 0 ? Buffer.alloc(0) : zlib.deflateRawSync(middleText, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    const crc = zlib.crc32(this.after.text, crcMiddle);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE((this.before.text.length + middleText.length + this.after.text.length) >>> 0, 4);
    return Buffer.concat([GZIP_HEADER, this.before.deflated, middleDeflated, this.after.deflated, trailer]);
  }

  /** Resolves once no brotli answer is being made (tests wait for the cache to fill). */
  async settled(): Promise<void> {
    while (this.compressing !== undefined) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  /** A client that takes brotli but not gzip (rare): compressed now, quickly, and kept. */
  private brotliNow(middle: string): Buffer {
    const body = zlib.brotliCompressSync(this.text(middle), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    this.brotli.set(middle, body);
    return body;
  }

  private compressInBackground(middle: string): void {
    if (this.compressing !== undefined || Date.now() < this.idleUntil) return;
    this.compressing = middle;
    const started = Date.now();
    const text = this.text(middle);
    zlib.brotliCompress(
      text,
      { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length } },
      (error, body) => {
        this.compressing = undefined;
        const took = Date.now() - started;
        this.idleUntil = Date.now() + (took * (1 - this.backgroundShare)) / this.backgroundShare;
        if (!error) {
          this.brotli.set(middle, body);
          this.seen.delete(middle);
        }
      },
    );
  }
}

/**
 * Which of br and gzip an Accept-Encoding header allows: named with a q above 0, or through `*`
 * (RFC 9110 section 12.5.3). Absent or empty: neither (the text goes as it is).
 */
export function acceptedEncodings(header: string | undefined): { br: boolean; gzip: boolean } {
  const q = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const weight = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = weight ? Number(weight.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const allows = (name: string) => (q.has(name) ? q.get(name)! > 0 : (q.get('*') ?? 0) > 0);
  return { br: allows('br'), gzip: allows('gzip') || allows('x-gzip') };
}
