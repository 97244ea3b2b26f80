import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCE_CHART_MONTHS, MESSAGES, PAYMENTS_CSV_COLUMNS, addDays, colomboToday, shortReference, type FinanceSummary } from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type TestApp } from './harness';
import { adminPatch, book, expectValidation } from './api-helpers';
import { csvCell } from '../src/modules/finance/csv';

/** A CSV file read back as RFC 4180 says: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

const noMethods = { cash: 0, card: 0, bank_transfer: 0, payhere: 0 };

describe.each(ENGINES)('finance (%s)', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let tourist: string;
  let driver: string;
  let driverId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
    tourist = (await registerUser(t.app)).token;
    const driverAccount = await registerUser(t.app, 'driver');
    driver = driverAccount.token;
    driverId = driverAccount.user._id;
  });
  afterAll(async () => t?.close());

  /** A fresh vehicle and a booking of it (2 days with a driver: $180, deposit $18), so tests never meet each other's dates. */
  async function newBooking(extra: Record<string, unknown> = {}) {
    const vehicle = await createVehicle(t.app, adminToken, { pricingDetails: { perDay: 40, perHour: 6 } });
    return book(t.app, tourist, bookingBody(vehicle._id, extra));
  }

  const pay = async (id: string, body: Record<string, unknown>) => {
    const res = await call(t.app, 'POST', `/api/admin/bookings/${id}/payments`, { token: adminToken, body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  };

  const finance = async (query = ''): Promise<FinanceSummary> => {
    const res = await call(t.app, 'GET', `/api/admin/finance${query}`, { token: adminToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  /** A ledger row written at a chosen instant (the API stamps rows with the database's clock). */
  async function ledgerRow(bookingId: string, row: { kind: string; method: string; amount: number; currency?: string; rate?: number; usd?: number; at: string; reference?: string }) {
    await t.db.query(
      `INSERT INTO payments (booking_id, kind, method, amount, currency, rate_to_usd, amount_usd, reference, recorded_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [bookingId, row.kind, row.method, row.amount, row.currency ?? 'USD', row.rate ?? 1, row.usd ?? row.amount, row.reference ?? null, row.at],
    );
  }

  describe('money received in a period of Sri Lanka days', () => {
    let bookingId: string;

    beforeAll(async () => {
      bookingId = (await newBooking({ pickupDate: '2031-05-01', returnDate: '2031-05-03' }))._id;
      // Both of these are on 9 March in UTC; in Colombo the first is the 10th, the second the 9th.
      await ledgerRow(bookingId, { kind: 'deposit', method: 'cash', amount: 20.1, at: '2031-03-10T00:10:00+05:30' });
      await ledgerRow(bookingId, { kind: 'deposit', method: 'cash', amount: 1, at: '2031-03-09T23:50:00+05:30' });
      // 3,000 rupees at the rate recorded then (320 to the dollar), whatever the policy says now.
      await ledgerRow(bookingId, { kind: 'balance', method: 'card', amount: 3000, currency: 'LKR', rate: 1 / 320, usd: 9.38, at: '2031-03-10T23:50:00+05:30', reference: 'POS 991' });
      // 0.1 + 0.2 must be 0.3 exactly.
      await ledgerRow(bookingId, { kind: 'extra', method: 'payhere', amount: 0.1, at: '2031-03-11T00:10:00+05:30' });
      await ledgerRow(bookingId, { kind: 'balance', method: 'bank_transfer', amount: 0.2, at: '2031-03-11T09:00:00+05:30' });
      await ledgerRow(bookingId, { kind: 'refund', method: 'bank_transfer', amount: 5, at: '2031-03-12T12:00:00+05:30' });
      // Just outside March in Colombo; the second is still 31 March in UTC.
      await ledgerRow(bookingId, { kind: 'balance', method: 'cash', amount: 7, at: '2031-02-28T23:50:00+05:30' });
      await ledgerRow(bookingId, { kind: 'balance', method: 'cash', amount: 11, at: '2031-04-01T00:10:00+05:30' });
    });

    it('sums per day and method, LKR at its recorded rate, each payment on its Sri Lanka day (23:50 on D is D)', async () => {
      const march = await finance('?from=2031-03-01&to=2031-03-31');
      expect(march.from).toBe('2031-03-01');
      expect(march.to).toBe('2031-03-31');
      expect(march.receivedPerDay).toEqual([
        { date: '2031-03-09', byMethod: { ...noMethods, cash: 1 }, total: 1 },
        { date: '2031-03-10', byMethod: { ...noMethods, cash: 20.1, card: 9.38 }, total: 29.48 },
        { date: '2031-03-11', byMethod: { ...noMethods, payhere: 0.1, bank_transfer: 0.2 }, total: 0.3 },
      ]);
      expect(march.receivedByMethod).toEqual({ cash: 21.1, card: 9.38, bank_transfer: 0.2, payhere: 0.1 });
      expect(march.totalReceived).toBe(30.78);
      expect(march.refundsPaid).toBe(5);

      const tenth = await finance('?from=2031-03-10&to=2031-03-10');
      expect(tenth.receivedPerDay.map((d) => d.date)).toEqual(['2031-03-10']);
      expect(tenth.totalReceived).toBe(29.48);
      expect(tenth.refundsPaid).toBe(0);
    });

    it('buckets the 12 months ending with the month of `to`, net of refunds', async () => {
      const march = await finance('?from=2031-03-01&to=2031-03-31');
      expect(march.revenuePerMonth).toHaveLength(FINANCE_CHART_MONTHS);
      expect(march.revenuePerMonth[0]!.month).toBe('2030-04');
      expect(march.revenuePerMonth.at(-1)).toEqual({ month: '2031-03', received: 30.78, refunded: 5, net: 25.78 });
      expect(march.revenuePerMonth.at(-2)).toEqual({ month: '2031-02', received: 7, refunded: 0, net: 7 });
      expect(march.revenuePerMonth.slice(0, -2).every((m) => m.received === 0 && m.refunded === 0 && m.net === 0)).toBe(true);

      const april = await finance('?from=2031-04-01&to=2031-04-15');
      expect(april.revenuePerMonth.map((m) => m.month)).toEqual(['2030-05', '2030-06', '2030-07', '2030-08', '2030-09', '2030-10', '2030-11', '2030-12', '2031-01', '2031-02', '2031-03', '2031-04']);
      expect(april.revenuePerMonth.at(-1)).toMatchObject({ month: '2031-04', received: 11 });
      // The year turns: the window starts in the previous year's February.
      const january = await finance('?from=2031-01-01&to=2031-01-31');
      expect(january.revenuePerMonth[0]!.month).toBe('2030-02');
      expect(january.revenuePerMonth.at(-1)!.month).toBe('2031-01');
    });

    it('a reversal takes back the row it reverses', async () => {
      const rows = await t.db.query<{ id: string }>(`SELECT id FROM payments WHERE booking_id = $1 AND amount = 0.2`, [bookingId]);
      await t.db.query(
        `INSERT INTO payments (booking_id, kind, method, amount, currency, rate_to_usd, amount_usd, reverses, recorded_at)
         VALUES ($1, 'balance', 'bank_transfer', 0.2, 'USD', 1, 0.2, $2, '2031-03-11T10:00:00+05:30')`,
        [bookingId, rows[0]!.id],
      );
      const day = await finance('?from=2031-03-11&to=2031-03-11');
      expect(day.receivedPerDay).toEqual([{ date: '2031-03-11', byMethod: { ...noMethods, payhere: 0.1 }, total: 0.1 }]);
    });

    it('defaults to the last 30 days up to today in Sri Lanka', async () => {
      const today = colomboToday();
      const summary = await finance();
      expect([summary.from, summary.to]).toEqual([addDays(today, -29), today]);
      expect((await finance(`?to=2031-03-31`)).from).toBe('2031-03-02');
    });
  });

  it('counts payments recorded today through the API, in two currencies', async () => {
    const today = colomboToday();
    const before = await finance(`?from=${today}&to=${today}`);
    const booking = await newBooking({ pickupDate: '2031-06-01', returnDate: '2031-06-03' });
    await pay(booking._id, { amount: 3000, currency: 'LKR', method: 'cash', kind: 'deposit' });
    await pay(booking._id, { amount: 12.5, currency: 'USD', method: 'card', kind: 'balance' });
    await pay(booking._id, { amount: 2.5, currency: 'USD', method: 'card', kind: 'refund' });
    const after = await finance(`?from=${today}&to=${today}`);
    const day = after.receivedPerDay.find((d) => d.date === today)!;
    const dayBefore = before.receivedPerDay.find((d) => d.date === today) ?? { byMethod: noMethods, total: 0 };
    expect(day.byMethod.cash - dayBefore.byMethod.cash).toBeCloseTo(10, 9);
    expect(day.byMethod.card - dayBefore.byMethod.card).toBeCloseTo(12.5, 9);
    expect(after.totalReceived - before.totalReceived).toBeCloseTo(22.5, 9);
    expect(after.refundsPaid - before.refundsPaid).toBeCloseTo(2.5, 9);
  });

  it('counts deposits outstanding on pending and confirmed bookings, not on paid or cancelled ones', async () => {
    const before = (await finance()).depositsOutstanding;
    const expectOutstanding = async (count: number, amount: number) => {
      const now = (await finance()).depositsOutstanding;
      expect(now.count).toBe(before.count + count);
      expect(now.amount).toBeCloseTo(before.amount + amount, 9);
    };
    const owing = await newBooking({ pickupDate: '2031-07-01', returnDate: '2031-07-03' });
    await expectOutstanding(1, 18);

    await pay(owing._id, { amount: 5, currency: 'USD', method: 'cash', kind: 'deposit' });
    await expectOutstanding(1, 13);
    expect((await adminPatch(t.app, adminToken, owing._id, { status: 'confirmed', driverId })).status).toBe(200);
    await expectOutstanding(1, 13);

    await pay(owing._id, { amount: 13, currency: 'USD', method: 'cash', kind: 'deposit' });
    await expectOutstanding(0, 0);

    const dropped = await newBooking({ pickupDate: '2031-07-10', returnDate: '2031-07-12' });
    expect((await adminPatch(t.app, adminToken, dropped._id, { status: 'cancelled' })).status).toBe(200);
    await expectOutstanding(0, 0);
  });

  it('lists refunds due with the guest and vehicle until they are paid', async () => {
    const before = (await finance()).refundsDue;
    const booking = await newBooking({ pickupDate: '2031-08-10', pickupTime: '09:00', returnDate: '2031-08-12', returnTime: '09:00', name: 'Emma Wilson' });
    await pay(booking._id, { amount: 18, currency: 'USD', method: 'card', kind: 'deposit' });
    t.clock.set('2031-08-01T09:00:00+05:30');
    try {
      expect((await adminPatch(t.app, adminToken, booking._id, { status: 'cancelled' })).status).toBe(200);
    } finally {
      t.clock.reset();
    }
    // More than 48 hours before pickup: 90% of $18.
    const due = (await finance()).refundsDue;
    expect(due.count).toBe(before.count + 1);
    expect(due.amount).toBeCloseTo(before.amount + 16.2, 9);
    expect(due.bookings).toContainEqual({ _id: booking._id, customerName: 'Emma Wilson', vehicleName: 'Toyota Prius', amount: 16.2 });

    await pay(booking._id, { amount: 10, currency: 'USD', method: 'bank_transfer', kind: 'refund' });
    expect((await finance()).refundsDue.bookings).toContainEqual({ _id: booking._id, customerName: 'Emma Wilson', vehicleName: 'Toyota Prius', amount: 6.2 });
    await pay(booking._id, { amount: 6.2, currency: 'USD', method: 'bank_transfer', kind: 'refund' });
    const after = (await finance()).refundsDue;
    expect(after).toEqual(before);
  });

  it('refuses a bad period with 400 and the reason', async () => {
    expectValidation(await call(t.app, 'GET', '/api/admin/finance?from=2031-03-10&to=2031-03-01', { token: adminToken }), MESSAGES.validation.notBefore('to', 'from'));
    expectValidation(await call(t.app, 'GET', '/api/admin/finance?from=2031-01-01&to=2032-01-02', { token: adminToken }), MESSAGES.money.periodTooLong(366));
    expect((await call(t.app, 'GET', '/api/admin/finance?from=2032-01-01&to=2032-12-31', { token: adminToken })).status).toBe(200);
    expectValidation(await call(t.app, 'GET', '/api/admin/finance?from=2031-02-30', { token: adminToken }), MESSAGES.validation.dateInvalid('from'));
    expectValidation(await call(t.app, 'GET', '/api/admin/finance?to=31-03-2031', { token: adminToken }), MESSAGES.validation.dayFormat('to'));
    expectValidation(await call(t.app, 'GET', '/api/admin/payments.csv?from=2031-03-10&to=2031-03-01', { token: adminToken }), MESSAGES.validation.notBefore('to', 'from'));
  });

  it('is for admins only: 401 without a token, 403 for tourists and drivers', async () => {
    for (const url of ['/api/admin/finance', '/api/admin/payments.csv']) {
      expect((await call(t.app, 'GET', url)).status).toBe(401);
      expect((await call(t.app, 'GET', url, { token: tourist })).status).toBe(403);
      expect((await call(t.app, 'GET', url, { token: driver })).status).toBe(403);
    }
  });

  describe('the payments CSV', () => {
    it('has the ledger rows of the period, quoted as RFC 4180 says, formulas neutralised', async () => {
      const booking = await newBooking({ pickupDate: '2031-09-01', returnDate: '2031-09-03', name: 'Wilson, "Emma"' });
      const references = ['=HYPERLINK("http://evil.example","Click")', '+94 77 123', '-2+3', '@SUM(A1:A9)', 'two\nlines, and a "quote"', 'Receipt 12'];
      for (const [i, reference] of references.entries()) {
        await ledgerRow(booking._id, { kind: 'deposit', method: 'cash', amount: 1 + i, at: `2031-09-0${1 + (i % 2)}T10:0${i}:00+05:30`, reference });
      }
      await ledgerRow(booking._id, { kind: 'balance', method: 'card', amount: 3000, currency: 'LKR', rate: 1 / 320, usd: 9.38, at: '2031-09-02T23:50:00+05:30' });

      const res = await t.app.inject({ method: 'GET', url: '/api/admin/payments.csv?from=2031-09-01&to=2031-09-02', headers: { authorization: `Bearer ${adminToken}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="lankaride-payments-2031-09-01-2031-09-02.csv"');
      expect(res.body.startsWith('\uFEFF')).toBe(true);
      expect(res.body.endsWith('\r\n')).toBe(true);

      const [header, ...rows] = parseCsv(res.body.slice(1));
      expect(header).toEqual([...PAYMENTS_CSV_COLUMNS]);
      expect(rows).toHaveLength(references.length + 1);
      for (const row of rows) expect(row).toHaveLength(PAYMENTS_CSV_COLUMNS.length);
      const column = (name: (typeof PAYMENTS_CSV_COLUMNS)[number]) => rows.map((row) => row[PAYMENTS_CSV_COLUMNS.indexOf(name)]);
      expect(column('reference')).toEqual(expect.arrayContaining([
        `'=HYPERLINK("http://evil.example","Click")`,
        `'+94 77 123`,
        `'-2+3`,
        `'@SUM(A1:A9)`,
        'two\nlines, and a "quote"',
        'Receipt 12',
      ]));
      expect(new Set(column('customer'))).toEqual(new Set(['Wilson, "Emma"']));
      // Bookings by their short reference, as every page and e-mail names them (decision 061).
      expect(new Set(column('booking'))).toEqual(new Set([shortReference(booking._id)]));
      // Oldest first, in Sri Lanka time as the header says: the 23:50 payment is on the 2nd in Colombo (18:20 UTC).
      expect(header[0]).toBe('recordedAt (Asia/Colombo UTC+05:30)');
      const recorded = column('recordedAt (Asia/Colombo UTC+05:30)');
      expect([...recorded].sort()).toEqual(recorded);
      expect(recorded[0]).toBe('2031-09-01 10:00:00');
      expect(recorded.at(-1)).toBe('2031-09-02 23:50:00');
      expect(res.body).not.toContain(booking._id);
      expect(rows.at(-1)!.slice(3, 11)).toEqual(['balance', 'card', '3000.00', 'LKR', '0.003125', '9.38', '', '']);
      expect(rows[0]!.slice(3, 9)).toEqual(['deposit', 'cash', '1.00', 'USD', '1', '1.00']);
    });

    it('names a reversal by the Sri Lanka time of the row it reverses, never by an id', async () => {
      const booking = await newBooking({ pickupDate: '2031-11-01', returnDate: '2031-11-03' });
      const paid = await pay(booking._id, { amount: 7, currency: 'USD', method: 'cash', kind: 'deposit', reference: 'Reversal source' });
      const reversal = await call(t.app, 'POST', `/api/admin/bookings/${booking._id}/payments/${paid._id}/reverse`, { token: adminToken, body: { reason: 'Typed twice' } });
      expect(reversal.status, JSON.stringify(reversal.body)).toBe(201);
      const today = colomboToday();
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/payments.csv?from=${today}&to=${today}`, headers: { authorization: `Bearer ${adminToken}` } });
      const [header, ...rows] = parseCsv(res.body.slice(1));
      const ours = rows.filter((row) => row[1] === shortReference(booking._id));
      expect(ours).toHaveLength(2);
      const [original, reversing] = ours as [string[], string[]];
      expect(header.at(-1)).toBe('reversesRowRecordedAt (Asia/Colombo UTC+05:30)');
      expect(original.at(-1)).toBe('');
      expect(reversing.at(-1)).toBe(original[0]);
      // Sri Lanka time to the second: today's date in Colombo, the hour the API recorded it.
      expect(original[0]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2}$`));
      const recordedAt = Date.parse(`${original[0]!.replace(' ', 'T')}+05:30`);
      expect(Math.abs(recordedAt - Date.parse(paid.recordedAt))).toBeLessThan(1000);
      expect(res.body).not.toContain(paid._id);
      expect(res.body).not.toContain(booking._id);
    });

    it('names who recorded a payment, and is just a header for a period without payments', async () => {
      const booking = await newBooking({ pickupDate: '2031-10-01', returnDate: '2031-10-03' });
      await pay(booking._id, { amount: 4, currency: 'USD', method: 'cash', kind: 'deposit', reference: 'Office till' });
      const today = colomboToday();
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/payments.csv?from=${today}&to=${today}`, headers: { authorization: `Bearer ${adminToken}` } });
      const rows = parseCsv(res.body.slice(1));
      const ours = rows.find((row) => row[PAYMENTS_CSV_COLUMNS.indexOf('reference')] === 'Office till')!;
      expect(ours[PAYMENTS_CSV_COLUMNS.indexOf('recordedBy')]).toEqual(expect.any(String));
      expect(ours[PAYMENTS_CSV_COLUMNS.indexOf('recordedBy')]).not.toBe('');

      const empty = await t.app.inject({ method: 'GET', url: '/api/admin/payments.csv?from=2035-01-01&to=2035-01-31', headers: { authorization: `Bearer ${adminToken}` } });
      expect(empty.body).toBe(`\uFEFF${PAYMENTS_CSV_COLUMNS.join(',')}\r\n`);
    });

    it('neutralises every formula start and quotes only what needs it', () => {
      expect(['=1+1', '+1', '-1', '@x', '\t=1', '\r=1'].map(csvCell)).toEqual(["'=1+1", "'+1", "'-1", "'@x", "'\t=1", `"'\r=1"`]);
      expect(csvCell('a,b')).toBe('"a,b"');
      expect(csvCell('say "hi"')).toBe('"say ""hi"""');
      expect(csvCell('=a,"b"')).toBe(`"'=a,""b"""`);
      expect(csvCell('plain text 1.5')).toBe('plain text 1.5');
      expect(csvCell(null)).toBe('');
    });
  });

  it('documents both routes with their query and answer', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).body;
    const financeDoc = doc.paths['/api/admin/finance'].get;
    expect(financeDoc.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['from', 'to']);
    expect(Object.keys(financeDoc.responses['200'].content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['receivedPerDay', 'receivedByMethod', 'totalReceived', 'refundsPaid', 'depositsOutstanding', 'refundsDue', 'revenuePerMonth']),
    );
    expect(Object.keys(doc.paths['/api/admin/payments.csv'].get.responses['200'].content)).toEqual(['text/csv']);
  });
});
