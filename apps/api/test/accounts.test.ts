import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_RESET_TTL_MINUTES } from '@app/shared';
import { ADMIN, ENGINES, call, createTestApp, loginAs, registerUser, uniqueEmail, type TestApp } from './harness';
import { expectError, expectValidation } from './api-helpers';
import { deliverOutbox, startSmtp } from './smtp';
import { resolveDueRequests } from '../src/outbox-worker';

const A = MESSAGES.account;

/** The body of a received e-mail (quoted-printable soft breaks undone). */
function bodyOf(raw: string): string {
  return raw.split(/\r?\n\r?\n/).slice(1).join('\n\n').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

describe.each(ENGINES)('accounts: recovery, password change, own details (%s)', (engine) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp(engine, { config: { publicUrl: 'https://rent.example.lk' } });
    smtp = await startSmtp();
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const deliver = () => deliverOutbox(t.db, smtp.url);
  const mailsTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));
  const resetLinkIn = (email: string): string => {
    const mails = mailsTo(email).filter((m) => m.subject === 'Reset your LankaRide password');
    const link = /https:\/\/rent\.example\.lk\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(bodyOf(mails.at(-1)?.raw ?? ''));
    if (!link) throw new Error(`no reset link for ${email}`);
    return link[1]!;
  };
  const login = (email: string, password: string) => call(t.app, 'POST', '/api/users/login', { body: { email, password } });
  const requestReset = (email: string) => call(t.app, 'POST', '/api/users/password-reset', { body: { email } });
  const confirmReset = (token: string, password: string) => call(t.app, 'POST', '/api/users/password-reset/confirm', { body: { token, password } });

  describe('forgot password', () => {
    it('answers known and unknown addresses alike (202, same body), and e-mails only the account a link', async () => {
      const known = await registerUser(t.app);
      const unknown = uniqueEmail('nobody');
      const a = await requestReset(known.email.toUpperCase());
      const b = await requestReset(unknown);
      expect(a.status).toBe(202);
      expect(b.status).toBe(202);
      expect(a.body).toEqual({ message: A.resetRequested });
      expect(b.body).toEqual(a.body);
      expect(Object.keys(b.headers).sort()).toEqual(Object.keys(a.headers).sort());
      await deliver();
      expect(resetLinkIn(known.email)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(mailsTo(unknown)).toEqual([]);
    });

    it('the link sets a new password once, ends every older session, and is stored only as a hash', async () => {
      const user = await registerUser(t.app);
      await requestReset(user.email);
      await deliver();
      const token = resetLinkIn(user.email);
      const stored = await t.db.query<{ token_hash: string }>(
        'SELECT token_hash FROM password_reset_tokens WHERE user_id = $1',
        [user.user._id],
      );
      expect(stored.map((r) => r.token_hash)).toEqual([crypto.createHash('sha256').update(token).digest('hex')]);
      expect(JSON.stringify(await t.db.query('SELECT * FROM password_reset_tokens'))).not.toContain(token);

      const done = await confirmReset(token, 'brand-new-pass');
      expect(done.status).toBe(200);
      expect(done.body).toEqual({ message: A.resetDone });
      expect((await login(user.email, 'brand-new-pass')).status).toBe(200);
      expect((await login(user.email, user.password)).status).toBe(401);
      expectError(await call(t.app, 'GET', '/api/bookings/my-bookings', { token: user.token }), 401, MESSAGES.api.invalidToken);
      // Used once: the same link again is a 400, and the password stays.
      expectError(await confirmReset(token, 'third-password'), 400, A.resetLinkInvalid);
      expect((await login(user.email, 'brand-new-pass')).status).toBe(200);
      // The account is told its password changed.
      await deliver();
      expect(mailsTo(user.email).map((m) => m.subject)).toContain('Your LankaRide password was changed');
    });

    it('a made-up, expired or superseded link is a 400 that changes nothing', async () => {
      const user = await registerUser(t.app);
      for (const token of ['made-up', 'x'.repeat(43), crypto.randomBytes(32).toString('base64url')]) {
        expectError(await confirmReset(token, 'secret999'), 400, A.resetLinkInvalid);
      }
      await requestReset(user.email);
      await deliver();
      const first = resetLinkIn(user.email);
      await requestReset(user.email);
      await deliver();
      const second = resetLinkIn(user.email);
      expect(second).not.toBe(first);
      expectError(await confirmReset(first, 'secret999'), 400, A.resetLinkInvalid); // only the newest link works
      t.clock.set(Date.now() + (PASSWORD_RESET_TTL_MINUTES + 1) * 60_000);
      try {
        expectError(await confirmReset(second, 'secret999'), 400, A.resetLinkInvalid);
      } finally {
        t.clock.reset();
      }
      expect((await login(user.email, user.password)).status).toBe(200);
      // The password rule of the spec holds for the new password too.
      await requestReset(user.email);
      await deliver();
      expectValidation(await confirmReset(resetLinkIn(user.email), '12345'), MESSAGES.registration.passwordTooShort);
    });

    it('two requests with one link: exactly one sets its password', async () => {
      const user = await registerUser(t.app);
      await requestReset(user.email);
      await deliver();
      const token = resetLinkIn(user.email);
      const answers = await Promise.all(['one-password', 'two-password', 'six-password'].map((p) => confirmReset(token, p)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
      const winner = ['one-password', 'two-password', 'six-password'][answers.findIndex((a) => a.status === 200)]!;
      expect((await login(user.email, winner)).status).toBe(200);
    });

    it('the admin Outbox never shows a usable link, before or after delivery; the stored copy is redacted once sent', async () => {
      const user = await registerUser(t.app);
      await requestReset(user.email);
      // The worker turns the request into the e-mail (decision 074); it is not delivered yet.
      await resolveDueRequests(t.db);
      const pending = (await call(t.app, 'GET', '/api/admin/outbox', { token: admin })).body.find((m: { recipient: string; kind: string }) => m.recipient === user.email && m.kind === 'password_reset');
      expect(pending.body).toContain('https://rent.example.lk/reset-password?token=[hidden]');
      await deliver();
      const token = resetLinkIn(user.email);
      const outbox = JSON.stringify((await call(t.app, 'GET', '/api/admin/outbox', { token: admin })).body);
      expect(outbox).not.toContain(token);
      const stored = await t.db.query<{ body: string }>(`SELECT body FROM outbox WHERE kind = 'password_reset' AND recipient = $1`, [user.email]);
      expect(stored[0]!.body).toContain('token=[hidden]');
      expect(JSON.stringify(stored)).not.toContain(token);
      // The link still works: only the copies were redacted.
      expect((await confirmReset(token, 'after-redaction')).status).toBe(200);
    });
  });

  describe('registration does not say which addresses have accounts (decisions: registration)', () => {
    it('a taken address gets the same answer; its owner is e-mailed, and nothing is created or changed', async () => {
      const owner = await registerUser(t.app);
      const fresh = uniqueEmail('fresh');
      const taken = await call(t.app, 'POST', '/api/users', { body: { username: 'Impostor', email: owner.email, password: 'impostor1' } });
      const made = await call(t.app, 'POST', '/api/users', { body: { username: 'Fresh', email: fresh, password: 'fresh123' } });
      expect(taken.status).toBe(201);
      expect(taken.body).toEqual(made.body);
      expect((await login(owner.email, 'impostor1')).status).toBe(401);
      expect((await login(owner.email, owner.password)).status).toBe(200);
      expect((await login(fresh, 'fresh123')).status).toBe(200);
      await deliver();
      const toOwner = mailsTo(owner.email).map((m) => m.subject);
      expect(toOwner).toContain('You already have a LankaRide account');
      expect(bodyOf(mailsTo(owner.email).find((m) => m.subject === 'You already have a LankaRide account')!.raw)).not.toContain('Impostor');
      expect(mailsTo(fresh).map((m) => m.subject)).toEqual(['Welcome to LankaRide']);
    });

    it('twin registrations of one address at once make one account', async () => {
      const email = uniqueEmail('twin');
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => call(t.app, 'POST', '/api/users', { body: { username: `Twin ${i}`, email, password: `twin-pass-${i}` } })));
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
      const rows = await t.db.query('SELECT id FROM users WHERE lower(email) = $1', [email]);
      expect(rows).toHaveLength(1);
    });
  });

  describe('password change', () => {
    it('needs the current password; answers a fresh token, ends older sessions, and the new password signs in', async () => {
      const user = await registerUser(t.app);
      const other = (await login(user.email, user.password)).body.token as string;
      expectValidation(await call(t.app, 'PUT', '/api/users/me/password', { token: user.token, body: { currentPassword: 'wrong-one', newPassword: 'secret456' } }), A.currentPasswordWrong);
      expectValidation(await call(t.app, 'PUT', '/api/users/me/password', { token: user.token, body: { currentPassword: user.password, newPassword: '123' } }), MESSAGES.registration.passwordTooShort);
      expect((await login(user.email, user.password)).status).toBe(200);

      const res = await call(t.app, 'PUT', '/api/users/me/password', { token: user.token, body: { currentPassword: user.password, newPassword: 'secret456' } });
      expect(res.status).toBe(200);
      expect(res.body.message).toBe(A.passwordChanged);
      expect(res.body.user._id).toBe(user.user._id);
      expect((await call(t.app, 'GET', '/api/users/me', { token: res.body.token })).status).toBe(200);
      for (const old of [user.token, other]) expectError(await call(t.app, 'GET', '/api/users/me', { token: old }), 401, MESSAGES.api.invalidToken);
      expect((await login(user.email, 'secret456')).status).toBe(200);
      expect((await login(user.email, user.password)).status).toBe(401);
    });

    it('works for every role', async () => {
      const driver = await registerUser(t.app, 'driver');
      const res = await call(t.app, 'PUT', '/api/users/me/password', { token: driver.token, body: { currentPassword: driver.password, newPassword: 'driver-new-1' } });
      expect(res.status).toBe(200);
      expect((await call(t.app, 'GET', '/api/drivers/my-bookings', { token: res.body.token })).status).toBe(200);
      const adminChange = await call(t.app, 'PUT', '/api/users/me/password', { token: admin, body: { currentPassword: ADMIN.password, newPassword: ADMIN.password } });
      expect(adminChange.status).toBe(200);
      admin = adminChange.body.token;
      expect((await call(t.app, 'GET', '/api/admin/users', { token: admin })).status).toBe(200);
    });
  });

  describe('own details', () => {
    it('any signed-in user reads and changes their name and phone; the e-mail and role stay', async () => {
      const tourist = await registerUser(t.app);
      expect((await call(t.app, 'GET', '/api/users/me', { token: tourist.token })).body).toMatchObject({ _id: tourist.user._id, email: tourist.email, role: 'tourist' });
      const res = await call(t.app, 'PUT', '/api/users/me', { token: tourist.token, body: { username: '  Emma Wilson ', phone: '+44 7700 900123', email: 'x@evil.example', role: 'admin' } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ username: 'Emma Wilson', phone: '+44 7700 900123', email: tourist.email, role: 'tourist' });
      expectValidation(await call(t.app, 'PUT', '/api/users/me', { token: tourist.token, body: { username: ' ', phone: '' } }), A.nameRequired);
      expect((await call(t.app, 'PUT', '/api/users/me', { token: tourist.token, body: { username: 'Emma\u202eWilson', phone: '' } })).status).toBe(400);
    });

    it('a driver keeps a phone', async () => {
      const driver = await registerUser(t.app, 'driver');
      expectValidation(await call(t.app, 'PUT', '/api/users/me', { token: driver.token, body: { username: 'D', phone: '' } }), A.phoneRequiredForDrivers);
      expect((await call(t.app, 'PUT', '/api/users/me', { token: driver.token, body: { username: 'D', phone: '+94 77 1' } })).status).toBe(200);
    });
  });
});

describe('recovery is rate limited like login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { rateLimits: { login: 3, register: 100, contact: 100, booking: 100, quote: 100, window: '1 minute', namespace: 'unused:' } } });
  });
  afterAll(async () => t?.close());

  it('the 4th reset request or confirmation in a window answers 429', async () => {
    const reset = [];
    for (let i = 0; i < 4; i++) reset.push((await call(t.app, 'POST', '/api/users/password-reset', { body: { email: `a${i}@example.com` } })).status);
    expect(reset).toEqual([202, 202, 202, 429]);
    const confirm = [];
    for (let i = 0; i < 4; i++) confirm.push((await call(t.app, 'POST', '/api/users/password-reset/confirm', { body: { token: `t${i}`, password: 'secret123' } })).status);
    expect(confirm).toEqual([400, 400, 400, 429]);
  });
});
