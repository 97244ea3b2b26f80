import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { DEFAULT_PRICING_POLICY, MESSAGES } from '@app/shared';
import { HANDOVER_MESSAGES } from '@app/shared/handovers';
import { ADMIN, AFTER_TEST_TRIPS, ENGINES, JWT_SECRET, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, tripSoon, uniqueEmail, type Res, type TestApp, tripSlots } from './harness';
import { apiHeadRoutes, apiRoutes } from './route-table';
import { photoForm, plainJpeg } from './photo-files';

/**
 * Every /api route of the route table x eight callers -> the status the route's rule expects,
 * and no body ever carries data of someone the caller has no business with.
 */

const CALLERS = ['none', 'malformed', 'expired', 'deletedUser', 'tourist', 'driver', 'otherDriver', 'admin'] as const;
type Caller = (typeof CALLERS)[number];
type SignedIn = 'tourist' | 'driver' | 'otherDriver' | 'admin';

/** Who may pass a route's guard: anyone, any signed-in user, drivers and admins, admins. */
type Access = 'public' | 'signedIn' | 'driverArea' | 'admin';
const ALLOWED: Record<Exclude<Access, 'public'>, SignedIn[]> = {
  signedIn: ['tourist', 'driver', 'otherDriver', 'admin'],
  driverArea: ['driver', 'otherDriver', 'admin'],
  admin: ['admin'],
};

interface Account {
  id: string;
  email: string;
  password: string;
  token: string;
  username: string;
}

interface Fixtures {
  accounts: Record<SignedIn, Account>;
  /** A second tourist (not a caller), whose booking belongs to the other driver. */
  tourist2: Account;
  /** The account whose credentials the login route's body carries. */
  loginUser: Account;
  tokens: Record<Caller, string | undefined>;
  vehicleId: string;
  /** The tourist's confirmed booking, driven by `driver`. */
  bookingA: string;
  /** tourist2's confirmed booking, driven by `otherDriver`. */
  bookingB: string;
  messageId: string;
}

interface Req {
  url: string;
  body?: unknown;
  /** Headers beyond the caller's token (a multipart upload's content type). */
  headers?: Record<string, string>;
}

interface Rule {
  access: Access;
  /** The request of one cell; called for every caller, so writes get a fresh target each time. */
  request: (caller: Caller) => Promise<Req> | Req;
  /** Status for the callers the rule lets in: one for all, or per caller. */
  ok: number | Partial<Record<Caller, number>>;
  /** More checks of an admitted caller's answer. */
  check?: (res: Res, caller: Caller) => void;
}

describe.each(ENGINES)('access matrix (%s)', (engine) => {
  let t: TestApp;
  let app: FastifyInstance;
  let fx: Fixtures;
  let adminToken: string;

  /** A fresh 1-day slot far in the future: no two fixtures ever overlap. */
  const nextSlot = tripSlots('2031-01-01', 3, 1);

  async function ok(res: Res, status: number, what: string) {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** A vehicle of its own with one photo, uploaded by the admin. */
  async function newPhoto(): Promise<{ vehicleId: string; photoId: string }> {
    const vehicleId = (await createVehicle(app, adminToken))._id;
    const form = photoForm(await plainJpeg(120, 80));
    const res = await call(app, 'POST', `/api/admin/vehicles/${vehicleId}/photos`, { token: adminToken, body: form.payload, headers: { 'content-type': form.contentType } });
    await ok(res, 201, 'upload a photo');
    return { vehicleId, photoId: res.body.photos[0]._id };
  }

  async function newBooking(token: string, extra: Record<string, unknown> = {}): Promise<string> {
    const res = await call(app, 'POST', '/api/bookings', { token, body: bookingBody(fx.vehicleId, { ...nextSlot(), ...extra }) });
    return (await ok(res, 201, 'create booking'))._id;
  }

  /** A period a fresh vehicle is out of service (decision 101): its url. */
  async function newOutOfService(): Promise<string> {
    const vehicleId = (await createVehicle(app, adminToken))._id;
    const res = await call(app, 'POST', `/api/admin/vehicles/${vehicleId}/out-of-service`, { token: adminToken, body: outOfServiceInput });
    return `/api/admin/vehicles/${vehicleId}/out-of-service/${(await ok(res, 201, 'take out of service'))._id}`;
  }

  /** The tourist's open request for new dates for a booking of their own made for it. */
  async function newDateChange(): Promise<string> {
    const id = await newBooking(fx.accounts.tourist.token);
    const res = await call(app, 'POST', `/api/bookings/${id}/date-changes`, { token: fx.accounts.tourist.token, body: { ...nextSlot(), pickupTime: '10:00', returnTime: '10:00' } });
    return (await ok(res, 201, 'ask for new dates'))._id;
  }

  /** The tourist's trip with the driver, completed (its steps taken at a time after every test trip). */
  async function newCompletedBooking(): Promise<string> {
    const id = await newConfirmedBooking(fx.accounts.tourist.token, fx.accounts.driver.id);
    t.clock.set(AFTER_TEST_TRIPS);
    try {
      for (const status of ['picked_up', 'completed']) {
        await ok(await call(app, 'PATCH', `/api/drivers/bookings/${id}/status`, { token: fx.accounts.driver.token, body: { status } }), 200, status);
      }
    } finally {
      t.clock.reset();
    }
    return id;
  }

  /**
   * The tourist's departing transfer (decision 111) with the driver, picked up from the hotel soon,
   * confirmed; with `stage` the driver is at the pickup point, and has reported a no-show (at a
   * time after every test trip, the free waiting long over).
   */
  async function newTransfer(stage: 'confirmed' | 'atPickupPoint' | 'noShow', driverId: string): Promise<string> {
    // A transfer holds its driver for about 45 minutes (decision 111): six of the 10-minute slots of `soon`.
    const slot = soon;
    soon += 6;
    const { pickupDate: date, pickupTime: time } = tripSoon(30 + 10 * slot, 5);
    const body = { direction: 'departing', placeId: 'negombo', date, time, passengers: 2, bags: 2, vehicleType: 'Car', name: 'Matrix Tourist', email: 'tourist@example.com', phone: '+44 7700 900000' };
    const id = (await ok(await call(app, 'POST', '/api/bookings/transfer', { token: fx.accounts.tourist.token, body }), 201, 'book a transfer'))._id;
    await ok(await call(app, 'PATCH', `/api/admin/bookings/${id}`, { token: adminToken, body: { status: 'confirmed', driverId } }), 200, 'confirm');
    if (stage === 'confirmed') return id;
    await ok(await call(app, 'POST', `/api/drivers/bookings/${id}/at-pickup-point`, { token: adminToken }), 200, 'at the pickup point');
    if (stage === 'noShow') {
      t.clock.set(AFTER_TEST_TRIPS);
      try {
        await ok(await call(app, 'POST', `/api/drivers/bookings/${id}/no-show`, { token: adminToken, body: { note: 'Nobody came' } }), 200, 'no show');
      } finally {
        t.clock.reset();
      }
    }
    return id;
  }

  /**
   * The transfer of a cell: driven by `driver` when a driver calls (the other driver is refused it),
   * by a driver of its own when an admin does (acting for any driver, decision 111's steps), so the
   * fixtures of one driver stay few and never overlap; callers refused by role get bookingA's id.
   */
  async function transferFor(caller: Caller, stage: 'confirmed' | 'atPickupPoint' | 'noShow'): Promise<string> {
    if (caller === 'driver' || caller === 'otherDriver') return newTransfer(stage, fx.accounts.driver.id);
    if (caller === 'admin') return newTransfer(stage, await newDriver());
    return fx.bookingA;
  }

  /** The tourist's published review of a completed trip made for it. */
  async function newReview(): Promise<string> {
    const id = await newCompletedBooking();
    const res = await call(app, 'POST', `/api/bookings/${id}/review`, { token: fx.accounts.tourist.token, body: { vehicleRating: 4, comment: 'Matrix trip' } });
    return (await ok(res, 201, 'review'))._id;
  }

  /** A handover or return form of a booking: four side photos the admin uploaded for it (or made-up ids), a drawn signature (decision 112). */
  async function inspectionForm(bookingId: string, upload = true) {
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      if (!upload) {
        ids.push(`00000000-0000-4000-8000-00000000000${i}`);
        continue;
      }
      const form = await documentForm();
      const res = await call(app, 'POST', `/api/bookings/${bookingId}/inspection-photos`, { token: adminToken, body: form.payload, headers: { 'content-type': form.contentType } });
      ids.push((await ok(res, 201, 'upload an inspection photo'))._id);
    }
    const signature = `data:image/png;base64,${(await sharp({ create: { width: 60, height: 30, channels: 3, background: '#ffffff' } }).png().toBuffer()).toString('base64')}`;
    return { odometerKm: 1000, fuelEighths: 8, photos: { front: ids[0], back: ids[1], left: ids[2], right: ids[3] }, signature };
  }

  /** A tour template of its own (decision 110), published unless asked otherwise. */
  let tours = 0;
  async function newTour(published = true): Promise<{ id: string; slug: string }> {
    const slug = `matrix-tour-${++tours}`;
    const body = { slug, name: 'Matrix tour', description: 'Two nights in Kandy', stops: [{ placeId: 'cmb', nights: 0 }, { placeId: 'kandy', nights: 2 }, { placeId: 'cmb', nights: 0 }], vehicleTypes: ['Car'], published };
    const res = await call(app, 'POST', '/api/admin/tours', { token: adminToken, body });
    return { id: (await ok(res, 201, 'tour'))._id, slug };
  }
  /** A tour with one photo, for deleting it. */
  async function newTourPhoto(): Promise<{ id: string; photoId: string }> {
    const { id } = await newTour(false);
    const form = photoForm(await plainJpeg(120, 80));
    const res = await call(app, 'POST', `/api/admin/tours/${id}/photos`, { token: adminToken, body: form.payload, headers: { 'content-type': form.contentType } });
    return { id, photoId: (await ok(res, 201, 'tour photo')).photos[0]._id };
  }

  /** The tourist's own self-drive booking (decision 107), made once. */
  let selfDrive: Promise<string> | undefined;
  const selfDriveBooking = () => (selfDrive ??= newBooking(fx.accounts.tourist.token, { driverOption: 'selfDrive' }));

  /** A document form, as a phone sends one. */
  async function documentForm(kind = 'licence_front') {
    return photoForm(await plainJpeg(120, 80), { field: 'file', fields: { kind } });
  }

  /** A document the tourist sent for a new self-drive booking of theirs: its booking, its id and its file's path. */
  async function newDocument(): Promise<{ bookingId: string; documentId: string; path: string }> {
    const bookingId = await newBooking(fx.accounts.tourist.token, { driverOption: 'selfDrive' });
    const form = await documentForm();
    const res = await call(app, 'POST', `/api/bookings/${bookingId}/documents`, { token: fx.accounts.tourist.token, body: form.payload, headers: { 'content-type': form.contentType } });
    const doc = (await ok(res, 201, 'send a document')).documents[0];
    return { bookingId, documentId: doc._id, path: new URL(doc.url).pathname };
  }

  let soon = 0;
  /** A confirmed trip starting within the hour (so its driver may pick it up now), ten minutes after the last one. */
  async function newConfirmedBooking(token: string, driverId: string, when: 'later' | 'soon' = 'later'): Promise<string> {
    const id = await newBooking(token, when === 'soon' ? tripSoon(30 + 10 * soon++, 5) : {});
    await ok(await call(app, 'PATCH', `/api/admin/bookings/${id}`, { token: adminToken, body: { status: 'confirmed', driverId } }), 200, 'confirm');
    return id;
  }

  let emptyFeed: string | undefined;
  /** The calendar feed path of a driver with no trips (made once). */
  async function emptyFeedPath(): Promise<string> {
    if (!emptyFeed) {
      const idle = await registerUser(app, 'driver');
      emptyFeed = new URL((await ok(await call(app, 'GET', '/api/drivers/calendar', { token: idle.token }), 200, 'feed address')).url).pathname;
    }
    return emptyFeed;
  }

  async function newDriver(extra: Record<string, unknown> = {}): Promise<string> {
    const res = await call(app, 'POST', '/api/admin/drivers', {
      token: adminToken,
      body: { username: 'Target Driver', email: uniqueEmail('target'), password: 'secret123', licenseNumber: 'T-1', phone: '+94 77 111 1111', ...extra },
    });
    return (await ok(res, 201, 'create driver'))._id;
  }

  const account = (r: Awaited<ReturnType<typeof registerUser>>): Account => ({
    id: r.user._id,
    email: r.email,
    password: r.password,
    token: r.token,
    username: r.user.username,
  });

  const registration = () => ({ username: 'Matrix New', email: uniqueEmail('matrix'), password: 'secret123' });
  const outOfServiceInput = { fromDate: '2031-02-01', fromTime: '08:00', untilDate: '2031-02-03', untilTime: '17:00', reason: 'maintenance', note: 'Service' };
  const vehicleInput = { type: 'Van', brand: 'Nissan', model: 'Caravan', seatingCapacity: 8, features: [], pricingDetails: { perDay: 60, perHour: 9 }, image: '' };

  /** Bookings in a list answer, whether a plain array or a page. */
  const items = (body: unknown): { _id: string; userId: { _id: string }; driverId: { _id: string } | null }[] =>
    Array.isArray(body) ? body : (body as { items: [] }).items;

  const idOf = (caller: Caller) => fx.accounts[caller as SignedIn].id;

  /** The access rule of every route: the test fails when the app has a route this table lacks, or the other way round. */
  const RULES: Record<string, Rule> = {
    'GET /api/health': { access: 'public', request: () => ({ url: '/api/health' }), ok: 200 },
    'GET /api/ready': { access: 'public', request: () => ({ url: '/api/ready' }), ok: 200 },
    'GET /api/docs': { access: 'public', request: () => ({ url: '/api/docs' }), ok: 200 },
    'GET /api/docs/json': { access: 'public', request: () => ({ url: '/api/docs/json' }), ok: 200 },
    'GET /api/docs/yaml': { access: 'public', request: () => ({ url: '/api/docs/yaml' }), ok: 200 },
    'GET /api/docs/static/index.html': { access: 'public', request: () => ({ url: '/api/docs/static/index.html' }), ok: 302 },
    'GET /api/docs/static/swagger-initializer.js': { access: 'public', request: () => ({ url: '/api/docs/static/swagger-initializer.js' }), ok: 200 },
    'GET /api/docs/static/*': { access: 'public', request: () => ({ url: '/api/docs/static/index.css' }), ok: 200 },

    'POST /api/users/login': {
      access: 'public',
      request: () => ({ url: '/api/users/login', body: { email: fx.loginUser.email, password: fx.loginUser.password } }),
      ok: 200,
    },
    'POST /api/users': { access: 'public', request: () => ({ url: '/api/users', body: registration() }), ok: 201 },
    'POST /api/users/password-reset': {
      access: 'public',
      request: () => ({ url: '/api/users/password-reset', body: { email: fx.loginUser.email } }),
      ok: 202,
      check: (res) => expect(res.body).toEqual({ message: MESSAGES.account.resetRequested }),
    },
    // A made-up token is refused for everyone alike; accounts.test.ts follows a real link.
    'POST /api/users/password-reset/confirm': {
      access: 'public',
      request: () => ({ url: '/api/users/password-reset/confirm', body: { token: 'made-up-token', password: 'secret123' } }),
      ok: 400,
    },
    'GET /api/users/me': {
      access: 'signedIn',
      request: () => ({ url: '/api/users/me' }),
      ok: 200,
      check: (res, caller) => expect(res.body._id).toBe(idOf(caller)),
    },
    'PUT /api/users/me': {
      access: 'signedIn',
      request: (caller) => ({ url: '/api/users/me', body: { username: fx.accounts[caller as SignedIn]?.username ?? 'Someone', phone: '+94 77 222 2222' } }),
      ok: 200,
      check: (res, caller) => expect(res.body._id).toBe(idOf(caller)),
    },
    'PUT /api/users/me/language': {
      access: 'signedIn',
      request: () => ({ url: '/api/users/me/language', body: { preferredLanguage: 'en' } }),
      ok: 200,
      check: (res, caller) => expect(res.body).toMatchObject({ _id: idOf(caller), preferredLanguage: 'en' }),
    },
    // A right current password would end the caller's other sessions (the matrix's own token):
    // the matrix checks who reaches the check; accounts.test.ts changes passwords for real.
    'PUT /api/users/me/password': {
      access: 'signedIn',
      request: () => ({ url: '/api/users/me/password', body: { currentPassword: 'not-the-password', newPassword: 'secret456' } }),
      ok: 400,
      check: (res) => expect(res.body.error).toBe(MESSAGES.account.currentPasswordWrong),
    },
    'POST /api/contact': {
      access: 'public',
      request: () => ({ url: '/api/contact', body: { name: 'Matrix', email: 'matrix@example.com', message: 'Hello' } }),
      ok: 201,
    },
    'GET /api/booking-rules': { access: 'public', request: () => ({ url: '/api/booking-rules' }), ok: 200 },
    'GET /api/drivers/languages': { access: 'public', request: () => ({ url: '/api/drivers/languages' }), ok: 200 },
    'GET /api/vehicles': { access: 'public', request: () => ({ url: '/api/vehicles' }), ok: 200 },
    'GET /api/vehicles/available': {
      access: 'public',
      request: () => ({ url: '/api/vehicles/available?pickupDate=2031-01-01&returnDate=2031-01-05' }),
      ok: 200,
    },
    'GET /api/vehicles/:id': { access: 'public', request: () => ({ url: `/api/vehicles/${fx.vehicleId}` }), ok: 200 },
    'GET /api/vehicles/:id/availability': {
      access: 'public',
      request: () => ({ url: `/api/vehicles/${fx.vehicleId}/availability` }),
      ok: 200,
      check: (res) => {
        expect(res.body.length).toBeGreaterThan(0);
        for (const event of res.body) {
          expect(Object.keys(event).sort(), 'availability events carry start, end and title only').toEqual(['end', 'start', 'title']);
          expect(event.title).toBe('Booked');
        }
      },
    },

    'POST /api/bookings': {
      access: 'signedIn',
      request: () => ({ url: '/api/bookings', body: bookingBody(fx.vehicleId, nextSlot()) }),
      ok: 201,
      check: (res, caller) => expect(res.body.userId._id).toBe(idOf(caller)),
    },
    // An airport transfer (decision 111): a free car of the fleet, with a driver, at the fare.
    'POST /api/bookings/transfer': {
      access: 'signedIn',
      request: () => ({
        url: '/api/bookings/transfer',
        body: { direction: 'departing', placeId: 'negombo', date: nextSlot().pickupDate, time: '05:00', passengers: 2, bags: 2, vehicleType: 'Car', name: 'Test Tourist', email: 'tourist@example.com', phone: '+44 7700 900000' },
      }),
      ok: 201,
      check: (res, caller) => expect([res.body.userId._id, res.body.quote.lines[0].code]).toEqual([idOf(caller), 'transfer']),
    },
    'GET /api/bookings/my-bookings': {
      access: 'signedIn',
      request: () => ({ url: '/api/bookings/my-bookings' }),
      ok: 200,
      check: (res, caller) => {
        const list = items(res.body);
        for (const b of list) expect(b.userId._id, "my-bookings holds only the caller's bookings").toBe(idOf(caller));
        if (caller === 'tourist') expect(list.map((b) => b._id)).toContain(fx.bookingA);
      },
    },
    'PATCH /api/bookings/:id/cancel': {
      access: 'signedIn',
      request: async () => ({ url: `/api/bookings/${await newBooking(fx.accounts.tourist.token)}/cancel` }),
      // Only the booker cancels here; an admin cancels through the admin route.
      ok: { tourist: 200, driver: 403, otherDriver: 403, admin: 403 },
    },
    // A tourist's request for new dates (decision 087): asked and withdrawn by the booker, answered by staff.
    'POST /api/bookings/:id/date-changes': {
      access: 'signedIn',
      request: async () => ({ url: `/api/bookings/${await newBooking(fx.accounts.tourist.token)}/date-changes`, body: { ...nextSlot(), pickupTime: '10:00', returnTime: '10:00' } }),
      ok: { tourist: 201, driver: 403, otherDriver: 403, admin: 403 },
    },
    'GET /api/date-changes/mine': {
      access: 'signedIn',
      request: () => ({ url: '/api/date-changes/mine' }),
      ok: 200,
    },
    'POST /api/date-changes/:id/withdraw': {
      access: 'signedIn',
      request: async () => ({ url: `/api/date-changes/${await newDateChange()}/withdraw` }),
      ok: { tourist: 200, driver: 403, otherDriver: 403, admin: 403 },
    },
    // Reviews from real trips (decision 094): written by the booker of a completed trip, read by anyone, hidden by staff.
    'POST /api/bookings/:id/review': {
      access: 'signedIn',
      request: async () => ({ url: `/api/bookings/${await newCompletedBooking()}/review`, body: { vehicleRating: 5, driverRating: 4 } }),
      ok: { tourist: 201, driver: 403, otherDriver: 403, admin: 403 },
    },
    'GET /api/reviews/mine': { access: 'signedIn', request: () => ({ url: '/api/reviews/mine' }), ok: 200 },
    'GET /api/vehicles/:id/reviews': { access: 'public', request: () => ({ url: `/api/vehicles/${fx.vehicleId}/reviews?limit=10` }), ok: 200 },
    'GET /api/drivers/:id/reviews': { access: 'public', request: () => ({ url: `/api/drivers/${fx.accounts.driver.id}/reviews` }), ok: 200 },
    // Decision 097: the driver's public profile, the home page's reviews, staff's choice of its rating line.
    'GET /api/drivers/:id/profile': {
      access: 'public',
      request: () => ({ url: `/api/drivers/${fx.accounts.driver.id}/profile?limit=5` }),
      ok: 200,
      // Decision 102: what anyone reads of a driver; never phone, e-mail or licence numbers.
      check: (res) =>
        expect(Object.keys(res.body).sort()).toEqual(['_id', 'badges', 'experienceYears', 'firstName', 'introduction', 'languages', 'photo', 'rating', 'regions', 'reviews']),
    },
    'GET /api/drivers': { access: 'public', request: () => ({ url: '/api/drivers?lang=de' }), ok: 200 },
    // Places and roads (decision 105).
    'GET /api/places': { access: 'public', request: () => ({ url: '/api/places?lang=si' }), ok: 200, check: (res) => expect(res.body.length).toBeGreaterThanOrEqual(40) },
    'GET /api/admin/roads': { access: 'admin', request: () => ({ url: '/api/admin/roads' }), ok: 200 },
    'PUT /api/admin/roads/:from/:to': {
      access: 'admin',
      request: () => ({ url: '/api/admin/roads/cmb/negombo', body: { km: 10, minutes: 20, note: 'Checked on the road, 2026' } }),
      ok: 200,
      check: (res) => expect(res.body.history[0].note).toBe('Checked on the road, 2026'),
    },
    // Tour templates (decision 110): anyone reads the published ones, admins write them.
    'GET /api/tours': { access: 'public', request: () => ({ url: '/api/tours?lang=de' }), ok: 200 },
    'GET /api/tours/:slug': {
      access: 'public',
      request: async () => ({ url: `/api/tours/${(await newTour()).slug}` }),
      ok: 200,
      check: (res) => expect(res.body.days).toBe(3),
    },
    'GET /api/admin/tours': { access: 'admin', request: () => ({ url: '/api/admin/tours' }), ok: 200 },
    'GET /api/admin/tours/:id': { access: 'admin', request: async () => ({ url: `/api/admin/tours/${(await newTour(false)).id}` }), ok: 200 },
    'POST /api/admin/tours': {
      access: 'admin',
      request: () => ({
        url: '/api/admin/tours',
        body: { slug: `matrix-new-${++tours}`, name: 'New tour', description: 'Galle for a night', stops: [{ placeId: 'cmb', nights: 0 }, { placeId: 'galle', nights: 1 }], vehicleTypes: ['Van'] },
      }),
      ok: 201,
      check: (res) => expect(res.body.published).toBe(false),
    },
    'PUT /api/admin/tours/:id': {
      access: 'admin',
      request: async () => {
        const { id, slug } = await newTour(false);
        return { url: `/api/admin/tours/${id}`, body: { slug, name: 'Renamed', description: 'Still Kandy', stops: [{ placeId: 'cmb', nights: 0 }, { placeId: 'kandy', nights: 1 }], vehicleTypes: ['SUV'], published: true } };
      },
      ok: 200,
      check: (res) => expect(res.body.name).toBe('Renamed'),
    },
    'DELETE /api/admin/tours/:id': { access: 'admin', request: async () => ({ url: `/api/admin/tours/${(await newTour(false)).id}` }), ok: 200 },
    'POST /api/admin/tours/:id/photos': {
      access: 'admin',
      request: async () => {
        const form = photoForm(await plainJpeg(120, 80));
        return { url: `/api/admin/tours/${(await newTour(false)).id}/photos`, body: form.payload, headers: { 'content-type': form.contentType } };
      },
      ok: 201,
      check: (res) => expect(res.body.photos).toHaveLength(1),
    },
    'DELETE /api/admin/tours/:id/photos/:photoId': {
      access: 'admin',
      request: async () => {
        const { id, photoId } = await newTourPhoto();
        return { url: `/api/admin/tours/${id}/photos/${photoId}` };
      },
      ok: 200,
      check: (res) => expect(res.body.photos).toEqual([]),
    },
    // Airport transfers (decision 111).
    'GET /api/transfers': { access: 'public', request: () => ({ url: '/api/transfers?lang=ta' }), ok: 200, check: (res) => expect(res.body.length).toBeGreaterThanOrEqual(40) },
    'GET /api/admin/transfers': { access: 'admin', request: () => ({ url: '/api/admin/transfers' }), ok: 200 },
    'PUT /api/admin/transfers/:placeId': {
      access: 'admin',
      request: () => ({ url: '/api/admin/transfers/negombo', body: { fares: { Car: 28, Van: 38, SUV: 44, Bus: 95 } } }),
      ok: 200,
      check: (res) => expect(res.body.fares.Van).toBe(38),
    },
    'GET /api/reviews/featured': { access: 'public', request: () => ({ url: '/api/reviews/featured' }), ok: 200 },
    'GET /api/admin/review-settings': { access: 'admin', request: () => ({ url: '/api/admin/review-settings' }), ok: 200 },
    // Calendars and chat links (decision 108).
    'GET /api/drivers/calendar': {
      access: 'driverArea',
      request: () => ({ url: '/api/drivers/calendar' }),
      ok: 200,
      check: (res) => expect(res.body.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/),
    },
    'POST /api/drivers/calendar/renew': { access: 'driverArea', request: () => ({ url: '/api/drivers/calendar/renew' }), ok: 200 },
    // The secret is the key: anyone holding a live address reads that driver's (here empty) feed.
    'GET /api/calendar/:secret.ics': {
      access: 'public',
      request: async () => ({ url: await emptyFeedPath() }),
      ok: 200,
      check: (res) => expect(String(res.headers['content-type'])).toBe('text/calendar; charset=utf-8'),
    },
    // The booker and admins.
    'GET /api/bookings/:id/calendar.ics': {
      access: 'signedIn',
      request: () => ({ url: `/api/bookings/${fx.bookingA}/calendar.ics` }),
      ok: { tourist: 200, driver: 403, otherDriver: 403, admin: 200 },
    },
    // Only the booking's two parties: its booker and its driver.
    'GET /api/bookings/:id/chat': {
      access: 'signedIn',
      request: () => ({ url: `/api/bookings/${fx.bookingA}/chat` }),
      ok: { tourist: 200, driver: 200, otherDriver: 403, admin: 403 },
      check: (res, caller) => {
        if (caller === 'tourist') expect(res.body.tourist).toBeNull();
        if (caller === 'driver') expect([res.body.office, res.body.driver]).toEqual([null, null]);
      },
    },
    'GET /api/admin/chat-settings': { access: 'admin', request: () => ({ url: '/api/admin/chat-settings' }), ok: 200 },
    'PUT /api/admin/chat-settings': { access: 'admin', request: () => ({ url: '/api/admin/chat-settings', body: { officeWhatsApp: '+94 77 999 8888' } }), ok: 200 },
    'PUT /api/admin/review-settings': {
      access: 'admin',
      request: () => ({ url: '/api/admin/review-settings', body: { showRealRating: false } }),
      ok: 200,
      check: (res) => expect(res.body.showRealRating).toBe(false),
    },
    'GET /api/admin/reviews': { access: 'admin', request: () => ({ url: '/api/admin/reviews' }), ok: 200 },
    'POST /api/admin/reviews/:id/hide': {
      access: 'admin',
      request: async () => ({ url: `/api/admin/reviews/${await newReview()}/hide`, body: { reason: 'Names a member of staff' } }),
      ok: 200,
      check: (res) => expect(res.body.status).toBe('hidden'),
    },
    'POST /api/admin/reviews/:id/unhide': { access: 'admin', request: async () => ({ url: `/api/admin/reviews/${await newReview()}/unhide` }), ok: 200 },
    'GET /api/admin/date-changes': { access: 'admin', request: () => ({ url: '/api/admin/date-changes?status=open' }), ok: 200 },
    'POST /api/admin/date-changes/:id/approve': {
      access: 'admin',
      request: async () => ({ url: `/api/admin/date-changes/${await newDateChange()}/approve` }),
      ok: 200,
      check: (res) => expect(res.body.status).toBe('approved'),
    },
    'POST /api/admin/date-changes/:id/decline': {
      access: 'admin',
      request: async () => ({ url: `/api/admin/date-changes/${await newDateChange()}/decline`, body: { reason: 'The van is in for service' } }),
      ok: 200,
    },
    // A self-drive tourist's documents (decision 107): sent by the booker, read by the booker and staff, checked by staff.
    'GET /api/bookings/:id/documents': {
      access: 'signedIn',
      request: async () => ({ url: `/api/bookings/${await selfDriveBooking()}/documents` }),
      ok: { tourist: 200, driver: 403, otherDriver: 403, admin: 200 },
      check: (res) => expect(res.headers['cache-control']).toContain('no-store'),
    },
    'POST /api/bookings/:id/documents': {
      access: 'signedIn',
      request: async () => {
        const form = await documentForm('idp');
        return { url: `/api/bookings/${await selfDriveBooking()}/documents`, body: form.payload, headers: { 'content-type': form.contentType } };
      },
      ok: { tourist: 201, driver: 403, otherDriver: 403, admin: 403 },
    },
    'PUT /api/bookings/:id/documents/permit-at-counter': {
      access: 'signedIn',
      request: async () => ({ url: `/api/bookings/${await selfDriveBooking()}/documents/permit-at-counter`, body: { atCounter: true } }),
      ok: { tourist: 200, driver: 403, otherDriver: 403, admin: 403 },
    },
    'PATCH /api/admin/bookings/:id/documents/:documentId': {
      access: 'admin',
      request: async () => {
        const doc = await newDocument();
        return { url: `/api/admin/bookings/${doc.bookingId}/documents/${doc.documentId}`, body: { status: 'verified' } };
      },
      ok: 200,
    },
    // The signed address is the file's credential for a few minutes (the session's token never goes
    // into a URL): whoever holds it reads it; documents.test.ts refuses changed, made-up and expired ones.
    'GET /api/document-files/:token': {
      access: 'public',
      request: async () => ({ url: (await newDocument()).path }),
      ok: 200,
      check: (res) => expect(res.headers['cache-control']).toBe('no-store'),
    },
    // Handing over and taking back (decision 112): staff for self-drive, the assigned driver (or staff) with a driver.
    'GET /api/bookings/:id/inspections': {
      access: 'signedIn',
      request: () => ({ url: `/api/bookings/${fx.bookingA}/inspections` }),
      // The booker, the assigned driver and admins.
      ok: { tourist: 200, driver: 200, otherDriver: 403, admin: 200 },
      check: (res) => expect(res.headers['cache-control']).toContain('no-store'),
    },
    'POST /api/bookings/:id/inspection-photos': {
      access: 'driverArea',
      request: async () => {
        const form = await documentForm();
        return { url: `/api/bookings/${fx.bookingA}/inspection-photos`, body: form.payload, headers: { 'content-type': form.contentType } };
      },
      ok: { driver: 201, otherDriver: 403, admin: 201 },
    },
    'POST /api/bookings/:id/handover': {
      access: 'driverArea',
      request: async (caller) => {
        // Photos are uploaded only for callers the rule lets in (four uploads a form).
        const id = caller === 'driver' || caller === 'admin' ? await newConfirmedBooking(fx.accounts.tourist.token, fx.accounts.driver.id, 'soon') : fx.bookingA;
        return { url: `/api/bookings/${id}/handover`, body: await inspectionForm(id, caller === 'driver' || caller === 'admin') };
      },
      ok: { driver: 201, otherDriver: 403, admin: 201 },
    },
    'POST /api/bookings/:id/return': {
      access: 'driverArea',
      request: async () => ({ url: `/api/bookings/${fx.bookingA}/return`, body: await inspectionForm(fx.bookingA, false) }),
      // Past the access rule the trip's own rule answers: booking A was not handed over (handovers.test.ts returns one).
      ok: { driver: 409, otherDriver: 403, admin: 409 },
    },
    'GET /api/bookings/:id/condition-report.pdf': {
      access: 'signedIn',
      request: () => ({ url: `/api/bookings/${fx.bookingA}/condition-report.pdf` }),
      // The booker, the assigned driver and admins; past the access rule booking A has no handover yet
      // (condition-report.test.ts reads real ones).
      ok: { tourist: 404, driver: 404, otherDriver: 403, admin: 404 },
      check: (res, caller) => {
        if (caller !== 'otherDriver') expect(res.body.error).toBe(HANDOVER_MESSAGES.reportNotYet);
      },
    },
    'PATCH /api/admin/bookings/:id/handover-charges/:chargeId': {
      access: 'admin',
      request: () => ({ url: `/api/admin/bookings/${fx.bookingA}/handover-charges/00000000-0000-4000-8000-000000000000`, body: { status: 'dismissed' } }),
      // Past the access rule: booking A proposed no charge (handovers.test.ts confirms real ones).
      ok: 404,
    },
    'GET /api/bookings/:id': {
      access: 'signedIn',
      request: () => ({ url: `/api/bookings/${fx.bookingA}` }),
      // The booker, the assigned driver and admins.
      ok: { tourist: 200, driver: 200, otherDriver: 403, admin: 200 },
      check: (res, caller) => {
        if (caller !== 'otherDriver') expect(res.body._id).toBe(fx.bookingA);
      },
    },
    // Online payment is not set up in the matrix's app: only the booker reaches that answer.
    'GET /api/bookings/:id/payhere-checkout': {
      access: 'signedIn',
      request: () => ({ url: `/api/bookings/${fx.bookingA}/payhere-checkout` }),
      ok: { tourist: 404, driver: 403, otherDriver: 403, admin: 403 },
    },
    // Only the booker says they came back from PayHere; an order that is not the booking's is 404.
    'POST /api/bookings/:id/payhere-return': {
      access: 'signedIn',
      request: () => ({ url: `/api/bookings/${fx.bookingA}/payhere-return`, body: { orderId: `${fx.bookingA}.0000000000` } }),
      ok: { tourist: 404, driver: 403, otherDriver: 403, admin: 403 },
    },
    // The booker and admins: the assigned driver sees the booking, not its payments and refunds.
    'GET /api/bookings/:id/receipt.pdf': {
      access: 'signedIn',
      request: () => ({ url: `/api/bookings/${fx.bookingA}/receipt.pdf` }),
      ok: { tourist: 200, driver: 403, otherDriver: 403, admin: 200 },
      check: (res) => {
        if (res.status === 200) expect(String(res.headers['content-type'])).toBe('application/pdf');
      },
    },
    'POST /api/payments/payhere/notify': {
      access: 'public',
      request: () => ({
        url: '/api/payments/payhere/notify',
        body: { merchant_id: '1', order_id: fx.bookingA, payment_id: '1', payhere_amount: '1.00', payhere_currency: 'USD', status_code: '2', md5sig: 'X' },
      }),
      ok: 404,
    },
    'GET /api/pricing-policy': {
      access: 'public',
      request: () => ({ url: '/api/pricing-policy' }),
      ok: 200,
      check: (res) => expect(res.body.onlinePayment).toBe(false),
    },
    'POST /api/bookings/quote': {
      access: 'public',
      request: () => ({ url: '/api/bookings/quote', body: { vehicleId: fx.vehicleId, pickupDate: '2031-03-01', pickupTime: '09:00', returnDate: '2031-03-02', returnTime: '09:00', driverOption: 'selfDrive' } }),
      ok: 200,
    },
    'PUT /api/drivers/bookings/:id/odometer': {
      access: 'driverArea',
      request: () => ({ url: `/api/drivers/bookings/${fx.bookingA}/odometer`, body: { pickupKm: 100 } }),
      ok: { driver: 200, otherDriver: 403, admin: 200 },
    },
    'POST /api/drivers/bookings/:id/cash': {
      access: 'driverArea',
      request: () => ({ url: `/api/drivers/bookings/${fx.bookingA}/cash`, body: { amount: 1, currency: 'USD' } }),
      // Past the access rule the trip's own rule answers: booking A is confirmed, not under way, so no cash yet (money.test.ts records some).
      ok: { driver: 409, otherDriver: 403, admin: 409 },
    },
    // The travellers' pages (decision 085): anyone reads them, admins change their texts.
    'GET /api/pages/:slug': { access: 'public', request: () => ({ url: '/api/pages/terms?lang=de' }), ok: 200 },
    'GET /api/admin/pages/:slug': { access: 'admin', request: () => ({ url: '/api/admin/pages/terms' }), ok: 200 },
    'PUT /api/admin/pages/:slug': { access: 'admin', request: () => ({ url: '/api/admin/pages/faq', body: { texts: [{ lang: 'en', title: '', body: '' }] } }), ok: 200 },
    'GET /api/admin/pricing-policy': { access: 'admin', request: () => ({ url: '/api/admin/pricing-policy' }), ok: 200 },
    // Extras (decision 086): the public list, and staff's setup (no such extra: the admin's answer is 404; add-ons.test.ts changes real ones).
    'GET /api/add-ons': { access: 'public', request: () => ({ url: '/api/add-ons' }), ok: 200 },
    'GET /api/admin/add-ons': { access: 'admin', request: () => ({ url: '/api/admin/add-ons' }), ok: 200 },
    'POST /api/admin/add-ons': {
      access: 'admin',
      request: () => ({ url: '/api/admin/add-ons', body: { names: { en: 'Cooler box' }, price: 4, pricing: 'perTrip', maxQuantity: 2 } }),
      ok: 201,
    },
    'PUT /api/admin/add-ons/:id': {
      access: 'admin',
      request: () => ({ url: '/api/admin/add-ons/00000000-0000-4000-8000-000000000000', body: { names: { en: 'Cooler box' }, price: 4, pricing: 'perTrip', maxQuantity: 2 } }),
      ok: 404,
    },
    'PUT /api/admin/pricing-policy': {
      access: 'admin',
      request: () => ({ url: '/api/admin/pricing-policy', body: { ...DEFAULT_PRICING_POLICY, currencies: DEFAULT_PRICING_POLICY.currencies.map(({ code, perUsd }) => ({ code, perUsd })) } }),
      ok: 200,
    },
    'GET /api/admin/bookings/:id/payments': { access: 'admin', request: () => ({ url: `/api/admin/bookings/${fx.bookingA}/payments` }), ok: 200 },
    'POST /api/admin/bookings/:id/payments': {
      access: 'admin',
      request: () => ({ url: `/api/admin/bookings/${fx.bookingA}/payments`, body: { amount: 1, currency: 'USD', method: 'cash', kind: 'deposit' } }),
      ok: 201,
    },
    // Admins only; no such payment on the booking, so the admin's answer is 404 (money.test.ts reverses real rows).
    'POST /api/admin/bookings/:id/payments/:paymentId/reverse': {
      access: 'admin',
      request: () => ({ url: `/api/admin/bookings/${fx.bookingA}/payments/00000000-0000-4000-8000-000000000000/reverse`, body: { reason: 'Bounced' } }),
      ok: 404,
    },

    'GET /api/bookings/:id/history': {
      access: 'signedIn',
      request: () => ({ url: `/api/bookings/${fx.bookingA}/history` }),
      // The booker and admins; even the assigned driver is not the booker.
      ok: { tourist: 200, driver: 403, otherDriver: 403, admin: 200 },
    },

    // Live changes (decision 109): a ticket for any signed-in caller; the stream is opened by the
    // ticket alone, so a bearer token (of anyone) does not open it (live.test.ts opens real ones).
    'POST /api/events/ticket': {
      access: 'signedIn',
      request: () => ({ url: '/api/events/ticket' }),
      ok: 201,
      check: (res) => expect(res.body.ticket).toMatch(/^[A-Za-z0-9_-]{40,}$/),
    },
    'GET /api/events': { access: 'public', request: () => ({ url: '/api/events?ticket=not-a-ticket' }), ok: 401 },

    'GET /api/drivers/my-bookings': {
      access: 'driverArea',
      request: () => ({ url: '/api/drivers/my-bookings' }),
      ok: 200,
      check: (res, caller) => {
        const list = items(res.body);
        for (const b of list) expect(b.driverId?._id, 'a driver sees only the trips assigned to them').toBe(idOf(caller));
        if (caller === 'driver') expect(list.map((b) => b._id)).toContain(fx.bookingA);
        if (caller === 'otherDriver') expect(list.map((b) => b._id)).toEqual([fx.bookingB]);
      },
    },
    'PATCH /api/drivers/bookings/:id/status': {
      access: 'driverArea',
      request: async () => ({
        url: `/api/drivers/bookings/${await newConfirmedBooking(fx.accounts.tourist.token, fx.accounts.driver.id, 'soon')}/status`,
        body: { status: 'picked_up' },
      }),
      // The assigned driver, or an admin acting for them; never another driver.
      ok: { driver: 200, otherDriver: 403, admin: 200 },
    },
    // A transfer's day (decision 111): the assigned driver or an admin acting for them, never another driver.
    'POST /api/drivers/bookings/:id/at-pickup-point': {
      access: 'driverArea',
      request: async (caller) => ({ url: `/api/drivers/bookings/${await transferFor(caller, 'confirmed')}/at-pickup-point` }),
      ok: { driver: 200, otherDriver: 403, admin: 200 },
      check: (res, caller) => {
        if (caller !== 'otherDriver') expect(res.body.transfer.atPickupPointAt).not.toBeNull();
      },
    },
    // Admitted callers meet the rule of the clock (the free waiting after a pickup 30 minutes away has
    // not passed: 409); the report itself is tested in transfers.test.ts.
    'POST /api/drivers/bookings/:id/no-show': {
      access: 'driverArea',
      request: async (caller) => ({ url: `/api/drivers/bookings/${await transferFor(caller, 'atPickupPoint')}/no-show`, body: { note: 'Nobody came' } }),
      ok: { driver: 409, otherDriver: 403, admin: 409 },
    },
    'POST /api/admin/bookings/:id/no-show-review': {
      access: 'admin',
      request: async (caller) => ({ url: `/api/admin/bookings/${await transferFor(caller, 'noShow')}/no-show-review`, body: { outcome: 'touristNoShow' } }),
      ok: 200,
      check: (res) => expect(res.body.bookingStatus).toBe('cancelled'),
    },
    // Admitted callers meet the rule (a booking with no waiting proposed: 409); the decision itself is tested in transfers.test.ts.
    'PATCH /api/admin/bookings/:id/transfer-waiting': {
      access: 'admin',
      request: () => ({ url: `/api/admin/bookings/${fx.bookingA}/transfer-waiting`, body: { status: 'waived' } }),
      ok: 409,
    },
    'GET /api/drivers/profile': {
      access: 'driverArea',
      request: () => ({ url: '/api/drivers/profile' }),
      ok: 200,
      check: (res, caller) => expect(res.body._id).toBe(idOf(caller)),
    },
    'PUT /api/drivers/profile': {
      access: 'driverArea',
      request: (caller) => ({
        url: '/api/drivers/profile',
        body: { username: fx.accounts[caller as SignedIn]?.username ?? 'Someone', phone: '+94 77 222 2222', licenseNumber: 'L-9' },
      }),
      ok: 200,
      check: (res, caller) => expect(res.body._id).toBe(idOf(caller)),
    },

    'GET /api/admin/users': { access: 'admin', request: () => ({ url: '/api/admin/users' }), ok: 200 },
    // The tourist has an address already: staff are answered 409 (the success is walk-in-customers.test.ts).
    'PUT /api/admin/users/:id/email': {
      access: 'admin',
      request: () => ({ url: `/api/admin/users/${fx.accounts.tourist.id}/email`, body: { email: 'someone.else@example.com' } }),
      ok: 409,
    },
    'GET /api/admin/vehicles': { access: 'admin', request: () => ({ url: '/api/admin/vehicles' }), ok: 200 },
    'POST /api/admin/vehicles': { access: 'admin', request: () => ({ url: '/api/admin/vehicles', body: vehicleInput }), ok: 201 },
    'GET /api/admin/vehicles/:id': { access: 'admin', request: () => ({ url: `/api/admin/vehicles/${fx.vehicleId}` }), ok: 200 },
    'PUT /api/admin/vehicles/:id': {
      access: 'admin',
      request: async () => ({ url: `/api/admin/vehicles/${(await createVehicle(app, adminToken))._id}`, body: vehicleInput }),
      ok: 200,
    },
    'DELETE /api/admin/vehicles/:id': {
      access: 'admin',
      request: async () => ({ url: `/api/admin/vehicles/${(await createVehicle(app, adminToken))._id}` }),
      ok: 200,
    },
    'GET /api/admin/vehicles/:id/out-of-service': { access: 'admin', request: () => ({ url: `/api/admin/vehicles/${fx.vehicleId}/out-of-service` }), ok: 200 },
    'POST /api/admin/vehicles/:id/out-of-service': {
      access: 'admin',
      request: async () => ({ url: `/api/admin/vehicles/${(await createVehicle(app, adminToken))._id}/out-of-service`, body: outOfServiceInput }),
      ok: 201,
    },
    'PUT /api/admin/vehicles/:id/out-of-service/:periodId': {
      access: 'admin',
      request: async () => ({ url: await newOutOfService(), body: { ...outOfServiceInput, reason: 'repair' } }),
      ok: 200,
    },
    'DELETE /api/admin/vehicles/:id/out-of-service/:periodId': { access: 'admin', request: async () => ({ url: await newOutOfService() }), ok: 200 },
    // Photos (decision 099): each admitted call gets a vehicle of its own.
    'POST /api/admin/vehicles/:id/photos': {
      access: 'admin',
      request: async () => {
        const form = photoForm(await plainJpeg(120, 80));
        return { url: `/api/admin/vehicles/${(await createVehicle(app, adminToken))._id}/photos`, body: form.payload, headers: { 'content-type': form.contentType } };
      },
      ok: 201,
      check: (res) => expect(res.body.photos).toHaveLength(1),
    },
    'PUT /api/admin/vehicles/:id/photos/order': {
      access: 'admin',
      request: async () => {
        const { vehicleId, photoId } = await newPhoto();
        return { url: `/api/admin/vehicles/${vehicleId}/photos/order`, body: { ids: [photoId] } };
      },
      ok: 200,
    },
    'PATCH /api/admin/vehicles/:id/photos/:photoId': {
      access: 'admin',
      request: async () => {
        const { vehicleId, photoId } = await newPhoto();
        return { url: `/api/admin/vehicles/${vehicleId}/photos/${photoId}`, body: { alt: 'Front view' } };
      },
      ok: 200,
    },
    'DELETE /api/admin/vehicles/:id/photos/:photoId': {
      access: 'admin',
      request: async () => {
        const { vehicleId, photoId } = await newPhoto();
        return { url: `/api/admin/vehicles/${vehicleId}/photos/${photoId}` };
      },
      ok: 200,
      check: (res) => expect(res.body.photos).toEqual([]),
    },
    // A driver's photo (decision 102, "Photo"): each admitted call gets a driver of its own.
    'POST /api/admin/drivers/:id/photo': {
      access: 'admin',
      request: async () => {
        const form = photoForm(await plainJpeg(120, 80));
        return { url: `/api/admin/drivers/${await newDriver()}/photo`, body: form.payload, headers: { 'content-type': form.contentType } };
      },
      ok: 200,
      check: (res) => expect(res.body.photo.url).toContain('/media/'),
    },
    'DELETE /api/admin/drivers/:id/photo': { access: 'admin', request: async () => ({ url: `/api/admin/drivers/${await newDriver()}/photo` }), ok: 200, check: (res) => expect(res.body).toEqual({ photo: null }) },
    'POST /api/drivers/profile/photo': {
      access: 'driverArea',
      request: async () => {
        const form = photoForm(await plainJpeg(120, 80));
        return { url: '/api/drivers/profile/photo', body: form.payload, headers: { 'content-type': form.contentType } };
      },
      // Only a driver has a photo of their own; staff set a driver's through the admin route.
      ok: { driver: 200, otherDriver: 200, admin: 403 },
    },
    'GET /api/admin/bookings': { access: 'admin', request: () => ({ url: '/api/admin/bookings' }), ok: 200 },
    'PATCH /api/admin/bookings/:id': {
      access: 'admin',
      request: async () => ({ url: `/api/admin/bookings/${await newBooking(fx.accounts.tourist.token)}`, body: { status: 'cancelled' } }),
      ok: 200,
    },
    'POST /api/admin/bookings': {
      access: 'admin',
      request: () => ({ url: '/api/admin/bookings', body: { ...bookingBody(fx.vehicleId, nextSlot()), customerId: fx.accounts.tourist.id } }),
      ok: 201,
      check: (res) => expect(res.body.userId._id).toBe(fx.accounts.tourist.id),
    },
    'PUT /api/admin/bookings/:id/driver': {
      access: 'admin',
      request: async () => ({ url: `/api/admin/bookings/${await newConfirmedBooking(fx.accounts.tourist.token, await newDriver())}/driver`, body: { driverId: await newDriver(), reason: 'The first driver is ill' } }),
      ok: 200,
    },
    'PUT /api/admin/bookings/:id/schedule': {
      access: 'admin',
      request: async () => ({ url: `/api/admin/bookings/${await newBooking(fx.accounts.tourist.token)}/schedule`, body: { ...nextSlot(), pickupTime: '10:00', returnTime: '10:00' } }),
      ok: 200,
    },
    'POST /api/admin/bookings/:id/schedule/quote': {
      access: 'admin',
      request: () => ({ url: `/api/admin/bookings/${fx.bookingA}/schedule/quote`, body: { ...nextSlot(), pickupTime: '10:00', returnTime: '10:00' } }),
      ok: 200,
      check: (res) => expect(res.body).toMatchObject({ currency: 'USD', total: expect.any(Number), currentTotal: expect.any(Number) }),
    },
    'POST /api/admin/bookings/:id/correction': {
      access: 'admin',
      request: async () => {
        const id = await newConfirmedBooking(fx.accounts.tourist.token, fx.accounts.driver.id, 'soon');
        await ok(await call(app, 'PATCH', `/api/drivers/bookings/${id}/status`, { token: fx.accounts.driver.token, body: { status: 'picked_up' } }), 200, 'pick up');
        return { url: `/api/admin/bookings/${id}/correction`, body: { reason: 'Marked picked up by mistake' } };
      },
      ok: 200,
      check: (res) => expect(res.body.bookingStatus).toBe('confirmed'),
    },
    'GET /api/admin/bookings/:id/history': { access: 'admin', request: () => ({ url: `/api/admin/bookings/${fx.bookingA}/history` }), ok: 200 },
    'GET /api/admin/drivers': { access: 'admin', request: () => ({ url: '/api/admin/drivers' }), ok: 200 },
    'GET /api/admin/drivers/available': {
      access: 'admin',
      request: () => ({ url: '/api/admin/drivers/available?startDate=2031-01-01&endDate=2031-01-03' }),
      ok: 200,
    },
    'GET /api/admin/drivers/:id': { access: 'admin', request: () => ({ url: `/api/admin/drivers/${fx.accounts.driver.id}` }), ok: 200 },
    'POST /api/admin/drivers': {
      access: 'admin',
      request: () => ({ url: '/api/admin/drivers', body: { ...registration(), licenseNumber: 'N-1', phone: '+94 77 333 3333' } }),
      ok: 201,
    },
    'PUT /api/admin/drivers/:id': {
      access: 'admin',
      request: async () => ({
        url: `/api/admin/drivers/${await newDriver()}`,
        body: { username: 'Renamed', email: uniqueEmail('renamed'), licenseNumber: 'R-1', phone: '+94 77 444 4444' },
      }),
      ok: 200,
    },
    'DELETE /api/admin/drivers/:id': { access: 'admin', request: async () => ({ url: `/api/admin/drivers/${await newDriver()}` }), ok: 200 },
    // Decision 102: staff verify a licence; the dashboard's licences to renew.
    'POST /api/admin/drivers/:id/licences/:licence/verify': {
      access: 'admin',
      request: async () => ({ url: `/api/admin/drivers/${await newDriver({ licenseExpiry: '2033-01-31' })}/licences/driving/verify` }),
      ok: 200,
      check: (res) => expect(res.body.licenseVerification).not.toBeNull(),
    },
    'GET /api/admin/drivers/licences/expiring': { access: 'admin', request: () => ({ url: '/api/admin/drivers/licences/expiring' }), ok: 200 },
    'GET /api/admin/messages': { access: 'admin', request: () => ({ url: '/api/admin/messages' }), ok: 200 },
    'PATCH /api/admin/messages/:id': { access: 'admin', request: () => ({ url: `/api/admin/messages/${fx.messageId}`, body: { read: true } }), ok: 200 },
    'GET /api/admin/timeline': { access: 'admin', request: () => ({ url: '/api/admin/timeline?from=2031-01-01&to=2031-02-01' }), ok: 200 },
    'GET /api/admin/outbox': { access: 'admin', request: () => ({ url: '/api/admin/outbox' }), ok: 200 },
    'GET /api/admin/finance': {
      access: 'admin',
      request: () => ({ url: '/api/admin/finance?from=2031-01-01&to=2031-02-01' }),
      ok: 200,
      check: (res) => expect(res.body).toMatchObject({ from: '2031-01-01', to: '2031-02-01' }),
    },
    'GET /api/admin/money-tasks': {
      access: 'admin',
      request: () => ({ url: '/api/admin/money-tasks' }),
      ok: 200,
      check: (res) => expect(res.body).toMatchObject({ refundsDue: { count: expect.any(Number) }, depositsDue: { count: expect.any(Number) } }),
    },
    'GET /api/admin/payments.csv': {
      access: 'admin',
      request: () => ({ url: '/api/admin/payments.csv' }),
      ok: 200,
      check: (res) => expect(res.headers['content-type']).toBe('text/csv; charset=utf-8'),
    },
  };

  function expected(rule: Rule, caller: Caller): number {
    if (rule.access !== 'public') {
      if (caller === 'none' || caller === 'malformed' || caller === 'expired' || caller === 'deletedUser') return 401;
      if (!ALLOWED[rule.access].includes(caller)) return 403;
    }
    const status = typeof rule.ok === 'number' ? rule.ok : rule.ok[caller];
    if (status === undefined) throw new Error(`no status for ${caller}`);
    return status;
  }

  /** Strings a caller must never receive: other people's e-mail addresses and bookings. */
  function foreignData(caller: Caller): string[] {
    const a = fx.accounts;
    const everyone = [a.tourist.email, a.driver.email, a.otherDriver.email, a.admin.email, fx.tourist2.email, fx.bookingA, fx.bookingB];
    switch (caller) {
      case 'admin':
        return [];
      case 'tourist':
        return [fx.tourist2.email, a.driver.email, a.otherDriver.email, a.admin.email, fx.bookingB];
      case 'driver':
        return [fx.tourist2.email, a.otherDriver.email, a.admin.email, fx.bookingB];
      case 'otherDriver':
        return [a.tourist.email, a.driver.email, a.admin.email, fx.bookingA];
      default:
        return everyone;
    }
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    app = t.app;
    adminToken = await loginAs(app, ADMIN.email, ADMIN.password);
    const adminProfile = (await call(app, 'GET', '/api/drivers/profile', { token: adminToken })).body;
    const tourist = account(await registerUser(app));
    const tourist2 = account(await registerUser(app));
    const driver = account(await registerUser(app, 'driver'));
    const otherDriver = account(await registerUser(app, 'driver'));
    const loginUser = account(await registerUser(app));
    const gone = account(await registerUser(app, 'driver'));
    await ok(await call(app, 'DELETE', `/api/admin/drivers/${gone.id}`, { token: adminToken }), 200, 'delete driver');

    const key = new TextEncoder().encode(JWT_SECRET);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'tourist', tv: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(tourist.id)
      .setIssuer('lanka-ride')
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(key);

    const admin: Account = { id: adminProfile._id, email: ADMIN.email, password: ADMIN.password, token: adminToken, username: adminProfile.username };
    const vehicleId = (await createVehicle(app, adminToken))._id;
    fx = {
      accounts: { tourist, driver, otherDriver, admin },
      tourist2,
      loginUser,
      tokens: {
        none: undefined,
        malformed: 'not-a-token',
        expired,
        deletedUser: gone.token,
        tourist: tourist.token,
        driver: driver.token,
        otherDriver: otherDriver.token,
        admin: adminToken,
      },
      vehicleId,
      bookingA: '',
      bookingB: '',
      messageId: '',
    };
    fx.bookingA = await newConfirmedBooking(tourist.token, driver.id);
    fx.bookingB = await newConfirmedBooking(tourist2.token, otherDriver.id);
    await ok(await call(app, 'POST', '/api/contact', { body: { name: 'Inbox', email: 'inbox@example.com', message: 'Hi' } }), 201, 'contact');
    fx.messageId = (await call(app, 'GET', '/api/admin/messages', { token: adminToken })).body[0]._id;
  });
  afterAll(async () => t?.close());

  it('has an access rule for exactly the routes the app registers', () => {
    expect(apiRoutes(app).map((r) => r.key)).toEqual(Object.keys(RULES).sort((a, b) => a.localeCompare(b)));
    for (const head of apiHeadRoutes(app)) expect(Object.keys(RULES)).toContain(`GET ${head.url}`);
  });

  it('answers every route x caller with the expected status and no data of others', async () => {
    const routes = [...apiRoutes(app), ...apiHeadRoutes(app)];
    const failures: string[] = [];
    let checks = 0;
    for (const route of routes) {
      const rule = RULES[route.method === 'HEAD' ? `GET ${route.url}` : route.key];
      if (!rule) throw new Error(`no rule for ${route.key}`);
      for (const caller of CALLERS) {
        const req = await rule.request(caller);
        const want = expected(rule, caller);
        const token = fx.tokens[caller];
        const res = await call(app, route.method as InjectOptions['method'], req.url, {
          ...(token ? { token } : {}),
          ...(req.body !== undefined ? { body: req.body } : {}),
          ...(req.headers ? { headers: req.headers } : {}),
        });
        checks += 1;
        const cell = `${route.method} ${req.url} as ${caller}`;
        if (res.status !== want) {
          failures.push(`${cell}: ${res.status}, expected ${want} ${JSON.stringify(res.body)?.slice(0, 200)}`);
          continue;
        }
        if (route.method === 'HEAD') continue;
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body ?? '');
        if (res.status >= 400) {
          expect(typeof res.body?.error, `${cell}: error body`).toBe('string');
        }
        for (const secret of foreignData(caller)) {
          if (text.includes(secret)) failures.push(`${cell}: the answer carries ${secret}, which is not the caller's`);
        }
        const isDocs = req.url.startsWith('/api/docs');
        if (!isDocs && /\$argon2|password_?hash|"password"/i.test(text)) failures.push(`${cell}: the answer carries a password or its hash`);
        const admittedStatus = typeof rule.ok === 'number' ? rule.ok : rule.ok[caller];
        if (rule.check && res.status === admittedStatus) {
          try {
            rule.check(res, caller);
          } catch (error) {
            failures.push(`${cell}: ${(error as Error).message}`);
          }
        }
      }
    }
    const heads = routes.filter((r) => r.method === 'HEAD').length;
    console.log(`[access] matrix: ${routes.length} routes x ${CALLERS.length} callers = ${checks} checks (${engine}; ${heads} of the routes are the HEAD twins of GETs)`);
    expect(failures).toEqual([]);
    expect(checks).toBe(routes.length * CALLERS.length);
  });

  it('keeps each booking with its people: cross-user writes and reads are refused', async () => {
    const { tourist, driver, otherDriver } = fx.accounts;
    // Another driver's trip cannot be moved on; the assigned driver's can.
    expect((await call(app, 'PATCH', `/api/drivers/bookings/${fx.bookingB}/status`, { token: driver.token, body: { status: 'picked_up' } })).status).toBe(403);
    expect((await call(app, 'PATCH', `/api/drivers/bookings/${fx.bookingA}/status`, { token: otherDriver.token, body: { status: 'picked_up' } })).status).toBe(403);
    // Someone else's booking: no history, no cancelling.
    expect((await call(app, 'GET', `/api/bookings/${fx.bookingB}/history`, { token: tourist.token })).status).toBe(403);
    expect((await call(app, 'PATCH', `/api/bookings/${fx.bookingB}/cancel`, { token: tourist.token })).status).toBe(403);
    expect((await call(app, 'PATCH', `/api/bookings/${fx.bookingA}/cancel`, { token: fx.tourist2.token })).status).toBe(403);
    // Someone else's documents: neither the list nor a file address.
    const documents = await call(app, 'GET', `/api/bookings/${await selfDriveBooking()}/documents`, { token: fx.tourist2.token });
    expect(documents.status).toBe(403);
    expect(JSON.stringify(documents.body)).not.toContain('/api/document-files/');
    // Someone else's handover and return (decision 112).
    expect((await call(app, 'GET', `/api/bookings/${fx.bookingA}/inspections`, { token: fx.tourist2.token })).status).toBe(403);
    expect((await call(app, 'GET', `/api/bookings/${fx.bookingA}/condition-report.pdf`, { token: fx.tourist2.token })).status).toBe(403);
    // Both bookings are as they were.
    const all = items((await call(app, 'GET', '/api/admin/bookings', { token: adminToken })).body);
    const a = all.find((b) => b._id === fx.bookingA) as unknown as { bookingStatus: string; driverId: { _id: string } };
    const b = all.find((b) => b._id === fx.bookingB) as unknown as { bookingStatus: string; driverId: { _id: string } };
    expect([a.bookingStatus, a.driverId._id]).toEqual(['confirmed', driver.id]);
    expect([b.bookingStatus, b.driverId._id]).toEqual(['confirmed', otherDriver.id]);
    // tourist2's own list shows only bookingB.
    expect(items((await call(app, 'GET', '/api/bookings/my-bookings', { token: fx.tourist2.token })).body).map((x) => x._id)).toEqual([fx.bookingB]);
  });
});
