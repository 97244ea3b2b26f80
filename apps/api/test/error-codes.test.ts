import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES, MESSAGES, messageByCode } from '@app/shared';
import { ADMIN, ENGINES, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, type Res, type TestApp } from './harness';
import { UNKNOWN_ID } from './api-helpers';

/** Every coded sentence of an error body reads back, from its code and params, as the English the body carries. */
function expectCodesMatchSentences(res: Res): void {
  expect(typeof res.body.code, JSON.stringify(res.body)).toBe('string');
  expect(API_ERROR_CODES, res.body.code).toContain(res.body.code);
  expect(messageByCode(MESSAGES, res.body.code, res.body.params)).toBe(res.body.error);
  if (res.body.details) {
    expect(res.body.detailCodes).toHaveLength(res.body.details.length);
    res.body.details.forEach((detail: string, i: number) => {
      const coded = res.body.detailCodes[i];
      expect(API_ERROR_CODES, coded.code).toContain(coded.code);
      expect(messageByCode(MESSAGES, coded.code, coded.params)).toBe(detail);
    });
  }
}

describe.each(ENGINES)('error codes (%s)', (engine) => {
  let t: TestApp;
  let admin: string;
  let tourist: string;
  let vehicleId: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = await loginAs(t.app, ADMIN.email, ADMIN.password);
    tourist = (await registerUser(t.app)).token;
    vehicleId = (await createVehicle(t.app, admin))._id;
  });
  afterAll(() => t.close());

  it('a validation 400 carries a code for its sentence and one for each detail, with the numbers as params', async () => {
    const res = await call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(vehicleId, { name: '', numTourists: 0, specialRequests: 'x'.repeat(5000) }) });
    expect(res.status).toBe(400);
    expectCodesMatchSentences(res);
    const tooLong = res.body.detailCodes.find((c: { code: string }) => c.code === 'validation.tooLong');
    expect(tooLong?.params).toMatchObject({ field: MESSAGES.fields.specialRequests, max: expect.any(Number) });
  });

  it('a refused price names the right total as a param', async () => {
    const res = await call(t.app, 'POST', '/api/bookings', { token: tourist, body: bookingBody(vehicleId, { totalPrice: 1 }) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('api.priceMismatch');
    expect(res.body.params).toEqual({ expected: expect.stringMatching(/^\d+\.\d\d$/) });
    expectCodesMatchSentences(res);
  });

  it('404, 401, 403 and an unknown API path are coded too', async () => {
    const missing = await call(t.app, 'GET', `/api/vehicles/${UNKNOWN_ID}`);
    expect(missing.body.code).toBe('api.vehicleNotFound');
    expectCodesMatchSentences(missing);
    const anonymous = await call(t.app, 'GET', '/api/bookings/my-bookings');
    expect(anonymous.status).toBe(401);
    expectCodesMatchSentences(anonymous);
    const tourists = await call(t.app, 'GET', '/api/admin/bookings', { token: tourist });
    expect(tourists.status).toBe(403);
    expectCodesMatchSentences(tourists);
    const nowhere = await call(t.app, 'GET', '/api/no-such-thing');
    expect(nowhere.body).toEqual({ error: MESSAGES.api.notFound, code: 'api.notFound' });
  });

  it('the language of an account: set, read back, and a language the product does not speak is a coded 400', async () => {
    const ok = await call(t.app, 'PUT', '/api/users/me/language', { token: tourist, body: { preferredLanguage: 'ru' } });
    expect(ok.status).toBe(200);
    expect((await call(t.app, 'GET', '/api/users/me', { token: tourist })).body.preferredLanguage).toBe('ru');
    const bad = await call(t.app, 'PUT', '/api/users/me/language', { token: tourist, body: { preferredLanguage: 'xx' } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('validation.uiLanguage');
    expectCodesMatchSentences(bad);
  });

  it('registration keeps a language chosen on the device; without one the account has none (decision 081)', async () => {
    const german = await registerUser(t.app, 'tourist', { preferredLanguage: 'de' });
    expect((await call(t.app, 'GET', '/api/users/me', { token: german.token })).body.preferredLanguage).toBe('de');
    const plain = await registerUser(t.app, 'tourist', { browserLanguage: 'si' });
    expect((await call(t.app, 'GET', '/api/users/me', { token: plain.token })).body.preferredLanguage).toBeNull();
    const bad = await call(t.app, 'POST', '/api/users/login', { body: { email: plain.email, password: 'secret123', browserLanguage: 'xx' } });
    expect([bad.status, bad.body.code]).toEqual([400, 'validation.uiLanguage']);
  });

  it('the OpenAPI document lists the error codes', async () => {
    const doc = await call(t.app, 'GET', '/api/docs/json');
    const text = JSON.stringify(doc.body);
    for (const code of ['api.vehicleNotFound', 'validation.tooLong', 'booking.pickupInPast', 'api.priceMismatch']) expect(text).toContain(code);
    expect(text).toContain('detailCodes');
  });
});
