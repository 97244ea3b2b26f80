import { describe, expect, it } from 'vitest';
import { MESSAGES, shortReference, type Booking } from '@app/shared';
import { emailMessagesIn } from '../src/lib/i18n';
import { renderReceipt } from '../src/modules/money/receipt';
import { splitRuns } from '../src/lib/pdf-text-runs';
import { AFTER_TEST_TRIPS, ENGINES, bookingBody, call, createVehicle, registerUser, whileAt, type TestApp, withAdminApp, type Account } from './harness';
import { MALFORMED_ID, UNKNOWN_ID, adminPatch, book, driverPatch } from './api-helpers';
import { mimeParts, pdfText } from './pdf-text';
import { deliverOutbox, startSmtp } from './smtp';

describe('text runs', () => {
  const font = (name: string, has: (cp: number) => boolean) => ({ name, hasGlyphForCodePoint: has });
  const latin = font('latin', (cp) => cp < 0x250);
  const sinhala = font('sinhala', (cp) => (cp >= 0x0d80 && cp <= 0x0dff) || cp === 0x200d || cp === 0x20);
  const runs = (text: string) => splitRuns(text, [latin, sinhala]).map((r) => [r.font.name, r.text]);

  it('gives each character the font that has it, keeping spaces and marks with their neighbours', () => {
    expect(runs('Total: රු. 5,400.00')).toEqual([
      ['latin', 'Total: '],
      ['sinhala', 'රු'],
      ['latin', '. 5,400.00'],
    ]);
    // The joiner of ශ්‍රී stays inside the cluster; a space after Sinhala stays Sinhala.
    expect(runs('ශ්‍රී ලංකා $1')).toEqual([
      ['sinhala', 'ශ්‍රී ලංකා '],
      ['latin', '$1'],
    ]);
  });

  it('leaves a character no font has where it is, and an empty text without runs', () => {
    expect(runs('a😀b')).toEqual([['latin', 'a😀b']]);
    expect(runs('')).toEqual([]);
  });
});

describe.each(ENGINES)('receipts (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: Account;

  withAdminApp(engine, async (app, token) => ([t, admin, tourist] = [app, token, await registerUser(app.app)]));

  /** A fresh vehicle (a Toyota Prius at $40 a day) and a booking of it: 2 days with a driver, $180. */
  async function newBooking(token: string, extra: Record<string, unknown> = {}): Promise<Booking> {
    const vehicle = await createVehicle(t.app, admin, { pricingDetails: { perDay: 40, perHour: 6 } });
    return book(t.app, token, bookingBody(vehicle._id, extra));
  }

  const receipt = (id: string, token?: string) =>
    t.app.inject({ method: 'GET', url: `/api/bookings/${id}/receipt.pdf`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const pay = (id: string, body: Record<string, unknown>) => call(t.app, 'POST', `/api/admin/bookings/${id}/payments`, { token: admin, body });

  it('the booker downloads their receipt: the vehicle, the lines, the total, the deposit paid and the balance due', async () => {
    const booking = await newBooking(tourist.token, { pickupDate: '2030-03-10', returnDate: '2030-03-12' });
    expect((await pay(booking._id, { amount: 5400, currency: 'LKR', method: 'cash', kind: 'deposit', reference: 'Receipt 17' })).status).toBe(201);

    const res = await receipt(booking._id, tourist.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="lankaride-receipt-${shortReference(booking._id)}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const text = await pdfText(res.rawPayload);
    for (const words of [
      // Not paid in full yet: an invoice, no receipt (decision 079).
      'Invoice',
      'Status Requested, awaiting confirmation · balance still to pay',
      'This is not a receipt: the amounts above are still to pay.',
      shortReference(booking._id),
      booking._id,
      'Test Tourist',
      'Toyota Prius',
      'Vehicle hire (2 days × $40.00) $80.00',
      'Driver (2 days × $50.00) $100.00',
      'Total $180.00',
      'Deposit Cash LKR 5,400.00 $18.00 Receipt 17',
      'Paid $18.00',
      'Balance due $162.00',
      'No. 42, Galle Road',
    ]) {
      expect(text, words).toContain(words);
    }
    expect(text).not.toContain('Final receipt');
    // Its title is the invoice's ("Receipt 17" is the payment's own reference).
    expect(text).toContain('Invoice Issued');
    expect(text).not.toContain('Receipt Issued');
    expect(text).not.toContain('Thank you');
  });

  it('the title, the status and the closing words follow the booking: invoice, receipt once paid, cancelled, final receipt', async () => {
    const textOf = async (id: string, token = tourist.token) => pdfText((await receipt(id, token)).rawPayload);

    // Nothing paid, pending: an invoice asking for the deposit.
    const unpaid = await newBooking(tourist.token, { pickupDate: '2030-08-01', returnDate: '2030-08-03' });
    let text = await textOf(unpaid._id);
    expect(text).toContain('Invoice');
    expect(text).toContain('Requested, awaiting confirmation · deposit still to pay');
    expect(text).not.toMatch(/Receipt|Thank you/);

    // Paid in full before the trip: a receipt that looks forward to the trip, no thanks for it yet.
    expect((await pay(unpaid._id, { amount: 180, currency: 'USD', method: 'card', kind: 'deposit' })).status).toBe(201);
    expect((await adminPatch(t.app, admin, unpaid._id, { status: 'confirmed', driverId: (await registerUser(t.app, 'driver')).user._id })).status).toBe(200);
    text = await textOf(unpaid._id);
    expect(text).toContain('Receipt');
    expect(text).toContain('Confirmed · paid in full');
    expect(text).toContain('Thank you for your payment. We look forward to your trip.');
    expect(text).not.toContain('Thank you for travelling');
    expect(text).not.toContain('Invoice');

    // Cancelled: its own title, the refund due, no trip to thank for.
    const cancelled = await newBooking(tourist.token, { pickupDate: '2030-08-10', returnDate: '2030-08-12' });
    expect((await pay(cancelled._id, { amount: 18, currency: 'USD', method: 'card', kind: 'deposit' })).status).toBe(201);
    expect((await call(t.app, 'PATCH', `/api/bookings/${cancelled._id}/cancel`, { token: tourist.token })).status).toBe(200);
    text = await textOf(cancelled._id);
    expect(text).toContain('Cancelled booking');
    expect(text).toContain('Cancelled · refund due');
    expect(text).toContain('Refund due to you $16.20');
    expect(text).toContain('This booking is cancelled and no trip will take place.');
    expect(text).not.toMatch(/Receipt|Invoice|Thank you/);

    // In the reader's language: a German reader's cancelled booking.
    const reader = await registerUser(t.app, 'tourist', { preferredLanguage: 'de' });
    const german = await newBooking(reader.token, { pickupDate: '2030-08-20', returnDate: '2030-08-22' });
    expect((await call(t.app, 'PATCH', `/api/bookings/${german._id}/cancel`, { token: reader.token })).status).toBe(200);
    const de = emailMessagesIn('de').receipt;
    text = await textOf(german._id, reader.token);
    expect(text).toContain(de.cancelledTitle);
    expect(text).toContain(`${de.statuses.cancelled} · ${de.paymentStatuses.settled}`);
    expect(text).toContain(de.cancelledNote);
  });

  it('an admin downloads any receipt; another tourist and a driver are refused as GET /api/bookings/:id refuses them', async () => {
    const booking = await newBooking(tourist.token, { pickupDate: '2030-03-20', returnDate: '2030-03-22' });
    const byAdmin = await receipt(booking._id, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');

    const other = await registerUser(t.app);
    const driver = await registerUser(t.app, 'driver');
    for (const token of [other.token, driver.token]) {
      const view = await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token });
      const res = await receipt(booking._id, token);
      expect(view.status).toBe(403);
      expect(res.statusCode).toBe(view.status);
      expect(res.json()).toEqual(view.body);
    }
    // The assigned driver sees the booking, but the receipt (payments and refunds) is the tourist's.
    expect((await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/bookings/${booking._id}`, { token: driver.token })).status).toBe(200);
    expect((await receipt(booking._id, driver.token)).statusCode).toBe(403);

    for (const id of [UNKNOWN_ID, MALFORMED_ID]) {
      const view = await call(t.app, 'GET', `/api/bookings/${id}`, { token: tourist.token });
      const res = await receipt(id, tourist.token);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual(view.body);
      expect(res.json().error).toBe(MESSAGES.api.bookingNotFound);
    }
    expect((await receipt(booking._id)).statusCode).toBe(401);
  });

  it('a completed trip: the receipt has the extra kilometres, and the e-mail that ends the trip carries it with the PDF attached', async () => {
    const smtp = await startSmtp();
    try {
      const driver = await registerUser(t.app, 'driver');
      const booking = await newBooking(tourist.token, { pickupDate: '2030-04-01', pickupTime: '09:00', returnDate: '2030-04-03', returnTime: '09:00' });
      expect((await pay(booking._id, { amount: 18, currency: 'USD', method: 'card', kind: 'deposit' })).status).toBe(201);
      expect((await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: driver.user._id })).status).toBe(200);
      const odometer = (body: Record<string, unknown>) => call(t.app, 'PUT', `/api/drivers/bookings/${booking._id}/odometer`, { token: driver.token, body });
      expect((await odometer({ pickupKm: 10_000 })).status).toBe(200);
      await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
        for (const step of ['picked_up', 'en_route'] as const) expect((await driverPatch(t.app, driver.token, booking._id, step)).status).toBe(200);
        // Cash is taken once the trip is under way.
        expect((await call(t.app, 'POST', `/api/drivers/bookings/${booking._id}/cash`, { token: driver.token, body: { amount: 48600, currency: 'LKR' } })).status).toBe(201);
        // 2 days include 200 km; 347 driven: 147 extra at $0.25.
        expect((await odometer({ returnKm: 10_347 })).status).toBe(200);
        expect((await driverPatch(t.app, driver.token, booking._id, 'completed')).status).toBe(200);
      });

      const text = await pdfText((await receipt(booking._id, tourist.token)).rawPayload);
      for (const words of [
        'Final receipt',
        'Extra kilometres (147 km beyond the 200 km included × $0.25) $36.75',
        'Total $216.75',
        'Deposit Card $18.00 $18.00',
        'Balance Cash LKR 48,600.00 $162.00',
        'Paid $180.00',
        'Balance due $36.75',
      ]) {
        expect(text, words).toContain(words);
      }

      await deliverOutbox(t.db, smtp.url);
      const mail = smtp.received.find((m) => m.to.includes(tourist.email) && m.subject === `Thank you for travelling with us (${shortReference(booking._id)})`);
      expect(mail, 'the completion e-mail').toBeDefined();
      const parts = mimeParts(mail!.raw);
      // Amounts in other currencies are written with a no-break space (LKR 48,600.00).
      const body = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))!.content.toString('utf8').replace(/\u00a0/g, ' ');
      for (const words of [
        'Your final receipt:',
        'Vehicle hire (2 days × $40.00): $80.00',
        'Extra kilometres (147 km beyond the 200 km included × $0.25): $36.75',
        'Total: $216.75',
        'Deposit · Card: $18.00',
        'Balance · Cash: LKR 48,600.00 ($162.00)',
        'Balance due: $36.75',
      ]) {
        expect(body, words).toContain(words);
      }
      const pdf = parts.find((p) => p.headers['content-type']?.startsWith('application/pdf'));
      expect(pdf, 'a PDF attachment').toBeDefined();
      expect(pdf!.headers['content-disposition']).toContain(`lankaride-receipt-${shortReference(booking._id)}.pdf`);
      expect(pdf!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await pdfText(pdf!.content)).toContain('Balance due $36.75');
      // The outbox keeps the text only.
      const [row] = await t.db.query<{ body: string }>(`SELECT body FROM outbox WHERE booking_id = $1 AND kind = 'booking_completed'`, [booking._id]);
      expect(row!.body).toContain('Your final receipt:');
      expect(row!.body).not.toContain('%PDF');
    } finally {
      await smtp.close();
    }
  });

  it("the booking e-mails show the price lines, the total, the deposit, the balance and the refund tiers", async () => {
    const booking = await newBooking(tourist.token, { pickupDate: '2030-05-01', returnDate: '2030-05-03' });
    expect((await adminPatch(t.app, admin, booking._id, { status: 'confirmed', driverId: (await registerUser(t.app, 'driver')).user._id })).status).toBe(200);
    const mails = await t.db.query<{ kind: string; body: string }>('SELECT kind, body FROM outbox WHERE booking_id = $1 AND recipient = $2', [booking._id, tourist.email]);
    for (const kind of ['booking_received', 'booking_confirmed']) {
      const body = mails.find((m) => m.kind === kind)?.body ?? '';
      for (const words of [
        'Price:\nVehicle hire (2 days × $40.00): $80.00\nDriver (2 days × $50.00): $100.00\nTotal: $180.00\nDeposit due: $18.00\nBalance: $162.00',
        'If you cancel: 48 hours or more before pickup, 90% of what you paid back; 24 hours or more before pickup, 50% of what you paid back; later, no refund.',
      ]) {
        expect(body, `${kind}: ${words}`).toContain(words);
      }
    }
  });

  it("is written in the language of the account that asks: German words, Sinhala and Chinese in their own fonts", async () => {
    const booking = await newBooking(tourist.token, { pickupDate: '2030-06-01', returnDate: '2030-06-03' });
    const readers: Record<'de' | 'si' | 'zh', string> = {
      de: (await registerUser(t.app, 'tourist', { preferredLanguage: 'de' })).token,
      si: (await registerUser(t.app, 'tourist', { preferredLanguage: 'si' })).token,
      zh: (await registerUser(t.app, 'tourist', { preferredLanguage: 'zh' })).token,
    };
    // Each books a trip of their own and reads its receipt.
    const own: Record<string, { pdf: Buffer; text: string }> = {};
    let day = 10;
    for (const [lang, token] of Object.entries(readers)) {
      const mine = await newBooking(token, { pickupDate: `2030-06-${day}`, returnDate: `2030-06-${day + 2}` });
      day += 3;
      const res = await receipt(mine._id, token);
      expect(res.statusCode).toBe(200);
      own[lang] = { pdf: res.rawPayload, text: await pdfText(res.rawPayload) };
    }

    const de = emailMessagesIn('de').receipt;
    expect(de.invoiceTitle).not.toBe('Invoice');
    expect(own.de!.text).toContain(de.invoiceTitle);
    expect(own.de!.text).toContain(de.details.vehicle);
    expect(own.de!.text).toContain('Toyota Prius');
    expect(own.de!.text).not.toContain('Balance due');

    const zh = emailMessagesIn('zh').receipt;
    expect(zh.invoiceTitle).toMatch(/\p{Script=Han}/u);
    expect(own.zh!.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSC-/);
    expect(own.zh!.text).toContain(zh.invoiceTitle);

    const si = emailMessagesIn('si').receipt;
    const sinhalaLetters = [...si.invoiceTitle].filter((ch) => /\p{Script=Sinhala}/u.test(ch) && !/\p{M}/u.test(ch));
    expect(sinhalaLetters.length).toBeGreaterThan(0);
    expect(own.si!.pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansSinhala-/);
    for (const letter of sinhalaLetters) expect(own.si!.text).toContain(letter);

    // An admin reads a tourist's receipt in the admin's language (English here).
    expect(await pdfText((await receipt(booking._id, admin)).rawPayload)).toContain('Balance due');
  });

  // How fast a receipt is made is the bench's to measure; this bound only catches a receipt that
  // went pathological (the machine running the tests is shared and often busy).
  it('makes a typical receipt in well under two seconds once its fonts are loaded', async () => {
    const booking = (await call(t.app, 'GET', `/api/bookings/${(await newBooking(tourist.token, { pickupDate: '2030-07-01', returnDate: '2030-07-03' }))._id}`, { token: admin })).body as Booking;
    const data = { booking, payments: [], lang: 'en' as const, issuedAt: Date.now() };
    await renderReceipt(data);
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await renderReceipt(data);
      best = Math.min(best, performance.now() - started);
    }
    expect(best).toBeLessThan(2000);
  });
});
