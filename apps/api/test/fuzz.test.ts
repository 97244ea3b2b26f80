import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { addDays, isCleanText, isEmailAddress, isLanguageCode, isValidDateString, isValidTimeString } from '@app/shared';
import { ADMIN, ENGINES, JWT_SECRET, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, tripSoon, uniqueEmail, type TestApp, tripSlots, vehicleBody } from './harness';
import { apiRoutes, encodePathPart, fillPath, paramNames, type ApiRoute } from './route-table';
import { createWebDist } from './web-dist';
import { loadConfig } from '../src/config';
import { photoForm, plainJpeg, pngBomb } from './photo-files';

/**
 * Property-based fuzzing of every /api route in the app's route table: wrong types, missing and
 * extra fields, huge and deeply nested values, unicode and control characters, SQL and HTML
 * meta-characters, prototype keys, malformed JSON, wrong content types and impossible dates, with
 * and without a token of the role the route wants. Every answer is a JSON 4xx `{ error }` or a
 * legitimate 2xx, never a 5xx; afterwards the database holds nothing a schema would have refused.
 *
 * FUZZ_RUNS sets the random inputs per route (default 100); each route also gets a fixed corpus.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

// ---------------------------------------------------------------------------------------------
// Values

/** The first control character in stored text (C0, DEL, C1; multi-line text may hold tab and line breaks), if any. */
function controlCharacter(value: string, multiline: boolean): string | undefined {
  return [...value].find((ch) => {
    const c = ch.codePointAt(0)!;
    if (multiline && (c === 0x09 || c === 0x0a || c === 0x0d)) return false;
    return c < 0x20 || (c >= 0x7f && c <= 0x9f);
  });
}
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const IMPOSSIBLE_DATES = ['2026-02-30', '2027-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-01-00', '0000-01-01', '1899-12-31', '3000-01-01', '2026-1-5', '26-01-05', '2026/01/05', '05-01-2026', '2026-01-05T10:00', '2030-03-10 ', ' 2030-03-10', '２０３０-03-10'];
const IMPOSSIBLE_TIMES = ['24:00', '23:60', '25:99', '9:00', '09:0', '0900', '09:00:00', '-01:00', '12:00 PM', '09:00Z', '９:００', '99:99'];

const NASTY_STRINGS = [
  '', ' ', ' \t\n ', '\u0000', 'a\u0000b', 'bell\u0007', '\u001b[31mred\u001b[0m', 'tab\tin', 'line\nbreak', 'cr\rlf', 'del\u007f', 'c1\u0085\u009b',
  '\ud800', 'x\udc00y', 'pair😀ok', '\u202egnp.exe', '\ufeffbom', 'zero\u200bwidth', '\u2028', 'ñáéü', '日本語テキスト', 'ضيف عربي', 'සිංහල', 'தமிழ்', 'Z̷̢͎a̵l̴g̸o̶', '👨‍👩‍👧‍👦',
  "' OR '1'='1", "'; DROP TABLE bookings; --", '" OR ""="', "\\'", '\\', '%', '_', '%_%', '$1', "'::uuid", 'NULL', 'null', 'undefined', 'true', 'false',
  '0', '-1', '1e309', 'NaN', 'Infinity', '0x10', '1_000', '  42  ', '4111 1111 1111 1111',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}', '#{7*7}',
  '../../etc/passwd', '%00', '%2e%2e%2f', '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty',
  'a@b.c', 'UPPER@CASE.LK', 'no-at-sign', '@x.y', 'x@', 'a b@c.d', 'a@b.c\n', 'a@b', 'admin@test.lk',
  ...IMPOSSIBLE_DATES, ...IMPOSSIBLE_TIMES, '2030-03-10', '09:00',
  'x'.repeat(101), 'x'.repeat(201), 'x'.repeat(255), 'x'.repeat(2001), 'x'.repeat(5001), '😀'.repeat(60), '😀'.repeat(3000), 'a'.repeat(20_000),
];

/** Strings from the corpus and from fast-check; U+FFFD is left out so that a stored one can only come from a broken surrogate. */
const stringArb: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom('a', 'é', '😀', '\u0000', ' '), fc.integer({ min: 50, max: 30_000 })).map(([c, n]) => c.repeat(n)) },
  )
  .map((s) => s.replace(/\uFFFD/g, ''));

const numberArb = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 0.5, 1.005, 2.999, 1e6, 1e6 + 0.01, 1e9, 1e10, 1e21, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE, 60, 61, 100, 101, 80, 81),
  fc.integer({ min: -1e9, max: 1e9 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const KEYS = ['__proto__', 'constructor', 'prototype', 'role', 'userId', 'status', 'bookingStatus', 'totalPrice', 'isAdmin', '_id', 'id', 'driverId', '$where', 'toString', 'password', 'passwordHash', 'token_version', 'deleted_at'];
const keyArb = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...KEYS) }, { weight: 1, arbitrary: stringArb.map((s) => s.slice(0, 50)) });

/** An object whose keys are own properties even when they read `__proto__`, so JSON.stringify writes them. */
function objectOf(entries: [string, unknown][]): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
}

function nested(depth: number, leaf: unknown, kind: 'array' | 'object'): unknown {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = kind === 'array' ? [v] : { a: v };
  return v;
}

/** Any JSON value: scalars of every type, arrays, objects, huge arrays and deep nesting. */
const { value: valueArb } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: stringArb },
    { weight: 3, arbitrary: numberArb },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 2, arbitrary: fc.array(fc.tuple(keyArb, tie('value')), { maxLength: 4 }).map(objectOf) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 100, max: 20_000 }), fc.constantFrom<unknown>('x', 1, null, {})).map(([n, v]) => Array(n).fill(v)) },
    { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 50, max: 1500 }), fc.constantFrom<'array' | 'object'>('array', 'object')).map(([d, k]) => nested(d, 'deep', k)) },
  ),
})) as { value: fc.Arbitrary<unknown> };

// ---------------------------------------------------------------------------------------------
// Requests

type Role = 'tourist' | 'driver' | 'admin';

interface Fixtures {
  tokens: Record<Role, string>;
  touristEmail: string;
  /** Ids that requests may target, by the collection their url names (never a caller's own account). */
  ids: Record<'vehicles' | 'drivers' | 'bookings' | 'messages', string[]>;
  targetDriver: string;
  vehicleId: string;
  /** A small JPEG for the photo upload's forms. */
  photo: Buffer;
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

interface Body {
  contentType?: string;
  payload?: string | Buffer;
}

/** A fresh far-future slot, so that valid bookings do not all collide. */
const freshSlot = tripSlots('2033-01-01', 3);

/** A valid body for each route that takes one; fuzzing mutates it so that validation is passed in parts and writes happen. */
/** A handover or return form (decision 112): photo ids not uploaded, a 1x1 PNG signature. */
function inspectionSample(): Record<string, unknown> {
  const photo = '00000000-0000-4000-8000-000000000000';
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
  return { odometerKm: 1000, fuelEighths: 4, photos: { front: photo, back: photo, left: photo, right: photo }, marks: [{ x: 0.5, y: 0.5, side: 'left', note: 'Scratch' }], signature: `data:image/png;base64,${png}` };
}

function sampleBody(route: ApiRoute, fx: Fixtures): Record<string, unknown> | undefined {
  const driver = () => ({
    username: 'Fuzz Driver',
    email: uniqueEmail('fuzzdriver'),
    password: 'secret123',
    phone: '+94 77 123 4567',
    licenseNumber: 'FZ-1',
    licenseExpiry: '2031-05-05',
    experienceYears: 5,
    languages: ['English', 'Tamil'],
    // Decision 102: the profile travellers read and the tourist-board licence.
    introduction: 'Born in Jaffna.\nI know every temple.',
    introductionLanguage: 'en',
    introductionTranslations: { de: 'Geboren in Jaffna.', ta: 'யாழ்ப்பாணத்தில் பிறந்தேன்.' },
    regions: ['jaffna', 'eastCoast'],
    touristLicense: { kind: 'touristDriver', number: 'SL-1', expiry: '2031-05-05' },
  });
  const vehicle = () => vehicleBody();
  const outOfService = () => {
    const slot = freshSlot();
    return { fromDate: slot.pickupDate, fromTime: '08:00', untilDate: slot.returnDate, untilTime: '17:00', reason: 'repair', note: 'Clutch\nand brakes' };
  };
  const tour = () => ({
    slug: `fuzz-tour-${Math.random().toString(36).slice(2, 8)}`,
    name: 'Fuzz\ntour',
    description: 'Kandy and back',
    stops: [{ placeId: 'cmb', nights: 0 }, { placeId: 'kandy', nights: 2 }, { placeId: 'cmb', nights: 0 }],
    vehicleTypes: ['Car', 'Van'],
    translations: { de: { name: 'Fuzz-Reise' } },
    published: true,
  });
  const samples: Record<string, () => Record<string, unknown>> = {
    'POST /api/users/login': () => ({ email: fx.touristEmail, password: 'secret123' }),
    'POST /api/users': () => ({
      username: 'Fuzz User',
      email: uniqueEmail('fuzz'),
      password: 'secret123',
      role: 'tourist',
      country: 'LK',
      phone: '+94 77 000 0000',
      licenseNumber: '',
      licenseExpiry: '',
      experienceYears: '2',
      languages: 'English, Sinhala',
    }),
    'POST /api/bookings': () => bookingBody(fx.vehicleId, { ...freshSlot(), preferredLanguages: ['English'], specialRequests: 'Child seat\nplease' }),
    'PATCH /api/admin/bookings/:id': () => ({ status: 'confirmed', driverId: fx.targetDriver }),
    'POST /api/admin/bookings': () => bookingBody(fx.vehicleId, { ...freshSlot(), email: uniqueEmail('phone') }),
    'PUT /api/admin/bookings/:id/driver': () => ({ driverId: fx.targetDriver, reason: 'Ill today' }),
    'PUT /api/admin/bookings/:id/schedule': () => ({ ...freshSlot(), pickupTime: '10:00', returnTime: '10:00', reason: 'New flight' }),
    'POST /api/admin/bookings/:id/schedule/quote': () => ({ ...freshSlot(), pickupTime: '10:00', returnTime: '10:00' }),
    'POST /api/admin/bookings/:id/correction': () => ({ reason: 'Set by mistake' }),
    'POST /api/bookings/:id/date-changes': () => ({ ...freshSlot(), pickupTime: '10:00', returnTime: '10:00', note: 'Flight moved' }),
    'POST /api/admin/date-changes/:id/decline': () => ({ reason: 'The van is in for service' }),
    'POST /api/bookings/:id/review': () => ({ vehicleRating: 4, driverRating: 5, comment: 'Clean car\nfriendly driver', language: 'de' }),
    'POST /api/admin/reviews/:id/hide': () => ({ reason: 'It names a member of staff' }),
    'PUT /api/admin/review-settings': () => ({ showRealRating: true }),
    'PUT /api/users/me': () => ({ username: 'Fuzz Caller', phone: '+94 77 765 4321', country: 'FR' }),
    'POST /api/admin/vehicles/:id/out-of-service': outOfService,
    'PUT /api/admin/vehicles/:id/out-of-service/:periodId': outOfService,
    'POST /api/admin/vehicles': vehicle,
    'PUT /api/admin/vehicles/:id': vehicle,
    'POST /api/admin/drivers': driver,
    'PUT /api/admin/drivers/:id': driver,
    'PATCH /api/drivers/bookings/:id/status': () => ({ status: 'picked_up' }),
    'PUT /api/drivers/profile': () => ({
      username: 'Fuzz Caller',
      phone: '+94 77 765 4321',
      licenseNumber: 'FZ-2',
      licenseExpiry: null,
      experienceYears: 4,
      languages: 'English',
      introduction: 'Ayubowan!',
      introductionLanguage: 'si',
      regions: ['kandy'],
    }),
    'POST /api/contact': () => ({ name: 'Fuzz', email: 'fuzz@example.com', subject: 'Hello', message: 'Line one\nLine two' }),
    'PATCH /api/admin/messages/:id': () => ({ read: true }),
    'PUT /api/admin/chat-settings': () => ({ officeWhatsApp: '+94 77 999 8888' }),
    'POST /api/bookings/transfer': () => ({ direction: 'arriving', placeId: 'negombo', date: freshSlot().pickupDate, time: '23:40', flightNumber: 'UL 504', passengers: 2, bags: 2, vehicleType: 'Car', name: 'Fuzz Caller', email: uniqueEmail('transfer'), phone: '+94 77 000 0000' }),
    'POST /api/drivers/bookings/:id/no-show': () => ({ note: 'Nobody came\nphone off' }),
    'POST /api/admin/bookings/:id/no-show-review': () => ({ outcome: 'driverNeverArrived' }),
    'PATCH /api/admin/bookings/:id/transfer-waiting': () => ({ status: 'confirmed' }),
    'PUT /api/admin/transfers/:placeId': () => ({ fares: { Car: 30, Van: 40, SUV: 45, Bus: 100 } }),
    'PUT /api/admin/vehicles/:id/photos/order': () => ({ ids: [] }),
    'PATCH /api/admin/vehicles/:id/photos/:photoId': () => ({ alt: 'Front view', altTranslations: { de: 'Vorderansicht' } }),
    'PUT /api/bookings/:id/documents/permit-at-counter': () => ({ atCounter: true }),
    'POST /api/admin/tours': () => tour(),
    'PUT /api/admin/tours/:id': () => tour(),
    'PATCH /api/admin/bookings/:id/documents/:documentId': () => ({ status: 'rejected', reason: 'The photo is blurred' }),
    'POST /api/bookings/:id/handover': () => inspectionSample(),
    'POST /api/bookings/:id/return': () => inspectionSample(),
    'PATCH /api/admin/bookings/:id/handover-charges/:chargeId': () => ({ status: 'confirmed', amount: 120.5 }),
  };
  return samples[route.key]?.();
}

/** A valid query for routes that need one. */
const SAMPLE_QUERIES: Record<string, [string, string][]> = {
  'GET /api/vehicles/available': [['pickupDate', '2033-06-01'], ['returnDate', '2033-06-03'], ['vehicleType', 'Car']],
  'GET /api/admin/drivers/available': [['startDate', '2033-06-01'], ['endDate', '2033-06-03']],
  'GET /api/admin/timeline': [['from', '2033-01-01'], ['to', '2033-02-01']],
  'GET /api/admin/finance': [['from', '2033-01-01'], ['to', '2033-02-01']],
  'GET /api/admin/payments.csv': [['from', '2033-01-01'], ['to', '2033-02-01']],
  'GET /api/admin/bookings': [['status', 'pending'], ['q', 'Test']],
  'GET /api/vehicles': [['vehicleType', 'Van']],
  'GET /api/admin/messages': [['unread', 'true']],
  'GET /api/vehicles/:id/reviews': [['limit', '10']],
  'GET /api/admin/reviews': [['limit', '10']],
  'GET /api/drivers/:id/profile': [['limit', '5'], ['lang', 'de']],
  'GET /api/drivers': [['lang', 'ta']],
  'GET /api/tours': [['lang', 'si'], ['vehicleId', UNKNOWN_ID]],
  'GET /api/tours/:slug': [['lang', 'zh']],
  'GET /api/transfers': [['lang', 'si']],
  'GET /api/admin/transfers': [['lang', 'ru']],
  'GET /api/bookings/:id/chat': [['lang', 'si']],
  'GET /api/bookings/:id/calendar.ics': [['lang', 'zh']],
  // A ticket that was never issued: the stream itself is opened in live.test.ts.
  'GET /api/events': [['ticket', 'not-a-ticket'], ['lastEventId', '1']],
};
const QUERY_KEYS = ['limit', 'cursor', 'lang', 'vehicleType', 'pickupDate', 'returnDate', 'startDate', 'endDate', 'bookingId', 'from', 'to', 'type', 'q', 'status', 'unread', '__proto__', 'constructor'];
const queryValueArb = fc.oneof(
  stringArb.map((s) => s.slice(0, 3000)),
  numberArb.map(String),
  fc.constantFrom(...IMPOSSIBLE_DATES, '2033-06-01', '2999-12-31', '1900-01-01', '0', '-1', '101', '1.5', 'eyJ4IjoxfQ', 'WyIyMDI2LTAxLTAxIiwieCJd', UNKNOWN_ID),
);
/** Query texts that are broken as such: bad percent-escapes, repeated and empty keys. */
const RAW_QUERIES = ['%', '%zz', '%E0%A4%A', '%C0%AF', '%FF%FE', '&&&', '=', '==x', 'limit=1&limit=2', 'limit[]=1', 'a[b][c]=1', 'limit=1&cursor=', 'q=%00', 'q=%F0%9F%98', 'from=2033-01-01&to=2033-01-01&from=x'];

const MALFORMED_JSON = [
  '', ' ', '{', '}', '{"a":', '{"a":1,}', "{'a':1}", '{a:1}', '{"a":NaN}', '{"a":Infinity}', '{"a":undefined}', '{"a":1}{"b":2}', '{"a":1} x',
  '[1,2', '"unterminated', 'nul', 'tru', '01', '1.', '.5', '-', '+1', '0x10', '{"a":"\\x41"}', '{"a":"\\u12"}', '{"a":"\u0000"}', '{"a":"line\nbreak"}',
  '/* comment */ {}', '{"a":1} // comment', '\ufeff{}', '{"__proto__":{"isAdmin":true}}', '{"constructor":{"prototype":{"isAdmin":true}}}',
];
const INVALID_UTF8 = [Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), Buffer.from([0xc0, 0xaf]), Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0xed, 0xa0, 0x80, 0x7d])];
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/octet-stream',
  'application/jsonx',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'json',
  '*/*',
  'application/*',
];

/** The body as the client would write it: JSON text, or something else on purpose. */
function bodyArb(route: ApiRoute, fx: Fixtures): fc.Arbitrary<Body> {
  const json = (v: unknown): Body => ({ contentType: 'application/json', payload: JSON.stringify(v) ?? '' });
  const sample = () => sampleBody(route, fx) ?? {};
  const paths = (o: Record<string, unknown>): string[] =>
    Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' && !Array.isArray(v) ? [k, ...Object.keys(v).map((n) => `${k}.${n}`)] : [k]));
  const fieldPaths = paths(sample());
  const fieldArb = fieldPaths.length > 0 ? fc.constantFrom(...fieldPaths) : fc.constant('x');

  type Mutation = { kind: 'set'; path: string; value: unknown } | { kind: 'delete'; path: string } | { kind: 'extra'; key: string; value: unknown };
  const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 5, arbitrary: fc.record({ kind: fc.constant('set' as const), path: fieldArb, value: valueArb }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('set' as const), path: fieldArb, value: fc.constantFrom<unknown>(...IMPOSSIBLE_DATES, ...IMPOSSIBLE_TIMES) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), path: fieldArb }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('extra' as const), key: keyArb, value: valueArb }) },
  );
  const mutate = (mutations: Mutation[]): Record<string, unknown> => {
    const body = sample();
    for (const m of mutations) {
      if (m.kind === 'extra') {
        Object.defineProperty(body, m.key, { value: m.value, enumerable: true, writable: true, configurable: true });
        continue;
      }
      const [head, leaf] = m.path.split('.') as [string, string | undefined];
      const target = leaf ? (body[head] as Record<string, unknown>) : body;
      const key = leaf ?? head;
      if (!target || typeof target !== 'object') continue;
      if (m.kind === 'delete') delete target[key];
      else target[key] = m.value;
    }
    return body;
  };
  const withProtoKey = (text: string, inject: string) => (text.startsWith('{') && text.length > 2 ? `{${inject},${text.slice(1)}` : `{${inject}}`);

  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(null).map(() => json(sample())) },
    { weight: 8, arbitrary: fc.array(mutationArb, { minLength: 1, maxLength: 3 }).map((ms) => json(mutate(ms))) },
    { weight: 2, arbitrary: valueArb.map(json) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('"__proto__":{"role":"admin","isAdmin":true}', '"constructor":{"prototype":{"role":"admin"}}', '"__proto__":null', '"constructor":1')
        .map((inject) => ({ contentType: 'application/json', payload: withProtoKey(JSON.stringify(sample()), inject) })),
    },
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(...MALFORMED_JSON).map((payload) => ({ contentType: 'application/json', payload })),
        fc.constantFrom(...INVALID_UTF8).map((payload) => ({ contentType: 'application/json', payload })),
        fc.nat().map((n) => {
          const text = JSON.stringify(sample());
          return { contentType: 'application/json', payload: text.slice(0, n % Math.max(1, text.length)) };
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(fc.constantFrom<string | undefined>(...WRONG_CONTENT_TYPES, undefined), fc.boolean()).map(([contentType, asForm]) => ({
        contentType,
        payload: asForm ? new URLSearchParams(Object.entries(sample()).map(([k, v]): [string, string] => [k, String(v)])).toString() : JSON.stringify(sample()),
      })),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.integer({ min: 1000, max: 60_000 }).map((n) => ({ contentType: 'application/json', payload: `${'['.repeat(n)}${']'.repeat(n)}` })),
        fc.integer({ min: 1000, max: 25_000 }).map((n) => ({ contentType: 'application/json', payload: `${'{"a":'.repeat(n)}1${'}'.repeat(n)}` })),
        fc.integer({ min: 101 * 1024, max: 300 * 1024 }).map((n) => json({ ...sample(), name: 'x'.repeat(n) })),
        fc.constant(null).map(() => ({ contentType: 'application/json', payload: `[${'1,'.repeat(40_000)}1]` })),
      ),
    },
  );
}

/** Auth headers: mostly the role the route wants (so validation is reached), sometimes none, another role or junk. */
function authArb(rightRole: Role, fx: Fixtures, junk: string[]): fc.Arbitrary<Record<string, string>> {
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  return fc.oneof(
    { weight: 7, arbitrary: fc.constant(bearer(fx.tokens[rightRole])) },
    { weight: 2, arbitrary: fc.constant({}) },
    { weight: 1, arbitrary: fc.constantFrom<Role>('tourist', 'driver', 'admin').map((r) => bearer(fx.tokens[r])) },
    { weight: 1, arbitrary: fc.constantFrom(...junk).map((authorization) => ({ authorization })) },
  );
}

/** Ids for a url's `:id`: real targets of the collection the url names, unknown, malformed and hostile ones. */
function idArb(route: ApiRoute, fx: Fixtures): fc.Arbitrary<string> {
  const collection = (['vehicles', 'drivers', 'bookings', 'messages'] as const).find((c) => route.url.includes(`/${c}/`));
  const real = collection ? fx.ids[collection] : Object.values(fx.ids).flat();
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...real) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.constantFrom(UNKNOWN_ID, UNKNOWN_ID.toUpperCase(), `${UNKNOWN_ID}0`, `{${UNKNOWN_ID}}`, '0', '-1', 'null', 'undefined') },
    { weight: 2, arbitrary: stringArb.map((s) => s.slice(0, 400)) },
  );
}

/** The part after the prefix for a wildcard route: files, missing files and traversal attempts. */
const wildcardArb = fc.oneof(
  fc.constantFrom('index.css', 'swagger-ui-bundle.js', 'missing.js', '../../package.json', '..%2f..%2fpackage.json', '%2e%2e/%2e%2e/%2e%2e/etc/passwd', '....//....//etc/passwd', '', '.', '..', '%00', 'index.css%00.js'),
  stringArb.map((s) => encodePathPart(s.slice(0, 200))),
);

function requestArb(route: ApiRoute, rightRole: Role, fx: Fixtures, junkAuth: string[]): fc.Arbitrary<FuzzRequest> {
  const names = paramNames(route.url);
  const params = fc.tuple(...names.map((n) => (n === '*' ? wildcardArb : idArb(route, fx))));
  const sampleQuery = SAMPLE_QUERIES[route.key] ?? [];
  const queryArb = fc.record({
    keepSample: fc.boolean(),
    pairs: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), keyArb), queryValueArb), { maxLength: 4 }),
    raw: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...RAW_QUERIES) }),
  });
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method);
  const body = takesBody
    ? bodyArb(route, fx)
    : fc.oneof({ weight: 6, arbitrary: fc.constant<Body>({}) }, { weight: 1, arbitrary: bodyArb(route, fx) });
  const idempotency = route.key === 'POST /api/bookings'
    ? fc.option(fc.oneof(fc.string({ unit: 'binary-ascii', maxLength: 250 }), fc.constantFrom('', ' ', 'key with spaces', 'é', 'a'.repeat(201), 'k-1')), { freq: 2 })
    : fc.constant(null);

  return fc.tuple(authArb(rightRole, fx, junkAuth), params, queryArb, body, idempotency).map(([auth, values, query, b, key]) => {
    const filled: Record<string, string> = {};
    names.forEach((n, i) => (filled[n] = values[i]!));
    const path = fillPath(route.url, filled); // the wildcard part goes as written
    const pairs = [...(query.keepSample ? sampleQuery : []), ...query.pairs];
    const qs = [new URLSearchParams(pairs).toString(), query.raw].filter(Boolean).join('&');
    const headers: Record<string, string> = { ...auth };
    if (b.contentType !== undefined) headers['content-type'] = b.contentType;
    if (key !== null && /^[\t\x20-\x7e\x80-\xff]*$/.test(key)) headers['idempotency-key'] = key;
    return { method: route.method, url: qs ? `${path}?${qs}` : path, headers, ...(b.payload !== undefined ? { payload: b.payload } : {}) };
  });
}

/** Hand-picked inputs every route gets, so that each kind of bad input is tried at least once. */
function corpus(route: ApiRoute, rightRole: Role, fx: Fixtures): FuzzRequest[] {
  const names = paramNames(route.url);
  const filled = Object.fromEntries(names.map((n) => [n, n === '*' ? 'index.css' : (idArbFirst(route, fx) ?? UNKNOWN_ID)]));
  const url = fillPath(route.url, filled);
  const query = new URLSearchParams(SAMPLE_QUERIES[route.key] ?? []).toString();
  const full = query ? `${url}?${query}` : url;
  const auth = { authorization: `Bearer ${fx.tokens[rightRole]}` };
  const json = (v: unknown) => ({ method: route.method, url: full, headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify(v) ?? '' });
  const raw = (payload: string | Buffer, contentType?: string) => ({ method: route.method, url: full, headers: { ...auth, ...(contentType ? { 'content-type': contentType } : {}) }, payload });
  const out: FuzzRequest[] = [
    { method: route.method, url: full, headers: {} },
    { method: route.method, url: full, headers: auth },
    json({}),
    json(null),
    json([]),
    json('text'),
    json(12),
    raw(`${'['.repeat(50_000)}${']'.repeat(50_000)}`, 'application/json'),
    raw(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`, 'application/json'),
    json(nested(1000, 1, 'object')),
    json(Array(50_000).fill(1)),
    ...MALFORMED_JSON.map((p) => raw(p, 'application/json')),
    ...INVALID_UTF8.map((p) => raw(p, 'application/json')),
    ...WRONG_CONTENT_TYPES.map((ct) => raw('{"a":1}', ct)),
    raw('{"a":1}'),
    raw('x'.repeat(200 * 1024), 'application/json'),
    ...[
      ['gzip', Buffer.from('not gzip')],
      ['br', Buffer.from('x')],
      ['deflate', zlib.gzipSync('{}')],
      ['x-unknown', Buffer.from('{}')],
      ['gzip, br', Buffer.from('{}')],
      ['gzip', zlib.gzipSync(JSON.stringify(sampleBody(route, fx) ?? {}))],
      ['gzip', zlib.gzipSync(Buffer.alloc(4 * 1024 * 1024, 32))], // a small zip bomb: 4 MB of spaces in 4 kB
    ].map(([encoding, payload]) => ({ ...raw(payload as Buffer, 'application/json'), headers: { ...auth, 'content-type': 'application/json', 'content-encoding': encoding as string } })),
  ];
  // The photo uploads, a tourist's documents and inspection photos read multipart/form-data (decisions 099, 102, 107, 112): forms right and wrong.
  if (['POST /api/admin/vehicles/:id/photos', 'POST /api/admin/drivers/:id/photo', 'POST /api/drivers/profile/photo', 'POST /api/bookings/:id/documents', 'POST /api/bookings/:id/inspection-photos'].includes(route.key)) {
    const form = (file: Buffer, opts: Parameters<typeof photoForm>[1] = {}) => {
      const f = photoForm(file, opts);
      return raw(f.payload, f.contentType);
    };
    const good = fx.photo;
    const whole = photoForm(good);
    out.push(
      form(good, { fields: { alt: 'Front view' } }),
      form(good, { field: 'file' }),
      form(good, { field: 'file', fields: { kind: 'licence_front' } }),
      form(Buffer.from('%PDF-1.7\n1 0 obj << /JS (x) >> endobj\nstartxref\n9\n%%EOF'), { field: 'file', fields: { kind: 'idp' } }),
      form(good, { fields: { alt: 'x'.repeat(5000) } }),
      form(good, { fields: { alt: '\u0000\u202e' } }),
      form(good, { fields: { __proto__x: 'y', a: '1', b: '2', c: '3', d: '4', e: '5' } }),
      form(Buffer.from('not a picture')),
      form(good.subarray(0, good.length >> 1)),
      form(pngBomb(20_000)),
      form(Buffer.alloc(0)),
      raw(whole.payload.subarray(0, whole.payload.length - 30), whole.contentType),
      raw(whole.payload, 'multipart/form-data'),
      raw(whole.payload, 'multipart/form-data; boundary=other'),
      raw(Buffer.concat([whole.payload.subarray(0, -4), Buffer.from('\r\n'), whole.payload]), whole.contentType),
      raw(whole.payload, whole.contentType.replace('multipart/form-data', 'multipart/mixed')),
    );
  }
  for (const suffix of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1&cursor=!!', '?cursor=x', '?limit=1e3', '?limit=-5']) {
    out.push({ method: route.method, url: `${url}${suffix}`, headers: auth });
  }
  // Each variant starts from a fresh sample (new e-mail address, new booking slot), so valid ones can be stored.
  const fresh = () => sampleBody(route, fx)!;
  const sample = sampleBody(route, fx);
  if (sample) {
    out.push(json(sample));
    for (const field of Object.keys(sample)) {
      const without = fresh();
      delete without[field];
      out.push(json(without));
      for (const value of [null, 42, true, [], {}, ['a'], 'x'.repeat(10_000), '\u0000', 'a\u0007b', 'tab\tline\nbreak', '\ud800', ' padded ', "'; DROP TABLE users; --", '<script>alert(1)</script>', '2026-02-30', '24:00']) {
        out.push(json({ ...fresh(), [field]: value }));
      }
    }
    out.push(json(objectOf([...Object.entries(fresh()), ['__proto__', { role: 'admin' }], ['constructor', { prototype: { role: 'admin' } }], ['role', 'admin'], ['extra', 'field']])));
  }
  return out;
}

function idArbFirst(route: ApiRoute, fx: Fixtures): string | undefined {
  const collection = (['vehicles', 'drivers', 'bookings', 'messages'] as const).find((c) => route.url.includes(`/${c}/`));
  return collection ? fx.ids[collection][0] : undefined;
}

// ---------------------------------------------------------------------------------------------
// Answers

interface Stats {
  tried: number;
  s2xx: number;
  s3xx: number;
  s4xx: number;
  s5xx: number;
}

/** Why an answer is wrong, or null when it is a JSON 4xx `{ error }`, a JSON 2xx (a PDF for a .pdf route), or a docs redirect. */
function judge(route: ApiRoute, res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  const status = res.statusCode;
  const isDocs = route.url.startsWith('/api/docs');
  if (status >= 500) return `server error ${status}: ${res.body.slice(0, 300)}`;
  if (status < 200) return `status ${status}`;
  if (status >= 300 && status < 400) return isDocs ? null : `redirect ${status}`;
  const type = String(res.headers['content-type'] ?? '');
  if (isDocs && status < 300) {
    if (/root:x:0:0|"name":\s*"lanka-ride"|"name":\s*"@app\/api"/.test(res.body)) return 'a file outside the docs was served';
    return null;
  }
  // Dot segments (`%2e%2e/`) resolve a docs path to a path outside /api (`/etc/passwd`): that is a
  // page the app does not have, answered as its not-found page with a real 404 (decision 095).
  if (isDocs && status === 404 && type.startsWith('text/html')) return /root:x:0:0/.test(res.body) ? 'a file outside the docs was served' : null;
  // A document route (the receipt) answers its file; its errors are JSON like every other's.
  if (route.url.endsWith('.pdf') && status < 300) {
    return type === 'application/pdf' && res.body.startsWith('%PDF-') ? null : `not a PDF (${type}): ${res.body.slice(0, 100)}`;
  }
  // A calendar (a driver's feed, a booking's .ics) answers iCalendar text; its errors are JSON.
  if (route.url.endsWith('.ics') && status < 300) {
    return type === 'text/calendar; charset=utf-8' && res.body.startsWith('BEGIN:VCALENDAR') ? null : `not a calendar (${type}): ${res.body.slice(0, 100)}`;
  }
  // A CSV export answers its file; its errors are JSON like every other route's.
  if (status < 300 && route.url.endsWith('.csv')) return type === 'text/csv; charset=utf-8' ? null : `content-type ${type || '(none)'} for a CSV`;
  if (!type.startsWith('application/json')) return `content-type ${type || '(none)'} for ${status}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `not JSON: ${res.body.slice(0, 200)}`;
  }
  if (status >= 400) {
    const e = body as { error?: unknown; details?: unknown };
    if (typeof e?.error !== 'string' || e.error === '') return `4xx without an error text: ${res.body.slice(0, 200)}`;
    if (e.details !== undefined && (!Array.isArray(e.details) || !e.details.every((d) => typeof d === 'string'))) return 'details is not a list of strings';
  }
  return null;
}

async function send(app: FastifyInstance, req: FuzzRequest) {
  return app.inject({
    method: req.method as InjectOptions['method'],
    url: req.url,
    headers: req.headers,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
  });
}

function describeRequest(req: FuzzRequest): string {
  const payload = req.payload === undefined ? '' : Buffer.isBuffer(req.payload) ? `<${req.payload.length} bytes>` : req.payload.length > 300 ? `${req.payload.slice(0, 300)}... (${req.payload.length} chars)` : req.payload;
  const headers = { ...req.headers, ...(req.headers.authorization ? { authorization: `${req.headers.authorization.slice(0, 20)}...` } : {}) };
  return `${req.method} ${req.url.slice(0, 300)} ${JSON.stringify(headers)} ${JSON.stringify(payload)}`;
}

// ---------------------------------------------------------------------------------------------
// Paths

/** The slowest answer a cheap GET may take, whatever its path (issue 13: one URL stalled the server for seconds). */
const PATH_ANSWER_MS = 50;
const MAX_PATH_BYTES = 16 * 1024;

/** Shapes that were quadratic in the page matcher: runs of slashes not at the very end. */
const SLOW_PATH_SHAPES = [
  `/${'/'.repeat(16_000)}x`,
  `${'/'.repeat(16_000)}a`,
  `/x${'/'.repeat(16_000)}.`,
  `/vehicles/x${'/'.repeat(5_000)}y`,
  `/available-vehicles${'/'.repeat(16_000)}?x=1`,
  `/api/vehicles${'/'.repeat(4_000)}x`,
  `/${'a/'.repeat(2_040)}`,
];

const PATH_PIECES = ['/', '//', 'a', '.', '..', '%2F', '%2f', '%', '%zz', '%E0%A4', '%00', '%C0%AF', 'vehicles', 'api', 'login', 'book-vehicle', 'available-vehicles', UNKNOWN_ID, '%F0%9F%98%80', '%C3%A9', '%20', '+', ';', ':', '*', '~', '@', '!', '$', "'", '(', ')', ',', '.svg', '.html', 'x'];
const PATH_PREFIXES = ['/', '/api/', '/vehicles/', '/available-vehicles', '/book-vehicle/', '/api/vehicles/', '/api/docs/static/', '/images/', '/assets/', ''];

/** Any path: runs of pieces, short or up to 16 kB, sometimes with a query, cut at 16 kB. */
const pathArb: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...PATH_PREFIXES),
    fc.array(
      fc.tuple(
        fc.constantFrom(...PATH_PIECES),
        fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }) }, { weight: 1, arbitrary: fc.integer({ min: 41, max: 16_000 }) }),
      ),
      { minLength: 1, maxLength: 5 },
    ),
    fc.option(fc.constantFrom('?', '?a=1', `?q=${'/'.repeat(500)}`, '?pickupDate=2033-01-01&returnDate=2033-01-05&vehicleType=Car', '?%', '?&&&'), { freq: 3 }),
  )
  .map(([prefix, runs, query]) => {
    const path = `${prefix}${runs.map(([piece, n]) => piece.repeat(n)).join('')}${query ?? ''}`;
    return (path.startsWith('/') ? path : `/${path}`).slice(0, MAX_PATH_BYTES);
  });

// ---------------------------------------------------------------------------------------------
// The run

describe.each(ENGINES)('fuzzing every endpoint (%s)', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let fx: Fixtures;
  let routes: ApiRoute[];
  const rightRoles = new Map<string, Role>();
  const junkAuth: string[] = [];
  let webDist: ReturnType<typeof createWebDist>;

  beforeAll(async () => {
    webDist = createWebDist();
    t = await createTestApp(engine, { config: { webDist: webDist.dir } });
    app = t.app;
    const admin = await loginAs(app, ADMIN.email, ADMIN.password);
    const tourist = await registerUser(app);
    const driver = await registerUser(app, 'driver');
    const other = await registerUser(app);
    const vehicles = [await createVehicle(app, admin), await createVehicle(app, admin, { type: 'Van', seatingCapacity: 8 }), await createVehicle(app, admin, { type: 'Scooter', seatingCapacity: 2 })];
    // Fuzzed bookings go to a vehicle that no fuzzed request targets, so that valid ones keep being stored.
    const bookable = await createVehicle(app, admin, { type: 'Bus', seatingCapacity: 40 });
    const drivers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await call(app, 'POST', '/api/admin/drivers', {
        token: admin,
        body: { username: `Target ${i}`, email: uniqueEmail('target'), password: 'secret123', licenseNumber: `T-${i}`, phone: '+94 77 999 0000', languages: ['English'] },
      });
      drivers.push(res.body._id);
    }
    const bookings: string[] = [];
    // The last one starts within the hour, so its driver may move it on now.
    for (const [token, extra] of [[tourist.token, {}], [tourist.token, { driverOption: 'selfDrive' }], [other.token, {}], [tourist.token, tripSoon(60)]] as const) {
      const res = await call(app, 'POST', '/api/bookings', { token, body: bookingBody(vehicles[0]._id, { ...freshSlot(), ...extra }) });
      bookings.push(res.body._id);
    }
    // One trip confirmed with the caller driver, so driver status changes reach the handler.
    await call(app, 'PATCH', `/api/admin/bookings/${bookings[3]}`, { token: admin, body: { status: 'confirmed', driverId: driver.user._id } });
    for (const name of ['First', 'Second']) await call(app, 'POST', '/api/contact', { body: { name, email: 'inbox@example.com', message: 'Hello' } });
    const messages = (await call(app, 'GET', '/api/admin/messages', { token: admin })).body.map((m: { _id: string }) => m._id);

    fx = {
      tokens: { tourist: tourist.token, driver: driver.token, admin },
      touristEmail: tourist.email,
      ids: { vehicles: vehicles.map((v) => v._id), drivers, bookings, messages },
      targetDriver: drivers[0]!,
      vehicleId: bookable._id,
      photo: await plainJpeg(160, 100),
    };
    const key = new TextEncoder().encode(JWT_SECRET);
    junkAuth.push(
      'Bearer',
      'Bearer ',
      'Bearer not-a-token',
      'Bearer a.b.c',
      `Bearer ${'A'.repeat(5000)}.${'B'.repeat(5000)}.${'C'.repeat(100)}`,
      `Basic ${Buffer.from('admin@test.lk:Admin@123').toString('base64')}`,
      `bearer ${admin}`,
      `Bearer ${admin} extra`,
      `Bearer ${admin.slice(0, -2)}xx`,
      `Bearer ${await new SignJWT({ role: 'admin', tv: 0 }).setProtectedHeader({ alg: 'HS512' }).setSubject(tourist.user._id).setIssuer('lanka-ride').setExpirationTime('1h').sign(key)}`,
      `Bearer ${await new SignJWT({ role: 'admin', tv: 'x' }).setProtectedHeader({ alg: 'HS256' }).setSubject("'; DROP TABLE users; --").setIssuer('lanka-ride').setExpirationTime('1h').sign(key)}`,
      `Bearer ${await new SignJWT({ role: 'admin', tv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject(tourist.user._id).setIssuer('lanka-ride').setExpirationTime(Math.floor(Date.now() / 1000) - 10).sign(key)}`,
    );

    // Deletions last, so that the other routes meet their targets.
    routes = [...apiRoutes(app)].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    // The role each route wants: the first caller its guard lets through (tried on an unknown id, without a body).
    for (const route of routes) {
      const url = fillPath(route.url, Object.fromEntries(paramNames(route.url).map((n) => [n, n === '*' ? 'index.css' : UNKNOWN_ID])));
      let role: Role = 'tourist';
      for (const candidate of ['tourist', 'driver', 'admin'] as const) {
        const res = await call(app, route.method as InjectOptions['method'], url, { token: fx.tokens[candidate] });
        if (res.status !== 401 && res.status !== 403) {
          role = candidate;
          break;
        }
      }
      rightRoles.set(route.key, role);
    }
  });
  afterAll(async () => {
    await t?.close();
    webDist?.remove();
  });

  it('answers any path up to 16 kB, of any shape, page or API, in under 50 ms', async () => {
    const slowest: { ms: number; path: string } = { ms: 0, path: '' };
    let tried = 0;
    await fc.assert(
      fc.asyncProperty(pathArb, async (path) => {
        // The best of three tries: a request that is slow by itself is slow every time, while a
        // garbage collection or a busy neighbour on the machine slows down only one of them.
        let best = Infinity;
        for (let i = 0; i < 3 && best >= PATH_ANSWER_MS; i++) {
          const started = performance.now();
          const res = await app.inject({ method: 'GET', url: path });
          best = Math.min(best, performance.now() - started);
          expect(res.statusCode, path.slice(0, 200)).toBeLessThan(500);
        }
        tried += 1;
        if (best > slowest.ms) Object.assign(slowest, { ms: best, path });
        return best < PATH_ANSWER_MS;
      }),
      { numRuns: RUNS * 3, examples: SLOW_PATH_SHAPES.map((p) => [p]) },
    );
    console.log(`[fuzz:${engine}] paths tried: ${tried}, slowest ${slowest.ms.toFixed(1)} ms (${slowest.path.length} chars)`);
  });

  it('answers every input to every route with a JSON 4xx or a sane 2xx, never a 5xx', async () => {
    const stats: Stats = { tried: 0, s2xx: 0, s3xx: 0, s4xx: 0, s5xx: 0 };
    const failures: string[] = [];
    const record = (route: ApiRoute, req: FuzzRequest, res: Awaited<ReturnType<typeof send>>) => {
      stats.tried += 1;
      const s = res.statusCode;
      if (s >= 500) stats.s5xx += 1;
      else if (s >= 400) stats.s4xx += 1;
      else if (s >= 300) stats.s3xx += 1;
      else stats.s2xx += 1;
      const problem = judge(route, res);
      if (problem) failures.push(`${route.key}: ${problem}\n    ${describeRequest(req)}`);
      return problem;
    };

    expect(routes.length).toBeGreaterThan(30);
    // The probe found the guards: admin routes want an admin, the driver area a driver.
    for (const route of routes) {
      if (route.url.startsWith('/api/admin/')) expect(rightRoles.get(route.key), route.key).toBe('admin');
      if (route.url === '/api/drivers/my-bookings') expect(rightRoles.get(route.key), route.key).toBe('driver');
    }
    for (const route of routes) {
      const role = rightRoles.get(route.key)!;
      for (const req of corpus(route, role, fx)) record(route, req, await send(app, req));
      const before = failures.length;
      await fc
        .assert(
          fc.asyncProperty(requestArb(route, role, fx, junkAuth), async (req) => record(route, req, await send(app, req)) === null),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch((error: Error) => {
          // A failed answer is already in `failures` with its request; anything else broke the run itself.
          if (failures.length === before) failures.push(`${route.key}: the property run broke: ${error.message.slice(0, 500)}`);
        });
    }
    console.log(`[fuzz:${engine}] inputs tried: ${stats.tried}, 4xx: ${stats.s4xx}, 2xx: ${stats.s2xx}, 3xx: ${stats.s3xx}, 5xx: ${stats.s5xx} (${routes.length} routes)`);
    expect(failures.slice(0, 20)).toEqual([]);
    expect(stats.s5xx).toBe(0);

    // Still up and talking to its database.
    expect((await call(app, 'GET', '/api/health')).status).toBe(200);
    expect((await call(app, 'GET', '/api/ready')).status).toBe(200);
  }, 600_000);

  it('left no invalid rows behind', async () => {
    const db = t.db;
    const count = async (sql: string) => Number((await db.query<{ n: string | number }>(sql))[0]!.n);
    expect(await count('SELECT count(*) AS n FROM bookings WHERE return_at <= pickup_at')).toBe(0);
    expect(await count('SELECT count(*) AS n FROM bookings WHERE num_tourists < 1 OR num_tourists > 60 OR total_price < 0')).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM bookings a JOIN bookings b ON a.id < b.id AND a.vehicle_id = b.vehicle_id
      AND tstzrange(a.pickup_at, a.return_at, '[)') && tstzrange(b.pickup_at, b.return_at, '[)')
      WHERE a.status IN ('pending','confirmed','picked_up','en_route') AND b.status IN ('pending','confirmed','picked_up','en_route')`)).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM bookings a JOIN bookings b ON a.id < b.id AND a.driver_id = b.driver_id
      AND tstzrange(a.pickup_at, a.return_at, '[)') && tstzrange(b.pickup_at, b.return_at, '[)')
      WHERE a.status IN ('pending','confirmed','picked_up','en_route') AND b.status IN ('pending','confirmed','picked_up','en_route')`)).toBe(0);
    // Nobody made themselves an admin, whatever role or prototype key they sent.
    expect(await count(`SELECT count(*) AS n FROM users WHERE role = 'admin'`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM users WHERE role NOT IN ('tourist', 'driver', 'admin')`)).toBe(0);

    const problems: string[] = [];
    const text = (where: string, value: unknown, multiline = false) => {
      if (value === null || value === undefined) return;
      if (typeof value !== 'string') return problems.push(`${where}: not text: ${JSON.stringify(value)}`);
      if (controlCharacter(value, multiline) !== undefined) problems.push(`${where}: control characters in ${JSON.stringify(value.slice(0, 80))}`);
      else if (!isCleanText(value, multiline)) problems.push(`${where}: bidirectional controls or invisible characters in ${JSON.stringify(value.slice(0, 80))}`);
      if (LONE_SURROGATE.test(value) || value.includes('\uFFFD')) problems.push(`${where}: broken unicode in ${JSON.stringify(value.slice(0, 80))}`);
      if (value !== value.trim()) problems.push(`${where}: untrimmed ${JSON.stringify(value.slice(0, 80))}`);
    };
    const email = (where: string, value: string | null, nullable = false) => {
      // A customer taken by phone may have no address (decision 083); everyone else has one.
      if (value === null && nullable) return;
      if (value === null) return problems.push(`${where}: no e-mail address`);
      text(where, value);
      if (!isEmailAddress(value) || value !== value.toLowerCase()) problems.push(`${where}: not a lower-case e-mail address: ${JSON.stringify(value.slice(0, 80))}`);
    };
    const list = (where: string, value: unknown) => {
      if (!Array.isArray(value)) return problems.push(`${where}: not a list`);
      value.forEach((v, i) => text(`${where}[${i}]`, v));
    };
    const languages = (where: string, value: unknown) => {
      list(where, value);
      for (const code of Array.isArray(value) ? value : []) if (!isLanguageCode(code)) problems.push(`${where}: not a language of the list: ${JSON.stringify(code)}`);
    };

    const users = await db.query<{ id: string; username: string; email: string | null; phone: string; license_number: string | null; license_expiry: string | null; languages: string[]; experience_years: number }>(
      `SELECT id, username, email, phone, license_number, license_expiry::text AS license_expiry, languages, experience_years FROM users`,
    );
    for (const u of users) {
      const w = `users ${u.id}`;
      text(`${w}.username`, u.username);
      email(`${w}.email`, u.email, true);
      text(`${w}.phone`, u.phone);
      text(`${w}.license_number`, u.license_number);
      languages(`${w}.languages`, u.languages);
      if (u.license_expiry !== null && !isValidDateString(u.license_expiry)) problems.push(`${w}.license_expiry: ${u.license_expiry}`);
      if (u.experience_years < 0 || u.experience_years > 80) problems.push(`${w}.experience_years: ${u.experience_years}`);
    }
    const vehicles = await db.query<{ id: string; brand: string; model: string; image: string; seating_capacity: number; price_per_day: string; price_per_hour: string }>(
      'SELECT id, brand, model, image, seating_capacity, price_per_day::text AS price_per_day, price_per_hour::text AS price_per_hour FROM vehicles',
    );
    for (const v of vehicles) {
      const w = `vehicles ${v.id}`;
      text(`${w}.brand`, v.brand);
      text(`${w}.model`, v.model);
      text(`${w}.image`, v.image);
      if (v.seating_capacity < 1 || v.seating_capacity > 100) problems.push(`${w}.seating_capacity: ${v.seating_capacity}`);
      for (const p of [v.price_per_day, v.price_per_hour]) if (!(Number(p) >= 0 && Number(p) <= 1_000_000)) problems.push(`${w}: price ${p}`);
    }
    const bookings = await db.query<Record<string, string> & { preferred_languages: string[] }>(
      `SELECT id, name, email, phone, pickup_point, return_point, special_requests, vehicle_brand, vehicle_model, preferred_languages,
        to_char(pickup_at AT TIME ZONE 'Asia/Colombo', 'YYYY-MM-DD') AS pickup_date, to_char(pickup_at AT TIME ZONE 'Asia/Colombo', 'HH24:MI') AS pickup_time,
        to_char(return_at AT TIME ZONE 'Asia/Colombo', 'YYYY-MM-DD') AS return_date, to_char(return_at AT TIME ZONE 'Asia/Colombo', 'HH24:MI') AS return_time
       FROM bookings`,
    );
    for (const b of bookings) {
      const w = `bookings ${b.id}`;
      for (const f of ['name', 'phone', 'pickup_point', 'return_point', 'vehicle_brand', 'vehicle_model']) text(`${w}.${f}`, b[f]);
      text(`${w}.special_requests`, b.special_requests, true);
      email(`${w}.email`, b.email ?? null, true);
      languages(`${w}.preferred_languages`, b.preferred_languages);
      for (const f of ['pickup_date', 'return_date']) if (!isValidDateString(b[f]!)) problems.push(`${w}.${f}: ${b[f]}`);
      for (const f of ['pickup_time', 'return_time']) if (!isValidTimeString(b[f]!)) problems.push(`${w}.${f}: ${b[f]}`);
    }
    const messages = await db.query<{ id: string; name: string; email: string; subject: string; message: string }>('SELECT id, name, email, subject, message FROM contact_messages');
    for (const m of messages) {
      const w = `contact_messages ${m.id}`;
      text(`${w}.name`, m.name);
      email(`${w}.email`, m.email);
      text(`${w}.subject`, m.subject);
      text(`${w}.message`, m.message, true);
    }
    const photos = await db.query<{ id: string; alt: string; alt_translations: Record<string, unknown> }>('SELECT id, alt, alt_translations FROM media_photos');
    for (const p of photos) {
      text(`media_photos ${p.id}.alt`, p.alt);
      for (const [lang, alt] of Object.entries(p.alt_translations)) text(`media_photos ${p.id}.alt_translations.${lang}`, alt);
    }
    console.log(`[fuzz:${engine}] rows checked: ${photos.length} photos, ${users.length} users, ${vehicles.length} vehicles, ${bookings.length} bookings, ${messages.length} messages`);
    expect(problems.slice(0, 20)).toEqual([]);
    expect(bookings.length).toBeGreaterThan(4); // some fuzzed bookings were valid and stored
  });
});

/**
 * Hoarding (issue 25 item 9, decision 073): new accounts fire bookings at the whole fleet at once,
 * for long trips over the December high season. Each account keeps only its few open unpaid
 * pending bookings (the product's defaults, not the lifted limits of the other tests), a search of
 * those dates still finds the rest of the fleet, and once the deposit deadline passes unpaid the
 * sweep frees every held vehicle.
 */
describe.each(ENGINES)('hoarding the fleet (%s)', (engine) => {
  const FLEET = 20;
  let t: TestApp;
  let fleet: string[];
  beforeAll(async () => {
    t = await createTestApp(engine, { config: { pendingBookings: loadConfig({}).pendingBookings } });
    const admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    fleet = [];
    for (let i = 0; i < FLEET; i++) fleet.push((await createVehicle(t.app, admin))._id);
  });
  afterAll(async () => t?.close());

  it('a few new accounts booking every vehicle in parallel for 60-90 days hold 3 each; search still finds the rest, and all after the deadline', async () => {
    const { maxOpen, depositHours } = t.config.pendingBookings;
    let year = 2040;
    const lines: string[] = [];
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 60, max: 90 }), fc.integer({ min: 1, max: 15 }), async (accounts, days, startDay) => {
        year += 1; // each run its own season, clear of the others
        const pickupDate = `${year}-12-${String(startDay).padStart(2, '0')}`;
        const returnDate = addDays(pickupDate, days);
        const hoarders = await Promise.all(Array.from({ length: accounts }, () => registerUser(t.app)));
        const answers = await Promise.all(
          hoarders.flatMap((h) => fleet.map((vehicleId) => call(t.app, 'POST', '/api/bookings', { token: h.token, body: bookingBody(vehicleId, { pickupDate, returnDate, driverOption: 'selfDrive' }) }))),
        );
        expect(answers.filter((a) => a.status >= 500)).toEqual([]);
        const made = answers.filter((a) => a.status === 201);
        const refused = answers.filter((a) => a.status === 409);
        expect(made.length + refused.length).toBe(answers.length);
        for (const h of hoarders) expect(made.filter((a) => a.body.userId._id === h.user._id)).toHaveLength(maxOpen);

        // Mid-December, inside every held trip.
        const search = async () => (await call(t.app, 'GET', `/api/vehicles/available?pickupDate=${year}-12-16&returnDate=${year}-12-20`)).body as unknown[];
        const found = (await search()).length;
        expect(found).toBe(FLEET - made.length);
        expect(found).toBeGreaterThan(FLEET / 2);
        const swept = await t.app.sweepPendingDeposits(Date.now() + (depositHours + 1) * 3_600_000);
        expect(swept.expired).toBe(made.length);
        expect((await search()).length).toBe(FLEET);
        lines.push(`${accounts} account(s) x ${FLEET} requests for ${days} days: ${made.length} held, search found ${found} of ${FLEET}, after the deadline ${FLEET}`);
      }),
      { numRuns: Number(process.env.HOARDING_RUNS ?? 4) },
    );
    console.log(`[hoarding:${engine}]\n  ${lines.join('\n  ')}`);
  }, 300_000);
});
