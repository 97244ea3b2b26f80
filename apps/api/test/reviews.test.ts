import { beforeAll, describe, expect, it } from 'vitest';
import {
  FEATURED_REVIEWS_MIN,
  MESSAGES,
  addDays,
  driverPublicProfileSchema,
  featuredReviewsSchema,
  publicReviewSchema,
  reviewSchema,
  reviewSettingsSchema,
  userSchema,
  vehicleSchema,
  type PublicReview,
  type Review,
} from '@app/shared';
import { AFTER_TEST_TRIPS, ENGINES, bookingBody, call, createVehicle, registerUser, whileAt, type TestApp } from './harness';
import { MALFORMED_ID, UNKNOWN_ID, adminPatch, book, driverPatch, expectError, expectValidation } from './api-helpers';
import { bodyOf, deliverOutbox, subjectOf } from './smtp';
import { withStaffEnv, type Smtp } from './staff-env';

const R = MESSAGES.review;
const F = MESSAGES.fields;

/**
 * Reviews from real trips (issue 29, decision 094): asked for by e-mail when a trip is completed
 * (a reaction to the bookings module's event), written once by the booker of a completed trip,
 * listed publicly with the first name only, hidden by staff with a reason the reviewer reads; the
 * vehicle's rating follows (a trigger keeps it on the vehicle's row).
 */
describe.each(ENGINES)('reviews (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let smtp: Smtp;
  let driver: Awaited<ReturnType<typeof registerUser>>;
  let slot = 0;
  /** A 2-day trip on days no other test here uses. */
  const nextSlot = () => {
    slot += 1;
    const pickupDate = addDays('2034-01-01', slot * 4);
    return { pickupDate, returnDate: addDays(pickupDate, 2) };
  };

  withStaffEnv(engine, (env) => ({ t, admin, smtp } = env));
  beforeAll(async () => {
    driver = await registerUser(t.app, 'driver');
  });

  const deliver = () => deliverOutbox(t.db, smtp.url);
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email)).map((m) => ({ ...m, subject: subjectOf(m.subject) }));

  /** A tourist's trip, confirmed (with a driver unless self drive) and, unless `stop` says otherwise, completed. */
  async function trip(opts: { tourist?: Awaited<ReturnType<typeof registerUser>>; vehicleId?: string; selfDrive?: boolean; stop?: 'confirmed' | 'picked_up'; driverId?: string } = {}) {
    const tourist = opts.tourist ?? (await registerUser(t.app, 'tourist', { username: 'Amara Jayasinghe Perera' }));
    const vehicleId = opts.vehicleId ?? (await createVehicle(t.app, admin, { brand: 'Nissan', model: `Leaf ${slot}` }))._id;
    const booking = await book(t.app, tourist.token, bookingBody(vehicleId, { ...nextSlot(), ...(opts.selfDrive ? { driverOption: 'selfDrive' } : {}) }));
    const confirm = await adminPatch(t.app, admin, booking._id, { status: 'confirmed', ...(opts.selfDrive ? {} : { driverId: opts.driverId ?? driver.user._id }) });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    if (opts.stop !== 'confirmed') {
      await whileAt(t.clock, AFTER_TEST_TRIPS, async () => {
        expect((await driverPatch(t.app, admin, booking._id, 'picked_up')).status).toBe(200);
        if (opts.stop !== 'picked_up') expect((await driverPatch(t.app, admin, booking._id, 'completed')).status).toBe(200);
      });
    }
    return { booking, tourist, vehicleId };
  }
  const review = (token: string, bookingId: string, body: unknown) => call(t.app, 'POST', `/api/bookings/${bookingId}/review`, { token, body });
  async function reviewed(token: string, bookingId: string, body: Record<string, unknown>): Promise<Review> {
    const res = await review(token, bookingId, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return reviewSchema.parse(res.body);
  }
  const publicList = async (vehicleId: string): Promise<PublicReview[]> => {
    const res = await call(t.app, 'GET', `/api/vehicles/${vehicleId}/reviews`);
    expect(res.status).toBe(200);
    return (res.body as unknown[]).map((r) => publicReviewSchema.parse(r));
  };
  const ratingOf = async (vehicleId: string) => vehicleSchema.parse((await call(t.app, 'GET', `/api/vehicles/${vehicleId}`)).body).rating;
  const hide = (id: string, body: unknown) => call(t.app, 'POST', `/api/admin/reviews/${id}/hide`, { token: admin, body });

  const featured = async () => featuredReviewsSchema.parse((await call(t.app, 'GET', '/api/reviews/featured')).body);

  // First in this file: it counts every published review with a comment.
  it('home page: real reviews once five published ones have a comment, the real rating once staff switch it on', async () => {
    expect(await featured()).toEqual({ reviews: [], rating: null });
    const comments = ['Clean car.', 'Kind driver.', 'On time.', 'Great value.', 'Would book again.'];
    const written: Review[] = [];
    for (const [i, comment] of comments.slice(0, FEATURED_REVIEWS_MIN - 1).entries()) {
      const { booking, tourist } = await trip();
      written.push(await reviewed(tourist.token, booking._id, { vehicleRating: 5 - (i % 2), comment, language: i === 0 ? 'de' : 'en' }));
    }
    // A review without a comment does not count, nor show.
    const silent = await trip();
    await reviewed(silent.tourist.token, silent.booking._id, { vehicleRating: 3 });
    expect((await featured()).reviews).toEqual([]);
    const last = await trip();
    written.push(await reviewed(last.tourist.token, last.booking._id, { vehicleRating: 4, comment: comments[4] }));
    const shown = (await featured()).reviews;
    expect(shown.map((r) => r._id)).toEqual(written.map((r) => r._id).reverse());
    expect(shown.find((r) => r._id === written[0]!._id)).toMatchObject({ language: 'de', comment: 'Clean car.', firstName: 'Amara' });
    // Staff hide one: four left, the spec's five come back.
    expect((await hide(written[1]!._id, { reason: 'Test' })).status).toBe(200);
    expect((await featured()).reviews).toEqual([]);
    expect((await call(t.app, 'POST', `/api/admin/reviews/${written[1]!._id}/unhide`, { token: admin })).status).toBe(200);
    expect((await featured()).reviews).toHaveLength(5);

    // The rating line: the spec's claim (null) until staff choose the real figures.
    const settings = async (body?: unknown) => {
      const res = await call(t.app, body === undefined ? 'GET' : 'PUT', '/api/admin/review-settings', { token: admin, body });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return reviewSettingsSchema.parse(res.body);
    };
    // 5 + 4 + 5 + 4 (with comments) + 3 (without) + 4 = 25 over 6.
    expect(await settings()).toEqual({ showRealRating: false, rating: { average: 4.2, count: 6 }, updatedAt: null });
    expect((await featured()).rating).toBeNull();
    expect(await settings({ showRealRating: true })).toMatchObject({ showRealRating: true, rating: { average: 4.2, count: 6 }, updatedAt: expect.any(String) });
    expect((await featured()).rating).toEqual({ average: 4.2, count: 6 });
    expectValidation(await call(t.app, 'PUT', '/api/admin/review-settings', { token: admin, body: { showRealRating: 'yes' } }), R.showRealRatingInvalid);
    // Hiding a review changes the figures shown.
    expect((await hide(written[0]!._id, { reason: 'Test' })).status).toBe(200);
    expect((await featured()).rating).toEqual({ average: 4, count: 5 });
    expect(await settings({ showRealRating: false })).toMatchObject({ showRealRating: false });
    expect((await featured()).rating).toBeNull();
  });

  it('asks the booker for a review by e-mail when the trip is completed, in their language, with a link to My Bookings', async () => {
    const tourist = await registerUser(t.app, 'tourist', { preferredLanguage: 'de' });
    const { booking } = await trip({ tourist, stop: 'picked_up' });
    await deliver();
    // Nothing is asked while the trip is under way.
    expect(mailsTo(tourist.email).filter((m) => m.subject.startsWith('Wie war'))).toEqual([]);
    await whileAt(t.clock, AFTER_TEST_TRIPS, async () => expect((await driverPatch(t.app, admin, booking._id, 'completed')).status).toBe(200));
    await deliver();
    const asked = mailsTo(tourist.email).filter((m) => m.subject.startsWith('Wie war'));
    expect(asked.map((m) => m.subject)).toEqual([`Wie war Ihre Reise mit ${booking.vehicleBrand} ${booking.vehicleModel}?`]);
    const text = bodyOf(asked[0]!.raw);
    expect(text).toContain(`https://rent.example.lk/manage-bookings?review=${booking._id}`);
    expect(text).toContain('und Ihren Fahrer');
    // The trip's own e-mail (its final receipt) is sent as before, and the request is asked once.
    const kinds = (await t.db.query<{ kind: string }>('SELECT kind FROM outbox WHERE booking_id = $1', [booking._id])).map((k) => k.kind);
    expect(kinds.filter((k) => k === 'booking_completed' || k === 'review_request').sort()).toEqual(['booking_completed', 'review_request']);
  });

  it('takes the booker’s review of a completed trip, lists it with the first name only, and rates the vehicle', async () => {
    const { booking, tourist, vehicleId } = await trip();
    expect(await ratingOf(vehicleId)).toEqual({ average: null, count: 0 });
    expect(await publicList(vehicleId)).toEqual([]);
    const mine = await reviewed(tourist.token, booking._id, { vehicleRating: 4, driverRating: 5, comment: 'Spotless van, and Sunil knew every back road.', language: 'fr' });
    expect(mine).toMatchObject({
      bookingId: booking._id,
      vehicleId,
      driverId: driver.user._id,
      vehicleRating: 4,
      driverRating: 5,
      comment: 'Spotless van, and Sunil knew every back road.',
      language: 'fr',
      status: 'published',
      firstName: 'Amara',
      tripMonth: booking.pickupDate.slice(0, 7),
      country: null,
      hiddenReason: null,
    });
    const listed = await publicList(vehicleId);
    expect(listed).toEqual([{ _id: mine._id, firstName: 'Amara', country: null, tripMonth: booking.pickupDate.slice(0, 7), language: 'fr', vehicleRating: 4, driverRating: 5, comment: mine.comment, createdAt: mine.createdAt }]);
    // No surname, no e-mail, no booking in the public answer.
    const text = JSON.stringify((await call(t.app, 'GET', `/api/vehicles/${vehicleId}/reviews`)).body);
    for (const secret of ['Jayasinghe', 'Perera', tourist.email, booking._id]) expect(text).not.toContain(secret);
    expect(await ratingOf(vehicleId)).toEqual({ average: 4, count: 1 });
    // A second trip in the same vehicle: the average to one decimal.
    const second = await trip({ vehicleId });
    await reviewed(second.tourist.token, second.booking._id, { vehicleRating: 5 });
    expect(await ratingOf(vehicleId)).toEqual({ average: 4.5, count: 2 });
    // The driver's public list, and the reviewer's own; the language falls back to the account's (English).
    const ofDriver = (await call(t.app, 'GET', `/api/drivers/${driver.user._id}/reviews?limit=100`)).body as { items: PublicReview[]; nextCursor: string | null };
    expect(ofDriver.items.map((r) => r._id)).toContain(mine._id);
    const theirs = (await call(t.app, 'GET', '/api/reviews/mine', { token: second.tourist.token })).body as Review[];
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ bookingId: second.booking._id, language: 'en', driverRating: null });
    // The search index's answer carries the rating as well, once the vehicle's NOTIFY reloads it.
    const search = async () =>
      ((await call(t.app, 'GET', `/api/vehicles/available?pickupDate=2090-01-01&returnDate=2090-01-03&limit=100`)).body as { items: { _id: string; rating: unknown }[] }).items.find((v) => v._id === vehicleId);
    await expect.poll(async () => (await search())?.rating, { timeout: 5000 }).toEqual({ average: 4.5, count: 2 });
  });

  it('pages the public list newest first', async () => {
    const { vehicleId, booking, tourist } = await trip();
    const first = await reviewed(tourist.token, booking._id, { vehicleRating: 3 });
    const next = await trip({ vehicleId });
    const second = await reviewed(next.tourist.token, next.booking._id, { vehicleRating: 5 });
    const page1 = (await call(t.app, 'GET', `/api/vehicles/${vehicleId}/reviews?limit=1`)).body;
    expect(page1.items.map((r: PublicReview) => r._id)).toEqual([second._id]);
    const page2 = (await call(t.app, 'GET', `/api/vehicles/${vehicleId}/reviews?limit=1&cursor=${page1.nextCursor}`)).body;
    expect(page2).toEqual({ items: [expect.objectContaining({ _id: first._id })], nextCursor: null });
    expectError(await call(t.app, 'GET', `/api/vehicles/${UNKNOWN_ID}/reviews`), 404, MESSAGES.api.vehicleNotFound);
    expectError(await call(t.app, 'GET', `/api/vehicles/${MALFORMED_ID}/reviews`), 404, MESSAGES.api.vehicleNotFound);
    expectError(await call(t.app, 'GET', `/api/drivers/${UNKNOWN_ID}/reviews`), 404, MESSAGES.api.driverNotFound);
    expectError(await call(t.app, 'GET', `/api/drivers/${next.tourist.user._id}/reviews`), 404, MESSAGES.api.driverNotFound);
  });

  it('refuses someone else, an unknown booking, a trip not completed, a driver rating without a driver, bad stars and bad text, and a second review', async () => {
    const { booking, tourist } = await trip();
    const other = await registerUser(t.app);
    expectError(await review(other.token, booking._id, { vehicleRating: 5 }), 403, MESSAGES.api.notYourOwnBooking);
    expectError(await review(admin, booking._id, { vehicleRating: 5 }), 403, MESSAGES.api.notYourOwnBooking);
    expectError(await review(driver.token, booking._id, { vehicleRating: 5 }), 403, MESSAGES.api.notYourOwnBooking);
    expectError(await review(tourist.token, UNKNOWN_ID, { vehicleRating: 5 }), 404, MESSAGES.api.bookingNotFound);
    expectError(await review(tourist.token, MALFORMED_ID, { vehicleRating: 5 }), 404, MESSAGES.api.bookingNotFound);
    expect((await call(t.app, 'POST', `/api/bookings/${booking._id}/review`, { body: { vehicleRating: 5 } })).status).toBe(401);
    // Stars are whole numbers from 1 to 5; the comment is held to the checks of every free text.
    for (const bad of [0, 6, 4.5, '5', null]) expectValidation(await review(tourist.token, booking._id, { vehicleRating: bad }), R.ratingInvalid(F.vehicleRating));
    expectValidation(await review(tourist.token, booking._id, {}), R.ratingInvalid(F.vehicleRating));
    expectValidation(await review(tourist.token, booking._id, { vehicleRating: 5, driverRating: 0 }), R.ratingInvalid(F.driverRating));
    expectValidation(await review(tourist.token, booking._id, { vehicleRating: 5, comment: 'x'.repeat(2001) }), MESSAGES.validation.tooLong(F.comment, 2000));
    expectValidation(await review(tourist.token, booking._id, { vehicleRating: 5, comment: 'Great \u202Etrip' }), MESSAGES.validation.notClean(F.comment));
    // Contact details and abusive words (decision 097), each named.
    const V = MESSAGES.validation;
    expectValidation(await review(tourist.token, booking._id, { vehicleRating: 5, comment: 'Book Sunil direct: +94 77 123 4567' }), V.contactPhone(F.comment));
    expectValidation(await review(tourist.token, booking._id, { vehicleRating: 5, comment: 'sunil.tours@gmail.com' }), V.contactEmail(F.comment));
    expectValidation(await review(tourist.token, booking._id, { vehicleRating: 5, comment: 'see www.sunil-tours.lk' }), V.contactWeb(F.comment));
    expectValidation(await review(tourist.token, booking._id, { vehicleRating: 5, comment: 'WhatsApp: sunil88' }), V.contactMessenger(F.comment));
    expectValidation(await review(tourist.token, booking._id, { vehicleRating: 5, comment: 'What a sh1t car' }), V.abusive(F.comment));
    // Not completed yet: confirmed, or under way.
    for (const stop of ['confirmed', 'picked_up'] as const) {
      const early = await trip({ tourist, stop });
      expectError(await review(tourist.token, early.booking._id, { vehicleRating: 5 }), 409, R.onlyCompleted);
    }
    // Self drive: no driver to rate.
    const selfDrive = await trip({ tourist, selfDrive: true });
    expectError(await review(tourist.token, selfDrive.booking._id, { vehicleRating: 5, driverRating: 4 }), 400, R.noDriver);
    await reviewed(tourist.token, selfDrive.booking._id, { vehicleRating: 5 });
    // Once per booking.
    await reviewed(tourist.token, booking._id, { vehicleRating: 2, comment: '  Late pickup.  ' }).then((r) => expect(r.comment).toBe('Late pickup.'));
    expectError(await review(tourist.token, booking._id, { vehicleRating: 5 }), 409, R.alreadyReviewed);
  });

  it('rates the driver on every driver answer and on their public profile; hiding takes the stars out', async () => {
    const sunil = await registerUser(t.app, 'driver', { username: 'Sunil Perera', languages: 'English, Japanese', experienceYears: '12' });
    const driverAnswers = async () => {
      const one = userSchema.parse((await call(t.app, 'GET', `/api/admin/drivers/${sunil.user._id}`, { token: admin })).body);
      const listed = ((await call(t.app, 'GET', '/api/admin/drivers', { token: admin })).body as unknown[]).map((u) => userSchema.parse(u)).find((u) => u._id === sunil.user._id);
      const own = userSchema.parse((await call(t.app, 'GET', '/api/drivers/profile', { token: sunil.token })).body);
      const profile = driverPublicProfileSchema.parse((await call(t.app, 'GET', `/api/drivers/${sunil.user._id}/profile`)).body);
      expect(listed?.rating).toEqual(one.rating);
      expect(own.rating).toEqual(one.rating);
      expect(profile.rating).toEqual(one.rating);
      return profile;
    };
    expect(await driverAnswers()).toEqual({
      _id: sunil.user._id,
      firstName: 'Sunil',
      photo: null,
      languages: ['en', 'ja'],
      experienceYears: 12,
      regions: [],
      introduction: null,
      badges: [],
      rating: { average: null, count: 0 },
      reviews: { items: [], nextCursor: null },
    });
    const a = await trip({ driverId: sunil.user._id });
    const b = await trip({ driverId: sunil.user._id });
    const c = await trip({ driverId: sunil.user._id });
    const first = await reviewed(a.tourist.token, a.booking._id, { vehicleRating: 3, driverRating: 5, comment: 'Sunil knew every road.' });
    const second = await reviewed(b.tourist.token, b.booking._id, { vehicleRating: 5, driverRating: 4 });
    // A review that rates only the vehicle leaves the driver's figures alone.
    const third = await reviewed(c.tourist.token, c.booking._id, { vehicleRating: 1 });
    const profile = await driverAnswers();
    expect(profile.rating).toEqual({ average: 4.5, count: 2 });
    // Every published review of a trip they drove, newest first, the driver's stars or not.
    expect(profile.reviews.items.map((r) => [r._id, r.driverRating])).toEqual([[third._id, null], [second._id, 4], [first._id, 5]]);
    // No surname, phone or e-mail in the public profile.
    const text = JSON.stringify((await call(t.app, 'GET', `/api/drivers/${sunil.user._id}/profile`)).body);
    for (const secret of ['Perera', sunil.email, '+94']) expect(text).not.toContain(secret);
    // Paged by keyset.
    const page1 = driverPublicProfileSchema.parse((await call(t.app, 'GET', `/api/drivers/${sunil.user._id}/profile?limit=1`)).body);
    expect(page1.reviews.items).toHaveLength(1);
    const page2 = driverPublicProfileSchema.parse((await call(t.app, 'GET', `/api/drivers/${sunil.user._id}/profile?limit=1&cursor=${page1.reviews.nextCursor}`)).body);
    expect(page2.reviews.items[0]!._id).not.toBe(page1.reviews.items[0]!._id);

    expect((await hide(first._id, { reason: 'Names a member of staff' })).status).toBe(200);
    expect((await driverAnswers()).rating).toEqual({ average: 4, count: 1 });
    expect((await call(t.app, 'POST', `/api/admin/reviews/${first._id}/unhide`, { token: admin })).status).toBe(200);
    expect((await driverAnswers()).rating).toEqual({ average: 4.5, count: 2 });
    expectError(await call(t.app, 'GET', `/api/drivers/${UNKNOWN_ID}/profile`), 404, MESSAGES.api.driverNotFound);
    expectError(await call(t.app, 'GET', `/api/drivers/${a.tourist.user._id}/profile`), 404, MESSAGES.api.driverNotFound);
    expectError(await call(t.app, 'GET', `/api/drivers/${MALFORMED_ID}/profile`), 404, MESSAGES.api.driverNotFound);
  });

  it('shows the reviewer’s country when they give one, at registration or on their account; only from the list', async () => {
    const tourist = await registerUser(t.app, 'tourist', { country: 'de' });
    expect(tourist.user.country).toBe('DE');
    const { booking, vehicleId } = await trip({ tourist });
    const mine = await reviewed(tourist.token, booking._id, { vehicleRating: 5 });
    expect(mine.country).toBe('DE');
    const account = (body: unknown) => call(t.app, 'PUT', '/api/users/me', { token: tourist.token, body });
    // Left out: kept; another: shown on the reviews; cleared: none.
    expect((await account({ username: tourist.user.username, phone: '' })).body.country).toBe('DE');
    expect((await account({ username: tourist.user.username, phone: '', country: 'LK' })).body.country).toBe('LK');
    expect((await publicList(vehicleId))[0]!.country).toBe('LK');
    expect((await account({ username: tourist.user.username, phone: '', country: '' })).body.country).toBeNull();
    expect((await publicList(vehicleId))[0]!.country).toBeNull();
    for (const bad of ['XX', 'Germany', 7]) expectValidation(await account({ username: 'A', phone: '', country: bad }), MESSAGES.validation.countryInvalid);
    expectValidation(await call(t.app, 'POST', '/api/users', { body: { username: 'B', email: 'b-country@example.com', password: 'secret123', country: 'ZZ' } }), MESSAGES.validation.countryInvalid);
  });

  it('two reviews of one trip sent at once: one is taken, the other is a 409', async () => {
    const { booking, tourist, vehicleId } = await trip();
    const [one, two] = await Promise.all([review(tourist.token, booking._id, { vehicleRating: 5 }), review(tourist.token, booking._id, { vehicleRating: 1 })]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    expect([one, two].find((r) => r.status === 409)!.body.error).toBe(R.alreadyReviewed);
    expect(await publicList(vehicleId)).toHaveLength(1);
    expect((await ratingOf(vehicleId)).count).toBe(1);
  });

  it('staff hide a review with a reason: the reviewer is e-mailed it, the public list and the rating leave it out; publishing again puts it back', async () => {
    const tourist = await registerUser(t.app, 'tourist', { preferredLanguage: 'fr', username: 'Claire Dubois' });
    const { booking, vehicleId } = await trip({ tourist });
    const kept = await trip({ vehicleId });
    const r = await reviewed(tourist.token, booking._id, { vehicleRating: 1, comment: 'Terrible.' });
    await reviewed(kept.tourist.token, kept.booking._id, { vehicleRating: 5 });
    expect(await ratingOf(vehicleId)).toEqual({ average: 3, count: 2 });

    expectValidation(await hide(r._id, { reason: '  ' }), R.reasonRequired);
    expectError(await hide(UNKNOWN_ID, { reason: 'Off topic' }), 404, R.reviewNotFound);
    expectError(await hide(MALFORMED_ID, { reason: 'Off topic' }), 404, R.reviewNotFound);
    const res = await hide(r._id, { reason: 'It names a member of our staff.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(reviewSchema.parse(res.body)).toMatchObject({ status: 'hidden', hiddenReason: 'It names a member of our staff.', hiddenAt: expect.any(String) });
    expect((await publicList(vehicleId)).map((x) => x.vehicleRating)).toEqual([5]);
    expect(await ratingOf(vehicleId)).toEqual({ average: 5, count: 1 });
    const staffList = (await call(t.app, 'GET', '/api/admin/reviews', { token: admin })).body as Review[];
    expect(staffList.find((x) => x._id === r._id)).toMatchObject({ status: 'hidden', reviewer: 'Claire Dubois', vehicle: `${booking.vehicleBrand} ${booking.vehicleModel}` });
    // Newest first.
    const times = staffList.map((x) => Date.parse(x.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    await deliver();
    const told = mailsTo(tourist.email).filter((m) => m.subject === 'Votre avis n’est plus affiché');
    expect(told).toHaveLength(1);
    expect(bodyOf(told[0]!.raw)).toContain('Raison : It names a member of our staff.');
    // Hiding it again changes nothing and tells nobody again.
    expect((await hide(r._id, { reason: 'Again' })).body).toMatchObject({ hiddenReason: 'It names a member of our staff.' });

    const back = await call(t.app, 'POST', `/api/admin/reviews/${r._id}/unhide`, { token: admin });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ status: 'published', hiddenReason: null, hiddenAt: null });
    expect(await ratingOf(vehicleId)).toEqual({ average: 3, count: 2 });
    expect(await publicList(vehicleId)).toHaveLength(2);
    await deliver();
    expect(mailsTo(tourist.email).filter((m) => m.subject === 'Votre avis n’est plus affiché')).toHaveLength(1);
  });
});
