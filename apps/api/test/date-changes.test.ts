import { describe, expect, it } from 'vitest';
import { MESSAGES, addDays, bookingSchema, dateChangeSchema, estimatePrice, formatDateIn, shortReference, type DateChange } from '@app/shared';
import { ENGINES, bookingBody, call, createVehicle, registerUser, whileAt, type TestApp, tripSlots } from './harness';
import { expectError, expectValidation } from './api-helpers';
import { bodyOf, subjectOf } from './smtp';
import { staffReads, withStaffEnv, type Smtp } from './staff-env';

const D = MESSAGES.dateChange;

/**
 * A tourist asks for new dates for their own booking (issue 26 item 19, decision 087): held to
 * the booking rules, priced like the staff's change; staff approve (the staff change itself) or
 * decline with a reason; the tourist may withdraw; no double approval, no approval of a
 * cancelled booking, the overlap constraints decide at approval.
 */
describe.each(ENGINES)('tourist asks for new dates (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let smtp: Smtp;
  /** A 2-day trip 09:00 to 09:00 on days no other test here uses. */
  const nextSlot = tripSlots('2033-01-01', 6);

  withStaffEnv(engine, (env) => ({ t, admin, smtp } = env));

  const { deliver, mailsTo, history } = staffReads(() => ({ t, admin, smtp }));
  const bookingOf = async (id: string) => bookingSchema.parse((await call(t.app, 'GET', `/api/bookings/${id}`, { token: admin })).body);

  async function booking(opts: { tourist?: Awaited<ReturnType<typeof registerUser>>; vehicleId?: string; perDay?: number } = {}) {
    const tourist = opts.tourist ?? (await registerUser(t.app));
    const vehicleId = opts.vehicleId ?? (await createVehicle(t.app, admin, { pricingDetails: { perDay: opts.perDay ?? 40, perHour: 6 } }))._id;
    const res = await call(t.app, 'POST', '/api/bookings', { token: tourist.token, body: bookingBody(vehicleId, nextSlot()) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { booking: bookingSchema.parse(res.body), vehicleId, tourist };
  }
  const ask = (token: string, bookingId: string, body: Record<string, unknown>) => call(t.app, 'POST', `/api/bookings/${bookingId}/date-changes`, { token, body });
  async function asked(token: string, bookingId: string, body: Record<string, unknown>): Promise<DateChange> {
    const res = await ask(token, bookingId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return dateChangeSchema.parse(res.body);
  }
  const approve = (id: string) => call(t.app, 'POST', `/api/admin/date-changes/${id}/approve`, { token: admin });
  const decline = (id: string, reason: unknown) => call(t.app, 'POST', `/api/admin/date-changes/${id}/decline`, { token: admin, body: { reason } });

  it('a request is priced like the staff change, checked for availability, and listed for the tourist and for staff', async () => {
    const { booking: b, tourist } = await booking({ perDay: 40 });
    const dates = { pickupDate: addDays(b.pickupDate, 1), pickupTime: '10:00', returnDate: addDays(b.pickupDate, 4), returnTime: '10:00' };
    const request = await asked(tourist.token, b._id, { ...dates, note: 'Our flight moved a day' });
    const expected = estimatePrice({ ...dates, perDay: 40, driverOption: 'withDriver' }).total;
    expect(request).toMatchObject({
      bookingId: b._id,
      status: 'open',
      ...dates,
      note: 'Our flight moved a day',
      previousTotal: b.totalPrice,
      quotedTotal: expected,
      availableAtRequest: true,
      declineReason: null,
      decidedAt: null,
    });
    expect(expected).toBeGreaterThan(b.totalPrice);
    // The booking itself does not change until staff approve.
    expect(await bookingOf(b._id)).toMatchObject({ pickupDate: b.pickupDate, totalPrice: b.totalPrice });

    const mine = (await call(t.app, 'GET', '/api/date-changes/mine', { token: tourist.token })).body as DateChange[];
    expect(mine.map((r) => r._id)).toEqual([request._id]);
    const someoneElse = await registerUser(t.app);
    expect((await call(t.app, 'GET', '/api/date-changes/mine', { token: someoneElse.token })).body).toEqual([]);
    const open = (await call(t.app, 'GET', '/api/admin/date-changes?status=open', { token: admin })).body as DateChange[];
    expect(open.map((r) => r._id)).toContain(request._id);
    expect(open.find((r) => r._id === request._id)!.booking).toMatchObject({ pickupDate: b.pickupDate, totalPrice: b.totalPrice, vehicle: `${b.vehicleBrand} ${b.vehicleModel}` });
    const ofBooking = (await call(t.app, 'GET', `/api/admin/date-changes?bookingId=${b._id}`, { token: admin })).body as DateChange[];
    expect(ofBooking.map((r) => r._id)).toEqual([request._id]);
    expect((await call(t.app, 'GET', '/api/admin/date-changes?bookingId=not-an-id', { token: admin })).body).toEqual([]);
  });

  it('refuses what the booking rules refuse, another tourist, a second open request, a cancelled booking and a trip begun', async () => {
    const { booking: b, tourist } = await booking();
    const later = { pickupDate: addDays(b.pickupDate, 1), pickupTime: '09:00', returnDate: addDays(b.pickupDate, 3), returnTime: '09:00' };
    expectValidation(await ask(tourist.token, b._id, { ...later, returnDate: addDays(b.pickupDate, 0), returnTime: '08:00' }), MESSAGES.booking.returnAfterPickup);
    expectValidation(await ask(tourist.token, b._id, { ...later, pickupDate: '2020-01-01', returnDate: '2020-01-03' }), MESSAGES.booking.pickupInPast);
    expectValidation(await ask(tourist.token, b._id, { ...later, pickupDate: 'soon' }), MESSAGES.booking.invalidDateTime);
    expectError(await ask(tourist.token, b._id, { pickupDate: b.pickupDate, pickupTime: b.pickupTime, returnDate: b.returnDate, returnTime: b.returnTime }), 400, D.sameDates);
    // Not their booking; staff use their own change; an unknown booking.
    const other = await registerUser(t.app);
    expectError(await ask(other.token, b._id, later), 403, MESSAGES.api.notYourOwnBooking);
    expectError(await ask(admin, b._id, later), 403, MESSAGES.api.notYourOwnBooking);
    expectError(await ask(tourist.token, '00000000-0000-4000-8000-000000000000', later), 404, MESSAGES.api.bookingNotFound);
    // One open request per booking: the second is refused while the first waits.
    await asked(tourist.token, b._id, later);
    expectError(await ask(tourist.token, b._id, { ...later, returnDate: addDays(b.pickupDate, 4) }), 409, D.alreadyOpen);
    // Once its pickup has come, nothing can be asked.
    await whileAt(t.clock, `${b.pickupDate}T09:00:00+05:30`, async () => {
      expectError(await ask(tourist.token, b._id, { ...later, pickupDate: addDays(b.pickupDate, 2), returnDate: addDays(b.pickupDate, 5) }), 409, D.tripBegun);
    });
    // A cancelled booking gets no new dates; its open request lapses with it.
    const { booking: c, tourist: ct } = await booking();
    const pending = await asked(ct.token, c._id, { pickupDate: addDays(c.pickupDate, 1), pickupTime: '09:00', returnDate: addDays(c.pickupDate, 3), returnTime: '09:00' });
    expect((await call(t.app, 'PATCH', `/api/bookings/${c._id}/cancel`, { token: ct.token })).status).toBe(200);
    expectError(await ask(ct.token, c._id, { pickupDate: addDays(c.pickupDate, 1), pickupTime: '10:00', returnDate: addDays(c.pickupDate, 3), returnTime: '10:00' }), 409, D.onlyOpen);
    const mine = (await call(t.app, 'GET', '/api/date-changes/mine', { token: ct.token })).body as DateChange[];
    expect(mine.find((r) => r._id === pending._id)).toMatchObject({ status: 'lapsed' });
    expectError(await approve(pending._id), 409, D.notOpen);
    expect(await bookingOf(c._id)).toMatchObject({ bookingStatus: 'cancelled', pickupDate: c.pickupDate });
  });

  it('approving applies the staff change: the same new total as staff would get, the ledger kept, the history and the tourist told', async () => {
    // Two vehicles at one price: staff move one booking, the tourist asks the same for the other.
    const [first, second] = [await createVehicle(t.app, admin, { pricingDetails: { perDay: 55, perHour: 8 } }), await createVehicle(t.app, admin, { pricingDetails: { perDay: 55, perHour: 8 } })];
    const tourist = await registerUser(t.app, 'tourist', { preferredLanguage: 'de' });
    const byStaff = await booking({ vehicleId: first._id });
    const { booking: b } = await booking({ vehicleId: second._id, tourist });
    // A deposit paid before the change stays paid.
    expect((await call(t.app, 'POST', `/api/admin/bookings/${b._id}/payments`, { token: admin, body: { amount: 20, currency: 'USD', method: 'cash', kind: 'deposit' } })).status).toBe(201);
    const dates = { pickupDate: addDays(b.pickupDate, 1), pickupTime: '08:00', returnDate: addDays(b.pickupDate, 5), returnTime: '18:00' };
    const staffMoved = await call(t.app, 'PUT', `/api/admin/bookings/${byStaff.booking._id}/schedule`, { token: admin, body: dates });
    expect(staffMoved.status, JSON.stringify(staffMoved.body)).toBe(200);

    const request = await asked(tourist.token, b._id, dates);
    expect(request.quotedTotal).toBe(staffMoved.body.totalPrice);
    const res = await approve(request._id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'approved', approvedTotal: staffMoved.body.totalPrice, decidedAt: expect.any(String) });

    const after = await bookingOf(b._id);
    expect(after).toMatchObject({ ...dates, totalPrice: staffMoved.body.totalPrice, bookingStatus: 'pending' });
    expect(after.quote).toEqual(staffMoved.body.quote);
    expect(after.paymentSummary).toMatchObject({ paid: 20, balanceDue: staffMoved.body.totalPrice - 20 });
    const event = (await history(b._id)).filter((e) => e.kind === 'schedule');
    expect(event).toHaveLength(1);
    expect(event[0]!.schedule).toMatchObject({ before: { pickupDate: b.pickupDate, totalPrice: b.totalPrice }, after: { ...dates, totalPrice: after.totalPrice } });
    await deliver();
    const mails = mailsTo(tourist.email)
      .map((m) => ({ ...m, subject: subjectOf(m.subject) }))
      .filter((m) => m.subject.includes(shortReference(b._id)));
    // One answer, in the tourist's language (not the generic "changed" e-mail as well).
    expect(mails.map((m) => m.subject)).toContain(`Ihre neuen Daten für die Buchung ${shortReference(b._id)} sind bestätigt`);
    expect(mails.filter((m) => /geändert/.test(m.subject))).toEqual([]);
    const text = bodyOf(mails.find((m) => m.subject.includes('bestätigt'))!.raw);
    expect(text).toContain(formatDateIn(dates.returnDate, 'de'));
    expect((await call(t.app, 'GET', '/api/date-changes/mine', { token: tourist.token })).body[0]).toMatchObject({ _id: request._id, status: 'approved' });
  });

  it('approving twice, at once or one after the other, changes the booking once (409 for the second)', async () => {
    const { booking: b, tourist } = await booking();
    const dates = { pickupDate: addDays(b.pickupDate, 1), pickupTime: '09:00', returnDate: addDays(b.pickupDate, 4), returnTime: '09:00' };
    const request = await asked(tourist.token, b._id, dates);
    const [one, two] = await Promise.all([approve(request._id), approve(request._id)]);
    expect([one.status, two.status].sort()).toEqual([200, 409]);
    expect([one, two].find((r) => r.status === 409)!.body.error).toBe(D.notOpen);
    expectError(await approve(request._id), 409, D.notOpen);
    expectError(await decline(request._id, 'Too late'), 409, D.notOpen);
    expect((await history(b._id)).filter((e) => e.kind === 'schedule')).toHaveLength(1);
    expect(await bookingOf(b._id)).toMatchObject(dates);
  });

  it('approving while the tourist cancels: either the cancellation finds the new dates, or the approval a closed request', async () => {
    const { booking: b, tourist } = await booking();
    const request = await asked(tourist.token, b._id, { pickupDate: addDays(b.pickupDate, 1), pickupTime: '09:00', returnDate: addDays(b.pickupDate, 3), returnTime: '09:00' });
    const [approved, cancelled] = await Promise.all([approve(request._id), call(t.app, 'PATCH', `/api/bookings/${b._id}/cancel`, { token: tourist.token })]);
    expect(cancelled.status).toBe(200);
    const after = await bookingOf(b._id);
    expect(after.bookingStatus).toBe('cancelled');
    const schedules = (await history(b._id)).filter((e) => e.kind === 'schedule');
    const stored = ((await call(t.app, 'GET', `/api/admin/date-changes?bookingId=${b._id}`, { token: admin })).body as DateChange[])[0]!;
    if (approved.status === 200) {
      expect(stored.status).toBe('approved');
      expect(schedules).toHaveLength(1);
      expect(after.pickupDate).toBe(request.pickupDate);
    } else {
      expect(approved.status).toBe(409);
      expect(stored.status).toBe('lapsed');
      expect(schedules).toHaveLength(0);
      expect(after.pickupDate).toBe(b.pickupDate);
    }
  });

  it('dates taken since the request are refused at approval (409) and the request stays open; dates taken when asked are said', async () => {
    const { booking: b, tourist, vehicleId } = await booking();
    const dates = { pickupDate: addDays(b.pickupDate, 3), pickupTime: '09:00', returnDate: addDays(b.pickupDate, 5), returnTime: '09:00' };
    const request = await asked(tourist.token, b._id, dates);
    expect(request.availableAtRequest).toBe(true);
    // Someone else books the vehicle for those days before staff answer.
    const other = await registerUser(t.app);
    expect((await call(t.app, 'POST', '/api/bookings', { token: other.token, body: bookingBody(vehicleId, dates) })).status).toBe(201);
    expectError(await approve(request._id), 409, MESSAGES.booking.conflict);
    expect(await bookingOf(b._id)).toMatchObject({ pickupDate: b.pickupDate, totalPrice: b.totalPrice });
    const stored = ((await call(t.app, 'GET', `/api/admin/date-changes?bookingId=${b._id}`, { token: admin })).body as DateChange[])[0]!;
    expect(stored.status).toBe('open');
    // Withdrawn, then asked again for the taken days: said at once, still for staff to answer.
    expect((await call(t.app, 'POST', `/api/date-changes/${request._id}/withdraw`, { token: tourist.token })).status).toBe(200);
    expect((await asked(tourist.token, b._id, dates)).availableAtRequest).toBe(false);
  });

  it('declining needs a reason, leaves the booking as it was, and tells the tourist why', async () => {
    const { booking: b, tourist } = await booking();
    const request = await asked(tourist.token, b._id, { pickupDate: addDays(b.pickupDate, 1), pickupTime: '09:00', returnDate: addDays(b.pickupDate, 3), returnTime: '09:00' });
    expectValidation(await decline(request._id, '  '), D.reasonRequired);
    expect((await call(t.app, 'POST', `/api/admin/date-changes/${request._id}/decline`, { token: tourist.token, body: { reason: 'no' } })).status).toBe(403);
    const res = await decline(request._id, 'The van is booked for a wedding that week.');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'declined', declineReason: 'The van is booked for a wedding that week.' });
    expect(await bookingOf(b._id)).toMatchObject({ pickupDate: b.pickupDate, totalPrice: b.totalPrice });
    expect((await history(b._id)).filter((e) => e.kind === 'schedule')).toHaveLength(0);
    expect((await call(t.app, 'GET', '/api/date-changes/mine', { token: tourist.token })).body[0]).toMatchObject({ status: 'declined', declineReason: 'The van is booked for a wedding that week.' });
    await deliver();
    const mail = mailsTo(tourist.email).find((m) => m.subject === `Your request for new dates for booking ${shortReference(b._id)}`);
    expect(bodyOf(mail!.raw)).toContain('Reason: The van is booked for a wedding that week.');
    // Answered: a new request may follow.
    await asked(tourist.token, b._id, { pickupDate: addDays(b.pickupDate, 2), pickupTime: '09:00', returnDate: addDays(b.pickupDate, 4), returnTime: '09:00' });
  });

  it('only the tourist who asked withdraws, once; unknown requests are 404', async () => {
    const { booking: b, tourist } = await booking();
    const request = await asked(tourist.token, b._id, { pickupDate: addDays(b.pickupDate, 1), pickupTime: '09:00', returnDate: addDays(b.pickupDate, 3), returnTime: '09:00' });
    const other = await registerUser(t.app);
    expectError(await call(t.app, 'POST', `/api/date-changes/${request._id}/withdraw`, { token: other.token }), 403, MESSAGES.api.notYourOwnBooking);
    expect((await call(t.app, 'POST', `/api/date-changes/${request._id}/withdraw`, { token: tourist.token })).body.status).toBe('withdrawn');
    expectError(await call(t.app, 'POST', `/api/date-changes/${request._id}/withdraw`, { token: tourist.token }), 409, D.notOpen);
    expectError(await approve(request._id), 409, D.notOpen);
    expectError(await approve('00000000-0000-4000-8000-000000000000'), 404, D.requestNotFound);
    expectError(await approve('nope'), 404, D.requestNotFound);
  });
});
