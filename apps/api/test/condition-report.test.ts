import { describe, expect, it } from 'vitest';
import { MESSAGES, shortReference } from '@app/shared';
import { HANDOVER_MESSAGES } from '@app/shared/handovers';
import { AFTER_TEST_TRIPS, ENGINES, bookingBody, call, registerUser, tripSlots, whileAt, type Account, type TestApp } from './harness';
import { withInspectionEnv } from './inspection-env';
import { mimeParts, pdfText } from './pdf-text';
import { photoForm, plainJpeg } from './photo-files';
import { deliverOutbox, startSmtp, subjectOf } from './smtp';

/**
 * The condition report (issue 33, decision 112): the handover and the return side by side in the
 * tourist's language, for the booker, the assigned driver and staff; e-mailed to the tourist after
 * each step with the PDF attached; photos no form named are swept a day after their upload.
 */
describe.each(ENGINES)('condition report (%s)', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let vehicleId: string;
  let anna: Account;
  let lena: Account;
  let ben: Account;
  let driver: Account;
  let otherDriver: Account;
  let signature: string;
  const nextSlot = tripSlots('2036-01-01', 4, 2);

  withInspectionEnv(engine, async (env) => {
    ({ t, adminToken, vehicleId, anna, ben, driver, otherDriver, signature } = env);
    lena = await registerUser(t.app);
    await t.db.query(`UPDATE users SET preferred_language = 'de' WHERE id = $1`, [lena.user._id]);
  });

  /** A booking of `tourist`'s with `driver`, confirmed. */
  async function confirmed(tourist: Account): Promise<string> {
    const res = await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicleId, { ...nextSlot(), driverOption: 'withDriver' }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const confirm = await call(t.app, 'PATCH', `/api/admin/bookings/${res.body._id}`, { token: adminToken, body: { status: 'confirmed', driverId: driver.user._id } });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    return res.body._id;
  }

  async function photo(bookingId: string, colour = { r: 30, g: 140, b: 90 }): Promise<string> {
    const form = photoForm(await plainJpeg(400, 300, colour), { field: 'file' });
    const res = await call(t.app, 'POST', `/api/bookings/${bookingId}/inspection-photos`, { token: driver.token, body: form.payload, headers: { 'content-type': form.contentType } });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body._id;
  }

  async function form(bookingId: string, extra: Record<string, unknown>) {
    const [front, back, left, right] = [await photo(bookingId), await photo(bookingId, { r: 200, g: 40, b: 40 }), await photo(bookingId), await photo(bookingId)];
    return { photos: { front, back, left, right }, damagePhotos: [await photo(bookingId, { r: 20, g: 20, b: 200 })], signature, ...extra };
  }

  const send = (bookingId: string, kind: 'handover' | 'return', body: unknown) =>
    whileAt(t.clock, AFTER_TEST_TRIPS, () => call(t.app, 'POST', `/api/bookings/${bookingId}/${kind}`, { token: driver.token, body }));

  const report = (bookingId: string, token: string) => t.app.inject({ method: 'GET', url: `/api/bookings/${bookingId}/condition-report.pdf`, headers: { authorization: `Bearer ${token}` } });

  const scratch = { x: 0.2, y: 0.4, side: 'left', note: 'Scratch on the left door' };
  const dent = { x: 0.5, y: 0.92, side: 'back', note: 'Dent in the rear bumper' };

  /** A trip handed over at 42,000 km (full, an old scratch) and returned at 42,350 km (6/8, a new dent). */
  async function tripWithReport(tourist: Account, between?: (id: string) => Promise<void>): Promise<string> {
    const id = await confirmed(tourist);
    const before = await report(id, tourist.token);
    expect(before.statusCode).toBe(404);
    expect(before.json().error).toBe(HANDOVER_MESSAGES.reportNotYet);
    const handover = await send(id, 'handover', await form(id, { odometerKm: 42_000, fuelEighths: 8, marks: [scratch] }));
    expect(handover.status, JSON.stringify(handover.body)).toBe(201);
    await between?.(id);
    const back = await send(id, 'return', await form(id, { odometerKm: 42_350, fuelEighths: 6, marks: [scratch, dent] }));
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    return id;
  }

  it('English: both steps side by side with separators, fuel, marks, comparison and charges; images embedded; no-store; booker, driver and staff only', async () => {
    const id = await tripWithReport(anna);
    const res = await report(id, anna.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="lankaride-condition-report-${shortReference(id)}.pdf"`);
    const text = await pdfText(res.rawPayload);
    for (const words of [
      'Vehicle condition report',
      'Handover',
      'Return',
      'Odometer: 42,000 km',
      'Odometer: 42,350 km',
      'Fuel: 8/8 of a tank',
      'Fuel: 6/8 of a tank',
      '1. Left side: Scratch on the left door',
      '2. Back: Dent in the rear bumper (new at the return)',
      'Kilometres driven: 350 km',
      'Fuel: 2/8 of a tank less than at the handover',
      'New damage marks: 1',
      'Charges proposed at the return',
      'Fuel: 2/8 of a tank at $6.00 an eighth · waiting for staff',
      'Damage: Dent in the rear bumper · waiting for staff',
      `Recorded by: ${driver.user.username}`,
      "The tourist's signature",
    ]) {
      expect(text, words).toContain(words);
    }
    // The pictures are in it: 2 × (4 sides + 1 damage photo + a signature).
    const images = res.rawPayload.toString('latin1').match(/\/Subtype \/Image/g) ?? [];
    expect(images.length).toBeGreaterThanOrEqual(12);
    expect(res.rawPayload.length).toBeLessThan(2_000_000);

    for (const token of [driver.token, adminToken]) expect((await report(id, token)).statusCode).toBe(200);
    for (const token of [ben.token, otherDriver.token]) {
      const refused = await report(id, token);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toContain('application/json');
    }
    expect((await report('00000000-0000-4000-8000-000000000000', adminToken)).json().error).toBe(MESSAGES.api.bookingNotFound);
    expect((await t.app.inject({ method: 'GET', url: `/api/bookings/${id}/condition-report.pdf` })).statusCode).toBe(401);
  });

  it("German: the tourist's language whoever downloads it; the e-mails after each step carry the report, and the outbox keeps only text", async () => {
    const smtp = await startSmtp();
    try {
      const id = await tripWithReport(lena);
      // Staff download the tourist's document, in the tourist's language.
      const text = await pdfText((await report(id, adminToken)).rawPayload);
      for (const words of ['Fahrzeugzustandsbericht', 'Kilometerstand: 42.000 km', 'Kilometerstand: 42.350 km', 'Kraftstoff: 6/8 Tank', 'Scratch on the left door', 'Dent in the rear bumper (neu bei der Rückgabe)', 'Gefahrene Kilometer: 350 km']) {
        expect(text, words).toContain(words);
      }

      await deliverOutbox(t.db, smtp.url);
      const ref = shortReference(id);
      const mails = smtp.received.filter((m) => m.to.includes(lena.user.email) && /Fahrzeug wurde/.test(subjectOf(m.subject)));
      expect(mails.map((m) => subjectOf(m.subject)).sort()).toEqual([`Buchung ${ref}: Ihr Fahrzeug wurde zurückgegeben`, `Buchung ${ref}: Ihr Fahrzeug wurde übergeben`]);
      for (const mail of mails) {
        const parts = mimeParts(mail.raw);
        const body = parts.find((p) => p.headers['content-type']?.startsWith('text/plain'))!.content.toString('utf8');
        expect(body).toContain('Zustandsbericht');
        const pdf = parts.find((p) => p.headers['content-type']?.startsWith('application/pdf'));
        expect(pdf, 'the report attached').toBeDefined();
        expect(pdf!.headers['content-disposition']).toContain(`lankaride-condition-report-${ref}.pdf`);
        expect(await pdfText(pdf!.content)).toContain('Kilometerstand: 42.000 km');
      }
      const rows = await t.db.query<{ kind: string; body: string }>(`SELECT kind, body FROM outbox WHERE booking_id = $1 AND kind IN ('handover_report', 'return_report') ORDER BY kind`, [id]);
      expect(rows.map((r) => r.kind)).toEqual(['handover_report', 'return_report']);
      for (const row of rows) expect(row.body).not.toContain('%PDF');
    } finally {
      await smtp.close();
    }
  });

  it('photos no form named go a day after their upload (the app clock); the named ones stay, and so do those of a form still to come', async () => {
    // A photo taken again during the trip (a side retaken at the return): the form names the other.
    let stray = '';
    const id = await tripWithReport(anna, async (trip) => {
      stray = await photo(trip);
    });
    // A handover still to come (a driver's phone may keep its form offline with this photo's id).
    const waiting = await confirmed(anna);
    const waitingPhoto = await photo(waiting);
    const named = (await call(t.app, 'GET', `/api/bookings/${id}/inspections`, { token: adminToken })).body;
    const kept = [named.handover.photos.front, named.handover.signatureFileId, named.return.damagePhotos[0]];
    const exists = async (fileId: string) => (await t.db.query('SELECT 1 FROM media_private_files WHERE id = $1', [fileId])).length === 1;

    expect((await t.app.sweepRetention()).inspectionPhotoIds).not.toContain(stray);
    expect(await exists(stray)).toBe(true);

    t.clock.set(Date.now() + 25 * 3600_000);
    try {
      const swept = await t.app.sweepRetention();
      expect(swept.inspectionPhotoIds).toContain(stray);
      expect(swept.inspectionPhotos).toBe(swept.inspectionPhotoIds.length);
      for (const fileId of kept) expect(swept.inspectionPhotoIds).not.toContain(fileId);
      expect(swept.inspectionPhotoIds).not.toContain(waitingPhoto);
    } finally {
      t.clock.reset();
    }
    expect(await exists(stray)).toBe(false);
    for (const fileId of [...kept, waitingPhoto]) expect(await exists(fileId)).toBe(true);
    expect((await report(id, anna.token)).statusCode).toBe(200);
  });
});
