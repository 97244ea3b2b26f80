import { createHash } from 'node:crypto';
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
 * The cache is keyed by a digest of the exact text that differs, so it can never answer a stale
 * page: a changed picture is another middle.
 *
 * Several parts (decision 096): a server-rendered page is index.html cut in more places (its
 * hints, the inside of `#root`, the data the browser hydrates from), each fixed part compressed
 * once. A rendered page is `prepare`d once per cache entry (its whole gzip member made then, its
 * middles compressed once), and each answer is that buffer: no text is compressed per request.
 *
 * Pieces (decision 098): a middle may come in pieces, each its own blocks. A static frame's middle
 * is the page's head (kilobytes, the same for every results page of a type and language, or every
 * view of a vehicle) and its hints (a few hundred bytes, new for each search): the head's blocks
 * are made once and kept, the hints go as stored blocks. A frame then costs no compression at all.
 */

export type PageEncoding = 'br' | 'gzip' | 'identity';

export interface EncodedPage {
  body: Buffer;
  encoding: PageEncoding;
}

/**
 * A page made once (a server rendering, decision 096): its gzip member, and the key its brotli
 * answer is kept under (the key must name everything the page was made from).
 */
export interface PreparedPage {
  readonly key: string;
  readonly gzip: Buffer;
}

interface Part {
  text: Buffer;
  /** Its raw deflate blocks: byte-aligned and not final for every part but the last, final for the last. */
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

/** A Map used as a least-recently-used cache of at most `max` entries (and, weighed, at most `maxWeight`). */
export class Lru<V> {
  private readonly map = new Map<string, V>();
  private weight = 0;

  constructor(
    private readonly max: number,
    /** The weight bound and how to weigh an entry (bytes, say): none when absent. */
    private readonly bound?: { maxWeight: number; weigh: (value: V, key: string) => number },
  ) {}

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    this.map.set(key, value);
    if (this.bound) this.weight += this.bound.weigh(value, key);
    // The newest entry stays even when it alone weighs more than the bound.
    while (this.map.size > this.max || (this.bound && this.weight > this.bound.maxWeight && this.map.size > 1)) this.delete(this.map.keys().next().value!);
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  delete(key: string): void {
    const value = this.map.get(key);
    if (value === undefined) return;
    this.map.delete(key);
    if (this.bound) this.weight -= this.bound.weigh(value, key);
  }

  get size(): number {
    return this.map.size;
  }

  /** What the entries weigh together (0 without a weight bound). */
  get weighed(): number {
    return this.weight;
  }
}

/**
 * What goes in one gap: a text, or a text in pieces that are compressed on their own (a piece that
 * repeats across pages, such as a page's head, is compressed once and kept; see `keptPieces`).
 */
type Middle = string | readonly string[];
/** A page's middles: one text between two parts, or one middle per gap between several. */
type Middles = string | readonly Middle[];

const asList = (middles: Middles): readonly Middle[] => (typeof middles === 'string' ? [middles] : middles);
const piecesOf = (middle: Middle): readonly string[] => (typeof middle === 'string' ? [middle] : middle);

/**
 * Pieces up to this many bytes go as stored deflate blocks (no compression): a few hundred bytes
 * of hints would save little, and a compressor costs tens of microseconds to set up per call.
 */
const STORED_MAX = 1024;

/** `bytes` as stored (uncompressed) deflate blocks, not final: byte-aligned, like a sync flush. */
export function storedBlocks(bytes: Buffer): Buffer {
  const blocks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += 0xffff) {
    const chunk = bytes.subarray(at, at + 0xffff);
    const header = Buffer.alloc(5);
    // BFINAL 0, BTYPE 00 (stored), the rest of the byte padding; then LEN and its complement.
    header.writeUInt16LE(chunk.length, 1);
    header.writeUInt16LE(~chunk.length & 0xffff, 3);
    blocks.push(header, chunk);
  }
  return Buffer.concat(blocks);
}

export class PageEncoder {
  private readonly parts: Part[];
  private readonly fixedLength: number;
  private readonly brotli: Lru<Buffer>;
  private readonly seen: Lru<true>;
  /** The compressed form of large pieces answered per request (a page's head): made once each. */
  private readonly keptPieces = new Lru<Buffer>(5000, { maxWeight: 8 * 1024 * 1024, weigh: (blocks, piece) => blocks.length + 2 * piece.length });
  /** The key whose brotli answer is being made (one at a time: it is background work). */
  private compressing: string | undefined;
  /** No background compression starts before this instant (epoch ms): see `backgroundShare`. */
  private idleUntil = 0;
  private readonly backgroundShare: number;

  /** `parts`: the fixed text of the page, in order; a page is these with a middle in each gap. */
  constructor(parts: readonly string[], options: PageEncoderOptions = {}) {
    if (parts.length < 2) throw new Error('a page has at least two parts');
    this.parts = parts.map((part, i) => {
      const text = Buffer.from(part, 'utf8');
      const last = i === parts.length - 1;
      return { text, deflated: zlib.deflateRawSync(text, last ? { level: 9 } : { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH }) };
    });
    this.fixedLength = this.parts.reduce((sum, part) => sum + part.text.length, 0);
    this.brotli = new Lru(options.brotliEntries ?? 500);
    this.seen = new Lru(options.seenEntries ?? 5000);
    this.backgroundShare = Math.min(1, Math.max(0.01, options.backgroundShare ?? 0.1));
  }

  /** The page with `middles` in the gaps, in the best encoding `acceptEncoding` allows. */
  encode(middles: Middles, acceptEncoding: string | undefined): EncodedPage {
    const list = asList(middles);
    // Kept by a digest of what differs: the text itself (a page's head and hints, kilobytes) held
    // as the key of thousands of entries made the heap, and every collection, far larger.
    const hash = createHash('sha256');
    // Each piece with its length before it: no two lists of pieces hash the same text.
    for (const middle of list) {
      const pieces = piecesOf(middle);
      hash.update(`${pieces.length}|`);
      for (const piece of pieces) hash.update(`${piece.length}:`).update(piece);
    }
    const key = hash.digest('base64');
    return this.encodeBy(key, () => this.text(list), () => this.gzip(list, true), acceptEncoding);
  }

  /** A page made once: its gzip member now, its brotli answer later (as `encode`), under `key`. */
  prepare(key: string, middles: Middles): PreparedPage {
    return { key, gzip: this.gzip(middles) };
  }

  /** A prepared page in the best encoding `acceptEncoding` allows: no compression on the way. */
  encodePrepared(page: PreparedPage, acceptEncoding: string | undefined): EncodedPage {
    return this.encodeBy(page.key, () => zlib.gunzipSync(page.gzip), () => page.gzip, acceptEncoding);
  }

  private encodeBy(key: string, text: () => Buffer, gzip: () => Buffer, acceptEncoding: string | undefined): EncodedPage {
    const accepted = acceptedEncodings(acceptEncoding);
    if (accepted.br) {
      const ready = this.brotli.get(key);
      if (ready) return { body: ready, encoding: 'br' };
      if (this.seen.has(key)) this.compressInBackground(key, text);
      else this.seen.set(key, true);
      if (!accepted.gzip) return { body: this.brotliNow(key, text()), encoding: 'br' };
    }
    if (accepted.gzip) return { body: gzip(), encoding: 'gzip' };
    return { body: text(), encoding: 'identity' };
  }

  /** The page as text (no compression), as bytes. */
  text(middles: Middles): Buffer {
    const list = asList(middles);
    this.checkGaps(list);
    return Buffer.concat(this.parts.flatMap((part, i) => (i < list.length ? [part.text, ...piecesOf(list[i]!).map((piece) => Buffer.from(piece, 'utf8'))] : [part.text])));
  }

  /**
   * The page as one gzip member spliced from the parts' blocks (made once) and the middles' (made
   * now, or kept: `keep` keeps the compressed form of each large piece for the next page that holds
   * it, for answers made per request; a prepared page is made once and kept whole).
   */
  gzip(middles: Middles, keep = false): Buffer {
    const list = asList(middles);
    this.checkGaps(list);
    const blocks: Buffer[] = [GZIP_HEADER];
    let crc = 0;
    let length = this.fixedLength;
    this.parts.forEach((part, i) => {
      blocks.push(part.deflated);
      crc = continueCrc(part.text, crc);
      if (i >= list.length) return;
      for (const piece of piecesOf(list[i]!)) {
        const bytes = Buffer.from(piece, 'utf8');
        // An empty piece adds no block.
        if (bytes.length === 0) continue;
        blocks.push(this.deflatePiece(piece, bytes, keep));
        crc = continueCrc(bytes, crc);
        length += bytes.length;
      }
    });
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc >>> 0, 0);
    trailer.writeUInt32LE(length >>> 0, 4);
    blocks.push(trailer);
    return Buffer.concat(blocks);
  }

  /** One piece's deflate blocks, byte-aligned and not final. */
  private deflatePiece(piece: string, bytes: Buffer, keep: boolean): Buffer {
    if (bytes.length <= STORED_MAX) return storedBlocks(bytes);
    const kept = keep ? this.keptPieces.get(piece) : undefined;
    if (kept) return kept;
    const deflated = zlib.deflateRawSync(bytes, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    if (keep) this.keptPieces.set(piece, deflated);
    return deflated;
  }

  /** Resolves once no brotli answer is being made (tests wait for the cache to fill). */
  async settled(): Promise<void> {
    while (this.compressing !== undefined) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private checkGaps(list: readonly Middle[]): void {
    if (list.length !== this.parts.length - 1) throw new Error(`a page of ${this.parts.length} parts takes ${this.parts.length - 1} middles, not ${list.length}`);
  }

  /** A client that takes brotli but not gzip (rare): compressed now, quickly, and kept. */
  private brotliNow(key: string, text: Buffer): Buffer {
    const body = zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    this.brotli.set(key, body);
    return body;
  }

  private compressInBackground(key: string, makeText: () => Buffer): void {
    if (this.compressing !== undefined || Date.now() < this.idleUntil) return;
    this.compressing = key;
    const started = Date.now();
    const text = makeText();
    zlib.brotliCompress(
      text,
      { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: text.length } },
      (error, body) => {
        this.compressing = undefined;
        const took = Date.now() - started;
        this.idleUntil = Date.now() + (took * (1 - this.backgroundShare)) / this.backgroundShare;
        if (!error) {
          this.brotli.set(key, body);
          this.seen.delete(key);
        }
      },
    );
  }
}

/**
 * The CRC-32 continued over `bytes`. zlib.crc32 of an empty buffer answers 0, not the value it was
 * given, on Node 20: an empty part leaves the CRC as it is.
 */
function continueCrc(bytes: Buffer, crc: number): number {
  return bytes.length === 0 ? crc : zlib.crc32(bytes, crc);
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
