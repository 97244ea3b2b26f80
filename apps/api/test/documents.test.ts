import { Writable } from 'node:stream';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@app/shared/documents';
import { buildApp } from '../src/app';
import { ADMIN, ENGINES, JWT_SECRET, bookingBody, call, createTestApp, createVehicle, loginAs, registerUser, tripSlots, type Account, type TestApp } from './harness';
import { pdfOf, pdfWithHiddenScript } from './document-files';
import { photoForm, plainJpeg, sidewaysJpegWithGps } from './photo-files';

const D = DOCUMENT_MESSAGES;
const DAY = 24 * 3600_000;

/**
 * A self-drive tourist's documents before arrival (issue 33, decision 107): sent by the booker as
 * pictures or PDFs checked by their bytes, read by the booker and staff only (the list and the
 * signed file address), verified or rejected by staff (the tourist is e-mailed), reminded before
 * pickup, and deleted by the retention sweep a set number of days after the trip.
 */
describe.each(ENGINES)('documents before arrival (%s)', (engine) => {
  let t: TestApp;
  let adminToken: string;
  let vehicleId: string;
  let anna: Account;
  let ben: Account;
  const nextSlot = tripSlots('2033-01-01', 4, 2);

  beforeAll(async () => {
    t = await createTestApp(engine);
    adminToken = await loginAs(t.app, ADMIN.email, ADMIN.password);
    vehicleId = (await createVehicle(t.app, adminToken))._id;
    anna = await registerUser(t.app);
    ben = await registerUser(t.app);
    // Anna reads her e-mails in German.
    expect((await call(t.app, 'PUT', '/api/users/me/language', { token: anna.token, body: { preferredLanguage: 'de' } })).status).toBe(200);
  }, 120_000);
  afterAll(async () => t?.close());

  async function booking(token: string, driverOption: 'selfDrive' | 'withDriver' = 'selfDrive'): Promise<{ id: string; pickupDate: string; returnDate: string }> {
    const slot = nextSlot();
    const res = await call(t.app, 'POST', '/api/bookings', { token, body: bookingBody(vehicleId, { ...slot, driverOption }) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return { id: res.body._id, ...slot };
  }

  function upload(token: string, bookingId: string, kind: string, file: Buffer, type = 'image/jpeg') {
    const form = photoForm(file, { field: 'file', type, filename: 'document', fields: { kind } });
    return call(t.app, 'POST', `/api/bookings/${bookingId}/documents`, { token, body: form.payload, headers: { 'content-type': form.contentType } });
  }

  /** The path of an absolute file address, as inject() takes it. */
  const pathOf = (url: string) => new URL(url).pathname;
  const fetchFile = (url: string) => t.app.inject({ method: 'GET', url: pathOf(url) });

  it('takes pictures (made clean) and sound PDFs of each kind, and says what is missing', async () => {
    const b = await booking(anna.token);
    const empty = await call(t.app, 'GET', `/api/bookings/${b.id}/documents`, { token: anna.token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ documents: [], missing: ['licence_front', 'licence_back', 'idp', 'permit'], permitAtCounter: false, keptDaysAfterTrip: 30 });

    const front = await upload(anna.token, b.id, 'licence_front', await sidewaysJpegWithGps(1200, 800));
    expect(front.status, JSON.stringify(front.body)).toBe(201);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 10, g: 20, b: 30 } } }).png().toBuffer();
    expect((await upload(anna.token, b.id, 'licence_back', png, 'image/png')).status).toBe(201);
    const pdf = pdfOf();
    const res = await upload(anna.token, b.id, 'idp', pdf, 'application/pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body.missing).toEqual(['permit']);
    const byKind = Object.fromEntries(res.body.documents.map((d: { kind: string }) => [d.kind, d]));
    expect(byKind.licence_front).toMatchObject({ status: 'pending', contentType: 'image/webp', reviewedBy: null });
    expect(byKind.idp.contentType).toBe('application/pdf');

    // The picture is upright and carries no EXIF (the phone's GPS position) any more.
    const picture = await fetchFile(byKind.licence_front.url);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toBe('no-store');
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.width, meta.height, meta.exif, meta.orientation]).toEqual([800, 1200, undefined, undefined]);
    // The PDF is kept as sent.
    const file = await fetchFile(byKind.idp.url);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.rawPayload, pdf)).toBe(0);

    // The permit got at the airport counter is not missing.
    const counter = await call(t.app, 'PUT', `/api/bookings/${b.id}/documents/permit-at-counter`, { token: anna.token, body: { atCounter: true } });
    expect(counter.body).toMatchObject({ permitAtCounter: true, missing: [] });
  });

  it('refuses what is not a picture or a sound PDF, and bookings that need none', async () => {
    const b = await booking(anna.token);
    const refused = async (file: Buffer, message: string, kind = 'idp') => {
      const res = await upload(anna.token, b.id, kind, file);
      expect([res.status, res.body.error]).toEqual([400, message]);
    };
    await refused(Buffer.from('just some text, named licence.jpg'), D.notAFile);
    await refused(Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n', 'latin1'), D.pdfDamaged);
    await refused(pdfOf(['<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>', '<< /Type /Pages /Kids [] /Count 0 >>']), D.pdfActive);
    await refused(pdfWithHiddenScript(), D.pdfActive);
    await refused(await plainJpeg(100, 80), D.kindInvalid, 'passport');
    const noFile = photoForm(await plainJpeg(100, 80), { field: 'photo', fields: { kind: 'idp' } });
    expect((await call(t.app, 'POST', `/api/bookings/${b.id}/documents`, { token: anna.token, body: noFile.payload, headers: { 'content-type': noFile.contentType } })).body.error).toBe(D.fileMissing);
    const withDriver = await booking(anna.token, 'withDriver');
    const res = await upload(anna.token, withDriver.id, 'idp', await plainJpeg(100, 80));
    expect([res.status, res.body.error]).toEqual([409, D.selfDriveOnly]);
    expect((await call(t.app, 'GET', `/api/bookings/${withDriver.id}/documents`, { token: anna.token })).body).toMatchObject({ documents: [], missing: [] });
    // Nothing was kept of any refused file.
    expect((await call(t.app, 'GET', `/api/bookings/${b.id}/documents`, { token: anna.token })).body.documents).toEqual([]);
  });

  it("keeps a tourist's documents from everyone but the booker and staff, by any address", async () => {
    const b = await booking(anna.token);
    const sent = await upload(anna.token, b.id, 'licence_front', await plainJpeg(400, 250));
    const url: string = sent.body.documents[0].url;
    expect(url).toMatch(/\/api\/document-files\/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(url).not.toContain(anna.token);

    // Ben, another tourist: no list, no upload, no counter choice on Anna's booking.
    expect((await call(t.app, 'GET', `/api/bookings/${b.id}/documents`, { token: ben.token })).status).toBe(403);
    expect((await upload(ben.token, b.id, 'idp', await plainJpeg(100, 80))).status).toBe(403);
    expect((await call(t.app, 'PUT', `/api/bookings/${b.id}/documents/permit-at-counter`, { token: ben.token, body: { atCounter: true } })).status).toBe(403);
    // Staff read them; staff do not send a tourist's documents.
    const staff = await call(t.app, 'GET', `/api/bookings/${b.id}/documents`, { token: adminToken });
    expect(staff.body.documents).toHaveLength(1);
    expect((await fetchFile(staff.body.documents[0].url)).statusCode).toBe(200);

    // The file's address: any change to it, a made-up one, or an expired one is a 404, never the file.
    const path = pathOf(url);
    const [id, expiry, signature] = path.split('/').at(-1)!.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const guesses = [
      `/api/document-files/${id}.${expiry}.${flipped}`,
      `/api/document-files/${id}.${Number(expiry) + 3600}.${signature}`,
      `/api/document-files/${id}`,
      `/api/document-files/${crypto.randomUUID()}.${expiry}.${signature}`,
      `/media/${id}/2000-${signature}.webp`,
    ];
    for (const guess of guesses) {
      const res = await t.app.inject({ method: 'GET', url: guess, headers: { authorization: `Bearer ${ben.token}` } });
      expect(res.statusCode, guess).toBe(404);
      expect(res.headers['content-type'], guess).toContain('application/json');
    }
    t.clock.set(Date.now() + 11 * 60_000);
    try {
      const late = await fetchFile(url);
      expect([late.statusCode, late.json().error]).toEqual([404, D.linkExpired]);
      expect(late.headers['cache-control']).toBe('no-store');
    } finally {
      t.clock.reset();
    }
    // A replaced file's old address answers nothing.
    await upload(anna.token, b.id, 'licence_front', await plainJpeg(300, 200));
    expect((await fetchFile(url)).statusCode).toBe(404);
  });

  it('staff verify or reject with a reason; the tourist is e-mailed in their language, without the document', async () => {
    const b = await booking(anna.token);
    const sent = await upload(anna.token, b.id, 'licence_back', await plainJpeg(400, 250));
    const doc = sent.body.documents[0];
    const review = (token: string, body: unknown, documentId = doc._id) => call(t.app, 'PATCH', `/api/admin/bookings/${b.id}/documents/${documentId}`, { token, body });

    expect((await review(anna.token, { status: 'verified' })).status).toBe(403);
    const noReason = await review(adminToken, { status: 'rejected', reason: '  ' });
    expect([noReason.status, noReason.body.error]).toEqual([400, D.reasonRequired]);
    expect((await review(adminToken, { status: 'verified' }, crypto.randomUUID())).status).toBe(404);

    const rejected = await review(adminToken, { status: 'rejected', reason: 'The photo is blurred' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    expect(rejected.body.documents[0]).toMatchObject({ status: 'rejected', reason: 'The photo is blurred', reviewedBy: { username: expect.any(String) } });
    expect(rejected.body.missing).toContain('licence_back');
    const mails = await t.db.query<{ recipient: string; subject: string; body: string }>("SELECT recipient, subject, body FROM outbox WHERE kind = 'document_rejected' AND booking_id = $1", [b.id]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe(anna.email);
    expect(mails[0]!.body).toContain('The photo is blurred');
    expect(mails[0]!.body).toContain('Führerschein (Rückseite)');
    expect(mails[0]!.body).not.toMatch(/document-files|Bearer/);

    // Sent again, then verified: it cannot be replaced any more.
    const again = await upload(anna.token, b.id, 'licence_back', await plainJpeg(420, 260));
    expect(again.body.documents[0]).toMatchObject({ status: 'pending', reason: null, reviewedBy: null });
    const verified = await review(adminToken, { status: 'verified' });
    expect(verified.body.documents[0]).toMatchObject({ status: 'verified', reason: null });
    expect(Date.parse(verified.body.documents[0].reviewedAt)).toBeGreaterThan(Date.now() - 60_000);
    const replace = await upload(anna.token, b.id, 'licence_back', await plainJpeg(100, 80));
    expect([replace.status, replace.body.error]).toEqual([409, D.alreadyVerified]);
  });

  it('reminds the tourist once, three days before pickup, of what is still missing', async () => {
    const missing = await booking(anna.token);
    const complete = await booking(ben.token);
    for (const kind of ['licence_front', 'licence_back', 'idp']) expect((await upload(ben.token, complete.id, kind, await plainJpeg(200, 120))).status).toBe(201);
    await call(t.app, 'PUT', `/api/bookings/${complete.id}/documents/permit-at-counter`, { token: ben.token, body: { atCounter: true } });
    await upload(anna.token, missing.id, 'idp', pdfOf(), 'application/pdf');

    const reminders = (id: string) => t.db.query<{ subject: string; body: string }>("SELECT subject, body FROM outbox WHERE kind = 'documents_missing' AND booking_id = $1", [id]);
    const pickup = (b: { pickupDate: string }) => Date.parse(`${b.pickupDate}T09:00:00+05:30`);
    // Four days before: not yet.
    await t.app.remindMissingDocuments(pickup(missing) - 4 * DAY);
    expect(await reminders(missing.id)).toHaveLength(0);
    t.clock.set(pickup(missing) - 2 * DAY);
    try {
      await t.app.remindMissingDocuments();
      await t.app.remindMissingDocuments();
    } finally {
      t.clock.reset();
    }
    const [mail, ...more] = await reminders(missing.id);
    expect(more).toHaveLength(0);
    expect(mail!.body).toContain('Führerschein (Vorderseite)');
    expect(mail!.body).not.toContain('Internationaler Führerschein');
    await t.app.remindMissingDocuments(pickup(complete) - 2 * DAY);
    expect(await reminders(complete.id)).toHaveLength(0);
  });

  it('deletes the files a set number of days after the trip, keeping who checked them when', async () => {
    const b = await booking(anna.token);
    const sent = await upload(anna.token, b.id, 'idp', pdfOf(), 'application/pdf');
    const doc = sent.body.documents[0];
    await call(t.app, 'PATCH', `/api/admin/bookings/${b.id}/documents/${doc._id}`, { token: adminToken, body: { status: 'verified' } });
    const ended = Date.parse(`${b.returnDate}T09:00:00+05:30`);

    t.clock.set(ended + 29 * DAY);
    try {
      expect((await t.app.sweepRetention()).documentIds).not.toContain(doc._id);
      t.clock.set(ended + 31 * DAY);
      const swept = await t.app.sweepRetention();
      expect(swept.documentIds).toContain(doc._id);
      expect(swept.documents).toBe(swept.documentIds.length);
      expect((await t.app.sweepRetention()).documents).toBe(0);
    } finally {
      t.clock.reset();
    }
    const after = await call(t.app, 'GET', `/api/bookings/${b.id}/documents`, { token: adminToken });
    expect(after.body.documents[0]).toMatchObject({ kind: 'idp', status: 'verified', url: null, contentType: null, reviewedBy: { _id: expect.any(String) } });
    expect(after.body.documents[0].reviewedAt).not.toBeNull();
    const files = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM media_private_files WHERE owner_kind = 'booking_document' AND owner_id = $1", [doc._id]);
    expect(files[0]!.n).toBe(0);
    expect((await fetchFile(doc.url)).statusCode).toBe(404);
  });

  it("never writes a file's address into the request log", async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
    const logged = await buildApp({ db: t.db, config: { ...t.config, logLevel: 'info' }, jwtSecret: JWT_SECRET, logger: { stream }, clock: t.clock.now });
    try {
      const b = await booking(anna.token);
      const sent = await upload(anna.token, b.id, 'permit', await plainJpeg(200, 120));
      const token = pathOf(sent.body.documents[0].url).split('/').at(-1)!;
      const res = await logged.inject({ method: 'GET', url: pathOf(sent.body.documents[0].url) });
      expect(res.statusCode).toBe(200);
      const text = lines.join('');
      expect(text).toContain('/api/document-files/[redacted]');
      expect(text).not.toContain(token);
    } finally {
      await logged.close();
    }
  });
});
