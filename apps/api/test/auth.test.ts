import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, loginResponseSchema, userSchema } from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, uniqueEmail, type TestApp, withAdminApp } from './harness';
import { UNKNOWN_ID, book, decodeClaims, expectError, expectNoSecrets, expectValidation, mintToken, unsignedToken } from './api-helpers';

const A = MESSAGES.api;
const R = MESSAGES.registration;

describe.each(ENGINES)('users and authentication (%s)', (engine) => {
  let t: TestApp, admin: string;
  withAdminApp(engine, (app, token) => ([t, admin] = [app, token]));

  const register = (body: Record<string, unknown>) => call(t.app, 'POST', '/api/users', { body });
  const login = (email: string, password: string) => call(t.app, 'POST', '/api/users/login', { body: { email, password } });

  describe('POST /api/users (registration)', () => {
    it('creates a tourist: 201 {message}, email lowercased, phone "" accepted, no password or hash', async () => {
      const email = uniqueEmail('Mixed.Case').replace('mixed.case', 'Mixed.Case');
      const res = await register({ username: 'Anna Tourist', email, password: 'secret123', role: 'tourist', phone: '' });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ message: A.registered });
      const user = userSchema.parse((await login(email, 'secret123')).body.user);
      expect(user).toMatchObject({ username: 'Anna Tourist', email: email.toLowerCase(), role: 'tourist', phone: '' });
      expect(user._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
      expect(user.licenseNumber).toBeUndefined();
      expectNoSecrets(res.body);
      // The account works: the password was stored (hashed) and signs in.
      expect((await login(email, 'secret123')).status).toBe(200);
    });

    it('creates a driver from form values: numeric-string experienceYears, comma-separated languages, empty expiry', async () => {
      const email = uniqueEmail('driver');
      const res = await register({
        username: 'Dilan Driver',
        email,
        password: 'secret123',
        role: 'driver',
        phone: '+94 77 123 4567',
        licenseNumber: 'B1234567',
        licenseExpiry: '',
        experienceYears: '3',
        languages: ' English, , Sinhala ,Tamil ',
      });
      expect(res.status).toBe(201);
      const user = userSchema.parse((await login(email, 'secret123')).body.user);
      expect(user).toMatchObject({
        role: 'driver',
        phone: '+94 77 123 4567',
        licenseNumber: 'B1234567',
        licenseExpiry: null,
        experienceYears: 3,
        languages: ['en', 'si', 'ta'],
      });
      expectNoSecrets(res.body);

      const secondEmail = uniqueEmail('driver');
      const withExpiry = await register({
        username: 'Second Driver', email: secondEmail, password: 'secret123', role: 'driver',
        phone: '0771234567', licenseNumber: 'C7654321', licenseExpiry: '2031-06-30', languages: ['English'],
      });
      expect(withExpiry.status).toBe(201);
      expect((await login(secondEmail, 'secret123')).body.user).toMatchObject({ licenseExpiry: '2031-06-30', experienceYears: 0, languages: ['en'] });
    });

    it('a missing or unknown role makes a tourist', async () => {
      for (const role of [undefined, 'superuser']) {
        const email = uniqueEmail('norole');
        expect((await register({ username: 'No Role', email, password: 'secret123', role })).status).toBe(201);
        expect((await login(email, 'secret123')).body.user.role).toBe('tourist');
      }
    });

    it('refuses an admin role with 400 and creates nothing', async () => {
      const email = uniqueEmail('wannabe');
      const res = await register({ username: 'Wannabe', email, password: 'secret123', role: 'admin' });
      expectValidation(res, A.adminSelfRegistration);
      expect(res.body.error).toBe(A.validationFailed);
      expectError(await login(email, 'secret123'), 401, MESSAGES.login.invalidCredentials);
      const users = await call(t.app, 'GET', '/api/admin/users', { token: admin });
      expect(users.body.some((u: { email: string }) => u.email === email)).toBe(false);
    });

    it('an email already registered (any case) answers exactly as a new one, and changes nothing (decisions: registration)', async () => {
      const email = uniqueEmail('dup');
      const first = await register({ username: 'First', email, password: 'secret123' });
      expect(first.status).toBe(201);
      const again = await register({ username: 'Second', email: email.toUpperCase(), password: 'other123' });
      expect(again.status).toBe(first.status);
      expect(again.body).toEqual(first.body);
      expect(Object.keys(again.headers).sort()).toEqual(Object.keys(first.headers).sort());
      // The first account is untouched.
      expect((await login(email, 'secret123')).status).toBe(200);
      expect((await login(email, 'other123')).status).toBe(401);
    });

    it('answers 400 {error: "Validation failed", details} with the spec sentence for each rule', async () => {
      const base = { username: 'Valid Name', email: uniqueEmail('val'), password: 'secret123', role: 'tourist' };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base, password: '12345' }, R.passwordTooShort],
        [{ ...base, password: undefined }, R.passwordTooShort],
        [{ ...base, username: '' }, R.usernameEmailRequired],
        [{ ...base, username: '   ' }, R.usernameEmailRequired],
        [{ ...base, email: undefined }, R.usernameEmailRequired],
        [{ ...base, role: 'driver', phone: '+94 77 000 0000' }, R.licenseRequired],
        [{ ...base, role: 'driver', licenseNumber: 'L-1', phone: '' }, R.phoneRequiredForDrivers],
      ];
      for (const [body, message] of cases) {
        const res = await register(body);
        expectValidation(res, message);
        expect(res.body.error).toBe(A.validationFailed);
      }
      // Several problems at once: one readable string per problem.
      const many = await register({ role: 'driver', password: '1' });
      expectValidation(many, R.usernameEmailRequired, R.passwordTooShort, R.licenseRequired, R.phoneRequiredForDrivers);
      // Other bad values are refused too, not stored.
      expectValidation(await register({ ...base, email: 'not-an-email' }));
      expectValidation(await register({ ...base, role: 'driver', phone: '1', licenseNumber: 'L', experienceYears: -1 }));
      expectValidation(await register({ ...base, role: 'driver', phone: '1', licenseNumber: 'L', experienceYears: 'three' }));
      expectValidation(await register({ ...base, role: 'driver', phone: '1', licenseNumber: 'L', licenseExpiry: '2031-02-30' }));
    });
  });

  describe('POST /api/users/login', () => {
    let email: string;
    beforeAll(async () => {
      email = (await registerUser(t.app)).email;
    });

    it('answers 200 {user, token} with the role and username, no password or hash, a 7-day token', async () => {
      const res = await login(email, 'secret123');
      expect(res.status).toBe(200);
      const body = loginResponseSchema.parse(res.body);
      expect(body.user).toMatchObject({ email, role: 'tourist' });
      expect(body.user.username.length).toBeGreaterThan(0);
      expectNoSecrets(res.body.user);
      const claims = decodeClaims(body.token);
      expect(claims.sub).toBe(body.user._id);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(7 * 24 * 3600);
      expect((await call(t.app, 'GET', '/api/bookings/my-bookings', { token: body.token })).status).toBe(200);
    });

    it('signs in the admin, the email ignoring case', async () => {
      const res = await login(ADMIN.email.toUpperCase(), ADMIN.password);
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe('admin');
    });

    it('wrong email and wrong password answer the same 401 text (no account enumeration)', async () => {
      const wrongPassword = await login(email, 'wrong-password');
      const wrongEmail = await login(`nobody.${email}`, 'secret123');
      expectError(wrongPassword, 401, MESSAGES.login.invalidCredentials);
      expectError(wrongEmail, 401, MESSAGES.login.invalidCredentials);
      expect(wrongEmail.body).toEqual(wrongPassword.body);
      expect(wrongPassword.body.token).toBeUndefined();
    });

    it('missing fields are a 400 with details', async () => {
      expectValidation(await call(t.app, 'POST', '/api/users/login', { body: { email } }));
      expectValidation(await call(t.app, 'POST', '/api/users/login', { body: { password: 'secret123' } }));
      expectValidation(await call(t.app, 'POST', '/api/users/login', { body: {} }));
    });
  });

  describe('GET /api/admin/users', () => {
    it('lists every user for an admin, without passwords or hashes', async () => {
      const tourist = await registerUser(t.app);
      const driver = await registerUser(t.app, 'driver');
      const res = await call(t.app, 'GET', '/api/admin/users', { token: admin });
      expect(res.status).toBe(200);
      const users = res.body.map((u: unknown) => userSchema.parse(u));
      const byId = new Map(users.map((u: { _id: string }) => [u._id, u]));
      expect(byId.get(tourist.user._id)).toMatchObject({ role: 'tourist', email: tourist.email });
      expect(byId.get(driver.user._id)).toMatchObject({ role: 'driver', email: driver.email, experienceYears: 3, languages: ['en', 'de'] });
      expect(users.some((u: { role: string; email: string }) => u.role === 'admin' && u.email === ADMIN.email)).toBe(true);
      expectNoSecrets(res.body);
      // Newest first.
      const created = users.map((u: { createdAt: string }) => Date.parse(u.createdAt));
      expect([...created].sort((a, b) => b - a)).toEqual(created);
    });
  });

  describe('tokens', () => {
    let tourist: Awaited<ReturnType<typeof registerUser>>;
    const myBookings = (token: string) => call(t.app, 'GET', '/api/bookings/my-bookings', { token });
    beforeAll(async () => {
      tourist = await registerUser(t.app);
    });

    it('a well-formed token minted like the app does is accepted (control for the refusals below)', async () => {
      const token = await mintToken({ sub: tourist.user._id, role: 'tourist', tv: 0 });
      expect((await myBookings(token)).status).toBe(200);
    });

    it('no token -> 401; garbage or non-Bearer authorization -> 401', async () => {
      expectError(await call(t.app, 'GET', '/api/bookings/my-bookings'), 401, A.unauthorized);
      expectError(await myBookings('garbage'), 401, A.invalidToken);
      expectError(await myBookings('a.b.c'), 401, A.invalidToken);
      expectError(await call(t.app, 'GET', '/api/bookings/my-bookings', { headers: { authorization: tourist.token } }), 401);
      expectError(await call(t.app, 'GET', '/api/bookings/my-bookings', { headers: { authorization: `Basic ${tourist.token}` } }), 401);
      expect((await call(t.app, 'GET', '/api/bookings/my-bookings', { headers: { authorization: `Bearer ${tourist.token}` } })).status).toBe(200);
    });

    it('an expired token -> 401', async () => {
      const expired = await mintToken({ sub: tourist.user._id, role: 'tourist', tv: 0, expiresIn: -60 });
      expectError(await myBookings(expired), 401, A.invalidToken);
    });

    it('alg "none" -> 401, with an empty or a junk signature', async () => {
      expectError(await myBookings(unsignedToken(tourist.user._id, 'tourist')), 401, A.invalidToken);
      expectError(await myBookings(unsignedToken(tourist.user._id, 'tourist', true)), 401, A.invalidToken);
      const adminId = (await login(ADMIN.email, ADMIN.password)).body.user._id;
      expectError(await call(t.app, 'GET', '/api/admin/users', { token: unsignedToken(adminId, 'admin', true) }), 401);
    });

    it('another secret, another issuer, another algorithm, a stale token version or an unknown subject -> 401', async () => {
      const sub = tourist.user._id;
      const refused = [
        await mintToken({ sub, secret: 'another-secret-that-is-long-enough-for-hs256!' }),
        await mintToken({ sub, issuer: 'someone-else' }),
        await mintToken({ sub, alg: 'HS512' }),
        await mintToken({ sub, tv: 1 }),
        await mintToken({ sub: UNKNOWN_ID }),
        await mintToken({ sub: 'not-a-uuid' }),
      ];
      for (const token of refused) expectError(await myBookings(token), 401, A.invalidToken);
    });

    it('the role comes from the account, not the token: a tourist token claiming admin is refused with 403', async () => {
      const forged = await mintToken({ sub: tourist.user._id, role: 'admin', tv: 0 });
      expectError(await call(t.app, 'GET', '/api/admin/users', { token: forged }), 403, A.forbidden);
    });
  });
});

/**
 * Every protected call of the spec: 401 without a token and with a bad one, 403 for each role
 * that may not use it, and not 401/403 for the roles that may.
 */
describe.each(ENGINES)('access control of every protected call (%s)', (engine) => {
  let t: TestApp;
  const tokens: Record<'admin' | 'driver' | 'tourist', string> = { admin: '', driver: '', tourist: '' };
  let expired: string;
  let ids: { vehicle: string; driver: string; booking: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    tokens.admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    const tourist = await registerUser(t.app);
    const driver = await registerUser(t.app, 'driver');
    tokens.tourist = tourist.token;
    tokens.driver = driver.token;
    expired = await mintToken({ sub: tourist.user._id, role: 'tourist', tv: 0, expiresIn: -1 });
    const vehicle = await createVehicle(t.app, tokens.admin);
    const booking = await book(t.app, tourist.token, bookingBody(vehicle._id));
    ids = { vehicle: vehicle._id, driver: driver.user._id, booking: booking._id };
  });
  afterAll(async () => t?.close());

  type Role = 'admin' | 'driver' | 'tourist';
  const ALL: Role[] = ['admin', 'driver', 'tourist'];
  const ADMIN_ONLY: Role[] = ['admin'];
  const DRIVER_AREA: Role[] = ['driver', 'admin'];
  /** `:vehicle`, `:driver` and `:booking` stand for real ids; `refusalsOnly` keeps shared fixtures from being deleted. */
  const calls: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string; allowed: Role[]; body?: () => unknown; refusalsOnly?: boolean }[] = [
    { method: 'POST', path: '/api/bookings', allowed: ALL, body: () => bookingBody(ids.vehicle) },
    { method: 'GET', path: '/api/bookings/my-bookings', allowed: ALL },
    { method: 'GET', path: '/api/admin/users', allowed: ADMIN_ONLY },
    { method: 'GET', path: '/api/admin/vehicles', allowed: ADMIN_ONLY },
    { method: 'GET', path: '/api/admin/vehicles/:vehicle', allowed: ADMIN_ONLY },
    { method: 'POST', path: '/api/admin/vehicles', allowed: ADMIN_ONLY, body: () => ({}) },
    { method: 'PUT', path: '/api/admin/vehicles/:vehicle', allowed: ADMIN_ONLY, body: () => ({}) },
    { method: 'DELETE', path: '/api/admin/vehicles/:vehicle', allowed: ADMIN_ONLY, refusalsOnly: true },
    { method: 'GET', path: '/api/admin/bookings', allowed: ADMIN_ONLY },
    { method: 'PATCH', path: '/api/admin/bookings/:booking', allowed: ADMIN_ONLY, body: () => ({ status: 'bogus' }) },
    { method: 'GET', path: '/api/admin/drivers/available?startDate=2030-01-01&endDate=2030-01-02', allowed: ADMIN_ONLY },
    { method: 'GET', path: '/api/admin/drivers', allowed: ADMIN_ONLY },
    { method: 'GET', path: '/api/admin/drivers/:driver', allowed: ADMIN_ONLY },
    { method: 'POST', path: '/api/admin/drivers', allowed: ADMIN_ONLY, body: () => ({}) },
    { method: 'PUT', path: '/api/admin/drivers/:driver', allowed: ADMIN_ONLY, body: () => ({}) },
    { method: 'DELETE', path: '/api/admin/drivers/:driver', allowed: ADMIN_ONLY, refusalsOnly: true },
    { method: 'GET', path: '/api/drivers/my-bookings', allowed: DRIVER_AREA },
    { method: 'PATCH', path: '/api/drivers/bookings/:booking/status', allowed: DRIVER_AREA, body: () => ({ status: 'bogus' }) },
    { method: 'GET', path: '/api/drivers/profile', allowed: DRIVER_AREA },
    { method: 'PUT', path: '/api/drivers/profile', allowed: DRIVER_AREA, body: () => ({}) },
  ];
  const resolve = (path: string) => path.replace(':vehicle', ids.vehicle).replace(':driver', ids.driver).replace(':booking', ids.booking);

  it.each(calls.map((c) => [`${c.method} ${c.path}`, c] as const))('%s', async (_name, c) => {
    const send = (token?: string) => call(t.app, c.method, resolve(c.path), { token, ...(c.body ? { body: c.body() } : {}) });
    expectError(await send(), 401, A.unauthorized);
    expectError(await send('not-a-token'), 401, A.invalidToken);
    expectError(await send(expired), 401, A.invalidToken);
    for (const role of ALL.filter((r) => !c.allowed.includes(r))) {
      expectError(await send(tokens[role]), 403, A.forbidden);
    }
    if (c.refusalsOnly) return;
    for (const role of c.allowed) {
      const res = await send(tokens[role]);
      expect([401, 403], `${role} may use ${c.method} ${c.path}: ${JSON.stringify(res.body)}`).not.toContain(res.status);
      expect(res.status, `${role} ${c.method} ${c.path}: ${JSON.stringify(res.body)}`).toBeLessThan(500);
    }
  });

  it('refused deletes left the vehicle and the driver in place', async () => {
    expect((await call(t.app, 'GET', `/api/vehicles/${ids.vehicle}`)).status).toBe(200);
    expect((await call(t.app, 'GET', `/api/admin/drivers/${ids.driver}`, { token: tokens.admin })).status).toBe(200);
  });
});
