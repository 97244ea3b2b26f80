import { describe, expect, it } from 'vitest';
import { rememberJson, serializeJson } from '../src/lib/json';

describe('serializeJson (JSON made once for often-answered values)', () => {
  const a = rememberJson(Object.freeze({ _id: 'a', brand: 'Toyota "Aqua"', seats: 4, features: ['AC'], note: 'ශ්‍රී ලංකා \u2028' }));
  const b = rememberJson(Object.freeze({ _id: 'b', price: 12.5, nested: { x: null } }));
  const plain = { _id: 'c', when: new Date(Date.UTC(2030, 0, 1)) };

  it('answers byte for byte what JSON.stringify answers', () => {
    const samples: unknown[] = [
      [a, b],
      [],
      { items: [a, b], nextCursor: 'abc"def' },
      { items: [b], nextCursor: null },
      { items: [], nextCursor: null },
      { items: [a, plain], nextCursor: null },
      [a, plain],
      { nextCursor: null, items: [a] },
      { items: [a], nextCursor: undefined },
      { items: [a], nextCursor: null, extra: 1 },
      a,
      { error: 'x', details: ['y'] },
      'text',
      42,
      null,
    ];
    for (const sample of samples) expect(serializeJson(sample), JSON.stringify(sample)).toBe(JSON.stringify(sample));
  });

  it('uses the stored text: a frozen value cannot drift from it', () => {
    expect(Object.isFrozen(a)).toBe(true);
    expect(() => {
      (a as { seats: number }).seats = 5;
    }).toThrow();
    expect(JSON.parse(serializeJson([a]))[0].seats).toBe(4);
  });
});

describe('parseMillisList (the index reads bookings as text)', () => {
  it('reads what the database writes: negatives, fractions, one or many', async () => {
    const { parseMillisList } = await import('../src/modules/vehicles/repo');
    expect([...parseMillisList('1796581800000.000000,-86400000.5,1.250000', 3)]).toEqual([1796581800000, -86400000.5, 1.25]);
    expect([...parseMillisList('42', 1)]).toEqual([42]);
    expect(() => parseMillisList('1,2', 3)).toThrow();
  });
});
