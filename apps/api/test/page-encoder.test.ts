import zlib from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Lru, PageEncoder, acceptedEncodings, storedBlocks } from '../src/lib/page-encoder';

/** A page shaped like index.html: a head, then the inlined stylesheet and the body after the hints. */
const before = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LankaRide</title>';
const after = `<style>${'.card{display:grid;gap:1rem;color:#123456}'.repeat(800)}</style></head><body><div id="root"></div><script type="module" src="/assets/index-3f9a1c.js"></script></body></html>`;

const inflate = (encoding: string, body: Buffer) => (encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body).toString('utf8');

describe('page encoder (decision 093)', () => {
  it('splices a gzip member that inflates to exactly the page, for any middle (empty, Unicode, long)', () => {
    const encoder = new PageEncoder([before, after]);
    fc.assert(
      fc.property(fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme', maxLength: 300 }), fc.string({ minLength: 20_000, maxLength: 40_000 })), (middle) => {
        const gz = encoder.gzip(middle);
        // gunzip checks the CRC-32 and the length in the trailer, so a wrong one throws.
        expect(zlib.gunzipSync(gz).toString('utf8')).toBe(before + middle + after);
      }),
      { numRuns: 60 },
    );
  });

  it('costs about the middle per answer: the spliced page is as small as one compressed whole', () => {
    const encoder = new PageEncoder([before, after]);
    const middle = '<link rel="preload" as="fetch" crossorigin href="/api/vehicles/available?pickupDate=2031-01-01&amp;returnDate=2031-01-04">';
    const whole = zlib.gzipSync(before + middle + after, { level: 9 });
    expect(encoder.gzip(middle).length).toBeLessThan(whole.length + 64);
    expect(encoder.gzip(middle).length).toBeLessThan((before + middle + after).length / 10);
  });

  it('answers gzip at first, and brotli once a middle is asked again and its brotli answer is made', async () => {
    const encoder = new PageEncoder([before, after]);
    const first = encoder.encode('<link a>', 'gzip, deflate, br');
    expect(first.encoding).toBe('gzip');
    expect(encoder.encode('<link a>', 'br, gzip').encoding).toBe('gzip');
    await encoder.settled();
    const third = encoder.encode('<link a>', 'br, gzip');
    expect(third.encoding).toBe('br');
    expect(inflate('br', third.body)).toBe(`${before}<link a>${after}`);
    // Another middle is its own page: nothing of the first is served for it.
    const other = encoder.encode('<link b>', 'br, gzip');
    expect(other.encoding).toBe('gzip');
    expect(inflate('gzip', other.body)).toBe(`${before}<link b>${after}`);
  });

  it('keeps the brotli cache bounded: an evicted page goes back to gzip, still exact', async () => {
    const encoder = new PageEncoder([before, after], { brotliEntries: 2, backgroundShare: 1 });
    for (const key of ['a', 'b', 'c']) {
      encoder.encode(key, 'br');
      encoder.encode(key, 'br, gzip');
      await encoder.settled();
    }
    const evicted = encoder.encode('a', 'br, gzip');
    expect(evicted.encoding).toBe('gzip');
    expect(inflate(evicted.encoding, evicted.body)).toBe(`${before}a${after}`);
    expect(encoder.encode('c', 'br, gzip').encoding).toBe('br');
  });

  it('keeps background brotli work within its share of a core: the next page waits', async () => {
    const encoder = new PageEncoder([before, after], { backgroundShare: 0.01 });
    encoder.encode('first', 'br, gzip');
    encoder.encode('first', 'br, gzip');
    await encoder.settled();
    expect(encoder.encode('first', 'br, gzip').encoding).toBe('br');
    // Right after, another page asked twice is not compressed yet: it goes as gzip, still exact.
    encoder.encode('second', 'br, gzip');
    encoder.encode('second', 'br, gzip');
    await encoder.settled();
    const second = encoder.encode('second', 'br, gzip');
    expect(second.encoding).toBe('gzip');
    expect(inflate('gzip', second.body)).toBe(`${before}second${after}`);
  });

  it('sends the text as it is to a client that takes neither, and brotli to one that takes only brotli', () => {
    const encoder = new PageEncoder([before, after]);
    for (const header of [undefined, '', 'identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const page = encoder.encode('<x>', header);
      expect(page.encoding, String(header)).toBe('identity');
      expect(page.body.toString('utf8')).toBe(`${before}<x>${after}`);
    }
    const br = encoder.encode('<y>', 'br');
    expect(br.encoding).toBe('br');
    expect(inflate('br', br.body)).toBe(`${before}<y>${after}`);
  });

  /** index.html cut as the server rendering cuts it (decision 096): hints, the inside of #root, the data. */
  const parts = [before, `${after.slice(0, 2000)}<body><div id="root">`, '</div>', '<script type="module" src="/assets/index-3f9a1c.js"></script></body></html>'];
  const join = (middles: readonly string[]) => parts.map((part, i) => part + (middles[i] ?? '')).join('');

  it('splices pages of several parts: every gap any text, empty ones too', () => {
    const encoder = new PageEncoder(parts);
    const text = fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme', maxLength: 200 }), fc.string({ minLength: 5_000, maxLength: 20_000 }));
    fc.assert(
      fc.property(fc.tuple(text, text, text), (middles) => {
        expect(zlib.gunzipSync(encoder.gzip(middles)).toString('utf8')).toBe(join(middles));
        expect(encoder.text(middles).toString('utf8')).toBe(join(middles));
      }),
      { numRuns: 40 },
    );
    expect(() => encoder.gzip(['one', 'two'])).toThrow(/3 middles/);
  });

  it('answers a prepared page from the buffer made once: gzip, then brotli, then the text, all the same page', async () => {
    const encoder = new PageEncoder(parts);
    const middles = ['<link rel="preload" as="image" href="/images/van.svg">', '<main><h1>Toyota HiAce · සිංහල</h1></main>', '<script type="application/json" id="server-state">{"lang":"si"}</script>'];
    const page = encoder.prepare('/vehicles/1|si|7', middles);
    const first = encoder.encodePrepared(page, 'br, gzip');
    expect(first).toEqual({ body: page.gzip, encoding: 'gzip' });
    expect(inflate('gzip', first.body)).toBe(join(middles));
    encoder.encodePrepared(page, 'br, gzip');
    await encoder.settled();
    const br = encoder.encodePrepared(page, 'br, gzip');
    expect(br.encoding).toBe('br');
    expect(inflate('br', br.body)).toBe(join(middles));
    expect(encoder.encodePrepared(page, undefined).body.toString('utf8')).toBe(join(middles));
    // Another key is another page: none of this one's brotli answer is served for it.
    const other = encoder.prepare('/vehicles/1|si|8', [middles[0]!, '<main><h1>Toyota HiAce 2</h1></main>', middles[2]!]);
    const otherAnswer = encoder.encodePrepared(other, 'br, gzip');
    expect(otherAnswer.encoding).toBe('gzip');
    expect(inflate('gzip', otherAnswer.body)).toContain('Toyota HiAce 2');
  });

  it('splices middles in pieces (a kept head, stored hints): the page is exact, and a kept piece is compressed once', () => {
    const encoder = new PageEncoder([before, '', after]);
    const piece = fc.oneof(fc.constant(''), fc.string({ unit: 'grapheme', maxLength: 1500 }), fc.string({ minLength: 1000, maxLength: 70_000 }));
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 4 }), piece, (pieces, second) => {
        const page = before + pieces.join('') + second + after;
        expect(zlib.gunzipSync(encoder.gzip([pieces, second], true)).toString('utf8')).toBe(page);
        expect(zlib.gunzipSync(encoder.gzip([pieces, second])).toString('utf8')).toBe(page);
        expect(encoder.text([pieces, second]).toString('utf8')).toBe(page);
      }),
      { numRuns: 40 },
    );
    // A head of a few kilobytes, the same for many pages: its blocks are made once and reused.
    const head = `<title>Cars for rent</title>${'<meta property="og:x" content="a long description of the page">'.repeat(60)}`;
    const first = encoder.gzip([[head, '<link a>'], ''], true);
    const again = encoder.gzip([[head, '<link b>'], ''], true);
    expect(zlib.gunzipSync(again).toString('utf8')).toBe(`${before}${head}<link b>${after}`);
    const headBlocks = zlib.deflateRawSync(Buffer.from(head), { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH });
    expect(first.includes(headBlocks) && again.includes(headBlocks)).toBe(true);
    // Small pieces go uncompressed (stored): a few hundred bytes of hints cost no compressor.
    expect(again.includes(Buffer.from('<link b>'))).toBe(true);
  });

  it('writes stored blocks of any length that inflate to the bytes (65,535 bytes at most per block)', () => {
    for (const length of [1, 1024, 65_535, 65_536, 200_000]) {
      const bytes = Buffer.alloc(length, 'ab');
      const stream = Buffer.concat([storedBlocks(bytes), zlib.deflateRawSync(Buffer.alloc(0))]);
      expect(zlib.inflateRawSync(stream).equals(bytes)).toBe(true);
    }
  });

  it('bounds a weighed cache by its weight, oldest first, keeping the newest entry even when it alone is heavier', () => {
    const cache = new Lru<Buffer>(100, { maxWeight: 10, weigh: (value, key) => value.length + key.length });
    cache.set('a', Buffer.alloc(3));
    cache.set('b', Buffer.alloc(3));
    expect(cache.weighed).toBe(8);
    cache.get('a'); // now the newest: b goes first
    cache.set('c', Buffer.alloc(3));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
    expect(cache.weighed).toBe(8);
    cache.set('big', Buffer.alloc(20));
    expect([cache.size, cache.has('big'), cache.weighed]).toEqual([1, true, 23]);
    cache.delete('big');
    expect([cache.size, cache.weighed]).toEqual([0, 0]);
  });

  it('reads Accept-Encoding with weights and the wildcard', () => {
    expect(acceptedEncodings('br, gzip')).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings('gzip;q=0.5, br;q=0')).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings('*')).toEqual({ br: true, gzip: true });
    expect(acceptedEncodings('*;q=0, gzip')).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings('x-gzip')).toEqual({ br: false, gzip: true });
    expect(acceptedEncodings('BR;Q=1')).toEqual({ br: true, gzip: false });
    expect(acceptedEncodings('gzip;q=abc')).toEqual({ br: false, gzip: false });
    expect(acceptedEncodings(undefined)).toEqual({ br: false, gzip: false });
  });
});
