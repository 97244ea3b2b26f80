import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_POLICY } from '@app/shared';
import { HANDOVER_MESSAGES } from '@app/shared/handovers';
import { AFTER_TEST_TRIPS, ENGINES, bookingBody, call, tripSlots, whileAt, type Account, type TestApp } from './harness';
import { withInspectionEnv } from './inspection-env';
import { pdfOf } from './document-files';
import { photoForm, plainJpeg } from './photo-files';

const H = HANDOVER_MESSAGES;

/**
 * Handing a vehicle over and taking it back (issue 33, decision 112): photos uploaded first, then
 * the form naming them; staff for a self-drive booking (refused while a document is unverified),
 * the assigned driver with a driver; each form recorded once under its Idempotency-Key, a
 * concurrent twin included; the booking's step and odometer reading go with the form; the return
 * is compared with the handover.
 */
describe.each(ENGINES)('handover and return (%s)', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let vehicleId: string;
  let anna: Account;
  let ben: Account;
  let driver: Account;
  let otherDriver: Account;
  let signature: string;
  const nextSlot = tripSlots('2034-01-01', 4, 2);

  withInspectionEnv(engine, (env) => ({ t, adminToken, vehicleId, anna, ben, driver, otherDriver, signature } = env));

  /** A confirmed booking of Anna's: self-drive, or with `driver`. */
  async function confirmed(driverOption: 'selfDrive' | 'withDriver'): Promise<string> {
    const res = await call(t.app, 'POST', '/api/bookings', { token: anna.token, body: bookingBody(vehicleId, { ...nextSlot(), driverOption }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const confirm = await call(t.app, 'PATCH', `/api/admin/bookings/${res.body._id}`, {
      token: adminToken,
      body: { status: 'confirmed', ...(driverOption === 'withDriver' ? { driverId: driver.user._id } : {}) },
    });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    return res.body._id;
  }

  /** Anna sends every document of a self-drive booking and staff verify them all. */
  async function verifiedDocuments(bookingId: string, opts: { permitAtCounter?: boolean; leavePending?: string } = {}): Promise<void> {
    const kinds = opts.permitAtCounter ? ['licence_front', 'licence_back', 'idp'] : ['licence_front', 'licence_back', 'idp', 'permit'];
    if (opts.permitAtCounter) {
      expect((await call(t.app, 'PUT', `/api/bookings/${bookingId}/documents/permit-at-counter`, { token: anna.token, body: { atCounter: true } })).status).toBe(200);
    }
    let documents: { _id: string; kind: string }[] = [];
    for (const kind of kinds) {
      const form = photoForm(await plainJpeg(300, 200), { field: 'file', fields: { kind } });
      const res = await call(t.app, 'POST', `/api/bookings/${bookingId}/documents`, { token: anna.token, body: form.payload, headers: { 'content-type': form.contentType } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      documents = res.body.documents;
    }
    for (const doc of documents) {
      if (doc.kind === opts.leavePending) continue;
      const res = await call(t.app, 'PATCH', `/api/admin/bookings/${bookingId}/documents/${doc._id}`, { token: adminToken, body: { status: 'verified' } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  }

  async function photo(token: string, bookingId: string, colour = { r: 30, g: 140, b: 90 }) {
    const form = photoForm(await plainJpeg(400, 300, colour), { field: 'file' });
    return call(t.app, 'POST', `/api/bookings/${bookingId}/inspection-photos`, { token, body: form.payload, headers: { 'content-type': form.contentType } });
  }

  /** A form with four fresh side photos. */
  async function form(token: string, bookingId: string, extra: Record<string, unknown> = {}) {
    const ids: string[] = [];
    for (const side of ['front', 'back', 'left', 'right']) {
      const res = await photo(token, bookingId);
      expect(res.status, `${side}: ${JSON.stringify(res.body)}`).toBe(201);
      ids.push(res.body._id);
    }
    return { odometerKm: 12_000, fuelEighths: 8, photos: { front: ids[0], back: ids[1], left: ids[2], right: ids[3] }, marks: [], signature, ...extra };
  }

  const send = (token: string, bookingId: string, kind: 'handover' | 'return', body: unknown, key?: string) =>
    whileAt(t.clock, AFTER_TEST_TRIPS, () =>
      call(t.app, 'POST', `/api/bookings/${bookingId}/${kind}`, { token, body, headers: key ? { 'idempotency-key': key } : {} }),
    );

  async function bookingOf(id: string) {
    const res = await call(t.app, 'GET', `/api/bookings/${id}`, { token: adminToken });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  }

  it('self-drive: refused while a document is unverified (409 naming it); then handed over once, picked up, reading written', async () => {
    const id = await confirmed('selfDrive');
    await verifiedDocuments(id, { leavePending: 'idp' });
    const body = await form(adminToken, id, { marks: [{ x: 0.2, y: 0.3, side: 'left', note: 'Scratch on the rear door' }] });
    const refused = await send(adminToken, id, 'handover', body, 'k-1');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(H.documentsUnverified('International Driving Permit'));
    expect((await bookingOf(id)).bookingStatus).toBe('confirmed');

    const docs = (await call(t.app, 'GET', `/api/bookings/${id}/documents`, { token: adminToken })).body.documents as { _id: string; kind: string }[];
    const idp = docs.find((d) => d.kind === 'idp')!;
    expect((await call(t.app, 'PATCH', `/api/admin/bookings/${id}/documents/${idp._id}`, { token: adminToken, body: { status: 'verified' } })).status).toBe(200);

    const first = await send(adminToken, id, 'handover', body, 'k-1');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.handover).toMatchObject({ kind: 'handover', odometerKm: 12_000, fuelEighths: 8, marks: body.marks, permitSeen: false });
    expect(first.body.return).toBeNull();
    const booking = await bookingOf(id);
    expect(booking.bookingStatus).toBe('picked_up');
    expect(booking.odometer).toMatchObject({ pickupKm: 12_000 });

    // The phone retries: the same answer, recorded once.
    const again = await send(adminToken, id, 'handover', body, 'k-1');
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    // Another form under the same key is not a retry; another key is a second handover.
    expect((await send(adminToken, id, 'handover', { ...body, fuelEighths: 7 }, 'k-1')).status).toBe(422);
    const second = await send(adminToken, id, 'handover', body, 'k-2');
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(H.alreadyRecorded);
  });

  it('the permit got at the airport counter: staff say they saw it', async () => {
    const id = await confirmed('selfDrive');
    await verifiedDocuments(id, { permitAtCounter: true });
    const body = await form(adminToken, id);
    const refused = await send(adminToken, id, 'handover', body);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(H.permitNotChecked);
    const ok = await send(adminToken, id, 'handover', { ...body, permitSeen: true });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.handover.permitSeen).toBe(true);
  });

  it('a concurrent double send with one key records once', async () => {
    const id = await confirmed('selfDrive');
    await verifiedDocuments(id);
    const body = await form(adminToken, id);
    t.clock.set(AFTER_TEST_TRIPS);
    try {
      const twins = await Promise.all([0, 1].map(() => call(t.app, 'POST', `/api/bookings/${id}/handover`, { token: adminToken, body, headers: { 'idempotency-key': 'twin' } })));
      expect(twins.map((r) => r.status).sort()).toEqual([200, 201]);
      expect(twins[0]!.body).toEqual(twins[1]!.body);
    } finally {
      t.clock.reset();
    }
    const history = (await call(t.app, 'GET', `/api/bookings/${id}/history`, { token: adminToken })).body as { toStatus?: string }[];
    expect(history.filter((e) => e.toStatus === 'picked_up')).toHaveLength(1);
  });

  it('with a driver: the assigned driver hands over and takes back; the return compares new damage, fuel and kilometres', async () => {
    const id = await confirmed('withDriver');
    // No documents are needed with a driver; another driver and the tourist may not record.
    const handover = await form(driver.token, id, { odometerKm: 50_000, fuelEighths: 8, marks: [{ x: 0.5, y: 0.5, side: 'front', note: 'Chip in the bumper' }] });
    expect((await send(otherDriver.token, id, 'handover', handover)).status).toBe(403);
    expect((await photo(otherDriver.token, id)).status).toBe(403);
    expect((await photo(anna.token, id)).status).toBe(403);
    const returnTooSoon = await send(driver.token, id, 'return', handover);
    expect(returnTooSoon.status).toBe(409);
    expect(returnTooSoon.body.error).toBe(H.handoverFirst);
    expect((await send(driver.token, id, 'handover', handover)).status).toBe(201);

    const back = await form(driver.token, id, {
      odometerKm: 50_450,
      fuelEighths: 5,
      // The old chip again (a little off where it was drawn), and a new dent.
      marks: [
        { x: 0.52, y: 0.49, side: 'front', note: 'Chip in the bumper' },
        { x: 0.8, y: 0.4, side: 'right', note: 'Dent on the front door' },
      ],
    });
    expect((await send(driver.token, id, 'return', { ...back, odometerKm: 49_000 })).body.error).toBe(H.odometerBelowHandover(50_000));
    const res = await send(driver.token, id, 'return', back, 'return-1');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const included = (await bookingOf(id)).quote.includedKm as number;
    expect(res.body.comparison).toEqual({
      newMarks: [{ x: 0.8, y: 0.4, side: 'right', note: 'Dent on the front door' }],
      fuelEighthsShort: 3,
      drivenKm: 450,
      includedKm: included,
      extraKm: Math.max(0, 450 - included),
    });
    const booking = await bookingOf(id);
    expect(booking.bookingStatus).toBe('completed');
    expect(booking.odometer).toMatchObject({ pickupKm: 50_000, returnKm: 50_450 });

    // Proposed, not charged: the fuel at the booking's policy rate per eighth, the new dent at 0.
    const rate = DEFAULT_PRICING_POLICY.fuelRatePerEighth;
    expect(res.body.charges).toMatchObject([
      { kind: 'fuel', quantity: 3, unitAmount: rate, amount: rate * 3, status: 'proposed' },
      { kind: 'damage', quantity: 1, amount: 0, note: 'Dent on the front door', status: 'proposed' },
    ]);
    const before = await bookingOf(id);
    expect(before.extras.map((l: { code: string }) => l.code)).not.toContain('fuel');

    // Staff confirm the fuel and the damage with its amount; only staff may.
    const [fuel, dent] = res.body.charges as { _id: string }[];
    const decide = (token: string, chargeId: string, body: unknown) => call(t.app, 'PATCH', `/api/admin/bookings/${id}/handover-charges/${chargeId}`, { token, body });
    expect((await decide(driver.token, fuel!._id, { status: 'confirmed' })).status).toBe(403);
    const noAmount = await decide(adminToken, dent!._id, { status: 'confirmed' });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body.error).toBe(H.damageAmountRequired);
    expect((await decide(adminToken, fuel!._id, { status: 'confirmed' })).status).toBe(200);
    const confirmedDent = await decide(adminToken, dent!._id, { status: 'confirmed', amount: 120.5 });
    expect(confirmedDent.status, JSON.stringify(confirmedDent.body)).toBe(200);
    expect(confirmedDent.body.charges.map((c: { status: string; amount: number }) => [c.status, c.amount])).toEqual([['confirmed', rate * 3], ['confirmed', 120.5]]);
    expect((await decide(adminToken, fuel!._id, { status: 'dismissed' })).status).toBe(409);

    const after = await bookingOf(id);
    const charged = after.extras.filter((l: { code: string }) => l.code === 'fuel' || l.code === 'damage');
    expect(charged).toMatchObject([{ code: 'fuel', quantity: 3, amount: rate * 3, label: 'Fuel to refill' }, { code: 'damage', quantity: 1, amount: 120.5 }]);
    expect(Math.round((after.paymentSummary.balanceDue - before.paymentSummary.balanceDue) * 100)).toBe(Math.round((rate * 3 + 120.5) * 100));

    // The booker and the driver read it; another tourist and another driver do not.
    expect((await call(t.app, 'GET', `/api/bookings/${id}/inspections`, { token: anna.token })).body).toEqual(confirmedDent.body);
    expect((await call(t.app, 'GET', `/api/bookings/${id}/inspections`, { token: driver.token })).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/bookings/${id}/inspections`, { token: ben.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/bookings/${id}/inspections`, { token: otherDriver.token })).status).toBe(403);
  });

  it('a driver may not hand over a self-drive vehicle; photos must be pictures of this booking; the signature a PNG', async () => {
    const id = await confirmed('selfDrive');
    await verifiedDocuments(id);
    expect((await photo(driver.token, id)).status).toBe(403);
    const body = await form(adminToken, id);
    expect((await send(driver.token, id, 'handover', body)).status).toBe(403);

    // A photo of another booking.
    const other = await confirmed('selfDrive');
    const foreign = (await photo(adminToken, other)).body._id as string;
    const stolen = await send(adminToken, id, 'handover', { ...body, photos: { ...body.photos, front: foreign } });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error).toBe(H.photoUnknown);

    // A PDF is no photo; a JPEG is no drawn signature; text is neither.
    const pdf = photoForm(pdfOf(), { field: 'file', type: 'application/pdf' });
    const notPhoto = await call(t.app, 'POST', `/api/bookings/${id}/inspection-photos`, { token: adminToken, body: pdf.payload, headers: { 'content-type': pdf.contentType } });
    expect(notPhoto.status).toBe(400);
    expect(notPhoto.body.error).toBe(H.notAPicture);
    const jpeg = `data:image/png;base64,${(await plainJpeg(50, 50)).toString('base64')}`;
    for (const bad of [jpeg, 'data:image/png;base64,bm90IGEgcGljdHVyZQ==', 'not a data address']) {
      const res = await send(adminToken, id, 'handover', { ...body, signature: bad });
      expect(res.status, bad.slice(0, 30)).toBe(400);
      expect(res.body.error).toBe(H.signatureInvalid);
    }
    expect((await send(adminToken, id, 'handover', { ...body, fuelEighths: 9 })).body.error).toBe(H.fuelRange);
    expect((await send(adminToken, id, 'handover', { ...body, marks: [{ x: 1.5, y: 0, side: 'left', note: '' }] })).status).toBe(400);
    expect((await bookingOf(id)).bookingStatus).toBe('confirmed');
  });
});
